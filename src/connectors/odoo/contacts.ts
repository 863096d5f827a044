import { LintelError, type ValidationIssue, validationError } from '../../errors.js';
import {
  type Contact,
  type ContactInput,
  type ContactType,
  type CreateOptions,
  type InvoicingAddress,
  type Page,
  type PageRequest,
  pageOffset,
} from '../../model/index.js';
import { findableCreate } from '../connector.js';
import type { OdooHandlers } from './client.js';
import {
  type Domain,
  inOrder,
  type OdooClient,
  odooId,
  odooIds,
  type Parsed,
  present,
  VENDOR,
} from './client.js';
import {
  htmlToText,
  m2oId,
  m2oName,
  type OdooPartner,
  odooNamedSchema,
  odooPartnerSchema,
  text,
} from './types.js';
import { type Cell, createMarked, findMarked } from './writes.js';

const MODEL = 'res.partner';
const ADDRESS_FIELDS = [
  'name',
  'is_company',
  'type',
  'parent_id',
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
] as const;
const FIELDS = [
  ...ADDRESS_FIELDS,
  'email',
  'phone',
  'mobile',
  'vat',
  'company_registry',
  'company_name',
  'lang',
  'ref',
  'comment',
  'child_ids',
  'customer_rank',
  'supplier_rank',
  'property_account_receivable_id',
  'property_account_payable_id',
  'currency_id',
  'active',
] as const;
/** Child contacts that are addresses of their parent (the others are people). */
const ADDRESS_TYPES = ['invoice', 'delivery'];
/**
 * The contacts a listing shows: companies and people, that is every partner but the invoice and
 * delivery addresses under a parent (a contact shows those among its `addresses`). Odoo's
 * `not in` also matches an empty `type`.
 */
const CONTACTS: Domain = ['|', ['parent_id', '=', false], ['type', 'not in', ADDRESS_TYPES]];
/**
 * `contact_type` as a domain on the Invoicing app's ranks (> 0 once the partner was invoiced or
 * billed; Odoo has no prospect flag). A prospect is a contact that is neither customer nor
 * supplier, so customer ∪ supplier ∪ prospect = all; `in [0, false]` also takes the ranks left
 * NULL on partners created before the Invoicing app was installed (Odoo reads `false` as NULL).
 */
const CONTACT_TYPES: Record<Exclude<ContactType, 'all'>, Domain> = {
  customer: [['customer_rank', '>', 0]],
  supplier: [['supplier_rank', '>', 0]],
  prospect: [
    ['customer_rank', 'in', [0, false]],
    ['supplier_rank', 'in', [0, false]],
  ],
};
const ORDER = 'id asc';

/** `400000 Customers` (an account's display name) → `400000`. */
export function accountCode(displayName: string | null): string | null {
  if (displayName === null) return null;
  return displayName.trim().split(/\s+/)[0] ?? null;
}

/** Odoo keeps one `name`; a person's is split at the first space: `Julie Van Damme` → `Julie` + `Van Damme`. */
export function splitName(name: string | null): { first_name: string | null; last_name: string | null } {
  if (name === null) return { first_name: null, last_name: null };
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const space = trimmed.indexOf(' ');
  if (space < 0) return { first_name: null, last_name: trimmed };
  return { first_name: trimmed.slice(0, space), last_name: trimmed.slice(space + 1) };
}

/**
 * An address from a partner's fields: `street_name`/`street_number`/`street_number2` where the
 * base_address_extended module splits the street, else `street` and `street2` on one line; the
 * country as its ISO code where the version has `country_code`.
 */
/** Odoo's partner `type` as Chift's address types (`contact` is the main address). */
export function addressTypeOf(odooType: string | null): InvoicingAddress['address_type'] {
  if (odooType === 'invoice' || odooType === 'delivery') return odooType;
  if (odooType === 'contact' || odooType === null) return 'main';
  return 'other';
}

