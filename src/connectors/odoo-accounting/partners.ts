import type {
  AccountingAddress,
  AccountingContact,
  AccountingPartner,
  ContactFilter,
  PartnerFilter,
} from '../../model/accounting/index.js';
import type { Page, PageRequest } from '../../model/index.js';
import { type Domain, inOrder, odooId, odooIds, type Parsed } from '../odoo/client.js';
import { addressTypeOf, splitName, toAddress } from '../odoo/contacts.js';
import { htmlToText, m2oId, m2oName, text } from '../odoo/types.js';
import type { AccountingHandlers, AccountingOdoo, Scope } from './client.js';
import {
  accountNumber,
  banksOf,
  instant,
  isIban,
  languageOf,
  odooDatetime,
  searchPage,
  toBankDetails,
} from './shared.js';
import { type OdooAccountingPartner, type OdooBank, odooAccountingPartnerSchema } from './types.js';

/**
 * Clients and suppliers are Odoo partners (`res.partner`) that have been invoiced or billed
 * (`customer_rank`, `supplier_rank` > 0), of the folder's company or shared (`company_id` empty);
 * their contacts are the partner's child persons. A page costs one `search_read` of the partners,
 * one of the invoice and delivery addresses of those that have child partners, and one of the bank
 * accounts of those that have some. Docs: base/models/res_partner.py, res_bank.py.
 * Pitfalls: the receivable and payable accounts are company-dependent properties: read in the
 * folder's company (the context), they are that company's.
 */

const MODEL = 'res.partner';
const FIELDS = [
  'name',
  'is_company',
  'type',
  'function',
  'email',
  'phone',
  'mobile',
  'website',
  'vat',
  'company_registry',
  'lang',
  'ref',
  'comment',
  'parent_id',
  'child_ids',
  'bank_ids',
  'customer_rank',
  'supplier_rank',
  'property_account_receivable_id',
  'property_account_payable_id',
  'currency_id',
  'street',
  'street2',
  'street_name',
  'street_number',
  'street_number2',
  'zip',
  'city',
  'state_id',
  'country_id',
  'country_code',
  'active',
  'write_date',
] as const;
const ORDER = 'name asc, id asc';
/** Archived partners are listed too (`active: false`). */
const ARCHIVED = { active_test: false };

type Kind = 'client' | 'supplier' | 'partner';

const RANK: Record<Exclude<Kind, 'partner'>, Domain[number]> = {
  client: ['customer_rank', '>', 0],
  supplier: ['supplier_rank', '>', 0],
};

/**
 * `res.partner` → a client, supplier or partner. A person's name is split at the first space;
 * `account_number` is the code of the receivable account for a client, of the payable one for a
 * supplier (a partner: receivable when it is a customer); the third-party account is the
 * partner's reference, else its id, as the FEC's auxiliary account is.
 */
export function toPartner(
  partner: OdooAccountingPartner,
  raw: unknown,
  kind: Kind,
  children: readonly OdooAccountingPartner[],
  banks: readonly OdooBank[],
): AccountingPartner {
  const name = text(partner.name);
  const addresses = [
    toAddress(partner, 'main', name),
    ...children.map((child) => toAddress(child, addressTypeOf(text(child.type)), name)),
  ].filter((a): a is NonNullable<ReturnType<typeof toAddress>> => a !== null && a.address_type !== 'other');
  const customer = typeof partner.customer_rank === 'number' && partner.customer_rank > 0;
  const receivable = kind === 'client' || (kind === 'partner' && customer);
  const primary = banks[0];
  const primaryNumber = primary ? text(primary.acc_number) : null;
  return {
    external_reference: text(partner.ref),
    ...(partner.is_company ? { first_name: null, last_name: null } : splitName(name)),
    name,
    function: text(partner.function),
    is_company: partner.is_company,
    company_id: m2oId(partner.parent_id),
    phone: text(partner.phone),
    mobile: text(partner.mobile),
    email: text(partner.email),
    language: languageOf(partner.lang),
    internal_notes: htmlToText(partner.comment),
    website: text(partner.website),
    vat: text(partner.vat),
    company_number: text(partner.company_registry),
    iban: isIban(primaryNumber) ? (primaryNumber?.replace(/\s+/g, '').toUpperCase() ?? null) : null,
    bank_account: primaryNumber,
    currency: m2oName(partner.currency_id),
    active: partner.active ?? true,
    account_number: accountNumber(
      receivable ? partner.property_account_receivable_id : partner.property_account_payable_id,
    ),
    id: String(partner.id),
    last_updated_on: instant(partner.write_date),
    addresses: addresses.map(
      (a): AccountingAddress => ({ ...a, address_type: a.address_type as AccountingAddress['address_type'] }),
    ),
    third_party_account: text(partner.ref) ?? String(partner.id),
    bank_accounts: banks.map((bank, i) => toBankDetails(bank, i === 0)),
    raw,
  };
}

