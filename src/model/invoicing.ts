import { z } from 'zod';
import { type Absent, boolParam, ownerRef, ref, reference, remoteId, type WithRaw } from './common.js';
import { enumeration, graphql, resource } from './declare.js';
import { create, get, list, update } from './operation-kinds.js';

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

// ---- invoices, payments, bank accounts and documents (Chift's invoicing breadth) -----------

export const invoicingInvoiceType = enumeration(
  'InvoicingInvoiceType',
  'The kind of an invoice: sale or purchase, invoice or credit note (all: every kind, in a listing)',
  ['customer_invoice', 'customer_refund', 'supplier_invoice', 'supplier_refund', 'all'],
  {
    customer_invoice: 'An invoice sent to a customer (a sale)',
    customer_refund: 'A credit note sent to a customer',
    supplier_invoice: 'An invoice received from a supplier (a purchase)',
    supplier_refund: 'A credit note received from a supplier',
    all: 'Every kind (a listing filter)',
  },
);
export type InvoicingInvoiceType = z.infer<typeof invoicingInvoiceType>;

export const invoicingCreateInvoiceType = enumeration(
  'InvoicingCreateInvoiceType',
  'The kind of an invoice to create: sale or purchase, invoice or credit note',
  ['customer_invoice', 'customer_refund', 'supplier_invoice', 'supplier_refund'],
  {
    customer_invoice: 'An invoice sent to a customer (a sale)',
    customer_refund: 'A credit note sent to a customer',
    supplier_invoice: 'An invoice received from a supplier (a purchase)',
    supplier_refund: 'A credit note received from a supplier',
  },
);
export type InvoicingCreateInvoiceType = z.infer<typeof invoicingCreateInvoiceType>;

export const invoiceStatus = enumeration(
  'InvoiceStatus',
  'Where an invoice stands: draft, posted (booked), paid or cancelled',
  ['cancelled', 'draft', 'posted', 'paid'],
  {
    cancelled: 'Cancelled: it no longer counts',
    draft: 'A draft, not booked yet',
    posted: 'Booked (validated), not fully paid',
    paid: 'Booked and fully paid',
  },
);
export type InvoiceStatus = z.infer<typeof invoiceStatus>;

export const paymentStatus = enumeration(
  'PaymentStatus',
  'Which invoices a listing returns by payment: all, the unpaid ones (partially paid included) or the paid ones',
  ['all', 'unpaid', 'paid'],
  {
    all: 'Every invoice',
    unpaid: 'Invoices with an amount left to pay, partially paid ones included',
    paid: 'Invoices paid in full',
  },
);
export type PaymentStatus = z.infer<typeof paymentStatus>;

export const paymentPaymentStatus = enumeration(
  'PaymentPaymentStatus',
  'Where a payment stands',
  ['pending', 'completed', 'partially_completed', 'canceled', 'failed', 'unknown', 'authorized'],
  {
    pending: 'Recorded, not settled yet',
    completed: 'Settled',
    partially_completed: 'Partly settled',
    canceled: 'Cancelled',
    failed: 'Failed',
    unknown: 'The software does not say',
    authorized: 'Authorized, not captured yet',
  },
);
export type PaymentPaymentStatus = z.infer<typeof paymentPaymentStatus>;

export const bankTransactionStatus = enumeration(
  'BankTransactionStatus',
  'Whether a bank transaction is reconciled',
  ['draft', 'done'],
  {
    draft: 'Not reconciled yet',
    done: 'Reconciled with the documents it pays',
  },
);
export type BankTransactionStatus = z.infer<typeof bankTransactionStatus>;

export const invoicingDocumentType = enumeration(
  'InvoicingDocumentType',
  'What an uploaded document is: a sale, a purchase or an expense claim',
  ['customer_document', 'supplier_document', 'employee_expense'],
  {
    customer_document: 'A document about a sale (a customer invoice or credit note)',
    supplier_document: 'A document about a purchase (a supplier invoice or credit note)',
    employee_expense: 'An expense claim of an employee',
  },
);
export type InvoicingDocumentType = z.infer<typeof invoicingDocumentType>;

export const linkedDocumentType = enumeration(
  'LinkedDocumentType',
  'What a bank transaction is reconciled with',
  ['invoice', 'other'],
  {
    invoice: 'An invoice or credit note',
    other: 'Another document (a payment, an entry…)',
  },
);

