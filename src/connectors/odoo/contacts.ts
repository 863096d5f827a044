import { LintelError } from '../../errors.js';
import type { Contact, InvoicingAddress } from '../../model/index.js';
import { type OdooClient, type Parsed, present } from './client.js';
import { htmlToText, m2oId, m2oName, type OdooPartner, odooPartnerSchema, text } from './types.js';

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
const MAX_ID = 2_147_483_647;

/** Odoo ids are PostgreSQL integers: anything else cannot name a partner. */
function partnerId(id: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(id)) return undefined;
  const n = Number(id);
  return n <= MAX_ID ? n : undefined;
}

function notFound(id: string): LintelError {
  return new LintelError('ERROR_API_RESOURCE_NOT_FOUND', {
    message: `Contact ${id} could not be found in Odoo`,
  });
}

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
export function toAddress(
  partner: OdooPartner,
  type: string,
  fallbackName: string | null,
): InvoicingAddress | null {
  const streetName = text(partner.street_name);
  const street =
    streetName ?? ([text(partner.street), text(partner.street2)].filter(Boolean).join(', ') || null);
  const address: InvoicingAddress = {
    address_type: type,
    name: text(partner.name) ?? fallbackName,
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
    ...children.map((child) => toAddress(child, text(child.type) ?? 'other', name)),
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
 * Contacts by id, for a DataLoader: ONE `search_read` on `id in ids` for the whole batch
 * (archived partners included, as `read` would), then at most one more for the invoice and
 * delivery addresses of the partners that have children. Ids that are not Odoo ids are not
 * found without a call; ids Odoo does not return are not found.
 * Pitfalls: `read` fails the whole batch with MissingError when one id is gone (hence
 * `search_read`); `mobile` is gone in 19 and `company_registry` is recent: read only if probed.
 */
export async function getContacts(client: OdooClient, ids: readonly string[]): Promise<(Contact | Error)[]> {
  const numeric = [...new Set(ids.map(partnerId).filter((id): id is number => id !== undefined))];
  const found = new Map<number, Parsed<OdooPartner>>();
  const childrenOf = new Map<number, OdooPartner[]>();
  if (numeric.length > 0) {
    const fields = await client.fieldsOf(MODEL);
    const wanted = fields ? present(fields, FIELDS) : ['name', 'is_company'];
    for (const partner of await client.readRecords(MODEL, numeric, wanted, odooPartnerSchema)) {
      found.set(partner.record.id, partner);
    }
    const parents = [...found.values()]
      .filter((p) => (p.record.child_ids?.length ?? 0) > 0)
      .map((p) => p.record.id);
    if (parents.length > 0 && fields) {
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
    }
  }
  return ids.map((id) => {
    const n = partnerId(id);
    const partner = n === undefined ? undefined : found.get(n);
    return partner
      ? toContact(partner.record, partner.raw, childrenOf.get(partner.record.id) ?? [])
      : notFound(id);
  });
}
