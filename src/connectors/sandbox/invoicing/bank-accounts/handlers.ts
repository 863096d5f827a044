import { invoicingBankAccount } from '../../../../model/index.js';
import { plainList, type SandboxHandlers } from '../../kit.js';
import { KIND } from './seed.js';

export const handlers = {
  'invoicing.bank-accounts.list': plainList(KIND, invoicingBankAccount),
} satisfies SandboxHandlers;
