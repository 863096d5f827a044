import type {
  AccountingClientInput,
  AccountingClientUpdateInput,
  AccountingPartner,
} from '../../../../model/accounting/index.js';
import { notFound, type SandboxConnection, type SandboxHandlers } from '../../kit.js';
import { fromStored } from '../../records.js';
import { KINDS, type StoredPartner } from '../books.js';
import { PCMN } from '../posting.js';
import { newId, refuse, requireAccount, writeContext } from '../write-kit.js';

/**
 * Clients and suppliers written: a new one (or, with `force_merge`, the existing one whose field
 * has the same value, given the role), and changes to one. Both bodies have the same fields for
 * clients and suppliers.
 */

type Role = 'client' | 'supplier';

const TEXT_FIELDS = [
  'external_reference',
  'first_name',
  'last_name',
  'function',
  'company_id',
  'phone',
  'mobile',
  'email',
  'language',
  'internal_notes',
  'website',
  'vat',
  'company_number',
  'iban',
  'bank_account',
  'currency',
] as const;

function addresses(input: { addresses?: readonly Record<string, unknown>[] | undefined }) {
  return (input.addresses ?? []).map((a) => ({
    address_type: a['address_type'] ?? 'main',
    name: a['name'] ?? null,
    number: a['number'] ?? null,
    box: a['box'] ?? null,
    phone: a['phone'] ?? null,
    mobile: a['mobile'] ?? null,
    email: a['email'] ?? null,
    street: a['street'] ?? null,
    city: a['city'] ?? null,
    postal_code: a['postal_code'] ?? null,
    country: a['country'] ?? null,
  }));
}

async function createPartner(
  s: SandboxConnection,
  role: Role,
  input: AccountingClientInput,
  params: { folder_id?: string | undefined; force_merge?: string | null | undefined },
  writeId: string | undefined,
): Promise<AccountingPartner> {
  const c = await writeContext(s, params.folder_id);
  const merge = params.force_merge ?? undefined;
  if (merge !== undefined) {
    const value = (input as Record<string, unknown>)[merge];
    const same = [...c.books.partners.values()].find((p) => value !== undefined && p[merge] === value);
    if (same) {
      const merged = { ...same, [role]: true, last_updated_on: c.now };
      await s.records.update(KINDS.partner, same.id, merged);
      return fromStored(accountingPartnerFor(role), merged);
    }
  }
  const account = input.account_number ?? (role === 'client' ? PCMN.customers : PCMN.suppliers);
  requireAccount(c, account, 'account_number');
  const id = newId(`sandbox.accounting.${role}`, writeId);
  const partner: StoredPartner = {
    id,
    folder_id: c.books.folder.id,
    client: role === 'client',
    supplier: role === 'supplier',
    name: input.name,
    is_company: input.is_company ?? true,
    active: input.active ?? true,
    account_number: account,
    third_party_account: null,
    last_updated_on: c.now,
    addresses: addresses(input),
    bank_accounts: input.iban
      ? [
          {
            is_primary: true,
            currency: input.currency ?? 'EUR',
            iban: input.iban,
            bic_swift: null,
            account_number: null,
            routing_code: null,
          },
        ]
      : [],
  };
  for (const field of TEXT_FIELDS) partner[field] = input[field] ?? null;
  if (c.books.partners.has(id))
    throw refuse('ERROR_PARTNER_ALREADY_EXISTS', `the folder has a partner ${id}`);
  await s.records.insert([{ kind: KINDS.partner, id, data: { ...partner } }]);
  return fromStored(accountingPartnerFor(role), partner);
}

async function updatePartner(
  s: SandboxConnection,
  role: Role,
  id: string,
  input: AccountingClientUpdateInput,
  folderId: string | undefined,
): Promise<AccountingPartner> {
  const c = await writeContext(s, folderId);
  const partner = c.books.partners.get(id);
  if (!partner?.[role]) throw notFound(role === 'client' ? 'Client' : 'Supplier', id);
  const changed: StoredPartner = { ...partner, last_updated_on: c.now };
  for (const field of [...TEXT_FIELDS, 'name', 'is_company', 'active'] as const) {
    if (input[field] !== undefined) (changed as Record<string, unknown>)[field] = input[field];
  }
  if (input.addresses !== undefined) changed['addresses'] = addresses(input);
  await s.records.update(KINDS.partner, id, changed);
  return fromStored(accountingPartnerFor(role), changed);
}

import { accountingClient, accountingSupplier } from '../../../../model/accounting/index.js';

function accountingPartnerFor(role: Role) {
  return role === 'client' ? accountingClient : accountingSupplier;
}

export const handlers = {
  'accounting.clients.create': (s) => (input, options) =>
    createPartner(s, 'client', input, options?.params ?? {}, options?.writeId),
  'accounting.suppliers.create': (s) => (input, options) =>
    createPartner(s, 'supplier', input, options?.params ?? {}, options?.writeId),
  'accounting.clients.update': (s) => (id, input, options) =>
    updatePartner(s, 'client', id, input, options?.params?.folder_id),
  'accounting.suppliers.update': (s) => (id, input, options) =>
    updatePartner(s, 'supplier', id, input, options?.params?.folder_id),
} satisfies SandboxHandlers;