export function toAddress(
  partner: OdooPartner,
  type: InvoicingAddress['address_type'],
  fallbackName: string | null,
): InvoicingAddress | null {
  const streetName = text(partner.street_name);
  const street =
    streetName ?? ([text(partner.street), text(partner.street2)].filter(Boolean).join(', ') || null);
  const address: InvoicingAddress = {
    address_type: type,
    name: text(partner.name) ?? fallbackName,
    phone: text(partner.phone),
    mobile: text(partner.mobile),
    email: text(partner.email),
    street,
    number: streetName ? text(partner.street_number) : null,
    box: streetName ? text(partner.street_number2) : null,
    city: text(partner.city),
    postal_code: text(partner.zip),
    country: text(partner.country_code) ?? m2oName(partner.country_id),
  };
  const empty = !address.street && !address.city && !address.postal_code && !address.country;
  return empty ? null : address;
}

/**
 * `res.partner` → unified contact. A company's `company_name` is its own name; a person's is
 * their parent company's (or the free-text company name). Customer and supplier are Odoo's ranks
 * (> 0 once invoiced or billed); the account numbers are the codes of the receivable and payable
 * accounts. Odoo has no prospect flag, birthdate or gender in core: null.
 */
export function toContact(partner: OdooPartner, raw: unknown, children: readonly OdooPartner[]): Contact {
  const name = text(partner.name);
  const names = partner.is_company ? { first_name: null, last_name: null } : splitName(name);
  const addresses = [
    toAddress(partner, 'main', name),
    ...children.map((child) => toAddress(child, addressTypeOf(text(child.type)), name)),
  ].filter((a): a is InvoicingAddress => a !== null);
  const rank = (value: number | false | undefined) =>
    value === undefined ? null : value !== false && value > 0;
  return {
    id: String(partner.id),
    source_ref: { id: String(partner.id), model: MODEL },
    is_prospect: null,
    is_customer: rank(partner.customer_rank),
    is_supplier: rank(partner.supplier_rank),
    is_company: partner.is_company,
    company_name: partner.is_company ? name : (m2oName(partner.parent_id) ?? text(partner.company_name)),
    ...names,
    email: text(partner.email),
    phone: text(partner.phone),
    mobile: text(partner.mobile),
    company_id: m2oId(partner.parent_id),
    vat: text(partner.vat),
    company_number: text(partner.company_registry),
    currency: m2oName(partner.currency_id),
    language: text(partner.lang),
    comment: htmlToText(partner.comment),
    customer_account_number: accountCode(m2oName(partner.property_account_receivable_id)),
    supplier_account_number: accountCode(m2oName(partner.property_account_payable_id)),
    birthdate: null,
    gender: null,
    addresses,
    external_reference: text(partner.ref),
    raw,
  };
}

/**
 * The invoice and delivery addresses (child partners) of the `partners` that have children,
 * by parent id: one `search_read` for all of them, none when no partner has children.
 */
async function addressesOf(
  client: OdooClient,
  fields: ReadonlySet<string> | undefined,
  partners: readonly Parsed<OdooPartner>[],
): Promise<Map<number, OdooPartner[]>> {
  const childrenOf = new Map<number, OdooPartner[]>();
  const parents = partners.filter((p) => (p.record.child_ids?.length ?? 0) > 0).map((p) => p.record.id);
  if (parents.length === 0 || !fields) return childrenOf;
  const children = await client.searchRecords(
    MODEL,
    [
      ['parent_id', 'in', parents],
      ['type', 'in', ADDRESS_TYPES],
    ],
    present(fields, ADDRESS_FIELDS),
    odooPartnerSchema,
    { order: 'id asc' },
  );
  for (const { record } of children) {
    const parent = record.parent_id ? record.parent_id[0] : undefined;
    if (parent === undefined) continue;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), record]);
  }
  return childrenOf;
}

/** The fields to read: what this version has, or the two every version has when the probe failed. */
function wantedFields(fields: ReadonlySet<string> | undefined): string[] {
  return fields ? present(fields, FIELDS) : ['name', 'is_company'];
}

/**
 * Contacts by id, for a DataLoader: ONE `search_read` on `id in ids` for the whole batch
 * (archived partners included, as `read` would), then at most one more for the invoice and
 * delivery addresses of the partners that have children. Ids that are not Odoo ids are not
 * found without a call; ids Odoo does not return are not found.
 * Docs: external_api "Search and read".
 * Pitfalls: `read` fails the whole batch with MissingError when one id is gone (hence
 * `search_read`); `mobile` is gone in 19 and `company_registry` is recent: read only if probed.
 */
