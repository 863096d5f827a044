import { invoicingPaymentMethod } from '../../../../model/index.js';
import { plainList, type SandboxHandlers } from '../../kit.js';
import { KIND } from './seed.js';

export const handlers = {
  'invoicing.payment-methods.list': plainList(KIND, invoicingPaymentMethod),
} satisfies SandboxHandlers;
