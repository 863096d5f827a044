import { z } from 'zod';
import { type Absent, ownerRef, ref, reference, remoteId, type WithRaw } from './common.js';
import { enumeration, graphql, resource } from './declare.js';

export const taxType = enumeration(
  'TaxType',
  'Whether a tax code applies to sales, purchases or both',
  ['sale', 'purchase', 'both', 'unknown'],
  {
    sale: 'Applies to sales',
    purchase: 'Applies to purchases',
    both: 'Applies to sales and purchases',
    unknown: 'The software does not say',
  },
);
export const taxScope = enumeration(
  'TaxScope',
  'Where a tax code applies: national, intra-EU or international trade',
  ['nat', 'eu', 'int', 'unknown'],
  {
    nat: { name: 'NATIONAL', description: 'Trade within the country (nat in REST)' },
    eu: {
      name: 'EUROPEAN',
      description: 'Trade with another member state of the European Union (eu in REST)',
    },
    int: {
      name: 'INTERNATIONAL',
      description: 'Trade with a country outside the European Union (int in REST)',
    },
    unknown: 'The software does not say',
  },
);

export const taxCode = resource(
  'TaxCode',
  'A VAT or other tax code configured in the invoicing software',
  {
    id: remoteId('Identifier of the tax code in the connected software'),
    source_ref: ref,
    label: z.string().describe('Name of the tax code as the software shows it'),
    rate: z.number().describe('Rate in percent: 21.0 means 21 %'),
    type: taxType,
    code: z.string().nullable().describe('Short code the software gives the tax'),
    scope: taxScope.nullable().default('unknown'),
    active: z.boolean().nullable().default(true).describe('False once the code is archived'),
  },
  { raw: true, node: true },
);
export type TaxCode = z.infer<typeof taxCode> & WithRaw;
export type TaxType = z.infer<typeof taxType>;
export type TaxScope = z.infer<typeof taxScope>;

/** Writable product fields: what a create body accepts (bounds apply to input only). */
const productFields = {
  name: z.string().min(1).max(255).describe('Name of the product or service'),
  unit_price: z.number().min(0).nullable().describe('Sale price of one unit, without tax'),
  tax_id: reference(
    z.string().min(1).max(255).nullable().describe('Lintel id of the tax code that applies by default'),
    { field: 'tax', operation: 'invoicing.taxes.get', description: 'The tax code that applies by default' },
  ),
  code: z.string().max(255).nullable().describe('Reference or SKU of the product'),
  unit: z.string().max(255).nullable().describe('Unit of measure, as the software names it'),
  category: z.string().max(255).nullable().describe('Category, as the software names it'),
  currency: graphql(z.string().max(3).nullable().describe('Currency of the prices (ISO 4217)'), {
    type: 'CurrencyCode',
  }),
  description: z.string().max(10_000).nullable().describe('Longer text describing the product'),
  cost: z.number().min(0).nullable().describe('What one unit costs the company'),
};

export const product = resource(
  'Product',
  'A product or service of the invoicing catalogue',
  {
    id: remoteId('Identifier of the product in the connected software'),
    source_ref: ref,
    ...productFields,
    available_quantity: z
      .number()
      .describe('Quantity in stock; services and products without inventory report 0'),
  },
  { raw: true, node: true },
);
export type Product = z.infer<typeof product> & WithRaw;

/**
 * Product creation body (spec 4.2). The spec does not say which fields are required: `name` is,
 * as every invoicing system needs one; the others may be left out or null.
 */
export const productInput = resource('ProductInput', 'A product or service to create', {
  name: productFields.name,
  unit_price: productFields.unit_price.optional(),
  tax_id: productFields.tax_id.optional(),
  code: productFields.code.optional(),
  unit: productFields.unit.optional(),
  category: productFields.category.optional(),
  currency: productFields.currency.optional(),
  description: productFields.description.optional(),
  cost: productFields.cost.optional(),
});
/** A create body as connectors receive it: a field left out and a field sent as null are alike. */
export type ProductInput = Absent<z.infer<typeof productInput>>;

export const opportunityStatus = enumeration(
  'OpportunityStatus',
  'Stage of a deal in its life',
  ['open', 'won', 'lost', 'cancelled', 'closed'],
  {
    open: 'In progress',
    won: 'Won: the customer accepted',
    lost: 'Lost: the customer declined',
    cancelled: 'Given up before a decision',
    closed: 'Closed, without the software saying whether won or lost',
  },
);