export const withholdingTaxReason = enumeration(
  'WithholdingTaxReason',
  'Italian withholding tax type (FatturaPA TipoRitenuta)',
  ['RT01', 'RT02', 'RT03', 'RT04', 'RT05', 'RT06'],
  {
    RT01: 'Withholding tax of natural persons',
    RT02: 'Withholding tax of legal persons',
    RT03: 'INPS contribution',
    RT04: 'ENASARCO contribution',
    RT05: 'ENPAM contribution',
    RT06: 'Other social security contribution',
  },
);
const paymentReasons = [
  'A',
  'U',
  'R',
  'Q',
  'H',
  'V',
  'V2',
  'I',
  'J',
  'K',
  'P',
  'S',
  'T',
  'W',
  'X',
  'Y',
  'B',
  'C',
  'D',
  'E',
  'F',
  'G',
  'L',
  'L1',
  'M',
  'M1',
  'M2',
  'IN',
  'O',
  'O1',
  'V1',
] as const;
export const withholdingTaxPaymentReason = enumeration(
  'WithholdingTaxPaymentReason',
  'Italian reason of the payment a withholding tax applies to (CU form causale, FatturaPA CausalePagamento)',
  paymentReasons,
  Object.fromEntries(paymentReasons.map((code) => [code, `Payment reason ${code} of the CU form`])) as Record<
    (typeof paymentReasons)[number],
    string
  >,
);
const welfareFundTypes = Array.from({ length: 22 }, (_, i) => `TC${String(i + 1).padStart(2, '0')}`) as [
  string,
  ...string[],
];
export const welfareFundType = enumeration(
  'WelfareFundType',
  'Italian welfare fund (FatturaPA TipoCassa, TC01 to TC22)',
  welfareFundTypes,
  Object.fromEntries(welfareFundTypes.map((code) => [code, `Welfare fund ${code} of FatturaPA`])),
);
const reportingMethods = Array.from({ length: 23 }, (_, i) => `MP${String(i + 1).padStart(2, '0')}`) as [
  string,
  ...string[],
];
export const paymentReportingMethod = enumeration(
  'PaymentReportingMethod',
  'Italian payment method (FatturaPA ModalitaPagamento, MP01 cash to MP23)',
  reportingMethods,
  Object.fromEntries(reportingMethods.map((code) => [code, `Payment method ${code} of FatturaPA`])),
);
export const paymentReportingConditions = enumeration(
  'PaymentReportingConditions',
  'Italian payment conditions (FatturaPA CondizioniPagamento)',
  ['TP01', 'TP02', 'TP03'],
  {
    TP01: 'Payment in instalments',
    TP02: 'Payment in full',
    TP03: 'Advance payment',
  },
);

export const fieldRef = resource(
  'FieldRef',
  'A record of the connected software named by a field: its id, entity and name',
  {
    id: graphql(z.string().nullable().describe('Id of the record in the connected software'), {
      name: 'remoteId',
    }),
    model: z.string().nullable().describe('Name of the entity in the connected software'),
    name: z.string().nullable().describe('Value of the field in the connected software'),
  },
  { graphqlInput: 'FieldRefInput' },
);
export type FieldRef = z.infer<typeof fieldRef>;

export const invoicingWithholdingTax = resource(
  'InvoicingWithholdingTax',
  'Italian withholding tax (ritenuta d’acconto) of an invoice',
  {
    rate: z.number().describe('Rate in percent'),
    amount: z.number().describe('Amount withheld'),
    reason: graphql(withholdingTaxReason.nullable(), { description: 'Type of withholding' }),
    payment_reason: graphql(withholdingTaxPaymentReason.nullable(), { description: 'Reason of the payment' }),
  },
  { graphqlInput: 'InvoicingWithholdingTaxInput' },
);
export const welfareFund = resource(
  'WelfareFund',
  'Italian welfare fund contribution (cassa previdenziale) of an invoice',
  {
    rate: z.number().describe('Rate in percent'),
    amount: z.number().describe('Amount of the contribution'),
    type: graphql(welfareFundType.nullable(), { description: 'The welfare fund' }),
  },
  { graphqlInput: 'WelfareFundInput' },
);
export const paymentReporting = resource(
  'PaymentReporting',
  'Italian payment details of an invoice (dati pagamento)',
  {
    method: graphql(paymentReportingMethod.nullable(), { description: 'Payment method' }),
    conditions: graphql(paymentReportingConditions.nullable(), { description: 'Payment conditions' }),
  },
  { graphqlInput: 'PaymentReportingInput' },
);
export const italianSpecificities = resource(
  'ItalianSpecificities',
  'What Italian e-invoicing (FatturaPA) adds to an invoice',
  {
    stamp_duty_amount: z.number().nullable().describe('Documentary stamp tax (imposta di bollo)'),
    withholding_tax: graphql(invoicingWithholdingTax.nullable(), { description: 'Withholding tax' }),
    welfare_fund: graphql(welfareFund.nullable(), { description: 'Welfare fund contribution' }),
    payment_reporting: graphql(paymentReporting.nullable(), { description: 'Payment details' }),
  },
  { graphqlInput: 'ItalianSpecificitiesInput' },
);
export type ItalianSpecificities = z.infer<typeof italianSpecificities>;

