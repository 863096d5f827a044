import { z } from 'zod';

/**
 * Mews Connector API wire format (https://mews-systems.gitbook.io/connector-api, mirrored in
 * `MewsSystems/gitbook-connector-api` operations/*.md; the published response examples are the
 * fixtures of `test/fakes/mews/examples/`). Every answer is parsed here, at the boundary;
 * nothing below leaves this folder. Objects are loose so `raw` keeps the vendor's whole record.
 *
 * Optionality follows the documentation: a field it marks optional is `nullish` here (Mews sends
 * both `null` and absent keys); a field is required here only when the documentation requires it
 * AND Lintel cannot map the record without it. Answers are parsed in two steps: the envelope
 * (`{"Bills": [...], "Cursor"}`) as a whole, then each record on its own, so one record that does
 * not fit is dropped and counted (`dropped-records.ts`) instead of failing the page.
 */

/** ISO 8601 UTC date-time, e.g. `2023-03-28T07:28:04Z` (sometimes with fractional seconds). */
export const utcDateTime = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)), 'expected an ISO 8601 date-time');

/** `{"Message", "RequestId", "Details"}` of every non-200 answer (guidelines/responses). */
export const errorBody = z.looseObject({
  Message: z.string().nullish(),
  RequestId: z.string().nullish(),
});

// ---- configuration/get --------------------------------------------------------------------

export const configurationResponse = z.looseObject({
  NowUtc: utcDateTime.nullish(),
  Enterprise: z.looseObject({
    Id: z.string(),
    Name: z.string().nullish(),
    /** IANA zone, e.g. `Europe/Budapest`; reservation dates are reported in it. */
    TimeZoneIdentifier: z.string().nullish(),
    /** Null for enterprises without a tax environment (the documented example has null). */
    TaxEnvironmentCode: z.string().nullish(),
    Pricing: z.string().nullish(),
    Currencies: z.array(z.looseObject({ Currency: z.string(), IsDefault: z.boolean().nullish() })).nullish(),
    Address: z
      .looseObject({
        Line1: z.string().nullish(),
        Line2: z.string().nullish(),
        City: z.string().nullish(),
        PostalCode: z.string().nullish(),
        CountryCode: z.string().nullish(),
      })
      .nullish(),
    /** A portfolio token's enterprise: its properties are listed by `enterprises/getAll`. */
    IsPortfolio: z.boolean().nullish(),
    AccountingConfiguration: z
      .looseObject({
        /** External payment types the property accepts (`Invoice`, `Cash`, `GiftCard`, …). */
        EnabledExternalPaymentTypes: z.array(z.string()).nullish(),
      })
      .nullish(),
  }),
});
export type MewsConfiguration = z.output<typeof configurationResponse>;

// ---- taxEnvironments/getAll, taxations/getAll ---------------------------------------------

/** A list of records in an answer: where it is, what it is, how one record is parsed. */
export interface RecordList<T> {
  /** The answer's key holding the records, e.g. `Bills`. */
  key: string;
  /** The Mews type, for logs and counters, e.g. `Bill`. */
  kind: string;
  /** Whether the documentation requires the key in the answer (else a missing key is no records). */
  required: boolean;
  record: z.ZodType<T>;
}

/** The envelope of an answer holding `lists`: each an array of records still to parse. */
export function envelopeOf(lists: readonly RecordList<unknown>[]) {
  const shape: Record<string, z.ZodType> = { Cursor: z.string().nullish() };
  for (const list of lists) {
    shape[list.key] = list.required ? z.array(z.unknown()) : z.array(z.unknown()).nullish();
  }
  return z.looseObject(shape);
}

const taxEnvironment = z.looseObject({
  Code: z.string(),
  /** ISO 3166-1 alpha-3 (`AUT`); required by the documentation, tolerated absent. */
  CountryCode: z.string().nullish(),
  TaxationCodes: z.array(z.string()).nullish(),
});
export type MewsTaxEnvironment = z.output<typeof taxEnvironment>;