/** The child addresses (invoice, delivery) of the partners that have children, by parent: ONE `search_read`. */
async function childrenOf(
  odoo: AccountingOdoo,
  scope: Scope,
  fields: readonly string[],
  partners: readonly Parsed<OdooAccountingPartner>[],
): Promise<Map<number, OdooAccountingPartner[]>> {
  const out = new Map<number, OdooAccountingPartner[]>();
  const parents = partners.filter((p) => (p.record.child_ids?.length ?? 0) > 0).map((p) => p.record.id);
  if (parents.length === 0) return out;
  const children = await odoo.search(
    MODEL,
    [
      ['parent_id', 'in', parents],
      ['type', 'in', ['invoice', 'delivery']],
    ],
    fields,
    odooAccountingPartnerSchema,
    scope.context,
    { order: 'id asc' },
  );
  for (const { record } of children) {
    const parent = record.parent_id ? record.parent_id[0] : 0;
    out.set(parent, [...(out.get(parent) ?? []), record]);
  }
  return out;
}

/** Partners with their addresses and bank accounts: the children's and the banks' reads, at once. */
async function completePartners(
  odoo: AccountingOdoo,
  scope: Scope,
  fields: readonly string[],
  partners: readonly Parsed<OdooAccountingPartner>[],
  kind: Kind,
  known?: Map<number, OdooAccountingPartner[]>,
): Promise<AccountingPartner[]> {
  const [children, banks] = await Promise.all([
    known ? Promise.resolve(known) : childrenOf(odoo, scope, fields, partners),
    banksOf(
      odoo,
      scope,
      partners.filter((p) => (p.record.bank_ids?.length ?? 0) > 0).map((p) => p.record.id),
    ),
  ]);
  return partners.map(({ record, raw }) =>
    toPartner(record, raw, kind, children.get(record.id) ?? [], banks.get(record.id) ?? []),
  );
}

async function listPartners(
  odoo: AccountingOdoo,
  page: PageRequest,
  filter: PartnerFilter,
  kind: Exclude<Kind, 'partner'>,
): Promise<Page<AccountingPartner>> {
  const scope = await odoo.scope(filter.folder_id);
  const domain: Domain = [RANK[kind]];
  if (filter.search !== undefined && filter.search.trim() !== '') {
    const term = filter.search.trim();
    const fieldsSearched = ['name', 'email', 'ref', 'vat', 'company_registry'];
    domain.push(
      ...Array(fieldsSearched.length - 1).fill('|'),
      ...fieldsSearched.map((f) => [f, 'ilike', term]),
    );
  }
  if (filter.updated_after !== undefined)
    domain.push(['write_date', '>', odooDatetime(filter.updated_after)]);
  const fields = await odoo.fields(MODEL, FIELDS);
  const { records, total } = await searchPage(
    odoo,
    scope,
    MODEL,
    domain,
    fields,
    odooAccountingPartnerSchema,
    page,
    { order: ORDER, context: ARCHIVED },
  );
  return {
    items: await completePartners(odoo, scope, fields, records, kind),
    total,
    page: page.page,
    size: page.size,
  };
}

/**
 * Partners by id (what an entry's or an invoice's partner is read through): ONE `search_read` of
 * the partners (`id in ids`; a client or supplier lookup also asks for the rank: a partner never
 * invoiced is no client) together with their invoice and delivery addresses (child partners), and
 * one of their bank accounts.
 */
