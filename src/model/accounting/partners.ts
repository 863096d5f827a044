import { z } from 'zod';
import { type Absent, remoteId, type WithRaw } from '../common.js';
import { enumeration, resource } from '../declare.js';
import { countryCode, currencyCode, folderId, mayBeLeftOut } from './shared.js';

/**
 * The accounting's third parties: its clients (customers) and suppliers, one of either as an
 * invoice or an entry names it (the partner), and the people to contact there.
 */

export const accountingAddressType = enumeration(
  'AccountingAddressType',
  'What an address of a client or supplier is used for',
  ['main', 'delivery', 'invoice'],
  {
    main: 'The main address',
    delivery: 'Where goods are delivered',
    invoice: 'Where invoices are sent',
  },
);
export type AccountingAddressType = z.infer<typeof accountingAddressType>;

const addressFields = {
  address_type: accountingAddressType,
  name: z.string().nullable().describe('Name given to the address'),
  number: z.string().nullable().describe('House number'),
  box: z.string().nullable().describe('Box or apartment'),
  phone: z.string().nullable().describe('Phone number at this address'),
  mobile: z.string().nullable().describe('Mobile number at this address'),
  email: z.string().nullable().describe('Email address for this address'),
  street: z.string().nullable().describe('Street name'),
  city: z.string().nullable().describe('City'),
  postal_code: z.string().nullable().describe('Postal code'),
  country: countryCode('Country, ISO 3166-1 alpha-2 (e.g. BE)').nullable(),
};

export const accountingAddress = resource(
  'AccountingAddress',
  'A postal address of a client or supplier',
  addressFields,
);
export type AccountingAddress = z.infer<typeof accountingAddress>;

export const bankRoutingType = enumeration(
  'BankRoutingType',
  'The national format of a bank routing code, for accounts outside the IBAN scheme',
  ['unknown', 'ach', 'sort_code', 'bsb', 'transit', 'ifsc', 'clabe'],
  {
    unknown: 'The software does not say',
    ach: 'ABA routing number (United States)',
    sort_code: 'Sort code (United Kingdom)',
    bsb: 'BSB number (Australia)',
    transit: 'Transit and institution number (Canada)',
    ifsc: 'IFSC code (India)',
    clabe: 'CLABE (Mexico)',
  },
);
export type BankRoutingType = z.infer<typeof bankRoutingType>;

export const routingCode = resource('RoutingCode', 'The code that routes a payment to a bank, by country', {
  type: bankRoutingType.default('unknown'),
  value: z.string().nullable().describe('The code, without spaces or dashes'),
});
export type RoutingCode = z.infer<typeof routingCode>;

export const accountingBankDetails = resource(
  'AccountingBankDetails',
  'A bank account of a client or supplier: where to pay it or where it pays from',
  {
    is_primary: z
      .boolean()
      .nullable()
      .default(true)
      .describe('True for the account used by default (one per client or supplier)'),
    currency: currencyCode('Currency of the account (ISO 4217)').nullable(),
    iban: z.string().nullable().describe('IBAN, in countries that use it'),
    bic_swift: z.string().nullable().describe('BIC (SWIFT code) of the bank, 8 or 11 characters'),
    account_number: z
      .string()
      .nullable()
      .describe('National account number, in countries without IBAN (with routing_code)'),
    routing_code: routingCode.nullable(),
  },
);
export type AccountingBankDetails = z.infer<typeof accountingBankDetails>;

