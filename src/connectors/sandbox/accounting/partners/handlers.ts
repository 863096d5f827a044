import {
  type AccountingPartner,
  accountingClient,
  accountingPartner,
  accountingSupplier,
  type PartnerFilter,
} from '../../../../model/accounting/index.js';
import { notFound, pageOf, type SandboxConnection, type SandboxHandlers } from '../../kit.js';
import { fromStored } from '../../records.js';
import { folderOf, instantOf, ofFolder, type StoredPartner } from '../books.js';
import { KIND } from './seed.js';
import { handlers as writes } from './writes.js';

/**
 * Clients and suppliers: one stored partner each, `client` and `supplier` saying which it is (a
 * company can be both, as Van Damme Logistics is for the hotel).
 */

type Role = 'client' | 'supplier';

const SEARCHED = [
  'name',
  'first_name',
  'last_name',
  'email',
  'external_reference',
  'vat',
  'company_number',
] as const;

async function partnersOf(s: SandboxConnection, folderId: string | undefined, role?: Role) {
  const folder = await folderOf(s, folderId);
  const all = await ofFolder<StoredPartner>(s, KIND, folder.id);
  return role === undefined ? all : all.filter((p) => p[role]);
}

async function listPartners(s: SandboxConnection, role: Role, filter: PartnerFilter) {
  const search = filter.search?.toLowerCase();
  const after = filter.updated_after === undefined ? undefined : instantOf(filter.updated_after);
  return (await partnersOf(s, filter.folder_id, role))
    .filter(
      (p) =>
        search === undefined ||
        SEARCHED.some((f) =>
          String(p[f] ?? '')
            .toLowerCase()
            .includes(search),
        ),
    )
    .filter((p) => after === undefined || p.last_updated_on > after);
}

/** A batch of partners of a role (any role without one), a 404 naming `thing` for the others. */
async function getPartners(
  s: SandboxConnection,
  ids: readonly string[],
  folderId: string | undefined,
  thing: string,
  role?: Role,
): Promise<(AccountingPartner | Error)[]> {
  const found = new Map((await partnersOf(s, folderId, role)).map((p) => [p.id, p]));
  return ids.map((id) => {
    const p = found.get(id);
    return p ? fromStored(accountingPartner, p) : notFound(thing, id);
  });
}

export const handlers = {
  'accounting.clients.list': (s) => async (page, filter) =>
    pageOf(
      (await listPartners(s, 'client', filter)).map((p) => fromStored(accountingClient, p)),
      page,
    ),
  'accounting.clients.get':
    (s) =>
    (ids, { folder_id }) =>
      getPartners(s, ids, folder_id, 'Client', 'client'),
  'accounting.suppliers.list': (s) => async (page, filter) =>
    pageOf(
      (await listPartners(s, 'supplier', filter)).map((p) => fromStored(accountingSupplier, p)),
      page,
    ),
  'accounting.suppliers.get':
    (s) =>
    (ids, { folder_id }) =>
      getPartners(s, ids, folder_id, 'Supplier', 'supplier'),
  'accounting.partners.get':
    (s) =>
    (ids, { folder_id }) =>
      getPartners(s, ids, folder_id, 'Partner'),
  ...writes,
} satisfies SandboxHandlers;