export const analyticDistributionDetail = resource(
  'AnalyticDistributionDetailInvoicing',
  'One analytic account of a distribution and its share',
  {
    analytic_account_code: z.string().describe('Code of the analytic account'),
    analytic_account_name: z.string().describe('Name of the analytic account'),
    percentage: z.number().describe('Share of the untaxed amount given to this account, in percent'),
  },
  { graphqlType: 'AnalyticDistributionDetail' },
);
export const analyticDistribution = resource(
  'AnalyticDistributionInvoicing',
  'How a line’s untaxed amount is spread over the accounts of one analytic plan',
  {
    analytic_plan_code: z.string().describe('Code of the analytic plan'),
    analytic_accounts: z
      .array(analyticDistributionDetail)
      .describe('The accounts of the plan and their shares (100 % in all)'),
  },
  { graphqlType: 'AnalyticDistribution' },
);
export type AnalyticDistribution = z.infer<typeof analyticDistribution>;

/** The fields of an invoice line, read or written (Chift's InvoiceLineItem). */
const invoiceLineFields = {
  description: z.string().nullable().describe('What the line sells'),
  unit_price: z.number().describe('Price of one unit, tax excluded'),
  quantity: z.number().describe('Quantity'),
  discount_amount: z
    .number()
    .default(0)
    .describe('Discount of the line, tax excluded: unit_price × quantity − discount_amount = untaxed_amount'),
  tax_amount: z.number().describe('Tax of the line'),
  untaxed_amount: z.number().describe('Total of the line, tax excluded'),
  total: z.number().describe('Total of the line, tax included: untaxed_amount + tax_amount'),
  tax_rate: z.number().nullable().describe('Tax rate in percent (21.0 means 21 %)'),
  account_number: z.string().nullable().describe('Accounting account of the line (e.g. 701000)'),
  tax_id: reference(z.string().nullable().describe('Lintel id of the tax code of the line'), {
    field: 'tax',
    operation: 'invoicing.taxes.get',
    description: 'The tax code of the line',
  }),
  tax_exemption_reason: z.string().nullable().describe('Why the line is exempt from tax'),
  unit_of_measure: z.string().nullable().describe('Unit of measure, as the software names it'),
  product_id: reference(z.string().nullable().describe('Lintel id of the product sold'), {
    field: 'product',
    operation: 'invoicing.products.get',
    description: 'The product or service of the line',
  }),
  product_code: z.string().nullable().describe('Reference of the product'),
  product_name: z.string().nullable().describe('Name of the product'),
};

export const invoiceLine = resource(
  'InvoiceLineItemOut',
  'One line of an invoice',
  {
    ...invoiceLineFields,
    analytic_distribution: z
      .array(analyticDistribution)
      .nullable()
      .default([])
      .describe('Analytic distribution of the line, one per analytic plan (with include_analytic_accounts)'),
  },
  { graphqlType: 'InvoiceLine' },
);
export type InvoiceLine = z.infer<typeof invoiceLine>;

/** An invoice line as written (and as an uploaded document reads back). */
export const invoiceLineInput = resource(
  'InvoiceLineItem',
  'One line of an invoice to create',
  {
    description: invoiceLineFields.description.optional(),
    unit_price: invoiceLineFields.unit_price,
    quantity: invoiceLineFields.quantity,
    discount_amount: invoiceLineFields.discount_amount,
    tax_amount: invoiceLineFields.tax_amount,
    untaxed_amount: invoiceLineFields.untaxed_amount,
    total: invoiceLineFields.total,
    tax_rate: invoiceLineFields.tax_rate.optional(),
    account_number: invoiceLineFields.account_number.optional(),
    tax_id: invoiceLineFields.tax_id.optional(),
    tax_exemption_reason: invoiceLineFields.tax_exemption_reason.optional(),
    unit_of_measure: invoiceLineFields.unit_of_measure.optional(),
    product_id: invoiceLineFields.product_id.optional(),
    product_code: invoiceLineFields.product_code.optional(),
    product_name: invoiceLineFields.product_name.optional(),
  },
  { graphqlType: 'UploadedDocumentLine', graphqlInput: 'InvoiceLineInput' },
);
export type InvoiceLineInput = z.infer<typeof invoiceLineInput>;

const currencyOf = (description: string) =>
  graphql(z.string().describe(description), { type: 'CurrencyCode' });

/** The fields an invoice has whether read or written (Chift's InvoiceItemIn). */
const invoiceCommon = {
  currency: currencyOf('Currency of the amounts (ISO 4217)'),
  status: invoiceStatus,
  invoice_date: z.iso.date().describe('Day of the invoice'),
  tax_amount: z.number().describe('Tax of the invoice'),
  untaxed_amount: z.number().describe('Total of the invoice, tax excluded'),
  total: z.number().describe('Total of the invoice, tax included'),
  partner_id: reference(z.string().nullable().describe('Lintel id of the customer or supplier'), {
    field: 'partner',
    operation: 'invoicing.contacts.get',
    description: 'The customer or supplier of the invoice, a contact',
  }),
  invoice_number: z.string().nullable().describe('Number of the invoice (its sequence)'),
  due_date: z.iso.date().nullable().describe('Day the invoice is due'),
  reference: z.string().nullable().describe('Reference of the invoice (e.g. the supplier’s number)'),
  payment_communication: z.string().nullable().describe('Communication to give with the payment'),
  customer_memo: z.string().nullable().describe('Note to the customer'),
  journal_ref: graphql(fieldRef.nullable(), { description: 'The journal the invoice is booked in' }),
  italian_specificities: graphql(italianSpecificities.nullable(), {
    description: 'What Italian e-invoicing adds',
  }),
};