/** The fields of a client, a supplier and a partner (Chift's ClientItemOut, SupplierItemOut, Partner). */
function partnerFields(who: string) {
  return {
    external_reference: z.string().nullable().describe(`Reference of the ${who} in another system`),
    first_name: z.string().nullable().describe('First name, for a person'),
    last_name: z.string().nullable().describe('Last name, for a person'),
    name: z
      .string()
      .nullable()
      .describe(`Name of the ${who} as the software shows it (a company’s legal name)`),
    function: z.string().nullable().describe('Job title, for a person'),
    is_company: z.boolean().nullable().default(true).describe('True for a company, false for a person'),
    company_id: z.string().nullable().describe('Id of the company a person belongs to'),
    phone: z.string().nullable().describe('Phone number'),
    mobile: z.string().nullable().describe('Mobile number'),
    email: z.string().nullable().describe('Email address'),
    language: z.string().nullable().describe('Language, ISO 639-1 (e.g. fr)'),
    internal_notes: z.string().nullable().describe('Notes kept for the company’s own use'),
    website: z.string().nullable().describe('Website'),
    vat: z.string().nullable().describe('VAT number'),
    company_number: z.string().nullable().describe('Registration number of the company, other than VAT'),
    iban: z.string().nullable().describe('IBAN (older field: bank_accounts holds every account)'),
    bank_account: z
      .string()
      .nullable()
      .describe('Bank account number (older field: bank_accounts holds every account)'),
    currency: currencyCode(`Currency of the ${who} (ISO 4217)`).nullable(),
    active: z.boolean().nullable().default(true).describe(`False once the ${who} is archived`),
    account_number: z
      .string()
      .nullable()
      .describe(`Ledger account of the ${who}, as the legal accounting export shows it`),
    id: remoteId(`Identifier of the ${who} in the connected software`),
    last_updated_on: z.iso
      .datetime({ offset: true })
      .nullable()
      .describe(`When the ${who} last changed in the software`),
    addresses: z.array(accountingAddress).nullable().default([]).describe('Postal addresses'),
    third_party_account: z
      .string()
      .nullable()
      .describe(`Code of the ${who}'s own account in the software (its auxiliary account)`),
    bank_accounts: z.array(accountingBankDetails).nullable().describe('Bank accounts'),
  };
}

export const accountingClient = resource(
  'AccountingClient',
  'A client (customer) of the accounting: a company or a person',
  partnerFields('client'),
  { raw: true, node: true },
);
export type AccountingClient = z.infer<typeof accountingClient> & WithRaw;

export const accountingSupplier = resource(
  'AccountingSupplier',
  'A supplier of the accounting: a company or a person',
  partnerFields('supplier'),
  { raw: true, node: true },
);
export type AccountingSupplier = z.infer<typeof accountingSupplier> & WithRaw;

export const accountingPartner = resource(
  'AccountingPartner',
  'The client or supplier an invoice or an entry is with',
  partnerFields('partner'),
  { raw: true, node: true },
);
export type AccountingPartner = z.infer<typeof accountingPartner> & WithRaw;

export const partnerType = enumeration(
  'PartnerType',
  'Whether a partner is a client or a supplier',
  ['client', 'supplier'],
  {
    client: 'A client (customer)',
    supplier: 'A supplier',
  },
);
export type PartnerType = z.infer<typeof partnerType>;

export const accountingContact = resource(
  'AccountingContact',
  'A person to contact at a client or supplier',
  {
    id: remoteId('Identifier of the contact in the connected software'),
    name: z.string().describe('Full name'),
    first_name: z.string().nullable().describe('First name'),
    last_name: z.string().nullable().describe('Last name'),
    function: z.string().nullable().describe('Job title'),
    email: z.string().nullable().describe('Email address'),
    phone: z.string().nullable().describe('Phone number'),
    mobile: z.string().nullable().describe('Mobile number'),
  },
  { raw: true },
);
export type AccountingContact = z.infer<typeof accountingContact> & WithRaw;

// ---- parameters of the reads ---------------------------------------------------------------

/** The client and supplier listings' filters (Chift's names). */
export const partnerFilter = z.object({
  folder_id: folderId,
  search: z
    .string()
    .optional()
    .describe(
      'Only those whose name, first or last name, email, external reference, VAT or company number contains this text',
    ),
  updated_after: z.iso
    .datetime({ offset: true, local: true })
    .optional()
    .describe('Only those changed after this instant (UTC when it has no offset)'),
});
export type PartnerFilter = z.output<typeof partnerFilter>;

export const contactFilter = z.object({
  folder_id: folderId,
  partner_type: partnerType,
  partner_id: z.string().describe('Id of the client or supplier whose contacts to list'),
});
export type ContactFilter = z.output<typeof contactFilter>;

// ---- write bodies (issue 34) ---------------------------------------------------------------

