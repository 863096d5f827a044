import type {
  AccountingClientInput,
  AccountingClientUpdateInput,
  AccountingPartner,
} from '../../model/accounting/index.js';
import { odooId } from '../odoo/client.js';
import { accountsByCode, createRecord, looseRecord, recordsById, refused, writeRecord } from './checks.js';
import type { AccountingHandlers, AccountingOdoo, Scope } from './client.js';
import { handlers as partnerReads } from './partners.js';

/**
 * Clients and suppliers written as Odoo partners (`res.partner`): a client has a
 * `customer_rank`, a supplier a `supplier_rank` (what makes the reads list them); its main
 * address is its own fields, its invoice and delivery addresses child partners of those types
 * (`child_ids`), its bank account a `res.partner.bank` (`bank_ids`), its ledger account the
 * company-dependent `property_account_receivable_id` / `property_account_payable_id`, set in the
 * folder's company (the context). A create is ONE `create` with all of it; the answer is read
 * back as the reads answer it.
 * Docs: base/models/res_partner.py (`type`, `child_ids`, `bank_ids`), account/models/partner.py
 * (`customer_rank`, `_increase_rank`, the property accounts).
 * Pitfalls: `mobile` is gone from 18.2 (only written where `fields_get` lists it); countries are
 * `res.country` ids (looked up by code, ONE read); `force_merge` takes an existing partner with
 * the same value of that field instead of creating one.
 */

type Side = 'client' | 'supplier';
type Input = AccountingClientInput;
type Update = AccountingClientUpdateInput;

const RANK = { client: 'customer_rank', supplier: 'supplier_rank' } as const;
const PROPERTY = {
  client: 'property_account_receivable_id',
  supplier: 'property_account_payable_id',
} as const;
/** What `force_merge` may name: the partner fields a client or supplier is told apart by. */
const MERGE_FIELDS: Record<string, string> = {
  vat: 'vat',
  email: 'email',
  external_reference: 'ref',
  company_number: 'company_registry',
  name: 'name',
};

/** The countries the addresses name, by ISO code: ONE `search_read` of `res.country`. */
async function countries(odoo: AccountingOdoo, scope: Scope, codes: readonly (string | null | undefined)[]) {
  const wanted = [...new Set(codes.filter((c): c is string => Boolean(c)))];
  const out = new Map<string, number>();
  if (wanted.length === 0) return out;
  const found = await odoo.search(
    'res.country',
    [['code', 'in', wanted]],
    ['code'],
    looseRecord,
    scope.context,
  );
  for (const { record } of found) out.set(String(record['code']), record.id);
  for (const code of wanted)
    if (!out.has(code)) throw refused('ERROR_NOT_FOUND', `addresses: country ${code} is not known to Odoo`);
  return out;
}

type AddressIn = NonNullable<Update['addresses']>[number];

function addressVals(address: AddressIn, country: Map<string, number>) {
  const street = [address.street, address.number].filter(Boolean).join(' ');
  return {
    ...(address.name ? { name: address.name } : {}),
    street: street || false,
    street2: address.box || false,
    zip: address.postal_code || false,
    city: address.city || false,
    country_id: address.country ? (country.get(address.country) ?? false) : false,
    ...(address.email ? { email: address.email } : {}),
    ...(address.phone ? { phone: address.phone } : {}),
  };
}

/** The partner's own values from the body's fields (a field left out is not written). */
async function partnerVals(
  odoo: AccountingOdoo,
  scope: Scope,
  side: Side,
  input: Update,
  existing?: number,
): Promise<Record<string, unknown>> {
  const vals: Record<string, unknown> = {};
  const personName = [input.first_name, input.last_name].filter(Boolean).join(' ');
  if (input.name) vals['name'] = input.is_company === false && personName ? personName : input.name;
  else if (personName) vals['name'] = personName;
  if (input.is_company !== undefined && input.is_company !== null) vals['is_company'] = input.is_company;
  if (input.active !== undefined && input.active !== null) vals['active'] = input.active;
  const copy: [keyof Update, string][] = [
    ['email', 'email'],
    ['phone', 'phone'],
    ['website', 'website'],
    ['vat', 'vat'],
    ['company_number', 'company_registry'],
    ['external_reference', 'ref'],
    ['function', 'function'],
    ['internal_notes', 'comment'],
  ];
  for (const [from, to] of copy) if (input[from] !== undefined) vals[to] = input[from] ?? false;
  if (input.mobile !== undefined && (await odoo.fields('res.partner', ['mobile'])).length > 0)
    vals['mobile'] = input.mobile ?? false;
  if (input.company_id) {
    await recordsById(
      odoo,
      scope,
      'res.partner',
      ['is_company'],
      [{ value: input.company_id, where: 'company_id' }],
      'ERROR_PARTNER_NOT_FOUND',
      'company',
    );
    vals['parent_id'] = Number(input.company_id);
  }
  const accountNumber = 'account_number' in input ? (input as Input).account_number : undefined;
  if (accountNumber) {
    const accounts = await accountsByCode(odoo, scope, [{ value: accountNumber, where: 'account_number' }]);
    vals[PROPERTY[side]] = accounts.get(accountNumber)!.id;
  }
  const addresses = input.addresses ?? [];
  const country = await countries(
    odoo,
    scope,
    addresses.map((a) => a.country),
  );
  const children: unknown[] = [];
  for (const address of addresses) {
    if (address.address_type === 'main') Object.assign(vals, addressVals(address, country));
    else
      children.push([
        0,
        0,
        { type: address.address_type, is_company: false, ...addressVals(address, country) },
      ]);
  }
  if (children.length > 0) vals['child_ids'] = children;
  const number = input.iban ?? input.bank_account;
  if (number && existing === undefined) vals['bank_ids'] = [[0, 0, { acc_number: number }]];
  return vals;
}