/** What an invoice read back has besides what is written. */
const invoiceRead = {
  id: remoteId('Identifier of the invoice in the connected software'),
  source_ref: ref,
  ...invoiceCommon,
  invoice_type: invoicingInvoiceType,
  lines: z.array(invoiceLine).describe('Lines of the invoice'),
  last_updated_on: z.iso
    .datetime({ offset: true })
    .nullable()
    .describe('When the invoice last changed in the software'),
  outstanding_amount: z.number().nullable().describe('Amount left to pay'),
  last_payment_date: z.iso.date().nullable().describe('Day of the last payment of the invoice'),
  accounting_date: z.iso.date().nullable().describe('Day the invoice is booked on'),
  payment_method_id: z.string().nullable().describe('Lintel id of the payment method'),
  currency_exchange_rate: z
    .number()
    .nullable()
    .default(1)
    .describe('Exchange rate of the currency on the day of the invoice'),
};

/**
 * An invoice as read by id (Chift's InvoiceItemOutSingle): a listed invoice and its PDF. GraphQL
 * serves both as `Invoice` (its `pdf` is null in a listing).
 */
export const invoiceSingle = resource(
  'InvoiceItemOutSingle',
  'An invoice or credit note, sale or purchase, with its lines and what is left to pay',
  {
    ...invoiceRead,
    pdf: z.string().nullable().describe('The invoice as a PDF document, base64 (with include_pdf)'),
  },
  { raw: true, node: true, graphqlType: 'Invoice' },
);
export type InvoiceSingle = z.infer<typeof invoiceSingle> & WithRaw;

/** An invoice as listed or created (Chift's InvoiceItemOut): GraphQL's `Invoice`. */
export const invoice = resource(
  'InvoiceItemOut',
  'An invoice or credit note, sale or purchase, with its lines and what is left to pay',
  invoiceRead,
  { raw: true, node: true, graphqlType: 'Invoice', graphqlAs: invoiceSingle },
);
export type Invoice = z.infer<typeof invoice> & WithRaw;

/** Invoice creation body (Chift's InvoiceItemIn). */
export const invoiceInput = resource('InvoiceItemIn', 'An invoice or credit note to create', {
  ...invoiceCommon,
  invoice_type: invoicingCreateInvoiceType,
  lines: z.array(invoiceLineInput).optional().describe('Lines of the invoice'),
  partner_id: invoiceCommon.partner_id.optional(),
  invoice_number: invoiceCommon.invoice_number.optional(),
  due_date: invoiceCommon.due_date.optional(),
  reference: invoiceCommon.reference.optional(),
  payment_communication: invoiceCommon.payment_communication.optional(),
  customer_memo: invoiceCommon.customer_memo.optional(),
  journal_ref: invoiceCommon.journal_ref.optional(),
  italian_specificities: invoiceCommon.italian_specificities.optional(),
});
export type InvoiceInput = Absent<z.infer<typeof invoiceInput>>;

/** Filters of the invoice listing (Chift's names). */
export const invoiceFilter = z.object({
  date_from: z.iso.date().optional().describe('Only the invoices dated on or after this day'),
  date_to: z.iso.date().optional().describe('Only the invoices dated on or before this day'),
  invoice_type: invoicingInvoiceType.default('all'),
  payment_status: paymentStatus.default('all'),
  updated_after: graphql(
    z.iso
      .datetime({ offset: true, local: true })
      .optional()
      .describe('Only the invoices changed after this instant'),
    { type: 'DateTime' },
  ),
  include_invoice_lines: boolParam(
    'Include the lines (default false: a connector that needs another request for them, Odoo, answers none; the Sandbox always includes them)',
  ).default(false),
  include_analytic_accounts: boolParam('Include the analytic distribution of the lines').default(false),
});
export type InvoiceFilter = z.output<typeof invoiceFilter>;

export const invoiceOptions = z.object({
  include_pdf: boolParam('Include the invoice as a PDF document, base64').default(false),
  include_analytic_accounts: boolParam('Include the analytic distribution of the lines').default(false),
});
export type InvoiceOptions = z.output<typeof invoiceOptions>;

