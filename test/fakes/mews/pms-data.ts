import { ACCOMMODATION_SERVICE_ID, amount, ENTERPRISE_ID, mewsId, seedHotel } from './data.js';
import type { MewsFakeState } from './server.js';

/**
 * Seed data for the PMS breadth operations, in Mews' wire format (shaped like the published
 * examples of `examples/`): the Vienna hotel of `seedHotel` with its accounting categories, the
 * external payment types it accepts, and closed bills of stays with their order items (nights,
 * city tax, minibar), payments and owners (guests, or companies for every fifth bill).
 */

type Json = Record<string, any>;

export const CATEGORY_ROOMS = mewsId(0xc1, 1);
export const CATEGORY_CITY_TAX = mewsId(0xc1, 2);
export const CATEGORY_FOOD = mewsId(0xc1, 3);
export const CATEGORY_PAYMENTS = mewsId(0xc1, 4);

export function seedPmsHotel(state: MewsFakeState): void {
  seedHotel(state);
  state.configuration['Enterprise']['IsPortfolio'] = false;
  state.configuration['Enterprise']['AccountingConfiguration'] = {
    CompanyName: 'Hotel Lintel Wien GmbH',
    EnabledExternalPaymentTypes: ['Cash', 'WireTransfer', 'GiftCard'],
    Options: ['ReceivableTrackingEnabled'],
  };
  const category = (
    id: string,
    name: string,
    code: string,
    ledger: string,
    classification: string | null,
  ) => ({
    Classification: classification,
    EnterpriseId: ENTERPRISE_ID,
    Code: code,
    CostCenterCode: null,
    ExternalCode: `X-${code}`,
    Id: id,
    IsActive: true,
    LedgerAccountCode: ledger,
    Name: name,
    PostingAccountCode: `P${ledger}`,
    CreatedUtc: '2024-01-01T00:00:00Z',
    UpdatedUtc: '2024-01-01T00:00:00Z',
  });
  state.accountingCategories = [
    category(CATEGORY_ROOMS, 'Accommodation', 'ACC', '706100', 'Accommodation'),
    category(CATEGORY_CITY_TAX, 'City tax', 'CTX', '447100', 'Taxes'),
    category(CATEGORY_FOOD, 'Food and beverage', 'FNB', '707100', 'FoodAndBeverage'),
    category(CATEGORY_PAYMENTS, 'Payments', 'PAY', '512000', 'Payments'),
  ];
}

export interface BilledStay {
  billId: string;
  ownerId: string;
  customerId: string;
  companyId: string | null;
  itemIds: string[];
  paymentId: string;
  /** Σ gross of the bill's items (what the payment settles). */
  total: number;
  tax: number;
}

const PAYMENT_KINDS = ['card', 'cash', 'wire'] as const;

/**
 * A guest's two nights (100 EUR at 10 % each, consumed at 12:00 UTC on `firstNight` and the day
 * after), a city tax (3.20 EUR, untaxed) and a minibar (12 EUR at 20 %), on a bill closed at
 * `closedUtc` (default: 09:30 UTC the day after the second night) and settled by one payment
 * charged 5 minutes before (card, cash or wire transfer, by `n`). Every fifth bill is owned by a
 * company.
 */
