import type { MewsFakeState } from './server.js';

/**
 * Seed data for the fake Mews, in Mews' wire format: a Vienna hotel in the `AT-2020` tax
 * environment, its rates (VAT, a relative city tax, a flat levy, a superseded rate, and a German
 * rate of another environment that must not be listed), and builders for stays.
 */

type Json = Record<string, any>;

export const ENTERPRISE_ID = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
export const OTHER_ENTERPRISE_ID = '4d0201db-36f5-428b-8d11-4f0a65e960cc';
export const ACCOMMODATION_SERVICE_ID = 'bd26d8db-86da-4f96-9efc-e5a4654a4a94';
export const RESTAURANT_SERVICE_ID = 'fc79a518-bc69-45b8-93bd-83326201bd14';

/** Deterministic Mews-like ids: `kind` tells records apart, `n` numbers them. */
export function mewsId(kind: number, n: number): string {
  return `${kind.toString(16).padStart(8, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
}

const round2 = (v: number) => Math.round(v * 100) / 100;

/** A Mews `Amount` of `gross`, taxed at `fraction` under rate `code` (null: untaxed). */
export function amount(gross: number, code: string | null, fraction = 0, currency = 'EUR'): Json {
  const net = round2(gross / (1 + fraction));
  const tax = round2(gross - net);
  return {
    Currency: currency,
    NetValue: net,
    GrossValue: gross,
    TaxValues: code === null ? [] : [{ Code: code, Value: tax }],
    Breakdown: { Items: code === null ? [] : [{ TaxRateCode: code, NetValue: net, TaxValue: tax }] },
  };
}

export function seedHotel(state: MewsFakeState): void {
  state.configuration = {
    NowUtc: '2025-03-15T09:30:00Z',
    Enterprise: {
      Id: ENTERPRISE_ID,
      Name: 'Hotel Lintel Wien',
      TimeZoneIdentifier: 'Europe/Vienna',
      TaxEnvironmentCode: 'AT-2020',
      LegalEnvironmentCode: 'AT',
      Pricing: 'Gross',
      Currencies: [{ Currency: 'EUR', IsDefault: true, IsEnabled: true }],
      Address: { Line1: 'Ringstrasse 1', City: 'Wien', PostalCode: '1010', CountryCode: 'AT' },
    },
  };
  state.taxEnvironments = [
    {
      Code: 'AT-2020',
      CountryCode: 'AUT',
      ValidityStartUtc: '2020-06-30T22:00:00Z',
      ValidityEndUtc: null,
      TaxationCodes: ['AT-2020', 'AT-2020-CITY', 'AT-2020-LEVY'],
    },
    {
      Code: 'DE-2020',
      CountryCode: 'DEU',
      ValidityStartUtc: '2020-06-30T22:00:00Z',
      ValidityEndUtc: null,
      TaxationCodes: ['DE-2020'],
    },
  ];
  state.taxations = [
    { Code: 'AT-2020', Name: 'VAT', LocalName: 'MWST' },
    { Code: 'AT-2020-CITY', Name: 'City tax', LocalName: 'Ortstaxe' },
    { Code: 'AT-2020-LEVY', Name: 'Resort levy', LocalName: 'Abgabe' },
    { Code: 'DE-2020', Name: 'VAT', LocalName: 'MwSt' },
  ];
  const relative = (code: string, taxation: string, value: number) => ({
    Code: code,
    TaxationCode: taxation,
    Value: value,
    ValidityInvervalsUtc: null,
    Strategy: { Discriminator: 'Relative', Value: { Value: value } },
  });
  state.taxRates = [
    relative('AT-2020-20%', 'AT-2020', 0.2),
    relative('AT-2020-13%', 'AT-2020', 0.13),
    relative('AT-2020-10%', 'AT-2020', 0.1),
    relative('AT-2020-0%', 'AT-2020', 0),
    {
      Code: 'AT-2020-CITY-3.2%',
      TaxationCode: 'AT-2020-CITY',
      Value: 0.032,
      ValidityInvervalsUtc: null,
      Strategy: { Discriminator: 'Dependent', Value: { Value: 0.032, BaseTaxationCodes: ['AT-2020'] } },
    },
    {
      Code: 'AT-2020-LEVY-2.5-EUR',
      TaxationCode: 'AT-2020-LEVY',
      Value: 2.5,
      ValidityInvervalsUtc: null,
      Strategy: { Discriminator: 'Flat', Value: { Value: 2.5, CurrencyCode: 'EUR' } },
    },
    {
      // Superseded, and its top-level Value disagrees with its strategy (the strategy wins).
      Code: 'AT-2020-OLD',
      TaxationCode: 'AT-2020',
      Value: 0.19,
      ValidityInvervalsUtc: [{ StartUtc: null, EndUtc: '2021-01-01T00:00:00Z' }],
      Strategy: { Discriminator: 'Relative', Value: { Value: 0.185 } },
    },
    relative('DE-2020-19%', 'DE-2020', 0.19),
  ];
}

export interface StayOptions {
  /** Numbers the stay's records (ids, reservation number, room). */
  n: number;
  /** First night, `YYYY-MM-DD`; each night is consumed at noon UTC of its date. */
  firstNight: string;
  nights?: number;
  /** Bill closed (items `Closed` with `ClosedUtc` the day after the last night) or still open. */
  closed?: boolean;
  enterpriseId?: string;
}

/** A reservation with its room, one `SpaceOrder` item per night (100 EUR, 10 %) and one bill. */
export function addStay(
  state: MewsFakeState,
  options: StayOptions,
): { reservationId: string; billId: string } {
  const { n, firstNight } = options;
  const nights = options.nights ?? 1;
  const reservationId = mewsId(0x1, n);
  const billId = mewsId(0x2, n);
  const resourceId = mewsId(0x3, n);
  const customerId = mewsId(0x4, n);
  const start = Date.parse(`${firstNight}T00:00:00Z`);
  const day = (offset: number, time: string) =>
    `${new Date(start + offset * 86_400_000).toISOString().slice(0, 10)}T${time}Z`;
  const closedUtc = options.closed ? day(nights, '10:30:00') : null;
  state.resources.push({ Id: resourceId, Name: String(100 + n), IsActive: true, State: 'Clean' });
  state.reservations.push({
    Id: reservationId,
    ServiceId: ACCOMMODATION_SERVICE_ID,
    AccountId: customerId,
    Number: String(1000 + n),
    State: options.closed ? 'Processed' : 'Started',
    Origin: 'Connector',
    CreatedUtc: day(-10, '08:00:00'),
    ScheduledStartUtc: day(0, '14:00:00'),
    ScheduledEndUtc: day(nights, '10:00:00'),
    AssignedResourceId: resourceId,
    PersonCounts: [{ AgeCategoryId: mewsId(0x9, 1), Count: 2 }],
  });
  state.bills.push({
    Id: billId,
    Name: null,
    EnterpriseId: options.enterpriseId ?? ENTERPRISE_ID,
    AccountId: customerId,
    State: options.closed ? 'Closed' : 'Open',
    Type: options.closed ? 'Receipt' : null,
    Number: options.closed ? `B-${n}` : null,
    CreatedUtc: day(0, '14:05:00'),
    IssuedUtc: closedUtc,
    OwnerData: {
      Discriminator: 'BillCustomerData',
      Value: { Id: customerId, FirstName: 'Guest', LastName: `Number ${n}`, Address: null },
    },
    AssociatedAccountData: [],
  });
  for (let night = 0; night < nights; night++) {
    state.orderItems.push({
      Id: mewsId(0x5, n * 100 + night),
      EnterpriseId: options.enterpriseId ?? ENTERPRISE_ID,
      AccountId: customerId,
      AccountType: 'Customer',
      ServiceId: ACCOMMODATION_SERVICE_ID,
      ServiceOrderId: reservationId,
      BillId: billId,
      AccountingCategoryId: mewsId(0x6, 1),
      BillingName: 'Night',
      UnitCount: 1,
      UnitAmount: amount(100, 'AT-2020-10%', 0.1),
      Amount: amount(100, 'AT-2020-10%', 0.1),
      RevenueType: 'Service',
      CreatedUtc: day(-10, '08:00:00'),
      UpdatedUtc: day(-10, '08:00:00'),
      ConsumedUtc: day(night, '12:00:00'),
      CanceledUtc: null,
      ClosedUtc: closedUtc,
      StartUtc: day(night, '00:00:00'),
      AccountingState: options.closed ? 'Closed' : 'Open',
      Type: 'SpaceOrder',
      Data: { Discriminator: 'Product', Rebate: null, Product: { ProductId: mewsId(0x7, 1) } },
    });
  }
  return { reservationId, billId };
}