export const invoicingPayment = resource(
  'InvoicingPaymentItem',
  'A payment recorded against an invoice',
  {
    id: remoteId('Identifier of the payment in the connected software'),
    source_ref: ref,
    status: paymentPaymentStatus,
    description: z.string().describe('Description of the payment'),
    amount: z.number().describe('Amount paid'),
    currency: currencyOf('Currency of the payment (ISO 4217)'),
    payment_date: z.iso.datetime({ offset: true }).describe('When the payment was made'),
    partner_id: reference(z.string().nullable().describe('Lintel id of the contact who paid or was paid'), {
      field: 'partner',
      operation: 'invoicing.contacts.get',
      description: 'The contact who paid or was paid',
    }),
    payment_method_id: z.string().nullable().describe('Lintel id of the payment method'),
    payment_method_name: z.string().nullable().describe('Name of the payment method'),
    invoice_id: reference(z.string().nullable().describe('Lintel id of the invoice the payment settles'), {
      field: 'invoice',
      operation: 'invoicing.invoices.get',
      description: 'The invoice the payment settles',
    }),
    invoice_number: z.string().nullable().describe('Number of the invoice the payment settles'),
  },
  { raw: true, node: true, graphqlType: 'Payment' },
);
export type InvoicingPayment = z.infer<typeof invoicingPayment> & WithRaw;

/** Payment creation body (Chift's InvoicingPaymentItemIn). */
export const invoicingPaymentInput = resource(
  'InvoicingPaymentItemIn',
  'A payment to record against an invoice',
  {
    amount: z.number().describe('Amount paid'),
    payment_method_id: z
      .string()
      .min(1)
      .max(255)
      .nullable()
      .optional()
      .describe('Lintel id of the payment method'),
    invoice_id: z.string().min(1).max(255).describe('Lintel id of the invoice the payment settles'),
    date: z.iso.date().describe('Day of the payment'),
    description: z.string().max(10_000).nullable().optional().describe('Description of the payment'),
    currency: currencyOf('Currency of the payment (ISO 4217)'),
  },
);
export type InvoicingPaymentInput = Absent<z.infer<typeof invoicingPaymentInput>>;

/** Payment change body (Chift's InvoicingPaymentItemUpdate): a field left out keeps its value. */
export const invoicingPaymentUpdate = resource('InvoicingPaymentItemUpdate', 'The changes to a payment', {
  amount: z.number().nullable().optional().describe('Amount paid'),
  payment_method_id: z
    .string()
    .min(1)
    .max(255)
    .nullable()
    .optional()
    .describe('Lintel id of the payment method'),
  date: z.iso.date().nullable().optional().describe('Day of the payment'),
  description: z.string().max(10_000).nullable().optional().describe('Description of the payment'),
});
export type InvoicingPaymentUpdate = Absent<z.infer<typeof invoicingPaymentUpdate>>;

export const paymentFilter = z.object({
  date_from: z.iso.date().optional().describe('Only the payments made on or after this day'),
  date_to: z.iso.date().optional().describe('Only the payments made on or before this day'),
});
export type PaymentFilter = z.output<typeof paymentFilter>;

export const invoicingPaymentMethod = resource(
  'InvoicingPaymentMethodItem',
  'A way of paying invoices the software knows (bank transfer, card, cash…)',
  {
    id: remoteId('Identifier of the payment method in the connected software'),
    source_ref: ref,
    name: z.string().describe('Name of the payment method'),
  },
  { raw: true, node: true, graphqlType: 'PaymentMethod' },
);
export type InvoicingPaymentMethod = z.infer<typeof invoicingPaymentMethod> & WithRaw;

export const invoicingBankAccount = resource(
  'InvoicingBankAccountItem',
  'A bank account of the company, as the invoicing software keeps it',
  {
    id: remoteId('Identifier of the bank account in the connected software'),
    source_ref: ref,
    name: z.string().describe('Name of the bank account'),
    iban: z.string().nullable().describe('IBAN'),
    currency: graphql(z.string().nullable().describe('Currency of the account (ISO 4217)'), {
      type: 'CurrencyCode',
    }),
    balance: z.number().nullable().describe('Current balance'),
  },
  { raw: true, node: true, graphqlType: 'BankAccount' },
);
export type InvoicingBankAccount = z.infer<typeof invoicingBankAccount> & WithRaw;

export const linkedDocument = resource('LinkedDocument', 'A document a bank transaction is reconciled with', {
  id: graphql(z.string().describe('Lintel id of the document (an invoice’s id for an invoice)'), {
    name: 'remoteId',
  }),
  source_ref: ref,
  amount: z.number().describe('Amount of the transaction given to this document'),
  type: linkedDocumentType,
});
export type LinkedDocument = z.infer<typeof linkedDocument>;