export async function getContacts(client: OdooClient, ids: readonly string[]): Promise<(Contact | Error)[]> {
  const numeric = odooIds(ids);
  const found = new Map<number, Contact>();
  if (numeric.length > 0) {
    const fields = await client.fieldsOf(MODEL);
    const partners = await client.readRecords(MODEL, numeric, wantedFields(fields), odooPartnerSchema);
    const childrenOf = await addressesOf(client, fields, partners);
    for (const { record, raw } of partners) {
      found.set(record.id, toContact(record, raw, childrenOf.get(record.id) ?? []));
    }
  }
  return inOrder(ids, found, 'Contact');
}

/**
 * One page of contacts (companies and people, not their addresses; archived ones hidden, as in
 * Odoo's Contacts app), in id order: `search_read` with `offset`/`limit`, `search_count` unless
 * the page shows the total, and one `search_read` of the page's invoice and delivery addresses:
 * at most three calls whatever the page size. Each contact maps as `getContacts` maps it.
 * Docs: external_api "Search and read", "Count records".
 * Pitfalls: the ranks come with the Invoicing app (`account`); without them a contact is neither
 * customer nor supplier as far as Lintel can tell, so only `contact_type=all` can be answered.
 */
export async function listContacts(
  client: OdooClient,
  page: PageRequest,
  filter: { contact_type: ContactType },
): Promise<Page<Contact>> {
  const fields = await client.fieldsOf(MODEL);
  const type = filter.contact_type;
  let domain = CONTACTS;
  if (type !== 'all') {
    if (!fields?.has('customer_rank') || !fields.has('supplier_rank')) {
      throw new LintelError('ERROR_CONNECTOR_REQUEST', {
        detail:
          `This ${VENDOR} has no customer or supplier ranks on ${MODEL} (the Invoicing app is not ` +
          `installed): contacts cannot be listed by contact_type=${type}, only with contact_type=all`,
      });
    }
    domain = [...CONTACTS, ...CONTACT_TYPES[type]];
  }
  const offset = pageOffset(page);
  const partners = await client.searchRecords(MODEL, domain, wantedFields(fields), odooPartnerSchema, {
    offset,
    limit: page.size,
    order: ORDER,
  });
  // The total and the addresses both follow from the page alone: asked for at once.
  const [total, childrenOf] = await Promise.all([
    client.pageTotal(MODEL, domain, {}, { offset, limit: page.size, received: partners.length }),
    addressesOf(client, fields, partners),
  ]);
  return {
    items: partners.map(({ record, raw }) => toContact(record, raw, childrenOf.get(record.id) ?? [])),
    total,
    page: page.page,
    size: page.size,
  };
}

/** `res.country` by ISO code, once per connection and code. */
async function countryId(client: OdooClient, code: string): Promise<number | undefined> {
  return client.memo(`country:${code.toUpperCase()}`, async () => {
    const [found] = await client.searchRecords(
      'res.country',
      [['code', '=', code.toUpperCase()]],
      ['name'],
      odooNamedSchema,
      { limit: 1 },
    );
    return found?.record.id;
  });
}

/** `Rue Haute` + `120` + box `3` → `Rue Haute 120 bte 3` (Odoo keeps one street line). */
function streetOf(address: {
  street: string;
  number?: string | null | undefined;
  box?: string | null | undefined;
}): string {
  return [address.street, address.number, address.box ? `bte ${address.box}` : null]
    .filter(Boolean)
    .join(' ');
}

/**
 * Creates a contact as Odoo's Contacts form does: a `res.partner` (a company, or a person with
 * `company_id` as its parent), customer and supplier as the Invoicing app's ranks, the main
 * address on the partner and the invoice and delivery addresses as child partners, all in ONE
 * `load` (marked with the write id, so a retry finds it), then read back as `getContacts` reads
 * it. Countries are ISO codes resolved to `res.country` (once per code and connection).
 * Pitfalls: Odoo keeps one name (`first_name last_name` for a person); currency, account
 * numbers, birthdate and gender have no writable field in core and are not written; `mobile`
 * is gone in 19 (written only where it exists); `lang` must be a language installed in Odoo.
 */