export const opportunity = resource(
  'Opportunity',
  'A sales opportunity: a deal or a quote in progress',
  {
    id: remoteId('Identifier of the opportunity in the connected software'),
    source_ref: ref,
    name: z.string().describe('Title of the opportunity'),
    total: z.number().describe('Expected revenue'),
    probability: z.number().describe('Chance of winning, in percent'),
    status: opportunityStatus,
    partner_id: reference(z.string().nullable().describe('Lintel id of the customer contact'), {
      field: 'partner',
      operation: 'invoicing.contacts.get',
      description: 'The customer contact of the opportunity',
    }),
    comment: z.string().nullable().describe('Internal note'),
    currency: graphql(z.string().nullable().describe('Currency of the amounts (ISO 4217)'), {
      type: 'CurrencyCode',
    }),
    description: z.string().nullable().describe('Longer text about the deal'),
    pipe_status: z.string().nullable().describe('Name of the pipeline stage'),
    pipe_name: z.string().nullable().describe('Name of the pipeline or sales team'),
    created_date: z.iso.date().nullable().describe('Day the opportunity was created'),
    due_date: z.iso.date().nullable().describe('Day a decision is expected'),
    end_date: z.iso.date().nullable().describe('Day the opportunity was closed'),
    is_won: z.boolean().describe('True once the deal is won'),
    owner_ref: graphql(ownerRef.nullable(), { description: 'The user of the software who owns the deal' }),
  },
  { raw: true, node: true },
);
export type Opportunity = z.infer<typeof opportunity> & WithRaw;
export type OpportunityStatus = z.infer<typeof opportunityStatus>;

export const gender = enumeration(
  'Gender',
  'Gender of a person: H (male), F (female) or N/A',
  ['H', 'F', 'N/A'],
  {
    H: { name: 'MALE', description: 'Male (H in REST)' },
    F: { name: 'FEMALE', description: 'Female (F in REST)' },
    'N/A': { name: 'UNSPECIFIED', description: 'Not specified (N/A in REST)' },
  },
);
export type Gender = z.infer<typeof gender>;

export const invoicingAddressType = enumeration(
  'InvoicingAddressType',
  'What an address of a contact is used for',
  ['main', 'delivery', 'invoice', 'other'],
  {
    main: 'The main address of the contact',
    delivery: 'Where goods are delivered',
    invoice: 'Where invoices are sent',
    other: 'Any other use',
  },
);

export const invoicingAddress = resource('InvoicingAddress', 'A postal address of an invoicing contact', {
  address_type: invoicingAddressType,
  name: z.string().nullable().describe('Name given to the address'),
  number: z.string().nullable().describe('House number'),
  box: z.string().nullable().describe('Box or apartment'),
  phone: z.string().nullable().describe('Phone number at this address'),
  mobile: z.string().nullable().describe('Mobile number at this address'),
  email: z.string().nullable().describe('Email address for this address'),
  street: z.string().nullable().describe('Street name'),
  city: z.string().nullable().describe('City'),
  postal_code: z.string().nullable().describe('Postal code'),
  country: graphql(z.string().nullable().describe('Country, ISO 3166-1 alpha-2 (e.g. BE)'), {
    type: 'CountryCode',
  }),
});
export type InvoicingAddress = z.infer<typeof invoicingAddress>;

export const contact = resource(
  'Contact',
  'A customer, supplier or prospect of the invoicing software: a company or a person',
  {
    id: remoteId('Identifier of the contact in the connected software'),
    source_ref: ref,
    is_prospect: z.boolean().nullable().describe('A prospect, not yet a customer'),
    is_customer: z.boolean().nullable().describe('Buys from the company'),
    is_supplier: z.boolean().nullable().describe('Sells to the company'),
    is_company: z.boolean().nullable().describe('A company rather than a person'),
    company_name: z.string().nullable().describe('Name of the company'),
    first_name: z.string().nullable().describe('First name of a person'),
    last_name: z.string().nullable().describe('Last name of a person'),
    email: z.string().nullable().describe('Email address'),
    phone: z.string().nullable().describe('Phone number'),
    mobile: z.string().nullable().describe('Mobile number'),
    company_id: reference(z.string().nullable().describe("Lintel id of the person's company"), {
      field: 'company',
      operation: 'invoicing.contacts.get',
      description: 'The company of a person, itself a contact',
    }),
    vat: z.string().nullable().describe('VAT number'),
    company_number: z.string().nullable().describe('Company registration number other than VAT'),
    currency: graphql(z.string().nullable().describe('Currency of the contact, as the software names it'), {
      type: 'CurrencyCode',
    }),
    language: z.string().nullable().describe('Language of the contact, as the software names it'),
    comment: z.string().nullable().describe('Internal note'),
    customer_account_number: z.string().nullable().describe('Accounting account used for sales'),
    supplier_account_number: z.string().nullable().describe('Accounting account used for purchases'),
    birthdate: z.iso.date().nullable().describe('Birth date of a person'),
    gender: graphql(gender.nullable(), { description: 'Gender of a person' }),
    addresses: z.array(invoicingAddress).nullable().describe('Postal addresses of the contact'),
    external_reference: z.string().nullable().describe('Reference of the contact in the software'),
  },
  { raw: true, node: true },
);
export type Contact = z.infer<typeof contact> & WithRaw;

export const contactType = enumeration(
  'ContactType',
  'Which contacts a listing returns',
  ['prospect', 'customer', 'supplier', 'all'],
  {
    prospect: 'Prospects only',
    customer: 'Customers only',
    supplier: 'Suppliers only',
    all: 'Every contact',
  },
);
export type ContactType = z.infer<typeof contactType>;