export const invoicingBankTransaction = resource(
  'InvoicingBankTransactionItem',
  'A movement on a bank account, reconciled with invoices or not yet',
  {
    id: remoteId('Identifier of the transaction in the connected software'),
    source_ref: ref,
    status: bankTransactionStatus,
    bank_account_id: reference(z.string().describe('Lintel id of the bank account'), {
      field: 'bankAccount',
      operation: 'invoicing.bank-accounts.list',
      description: 'The bank account of the transaction',
    }),
    amount: z.number().describe('Amount: positive money in, negative money out'),
    date: z.iso.date().describe('Day of the transaction'),
    description: z.string().nullable().describe('Description of the transaction'),
    currency: currencyOf('Currency of the transaction (ISO 4217)'),
    currency_exchange_rate: z
      .number()
      .nullable()
      .default(1)
      .describe('Exchange rate on the day of the transaction'),
    accounting_code: z.string().nullable().describe('Accounting code of the transaction'),
    linked_documents: z
      .array(linkedDocument)
      .nullable()
      .default([])
      .describe('The documents the transaction is reconciled with'),
  },
  // Not a Node: a transaction is read only within its bank account's listing.
  { raw: true, graphqlType: 'BankTransaction' },
);
export type InvoicingBankTransaction = z.infer<typeof invoicingBankTransaction> & WithRaw;

export const bankTransactionFilter = z.object({
  bank_account_id: z.string().min(1).max(255).describe('Lintel id of the bank account'),
  date_from: z.iso.date().optional().describe('Only the transactions on or after this day'),
  date_to: z.iso.date().optional().describe('Only the transactions on or before this day'),
  status: bankTransactionStatus.optional(),
});
export type BankTransactionFilter = z.output<typeof bankTransactionFilter>;

/** A postal address of a contact to create (Chift's AddressItemInInvoicing). */
export const invoicingAddressInput = resource(
  'AddressItemInInvoicing',
  'A postal address of a contact to create',
  {
    address_type: invoicingAddressType,
    name: z.string().max(255).nullable().optional().describe('Name given to the address'),
    number: z.string().max(255).nullable().optional().describe('House number'),
    box: z.string().max(255).nullable().optional().describe('Box or apartment'),
    phone: z.string().max(255).nullable().optional().describe('Phone number at this address'),
    mobile: z.string().max(255).nullable().optional().describe('Mobile number at this address'),
    email: z.string().max(255).nullable().optional().describe('Email address for this address'),
    street: z.string().max(255).describe('Street name'),
    city: z.string().max(255).describe('City'),
    postal_code: z.string().max(255).describe('Postal code'),
    country: graphql(z.string().max(255).describe('Country, ISO 3166-1 alpha-2 (e.g. BE)'), {
      type: 'CountryCode',
    }),
  },
  { graphqlInput: 'InvoicingAddressInput' },
);

const text = (description: string) => z.string().max(255).nullable().optional().describe(description);

/** Contact creation body (Chift's ContactItemIn); the answer is a `contact`. */
export const contactInput = resource('ContactItemIn', 'A customer, supplier or prospect to create', {
  is_prospect: z.boolean().nullable().optional().describe('A prospect, not yet a customer'),
  is_customer: z.boolean().nullable().optional().describe('Buys from the company'),
  is_supplier: z.boolean().nullable().optional().describe('Sells to the company'),
  is_company: z.boolean().nullable().optional().describe('A company rather than a person'),
  company_name: text('Name of the company'),
  first_name: text('First name of a person'),
  last_name: text('Last name of a person'),
  email: text('Email address'),
  phone: text('Phone number'),
  mobile: text('Mobile number'),
  company_id: text("Lintel id of the person's company"),
  vat: text('VAT number'),
  company_number: text('Company registration number other than VAT'),
  currency: graphql(text('Currency of the contact (ISO 4217)'), { type: 'CurrencyCode' }),
  language: text('Language of the contact, as the software names it'),
  comment: z.string().max(10_000).nullable().optional().describe('Internal note'),
  customer_account_number: text('Accounting account used for sales'),
  supplier_account_number: text('Accounting account used for purchases'),
  birthdate: z.iso.date().nullable().optional().describe('Birth date of a person'),
  gender: graphql(gender.nullable().optional(), { description: 'Gender of a person' }),
  addresses: z.array(invoicingAddressInput).nullable().optional().describe('Postal addresses of the contact'),
});
export type ContactInput = Absent<z.infer<typeof contactInput>>;

/** Document upload body (Chift's AttachmentItemIn). */
export const attachmentInput = resource(
  'AttachmentItemIn',
  'A document (a PDF, an image) to hand to the invoicing software',
  {
    base64_string: z.string().min(1).describe('The document, base64'),
    document_type: invoicingDocumentType,
  },
);
export type AttachmentInput = z.infer<typeof attachmentInput>;

/**
 * What an upload answers (Chift's UploadDocumentItemOut): the document the software made of the
 * file, with whatever it read from it (every field but the ids may be null).
 */