export async function createContact(
  client: OdooClient,
  input: ContactInput,
  options: CreateOptions = {},
): Promise<Contact> {
  const fields = await client.fieldsOf(MODEL);
  const issues: ValidationIssue[] = [];
  const isCompany = input.is_company ?? (!input.first_name && !input.last_name);
  const name = isCompany
    ? (input.company_name ?? [input.first_name, input.last_name].filter(Boolean).join(' '))
    : [input.first_name, input.last_name].filter(Boolean).join(' ');
  if (!name)
    issues.push({
      loc: ['body', 'company_name'],
      msg: 'Odoo needs a name: company_name, or first_name / last_name',
      type: 'value_error',
      input: null,
    });
  const parent = input.company_id ? odooId(input.company_id) : undefined;
  if (input.company_id && parent === undefined)
    issues.push({
      loc: ['body', 'company_id'],
      msg: `Unknown company in Odoo: ${input.company_id}`,
      type: 'value_error',
      input: input.company_id,
    });
  const addresses = input.addresses ?? [];
  const countries = await Promise.all(addresses.map((a) => countryId(client, a.country)));
  countries.forEach((id, index) => {
    if (id === undefined)
      issues.push({
        loc: ['body', 'addresses', index, 'country'],
        msg: `Unknown country in Odoo: ${addresses[index]!.country}`,
        type: 'value_error',
        input: addresses[index]!.country,
      });
  });
  if (issues.length > 0) throw validationError(issues);

  const has = (field: string) => fields?.has(field) ?? false;
  const values: Record<string, Cell> = { name, is_company: isCompany };
  const optional: [string, string | null | undefined][] = [
    ['email', input.email],
    ['phone', input.phone],
    ['mobile', input.mobile],
    ['vat', input.vat],
    ['company_registry', input.company_number],
    ['lang', input.language],
    ['comment', input.comment],
  ];
  for (const [field, value] of optional) if (value && has(field)) values[field] = value;
  if (parent !== undefined) values['parent_id/.id'] = parent;
  if (input.is_customer && has('customer_rank')) values['customer_rank'] = 1;
  if (input.is_supplier && has('supplier_rank')) values['supplier_rank'] = 1;
  const mainIndex = addresses.findIndex((a) => a.address_type === 'main');
  const main = mainIndex >= 0 ? addresses[mainIndex] : undefined;
  if (main) {
    values['street'] = streetOf(main);
    values['zip'] = main.postal_code;
    values['city'] = main.city;
    values['country_id/.id'] = countries[mainIndex];
  }
  const children = addresses.flatMap((address, index) => {
    if (index === mainIndex) return [];
    const row: Record<string, Cell> = {
      type: ADDRESS_TYPES.includes(address.address_type) ? address.address_type : 'other',
      name: address.name ?? undefined,
      street: streetOf(address),
      zip: address.postal_code,
      city: address.city,
      'country_id/.id': countries[index],
      email: address.email ?? undefined,
      phone: address.phone ?? undefined,
    };
    return [row];
  });
  const id = await createMarked(client, MODEL, values, {
    writeId: options.writeId,
    ...(children.length > 0 ? { lines: { field: 'child_ids', rows: children } } : {}),
  });
  const [contact] = await getContacts(client, [String(id)]);
  if (!contact || contact instanceof Error)
    throw client.requestError(`Odoo did not return the contact ${id} it created (${MODEL}.search_read)`);
  return contact;
}

/** The contact a create with this write id made (its external id), or null. */
export async function findWrittenContact(client: OdooClient, writeId: string): Promise<Contact | null> {
  const id = await findMarked(client, MODEL, writeId);
  if (id === null) return null;
  const [contact] = await getContacts(client, [String(id)]);
  return contact && !(contact instanceof Error) ? contact : null;
}

export const handlers = {
  'invoicing.contacts.list': (odoo) => (page, filter) => listContacts(odoo, page, filter),
  'invoicing.contacts.get': (odoo) => (ids) => getContacts(odoo, ids),
  'invoicing.contacts.create': (odoo) =>
    findableCreate(
      (input, options) => createContact(odoo, input, options),
      (writeId) => findWrittenContact(odoo, writeId),
    ),
} satisfies OdooHandlers;
