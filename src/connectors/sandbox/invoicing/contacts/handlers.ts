import { randomUUID } from 'node:crypto';
import { validationError } from '../../../../errors.js';
import { type Contact, type ContactInput, type ContactType, contact } from '../../../../model/index.js';
import { type CreateOptions, findableCreate } from '../../../connector.js';
import {
  type SandboxConnection,
  type SandboxHandlers,
  stored,
  unknownReference,
  writtenId,
} from '../../kit.js';
import { fromStored } from '../../records.js';
import type { SandboxWhere } from '../../types.js';
import { KIND } from './seed.js';

const MODEL = 'sandbox.partner';

export const handlers = {
  'invoicing.contacts.list':
    (s) =>
    (page, { contact_type }) =>
      s.records.page(KIND, page, (d) => fromStored(contact, d), contactTypeWhere(contact_type)),
  'invoicing.contacts.get': (s) => (ids) =>
    s.records.batch(KIND, ids, 'Contact', (d) => fromStored(contact, d)),
  'invoicing.contacts.create': (s) =>
    findableCreate(
      (input, options) => createContact(s, input, options),
      async (writeId) => {
        const found = await s.records.find(KIND, writtenId(MODEL, writeId));
        return found ? fromStored(contact, found) : null;
      },
    ),
} satisfies SandboxHandlers;

/**
 * `contact_type` on the flags the seed stores (`data->>'is_customer' = 'true'`). A contact may
 * be customer and supplier at once, and people of a company may be neither: the types overlap
 * and need not add up to `all`.
 */
function contactTypeWhere(type: ContactType): SandboxWhere | undefined {
  if (type === 'all') return undefined;
  const flag = { prospect: 'is_prospect', customer: 'is_customer', supplier: 'is_supplier' }[type];
  return { equals: { [flag]: 'true' } };
}

async function createContact(
  s: SandboxConnection,
  input: ContactInput,
  options: CreateOptions,
): Promise<Contact> {
  if (input.company_id !== undefined && !(await s.records.find(KIND, input.company_id))) {
    throw validationError([unknownReference(['body', 'company_id'], input.company_id)]);
  }
  const id = options.writeId === undefined ? randomUUID() : writtenId(MODEL, options.writeId);
  const created: Contact = {
    id,
    source_ref: { id, model: MODEL },
    is_prospect: input.is_prospect ?? false,
    is_customer: input.is_customer ?? false,
    is_supplier: input.is_supplier ?? false,
    is_company: input.is_company ?? false,
    company_name: input.company_name ?? null,
    first_name: input.first_name ?? null,
    last_name: input.last_name ?? null,
    email: input.email ?? null,
    phone: input.phone ?? null,
    mobile: input.mobile ?? null,
    company_id: input.company_id ?? null,
    vat: input.vat ?? null,
    company_number: input.company_number ?? null,
    currency: input.currency ?? 'EUR',
    language: input.language ?? null,
    comment: input.comment ?? null,
    customer_account_number: input.customer_account_number ?? null,
    supplier_account_number: input.supplier_account_number ?? null,
    birthdate: input.birthdate ?? null,
    gender: input.gender ?? null,
    addresses: (input.addresses ?? []).map((a) => ({
      address_type: a.address_type,
      name: a.name ?? null,
      number: a.number ?? null,
      box: a.box ?? null,
      phone: a.phone ?? null,
      mobile: a.mobile ?? null,
      email: a.email ?? null,
      street: a.street,
      city: a.city,
      postal_code: a.postal_code,
      country: a.country,
    })),
    external_reference: null,
  };
  await s.records.insert([stored(KIND, created)]);
  return fromStored(contact, created);
}