export const uploadedDocument = resource(
  'UploadDocumentItemOut',
  'A document handed to the invoicing software, and what the software made of it',
  {
    id: remoteId('Identifier of the document in the connected software'),
    source_ref: ref,
    currency: graphql(z.string().nullable().describe('Currency of the document (ISO 4217)'), {
      type: 'CurrencyCode',
    }),
    invoice_type: graphql(invoicingInvoiceType.nullable(), {
      description: 'Kind of invoice of the document',
    }),
    status: graphql(invoiceStatus.nullable(), { description: 'Status of the document' }),
    invoice_date: z.iso.date().nullable().describe('Day of the invoice'),
    tax_amount: z.number().nullable().describe('Tax of the document'),
    untaxed_amount: z.number().nullable().describe('Total, tax excluded'),
    total: z.number().nullable().describe('Total, tax included'),
    lines: z.array(invoiceLineInput).nullable().default([]).describe('Lines read from the document'),
    partner_id: invoiceCommon.partner_id,
    invoice_number: invoiceCommon.invoice_number,
    due_date: invoiceCommon.due_date,
    reference: invoiceCommon.reference,
    payment_communication: invoiceCommon.payment_communication,
    customer_memo: invoiceCommon.customer_memo,
    journal_ref: invoiceCommon.journal_ref,
    italian_specificities: invoiceCommon.italian_specificities,
    last_updated_on: invoiceRead.last_updated_on,
    outstanding_amount: invoiceRead.outstanding_amount,
    last_payment_date: invoiceRead.last_payment_date,
    accounting_date: invoiceRead.accounting_date,
    payment_method_id: invoiceRead.payment_method_id,
    currency_exchange_rate: invoiceRead.currency_exchange_rate,
  },
  // Not a Node: nothing reads an uploaded document again by its id.
  { raw: true, graphqlType: 'UploadedDocument' },
);
export type UploadedDocument = z.infer<typeof uploadedDocument> & WithRaw;

// ---- operations ------------------------------------------------------------------------------