export const taxEnvironmentList: RecordList<MewsTaxEnvironment> = {
  key: 'TaxEnvironments',
  kind: 'TaxEnvironment',
  required: true,
  record: taxEnvironment,
};

const taxation = z.looseObject({
  Code: z.string(),
  Name: z.string().nullish(),
  LocalName: z.string().nullish(),
});
export type MewsTaxation = z.output<typeof taxation>;

const taxRate = z.looseObject({
  Code: z.string(),
  TaxationCode: z.string(),
  /** Fraction (0.21); may differ from the strategy's value, which wins. */
  Value: z.number().nullish(),
  Strategy: z
    .looseObject({
      /** `Relative`, `Dependent` (fraction in `Value.Value`) or `Flat` (amount + currency). */
      Discriminator: z.string(),
      Value: z
        .looseObject({
          Value: z.number().nullish(),
          CurrencyCode: z.string().nullish(),
          BaseTaxationCodes: z.array(z.string()).nullish(),
        })
        .nullish(),
    })
    .nullish(),
});
export type MewsTaxRate = z.output<typeof taxRate>;

export const taxationList: RecordList<MewsTaxation> = {
  key: 'Taxations',
  kind: 'Taxation',
  required: true,
  record: taxation,
};
export const taxRateList: RecordList<MewsTaxRate> = {
  key: 'TaxRates',
  kind: 'TaxRate',
  required: true,
  record: taxRate,
};

/** `taxations/getAll`, its records parsed one by one. */
export interface MewsTaxations {
  Taxations: MewsTaxation[];
  TaxRates: MewsTaxRate[];
}

// ---- orderItems/getAll ----------------------------------------------------------------------

const amount = z.looseObject({
  Currency: z.string(),
  NetValue: z.number().nullish(),
  GrossValue: z.number(),
  TaxValues: z.array(z.looseObject({ Code: z.string().nullish(), Value: z.number() })).nullish(),
  Breakdown: z
    .looseObject({
      Items: z.array(
        z.looseObject({
          TaxRateCode: z.string().nullish(),
          NetValue: z.number().nullish(),
          TaxValue: z.number(),
        }),
      ),
    })
    .nullish(),
});
export type MewsAmount = z.output<typeof amount>;

const orderItem = z.looseObject({
  Id: z.string(),
  EnterpriseId: z.string(),
  AccountId: z.string().nullish(),
  AccountType: z.string().nullish(),
  ServiceId: z.string(),
  ServiceOrderId: z.string(),
  BillId: z.string().nullish(),
  AccountingCategoryId: z.string().nullish(),
  BillingName: z.string().nullish(),
  UnitCount: z.number(),
  UnitAmount: amount,
  Amount: amount,
  RevenueType: z.string().nullish(),
  CreatedUtc: utcDateTime,
  UpdatedUtc: utcDateTime.nullish(),
  ConsumedUtc: utcDateTime.nullish(),
  CanceledUtc: utcDateTime.nullish(),
  ClosedUtc: utcDateTime.nullish(),
  AccountingState: z.string(),
  Type: z.string(),
  Data: z
    .looseObject({
      Discriminator: z.string().nullish(),
      Product: z.looseObject({ ProductId: z.string().nullish() }).nullish(),
      Rebate: z
        .looseObject({ ProductId: z.string().nullish(), RebatedItemId: z.string().nullish() })
        .nullish(),
      AllowanceDiscount: z.looseObject({ DiscountedOrderItemId: z.string().nullish() }).nullish(),
    })
    .nullish(),
});
export type MewsOrderItem = z.output<typeof orderItem>;

export const orderItemList: RecordList<MewsOrderItem> = {
  key: 'OrderItems',
  kind: 'OrderItem',
  required: true,
  record: orderItem,
};

// ---- reservations/getAll/2023-06-06 ---------------------------------------------------------

