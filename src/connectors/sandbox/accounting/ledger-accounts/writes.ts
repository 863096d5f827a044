import { ledgerAccount } from '../../../../model/accounting/index.js';
import type { SandboxHandlers } from '../../kit.js';
import { fromStored } from '../../records.js';
import { KINDS, type StoredAccount } from '../books.js';
import { refuse, writeContext } from '../write-kit.js';

/** A ledger account added to a folder's chart: its number must be new there. */
export const handlers = {
  'accounting.ledger-accounts.create': (s) => async (input, options) => {
    const c = await writeContext(s, options?.params?.folder_id);
    if (c.books.accounts.has(input.number)) {
      throw refuse(
        'ERROR_LEDGER_ACCOUNT_ALREADY_EXISTS',
        `number: the folder has an account ${input.number}`,
      );
    }
    const account: StoredAccount = {
      id: `${c.books.folder.id}-${input.number}`,
      folder_id: c.books.folder.id,
      number: input.number,
      name: input.name,
      active: true,
      type: input.type ?? 'other',
      scheme_ids: [],
      accounting_category: `Classe ${input.number[0]}`,
    };
    await s.records.insert([{ kind: KINDS.account, id: account.id, data: { ...account } }]);
    return fromStored(ledgerAccount, account);
  },
} satisfies SandboxHandlers;