/** Invoicing operations, each declared once (see `operation-kinds.ts`). */
export const invoicingOperations = {
  'invoicing.taxes.list': list({
    api: 'invoicing',
    resource: 'taxes',
    item: taxCode,
    field: 'taxes',
    summary: 'List tax codes',
    description: 'The VAT and other tax codes configured in the invoicing software, archived ones included.',
    chift: 'invoicing_get_taxes',
  }),
  'invoicing.taxes.get': get({
    api: 'invoicing',
    resource: 'taxes',
    item: taxCode,
    idParam: 'tax_id',
    field: 'tax',
    summary: 'Get one tax code',
    description:
      'One tax code by its id in the software; not found (REST 404, GraphQL null) when the software has no such code.',
    chift: 'invoicing_get_tax',
  }),
  'invoicing.products.list': list({
    api: 'invoicing',
    resource: 'products',
    item: product,
    field: 'products',
    summary: 'List products',
    description: 'The products and services of the invoicing catalogue.',
    chift: 'invoicing_get_products',
  }),
  'invoicing.products.get': get({
    api: 'invoicing',
    resource: 'products',
    item: product,
    idParam: 'product_id',
    field: 'product',
    summary: 'Get one product',
    description:
      'One product or service by its id in the software; not found (REST 404, GraphQL null) when the catalogue has no such product.',
    chift: 'invoicing_get_product',
  }),
  'invoicing.products.create': create({
    api: 'invoicing',
    resource: 'products',
    item: product,
    body: productInput,
    mutation: 'createProduct',
    input: 'CreateProductInput',
    event: 'invoicing.product.created',
    summary: 'Create a product',
    description:
      'Adds a product or service to the invoicing catalogue and answers the created record. Send an ' +
      'idempotency key (x-chift-client-requestid) to make retries safe.',
    chift: 'invoicing_post_products',
  }),
  'invoicing.opportunities.list': list({
    api: 'invoicing',
    resource: 'opportunities',
    item: opportunity,
    field: 'opportunities',
    summary: 'List opportunities',
    description: 'The sales opportunities (deals, quotes) in every stage, won and lost ones included.',
    chift: 'invoicing_get_opportunities',
  }),
  'invoicing.opportunities.get': get({
    api: 'invoicing',
    resource: 'opportunities',
    item: opportunity,
    idParam: 'opportunity_id',
    field: 'opportunity',
    summary: 'Get one opportunity',
    description:
      'One sales opportunity by its id in the software; not found (REST 404, GraphQL null) when the software has no such opportunity.',
    chift: 'invoicing_get_opportunity',
  }),
  'invoicing.contacts.list': list({
    api: 'invoicing',
    resource: 'contacts',
    item: contact,
    filter: z.object({
      contact_type: contactType.default('all'),
    }),
    field: 'contacts',
    summary: 'List contacts',
    description: 'The customers, suppliers and prospects of the invoicing software; contact_type narrows it.',
    chift: 'invoicing_get_contacts',
  }),
  'invoicing.contacts.get': get({
    api: 'invoicing',
    resource: 'contacts',
    item: contact,
    idParam: 'contact_id',
    field: 'contact',
    summary: 'Get one contact',
    description: 'One customer, supplier or prospect by its id in the software, with its addresses.',
    chift: 'invoicing_get_contact',
  }),
  'invoicing.contacts.create': create({
    api: 'invoicing',
    resource: 'contacts',
    item: contact,
    body: contactInput,
    mutation: 'createContact',
    input: 'CreateContactInput',
    event: 'invoicing.contact.created',
    summary: 'Create a contact',
    description:
      'Adds a customer, supplier or prospect (a company or a person, with its addresses) and answers the ' +
      'created record. Send an idempotency key (x-chift-client-requestid) to make retries safe.',
    chift: 'invoicing_post_contacts',
  }),
  'invoicing.invoices.list': list({
    api: 'invoicing',
    resource: 'invoices',
    item: invoice,
    filter: invoiceFilter,
    field: 'invoices',
    summary: 'List invoices',
    description:
      'The invoices and credit notes, sales and purchases, with what is left to pay: invoice_type, ' +
      'payment_status, the invoice date window (date_from, date_to) and updated_after narrow it.',
    chift: 'invoicing_get_invoices',
  }),
  'invoicing.invoices.get': get({
    api: 'invoicing',
    resource: 'invoices',
    item: invoiceSingle,
    idParam: 'invoice_id',
    options: invoiceOptions,
    field: 'invoice',
    summary: 'Get one invoice',
    description:
      'One invoice or credit note by its id in the software, with its lines, and its PDF with include_pdf; ' +
      'not found (REST 404, GraphQL null) when the software has no such invoice.',
    chift: 'invoicing_get_invoice',
  }),
  'invoicing.invoices.create': create({
    api: 'invoicing',
    resource: 'invoices',
    item: invoice,
    body: invoiceInput,
    mutation: 'createInvoice',
    input: 'CreateInvoiceInput',
    event: 'invoicing.invoice.created',
    summary: 'Create an invoice',
    description:
      'Creates an invoice or credit note, sale or purchase, with its lines, as a draft or posted as its ' +
      'status asks, and answers the created record. Send an idempotency key (x-chift-client-requestid) ' +
      'to make retries safe.',
    chift: 'invoicing_post_invoices',
  }),
  'invoicing.payments.list': list({
    api: 'invoicing',
    resource: 'payments',
    item: invoicingPayment,
    filter: paymentFilter,
    field: 'payments',
    summary: 'List payments',
    description: 'The payments recorded against invoices; date_from and date_to narrow them by payment day.',
    chift: 'invoicing_get_payments',
  }),
  'invoicing.payments.create': create({
    api: 'invoicing',
    resource: 'payments',
    item: invoicingPayment,
    body: invoicingPaymentInput,
    mutation: 'createPayment',
    input: 'CreatePaymentInput',
    event: 'invoicing.payment.created',
    status: 201,
    summary: 'Record a payment',
    description:
      'Records a payment against an invoice, which lowers what is left to pay on it, and answers the ' +
      'payment. Send an idempotency key (x-chift-client-requestid) to make retries safe.',
    chift: 'invoicing_create_payment',
  }),
  'invoicing.payments.update': update({
    api: 'invoicing',
    resource: 'payments',
    item: invoicingPayment,
    idParam: 'payment_id',
    body: invoicingPaymentUpdate,
    mutation: 'updatePayment',
    input: 'UpdatePaymentInput',
    event: 'invoicing.payment.updated',
    summary: 'Change a payment',
    description:
      'Changes the amount, day, payment method or description of a payment (a field left out keeps its ' +
      'value); the invoice’s amount left to pay follows. Answers the payment as it is now.',
    chift: 'invoicing_update_payment',
  }),
  'invoicing.payment-methods.list': list({
    api: 'invoicing',
    resource: 'payment-methods',
    item: invoicingPaymentMethod,
    field: 'paymentMethods',
    summary: 'List payment methods',
    description: 'The ways of paying invoices the software knows (bank transfer, card, cash…).',
    chift: 'invoicing_get_payments_methods',
  }),
  'invoicing.bank-accounts.list': list({
    api: 'invoicing',
    resource: 'bank-accounts',
    item: invoicingBankAccount,
    field: 'bankAccounts',
    summary: 'List bank accounts',
    description: 'The bank accounts of the company, with their IBAN and balance.',
    chift: 'invoicing_get_bank_accounts',
  }),
  'invoicing.bank-transactions.list': list({
    api: 'invoicing',
    resource: 'bank-transactions',
    item: invoicingBankTransaction,
    filter: bankTransactionFilter,
    field: 'bankTransactions',
    summary: 'List bank transactions',
    description:
      'The movements of one bank account (bank_account_id), with the documents each is reconciled with; ' +
      'date_from, date_to and status narrow them.',
    chift: 'invoicing_get_bank_transactions',
  }),
  'invoicing.upload-document.create': create({
    api: 'invoicing',
    resource: 'upload-document',
    item: uploadedDocument,
    body: attachmentInput,
    mutation: 'uploadDocument',
    input: 'UploadDocumentInput',
    status: 201,
    documents: true,
    summary: 'Upload a document',
    description:
      'Hands a document (a PDF or an image of an invoice, a receipt or an expense claim, base64) to the ' +
      'invoicing software, which files it as a draft to be completed, and answers what it made of it.',
    chift: 'invoicing_upload_document',
  }),
} as const;