const reservation = z.looseObject({
  Id: z.string(),
  EnterpriseId: z.string().nullish(),
  ServiceId: z.string().nullish(),
  AccountId: z.string().nullish(),
  Number: z.string().nullish(),
  State: z.string().nullish(),
  Origin: z.string().nullish(),
  CreatedUtc: utcDateTime,
  ScheduledStartUtc: utcDateTime.nullish(),
  ScheduledEndUtc: utcDateTime.nullish(),
  ActualStartUtc: utcDateTime.nullish(),
  ActualEndUtc: utcDateTime.nullish(),
  AssignedResourceId: z.string().nullish(),
  PersonCounts: z.array(z.looseObject({ AgeCategoryId: z.string().nullish(), Count: z.number() })).nullish(),
});
export type MewsReservation = z.output<typeof reservation>;

export const reservationList: RecordList<MewsReservation> = {
  key: 'Reservations',
  kind: 'Reservation',
  required: true,
  record: reservation,
};

// ---- bills/getAll ---------------------------------------------------------------------------

const billAddress = z.looseObject({
  Line1: z.string().nullish(),
  Line2: z.string().nullish(),
  City: z.string().nullish(),
  PostalCode: z.string().nullish(),
  CountryCode: z.string().nullish(),
  SubdivisionCode: z.string().nullish(),
  CountrySubdivisionCode: z.string().nullish(),
});

/**
 * `BillCustomerData` (`FirstName`, `LastName`) or `BillCompanyData` (`Name`). Pitfall: the
 * company's `Id` is optional (documented, and null in practice), the customer's required; the
 * mapper falls back to the bill's account ids.
 */
const billPartyData = z.looseObject({
  Id: z.string().nullish(),
  Name: z.string().nullish(),
  FirstName: z.string().nullish(),
  LastName: z.string().nullish(),
  Address: billAddress.nullish(),
  TaxIdentifier: z.string().nullish(),
});
export type MewsBillParty = z.output<typeof billPartyData>;

const bill = z.looseObject({
  Id: z.string(),
  Name: z.string().nullish(),
  EnterpriseId: z.string().nullish(),
  /** The owner's account: where an owner without `Id` is found. */
  AccountId: z.string().nullish(),
  AccountType: z.string().nullish(),
  AssociatedAccountIds: z.array(z.string()).nullish(),
  State: z.string().nullish(),
  Type: z.string().nullish(),
  Number: z.string().nullish(),
  CreatedUtc: utcDateTime.nullish(),
  IssuedUtc: utcDateTime.nullish(),
  OwnerData: z.looseObject({ Discriminator: z.string().nullish(), Value: billPartyData.nullish() }).nullish(),
  AssociatedAccountData: z
    .array(
      z.looseObject({
        Discriminator: z.string().nullish(),
        BillCustomerData: billPartyData.nullish(),
        BillCompanyData: billPartyData.nullish(),
      }),
    )
    .nullish(),
});
export type MewsBill = z.output<typeof bill>;

export const billList: RecordList<MewsBill> = { key: 'Bills', kind: 'Bill', required: true, record: bill };

// ---- resources/getAll -----------------------------------------------------------------------

const resource = z.looseObject({
  Id: z.string(),
  Name: z.string().nullish(),
  IsActive: z.boolean().nullish(),
  State: z.string().nullish(),
});
export type MewsResource = z.output<typeof resource>;

/** `Resources` is optional in the answer (documented): absent means none. */
export const resourceList: RecordList<MewsResource> = {
  key: 'Resources',
  kind: 'Resource',
  required: false,
  record: resource,
};

// ---- payments/getAll ------------------------------------------------------------------------