export function addBilledStay(
  state: MewsFakeState,
  options: { n: number; firstNight: string; closedUtc?: string; enterpriseId?: string },
): BilledStay {
  const { n } = options;
  const enterpriseId = options.enterpriseId ?? ENTERPRISE_ID;
  const day = (offset: number, time: string) =>
    `${new Date(Date.parse(`${options.firstNight}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10)}T${time}Z`;
  const billId = mewsId(0xd2, n);
  const customerId = mewsId(0xd4, n);
  const serviceOrderId = mewsId(0xd1, n);
  const companyId = n % 5 === 0 ? mewsId(0xd8, n) : null;
  const ownerId = companyId ?? customerId;
  const closedUtc = options.closedUtc ?? day(2, '09:30:00');
  state.customers.push({
    Id: customerId,
    ChainId: mewsId(0xee, 1),
    Number: String(5000 + n),
    Title: 'Mister',
    Sex: 'Male',
    FirstName: `Guest${n}`,
    LastName: n % 2 === 0 ? 'Smith' : `Number${n}`,
    NationalityCode: 'AT',
    Email: `guest${n}@example.com`,
    HasOtaEmail: false,
    Phone: `+43 1 555 ${String(1000 + n)}`,
    TaxIdentificationNumber: null,
    LoyaltyCode: null,
    AccountingCode: `411${String(n).padStart(3, '0')}`,
    BillingCode: null,
    Notes: '',
    CreatedUtc: '2025-01-10T08:00:00Z',
    UpdatedUtc: day(0, '08:00:00'),
    Address: {
      Id: mewsId(0xda, n),
      Line1: `Gasse ${n}`,
      Line2: null,
      City: 'Graz',
      PostalCode: '8010',
      CountryCode: 'AT',
      CountrySubdivisionCode: null,
      Latitude: null,
      Longitude: null,
    },
    AddressId: mewsId(0xda, n),
    Classifications: [],
    Options: [],
    CompanyId: companyId,
    MergeTargetId: null,
    ActivityState: 'Active',
    IsActive: true,
    PreferredSpaceFeatures: [],
    CreatorProfileId: mewsId(0xef, 1),
    UpdaterProfileId: mewsId(0xef, 1),
  });
  if (companyId) {
    state.companies.push({
      Id: companyId,
      ChainId: mewsId(0xee, 1),
      Name: `Company ${n} GmbH`,
      IsActive: true,
      Number: 100 + n,
      Identifier: null,
      TaxIdentifier: `ATU${String(n).padStart(8, '0')}`,
      AdditionalTaxIdentifier: null,
      ElectronicInvoiceIdentifier: null,
      InvoiceDueInterval: 'P14D',
      AccountingCode: `401${String(n).padStart(3, '0')}`,
      MotherCompanyId: null,
      CreatedUtc: '2024-06-01T10:00:00Z',
      UpdatedUtc: '2024-06-01T10:00:00Z',
      AddressId: null,
      BillingCode: null,
      Iata: null,
      Telephone: `+43 1 777 ${n}`,
      InvoicingEmail: `billing${n}@company.example`,
      ContacPerson: null,
      Contact: null,
      Notes: null,
      Options: { Invoiceable: true, AddFeesToInvoices: false },
      Department: null,
      DunsNumber: null,
      CreditRating: null,
      ReferenceIdentifier: null,
      WebsiteUrl: null,
      ExternalIdentifier: null,
    });
  }
  const party = companyId
    ? {
        Discriminator: 'BillCompanyData',
        Value: {
          Id: companyId,
          Name: `Company ${n} GmbH`,
          Address: null,
          TaxIdentifier: `ATU${String(n).padStart(8, '0')}`,
        },
      }
    : {
        Discriminator: 'BillCustomerData',
        Value: {
          Id: customerId,
          FirstName: `Guest${n}`,
          LastName: n % 2 === 0 ? 'Smith' : `Number${n}`,
          Address: { Line1: `Gasse ${n}`, Line2: null, City: 'Graz', PostalCode: '8010', CountryCode: 'AT' },
        },
      };
  state.bills.push({
    Id: billId,
    Name: null,
    EnterpriseId: enterpriseId,
    AccountId: ownerId,
    AccountType: companyId ? 'Company' : 'Customer',
    CustomerId: companyId ? null : customerId,
    CompanyId: companyId,
    AssociatedAccountIds: companyId ? [customerId] : [],
    CounterId: null,
    State: 'Closed',
    Type: companyId ? 'Invoice' : 'Receipt',
    Number: `2025-${String(n).padStart(4, '0')}`,
    VariableSymbol: null,
    CreatedUtc: day(0, '14:05:00'),
    IssuedUtc: closedUtc,
    TaxedUtc: closedUtc,
    PaidUtc: closedUtc,
    DueUtc: null,
    LastReminderDateUtc: null,
    UpdatedUtc: closedUtc,
    PurchaseOrderNumber: null,
    Notes: '',
    Options: {
      DisplayCustomer: true,
      DisplayTaxation: true,
      TrackReceivable: true,
      DisplayCid: false,
      Rebated: false,
    },
    Revenue: [],
    Payments: [],
    OrderItems: [],
    PaymentItems: [],
    AssigneeData: null,
    OwnerData: party,
    CompanyDetails: null,
    AssociatedAccountData: [],
    EnterpriseData: null,
    CorrectionState: 'Bill',
    CorrectionType: null,
    CorrectedBillId: null,
  });
  const item = (id: string, fields: Json): Json => ({
    Id: id,
    EnterpriseId: enterpriseId,
    AccountId: customerId,
    AccountType: 'Customer',
    ServiceId: ACCOMMODATION_SERVICE_ID,
    ServiceOrderId: serviceOrderId,
    BillId: billId,
    UnitCount: 1,
    RevenueType: 'Service',
    CreatedUtc: day(-10, '08:00:00'),
    UpdatedUtc: closedUtc,
    CanceledUtc: null,
    ClosedUtc: closedUtc,
    StartUtc: null,
    AccountingState: 'Closed',
    Data: null,
    ...fields,
  });
  const itemIds = [
    mewsId(0xd5, n * 10 + 1),
    mewsId(0xd5, n * 10 + 2),
    mewsId(0xd5, n * 10 + 3),
    mewsId(0xd5, n * 10 + 4),
  ];
  state.orderItems.push(
    ...[0, 1].map((night) =>
      item(itemIds[night]!, {
        AccountingCategoryId: CATEGORY_ROOMS,
        BillingName: 'Night',
        UnitAmount: amount(100, 'AT-2020-10%', 0.1),
        Amount: amount(100, 'AT-2020-10%', 0.1),
        ConsumedUtc: day(night, '12:00:00'),
        Type: 'SpaceOrder',
        Data: { Discriminator: 'Product', Product: { ProductId: mewsId(0x7, 1) } },
      }),
    ),
    item(itemIds[2]!, {
      AccountingCategoryId: CATEGORY_CITY_TAX,
      BillingName: 'City tax',
      UnitCount: 2,
      UnitAmount: amount(1.6, null),
      Amount: amount(3.2, null),
      ConsumedUtc: day(0, '12:00:00'),
      Type: 'CityTax',
    }),
    item(itemIds[3]!, {
      AccountingCategoryId: CATEGORY_FOOD,
      BillingName: 'Minibar',
      RevenueType: 'Product',
      UnitAmount: amount(12, 'AT-2020-20%', 0.2),
      Amount: amount(12, 'AT-2020-20%', 0.2),
      ConsumedUtc: day(1, '21:00:00'),
      Type: 'ProductOrder',
      Data: { Discriminator: 'Product', Product: { ProductId: mewsId(0x7, 2) } },
    }),
  );
  const total = 215.2;
  // Two nights at 10 % (9.09 each on 90.91) and the minibar at 20 % (2 on 10); city tax untaxed.
  const tax = 20.18;
  const paymentId = mewsId(0xd9, n);
  const kind = PAYMENT_KINDS[n % 3]!;
  const charged = new Date(Date.parse(closedUtc) - 5 * 60_000).toISOString().replace('.000Z', 'Z');
  state.payments.push({
    Id: paymentId,
    EnterpriseId: enterpriseId,
    AccountId: ownerId,
    AccountType: companyId ? 'Company' : 'Customer',
    BillId: billId,
    ReservationId: serviceOrderId,
    AccountingCategoryId: CATEGORY_PAYMENTS,
    Amount: {
      Currency: 'EUR',
      NetValue: -total,
      GrossValue: -total,
      TaxValues: [],
      Breakdown: { Items: [{ TaxRateCode: null, NetValue: -total, TaxValue: 0 }] },
    },
    OriginalAmount: {
      Currency: 'EUR',
      NetValue: -total,
      GrossValue: -total,
      TaxValues: [],
      Breakdown: { Items: [{ TaxRateCode: null, NetValue: -total, TaxValue: 0 }] },
    },
    Notes: null,
    SettlementId: null,
    ConsumedUtc: charged,
    ClosedUtc: closedUtc,
    ChargedUtc: charged,
    CreatedUtc: charged,
    UpdatedUtc: closedUtc,
    SettlementUtc: null,
    AccountingState: 'Closed',
    State: 'Charged',
    Identifier: kind === 'card' ? `ch_${n}` : '',
    Type: kind === 'card' ? 'CreditCardPayment' : kind === 'cash' ? 'CashPayment' : 'ExternalPayment',
    Kind: kind === 'card' ? 'Payment' : null,
    Data:
      kind === 'card'
        ? {
            Discriminator: 'CreditCard',
            CreditCard: { CreditCardId: mewsId(0xdc, n), Transaction: null },
            Invoice: null,
            External: null,
            Ghost: null,
          }
        : kind === 'wire'
          ? {
              Discriminator: 'External',
              CreditCard: null,
              Invoice: null,
              External: { Type: 'WireTransfer', ExternalIdentifier: `WT-${n}` },
              Ghost: null,
            }
          : null,
    PaymentOrigin: kind === 'card' ? 'Terminal' : 'PointOfSales',
  });
  return { billId, ownerId, customerId, companyId, itemIds, paymentId, total, tax };
}