async function getPartners(
  odoo: AccountingOdoo,
  scope: Scope,
  ids: readonly string[],
  kind: Kind,
): Promise<(AccountingPartner | Error)[]> {
  const numeric = odooIds(ids);
  const found = new Map<number, AccountingPartner>();
  if (numeric.length > 0) {
    const fields = await odoo.fields(MODEL, FIELDS);
    const wanted: Domain =
      kind === 'partner' ? [['id', 'in', numeric]] : ['&', ['id', 'in', numeric], RANK[kind]];
    const domain: Domain = [
      '|',
      ...wanted,
      '&',
      ['parent_id', 'in', numeric],
      ['type', 'in', ['invoice', 'delivery']],
    ];
    const records = await odoo.search(MODEL, domain, fields, odooAccountingPartnerSchema, {
      ...scope.context,
      ...ARCHIVED,
    });
    const rank = kind === 'client' ? 'customer_rank' : 'supplier_rank';
    const isWanted = ({ record }: Parsed<OdooAccountingPartner>) =>
      numeric.includes(record.id) && (kind === 'partner' || Number(record[rank] || 0) > 0);
    const partners = records.filter(isWanted);
    const children = new Map<number, OdooAccountingPartner[]>();
    for (const { record } of records.filter((r) => !isWanted(r))) {
      const parent = record.parent_id ? record.parent_id[0] : 0;
      children.set(parent, [...(children.get(parent) ?? []), record]);
    }
    for (const partner of await completePartners(odoo, scope, fields, partners, kind, children)) {
      found.set(Number(partner.id), partner);
    }
  }
  const thing = kind === 'client' ? 'Client' : kind === 'supplier' ? 'Supplier' : 'Partner';
  return inOrder(ids, found, thing);
}

/** Partners by id, as an invoice carries them (`include_partner_info`): one read and their addresses and banks. */
export async function partnersById(
  odoo: AccountingOdoo,
  scope: Scope,
  ids: readonly number[],
): Promise<Map<number, AccountingPartner>> {
  const out = new Map<number, AccountingPartner>();
  const found = await getPartners(odoo, scope, ids.map(String), 'partner');
  for (const partner of found) if (!(partner instanceof Error)) out.set(Number(partner.id), partner);
  return out;
}

/** The persons of a client or supplier (its child partners of type contact): one `search_read` (+ count). */
async function listContacts(
  odoo: AccountingOdoo,
  page: PageRequest,
  filter: ContactFilter,
): Promise<Page<AccountingContact>> {
  const scope = await odoo.scope(filter.folder_id);
  const parent = odooId(filter.partner_id);
  if (parent === undefined) return { items: [], total: 0, page: page.page, size: page.size };
  const { records, total } = await searchPage(
    odoo,
    scope,
    MODEL,
    [
      ['parent_id', '=', parent],
      ['type', '=', 'contact'],
    ],
    ['name', 'is_company', 'function', 'email', 'phone', ...(await odoo.fields(MODEL, ['mobile']))],
    odooAccountingPartnerSchema,
    page,
    { order: 'name asc, id asc' },
  );
  return {
    items: records.map(({ record, raw }) => ({
      id: String(record.id),
      name: text(record.name) ?? '',
      ...splitName(text(record.name)),
      function: text(record.function),
      email: text(record.email),
      phone: text(record.phone),
      mobile: text(record.mobile),
      raw,
    })),
    total,
    page: page.page,
    size: page.size,
  };
}

export const handlers = {
  'accounting.clients.list': (odoo) => (page, filter) => listPartners(odoo, page, filter, 'client'),
  'accounting.clients.get':
    (odoo) =>
    async (ids, { folder_id }) =>
      getPartners(odoo, await odoo.scope(folder_id), ids, 'client'),
  'accounting.suppliers.list': (odoo) => (page, filter) => listPartners(odoo, page, filter, 'supplier'),
  'accounting.suppliers.get':
    (odoo) =>
    async (ids, { folder_id }) =>
      getPartners(odoo, await odoo.scope(folder_id), ids, 'supplier'),
  'accounting.partners.get':
    (odoo) =>
    async (ids, { folder_id }) =>
      getPartners(odoo, await odoo.scope(folder_id), ids, 'partner'),
  'accounting.contacts.list': (odoo) => (page, filter) => listContacts(odoo, page, filter),
} satisfies AccountingHandlers;