const payment = z.looseObject({
  Id: z.string(),
  EnterpriseId: z.string().nullish(),
  AccountId: z.string().nullish(),
  AccountType: z.string().nullish(),
  BillId: z.string().nullish(),
  ReservationId: z.string().nullish(),
  AccountingCategoryId: z.string().nullish(),
  /** Negative for money received (documented: "negative amount represents … a payment"). */
  Amount: amount,
  Notes: z.string().nullish(),
  ConsumedUtc: utcDateTime.nullish(),
  ClosedUtc: utcDateTime.nullish(),
  ChargedUtc: utcDateTime.nullish(),
  CreatedUtc: utcDateTime,
  UpdatedUtc: utcDateTime.nullish(),
  /** `Open`, `Closed`, `Inactive`, `Canceled`. */
  AccountingState: z.string().nullish(),
  /** `Charged`, `Canceled`, `Pending`, `Failed`, `Verifying`. */
  State: z.string().nullish(),
  Identifier: z.string().nullish(),
  /** `CreditCardPayment`, `CashPayment`, `InvoicePayment`, `ExternalPayment`, … */
  Type: z.string(),
  /** `Payment`, `Chargeback`, `ChargebackReversal`, `Refund` (Mews Payments only). */
  Kind: z.string().nullish(),
  Data: z
    .looseObject({
      Discriminator: z.string().nullish(),
      External: z.looseObject({ Type: z.string().nullish() }).nullish(),
      Invoice: z.looseObject({ InvoiceId: z.string().nullish(), Type: z.string().nullish() }).nullish(),
    })
    .nullish(),
});
export type MewsPayment = z.output<typeof payment>;

export const paymentList: RecordList<MewsPayment> = {
  key: 'Payments',
  kind: 'Payment',
  required: true,
  record: payment,
};

// ---- customers/getAll, companies/getAll -----------------------------------------------------

const customer = z.looseObject({
  Id: z.string(),
  Number: z.string().nullish(),
  FirstName: z.string().nullish(),
  /** Required by the documentation. */
  LastName: z.string().nullish(),
  Email: z.string().nullish(),
  Phone: z.string().nullish(),
  AccountingCode: z.string().nullish(),
  CreatedUtc: utcDateTime.nullish(),
  /** Deprecated (use `AddressId`) but still sent, and the only address a single call gives. */
  Address: billAddress.nullish(),
  CompanyId: z.string().nullish(),
  IsActive: z.boolean().nullish(),
});
export type MewsCustomer = z.output<typeof customer>;

export const customerList: RecordList<MewsCustomer> = {
  key: 'Customers',
  kind: 'Customer',
  required: true,
  record: customer,
};

const company = z.looseObject({
  Id: z.string(),
  Name: z.string(),
  Number: z.number().nullish(),
  TaxIdentifier: z.string().nullish(),
  AccountingCode: z.string().nullish(),
  CreatedUtc: utcDateTime.nullish(),
  Telephone: z.string().nullish(),
  InvoicingEmail: z.string().nullish(),
  IsActive: z.boolean().nullish(),
});
export type MewsCompany = z.output<typeof company>;

export const companyList: RecordList<MewsCompany> = {
  key: 'Companies',
  kind: 'Company',
  required: true,
  record: company,
};

// ---- accountingCategories/getAll ------------------------------------------------------------

const accountingCategory = z.looseObject({
  Id: z.string(),
  EnterpriseId: z.string().nullish(),
  IsActive: z.boolean().nullish(),
  Name: z.string(),
  Code: z.string().nullish(),
  ExternalCode: z.string().nullish(),
  LedgerAccountCode: z.string().nullish(),
  PostingAccountCode: z.string().nullish(),
  CostCenterCode: z.string().nullish(),
  /** `Accommodation`, `FoodAndBeverage`, `Taxes`, `Payments`, … */
  Classification: z.string().nullish(),
});
export type MewsAccountingCategory = z.output<typeof accountingCategory>;

export const accountingCategoryList: RecordList<MewsAccountingCategory> = {
  key: 'AccountingCategories',
  kind: 'AccountingCategory',
  required: true,
  record: accountingCategory,
};

// ---- enterprises/getAll ---------------------------------------------------------------------

const enterprise = z.looseObject({
  Id: z.string(),
  Name: z.string(),
  TimeZoneIdentifier: z.string().nullish(),
  Address: billAddress.nullish(),
});
export type MewsEnterprise = z.output<typeof enterprise>;

export const enterpriseList: RecordList<MewsEnterprise> = {
  key: 'Enterprises',
  kind: 'Enterprise',
  required: true,
  record: enterprise,
};