/** Chift's AddressItemIn: an address of a client or supplier to create. */
export const accountingAddressInput = resource(
  'AccountingAddressInput',
  'A postal address of a client or supplier to create',
  {
    address_type: accountingAddressType,
    name: z.string().nullable().optional().describe('Name given to the address'),
    number: z.string().nullable().optional().describe('House number'),
    box: z.string().nullable().optional().describe('Box or apartment'),
    phone: z.string().nullable().optional().describe('Phone number at this address'),
    mobile: z.string().nullable().optional().describe('Mobile number at this address'),
    email: z.string().nullable().optional().describe('Email address for this address'),
    street: z.string().describe('Street name'),
    city: z.string().describe('City'),
    postal_code: z.string().describe('Postal code'),
    country: countryCode('Country, ISO 3166-1 alpha-2 (e.g. BE)'),
  },
  { graphqlInput: 'AccountingAddressInput' },
);

/** Chift's AddressItemOut as a change body takes it: every field but its use may be left out. */
export const accountingAddressUpdateInput = resource(
  'AccountingAddressUpdateInput',
  'A postal address of a client or supplier, as a change sends it',
  mayBeLeftOut(addressFields),
  { graphqlInput: 'AccountingAddressUpdateInput' },
);

/** The fields a client or supplier is created or changed with (every one may be left out). */
function partnerInputFields(who: string) {
  const text = (description: string) => z.string().nullable().optional().describe(description);
  return {
    external_reference: text(`Reference of the ${who} in another system`),
    first_name: text('First name, for a person'),
    last_name: text('Last name, for a person'),
    function: text('Job title, for a person'),
    company_id: text('Id of the company a person belongs to'),
    phone: text('Phone number'),
    mobile: text('Mobile number'),
    email: text('Email address'),
    language: text('Language, ISO 639-1 (e.g. fr)'),
    internal_notes: text('Notes kept for the company’s own use'),
    website: text('Website'),
    vat: text('VAT number'),
    company_number: text('Registration number of the company, other than VAT'),
    iban: text('IBAN'),
    bank_account: text('Bank account number'),
    currency: currencyCode(`Currency of the ${who} (ISO 4217)`).nullable().optional(),
  };
}

/** The creation body of a client or supplier (Chift's ClientItemIn, SupplierItemIn). */
function partnerInput(who: string) {
  return {
    ...partnerInputFields(who),
    name: z.string().min(1).describe(`Name of the ${who} (a company’s legal name)`),
    is_company: z.boolean().nullable().default(true).describe('True for a company, false for a person'),
    active: z.boolean().nullable().default(true).describe(`False to create the ${who} archived`),
    addresses: z.array(accountingAddressInput).describe('Postal addresses (may be empty)'),
    account_number: z
      .string()
      .nullable()
      .optional()
      .describe(`Ledger account to give the ${who}; the software picks one when left out`),
  };
}

/**
 * The change body of a client or supplier (Chift's ClientItemUpdate, SupplierItemUpdate): a
 * field left out keeps its value. Chift's document gives `is_company`, `active` and `addresses`
 * defaults, which a change does not apply: leaving them out changes nothing.
 */
function partnerUpdate(who: string) {
  return {
    ...partnerInputFields(who),
    name: z.string().nullable().optional().describe(`Name of the ${who} (a company’s legal name)`),
    is_company: z.boolean().nullable().optional().describe('True for a company, false for a person'),
    active: z.boolean().nullable().optional().describe(`False to archive the ${who}, true to restore it`),
    addresses: z
      .array(accountingAddressUpdateInput)
      .nullable()
      .optional()
      .describe('Postal addresses, replacing the current ones'),
  };
}

export const accountingClientInput = resource(
  'AccountingClientInput',
  'A client (customer) to create',
  partnerInput('client'),
);
export type AccountingClientInput = Absent<z.infer<typeof accountingClientInput>>;

export const accountingClientUpdateInput = resource(
  'AccountingClientUpdateInput',
  'The changes to a client',
  partnerUpdate('client'),
);
export type AccountingClientUpdateInput = Absent<z.infer<typeof accountingClientUpdateInput>>;

export const accountingSupplierInput = resource(
  'AccountingSupplierInput',
  'A supplier to create',
  partnerInput('supplier'),
);
export type AccountingSupplierInput = Absent<z.infer<typeof accountingSupplierInput>>;

export const accountingSupplierUpdateInput = resource(
  'AccountingSupplierUpdateInput',
  'The changes to a supplier',
  partnerUpdate('supplier'),
);
export type AccountingSupplierUpdateInput = Absent<z.infer<typeof accountingSupplierUpdateInput>>;