async function readPartner(
  odoo: AccountingOdoo,
  side: Side,
  id: number,
  folderId: string | undefined,
): Promise<AccountingPartner> {
  const get = partnerReads[side === 'client' ? 'accounting.clients.get' : 'accounting.suppliers.get'](odoo);
  const [partner] = await get([String(id)], { folder_id: folderId });
  if (!partner || partner instanceof Error)
    throw odoo.odoo.requestError(`Odoo answered no partner ${id} after writing it (res.partner)`);
  return partner;
}

/** A client or supplier: the checks (company, account, countries), then ONE `create` (or, merged, one `write` of its rank). */
async function createPartner(
  odoo: AccountingOdoo,
  side: Side,
  input: Input,
  params: { folder_id?: string | undefined; force_merge?: string | null | undefined },
) {
  const scope = await odoo.scope(params.folder_id);
  // A field Odoo partners cannot be told apart by merges nothing: the partner is created.
  const merge = params.force_merge ? MERGE_FIELDS[params.force_merge] : undefined;
  const vals = await partnerVals(odoo, scope, side, input);
  if (merge && vals[merge]) {
    const [same] = await odoo.search(
      'res.partner',
      [[merge, '=', vals[merge]]],
      [RANK[side]],
      looseRecord,
      scope.context,
      { limit: 1 },
    );
    if (same) {
      if (!Number(same.record[RANK[side]] ?? 0))
        await writeRecord(odoo, scope, 'res.partner', same.record.id, { [RANK[side]]: 1 });
      return readPartner(odoo, side, same.record.id, params.folder_id);
    }
  }
  const id = await createRecord(odoo, scope, 'res.partner', {
    is_company: true,
    ...vals,
    [RANK[side]]: 1,
  });
  return readPartner(odoo, side, id, params.folder_id);
}

/** Changes a client or supplier: it must be one (one read), then ONE `write`. */
async function updatePartner(
  odoo: AccountingOdoo,
  side: Side,
  id: string,
  input: Update,
  folderId: string | undefined,
) {
  const scope = await odoo.scope(folderId);
  const found = await recordsById(
    odoo,
    scope,
    'res.partner',
    [RANK[side], 'child_ids'],
    [{ value: id, where: `${side}_id` }],
    'ERROR_PARTNER_NOT_FOUND',
    side,
  );
  const partner = found.get(odooId(id)!)!;
  if (!Number(partner[RANK[side]] ?? 0))
    throw refused('ERROR_PARTNER_NOT_FOUND', `${side}_id: partner ${id} is not a ${side}`);
  const vals = await partnerVals(odoo, scope, side, input, partner.id);
  if (Object.keys(vals).length > 0) await writeRecord(odoo, scope, 'res.partner', partner.id, vals);
  return readPartner(odoo, side, partner.id, folderId);
}

export const handlers = {
  'accounting.clients.create': (odoo) => (input, options) =>
    createPartner(odoo, 'client', input, options?.params ?? {}),
  'accounting.suppliers.create': (odoo) => (input, options) =>
    createPartner(odoo, 'supplier', input, options?.params ?? {}),
  'accounting.clients.update': (odoo) => (id, input, options) =>
    updatePartner(odoo, 'client', id, input, options?.params?.folder_id),
  'accounting.suppliers.update': (odoo) => (id, input, options) =>
    updatePartner(odoo, 'supplier', id, input, options?.params?.folder_id),
} satisfies AccountingHandlers;
