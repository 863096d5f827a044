import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ACCOMMODATION_SERVICE_ID,
  addStay,
  amount,
  ENTERPRISE_ID,
  mewsId,
  OTHER_ENTERPRISE_ID,
  RESTAURANT_SERVICE_ID,
  seedHotel,
} from '../../fakes/mews/data.js';
import { type MewsFake, type MewsFakeState, startMewsFake } from '../../fakes/mews/server.js';
import { graphql } from '../../gql/index.js';
import { createMewsHarness, type MewsHarness } from './setup.js';

/**
 * `GET /consumers/{id}/pms/orders` on Mews: one order per service order, assembled from order
 * items (window), reservations, bills and resources. The expectations are written out from the
 * seeded Mews records, independently of the mapper.
 */

const MewsOrders = graphql(`
  query MewsOrders($id: ID!, $first: Int, $after: String, $state: PmsOrderState, $from: Date, $to: Date, $location: String) {
    consumer(id: $id) {
      pms {
        orders(first: $first, after: $after, state: $state, dateFrom: $from, dateTo: $to, locationId: $location) {
          totalCount
          pageInfo { hasNextPage }
          nodes {
            id
            remoteId
            sourceRef { remoteId model }
            creationDate
            closingDate
            serviceDate
            total
            taxAmount
            orderNumber
            totalDiscount
            currency
            country
            customerId
            locationId
            guests
            serviceId
            mode
            source
            taxes { name taxId taxRate taxAmount total }
            items { remoteId quantity unitPrice total taxAmount type taxRate taxId description productId accountingCategoryId discounts { remoteId name total type } }
            reservation { remoteId startDate endDate creationDate resourceName resourceIdentifier resourceId { remoteId sourceRef { remoteId model } } }
            bills { remoteId invoiceNumber creationDate closingDate partners { remoteId type companyName firstName lastName address { name street city postalCode country } } }
          }
        }
      }
    }
  }
`);

const MewsOrderTaxes = graphql(`
  query MewsOrderTaxes($id: ID!, $from: Date, $to: Date) {
    consumer(id: $id) {
      pms {
        orders(first: 100, dateFrom: $from, dateTo: $to) {
          nodes {
            remoteId
            items { remoteId taxId taxRate tax { remoteId rate } }
            taxes { taxId tax { remoteId } }
          }
        }
      }
    }
  }
`);

type Json = Record<string, any>;

const RES = mewsId(0xa1, 1);
const BILL_1 = mewsId(0xa2, 1);
const BILL_2 = mewsId(0xa2, 2);
const RESOURCE = mewsId(0xa3, 1);
const CUSTOMER = mewsId(0xa4, 1);
const COMPANY = mewsId(0xa8, 1);
const NIGHT_1 = mewsId(0xa5, 1);
const NIGHT_2 = mewsId(0xa5, 2);
const REBATE = mewsId(0xa5, 3);
const MINIBAR = mewsId(0xa5, 4);
const CITY = mewsId(0xa5, 5);
const CANCELED = mewsId(0xa5, 6);
const ACCOUNTING_CATEGORY = mewsId(0xa6, 1);
const P_NIGHT = mewsId(0xa7, 1);
const P_MINIBAR = mewsId(0xa7, 2);
const P_DINNER = mewsId(0xa7, 3);
const PSO = mewsId(0xb1, 1);
const PSO_LATE = mewsId(0xb1, 2);
const DINNER = mewsId(0xb5, 1);
const LATE = mewsId(0xb5, 2);
const DINER = mewsId(0xb4, 1);
const OTHER_STAY_N = 500;

function item(fields: Json): Json {
  return {
    EnterpriseId: ENTERPRISE_ID,
    AccountId: CUSTOMER,
    AccountType: 'Customer',
    ServiceId: ACCOMMODATION_SERVICE_ID,
    ServiceOrderId: RES,
    BillId: BILL_1,
    AccountingCategoryId: ACCOUNTING_CATEGORY,
    UnitCount: 1,
    RevenueType: 'Service',
    CreatedUtc: '2025-02-20T09:15:00Z',
    UpdatedUtc: '2025-03-12T09:45:00Z',
    CanceledUtc: null,
    ClosedUtc: '2025-03-12T09:45:00Z',
    StartUtc: null,
    AccountingState: 'Closed',
    Options: { CanceledWithReservation: false },
    Data: null,
    ...fields,
  };
}

const companyData = {
  Id: COMPANY,
  Name: 'Acme GmbH',
  Address: {
    Line1: 'Mariahilfer Strasse 10',
    Line2: 'Top 4',
    City: 'Wien',
    PostalCode: '1070',
    SubdivisionCode: null,
    CountryCode: 'AT',
  },
  TaxIdentifier: 'ATU12345678',
};
const customerData = {
  Id: CUSTOMER,
  FirstName: 'Anna',
  LastName: 'Huber',
  Address: { Line1: 'Hauptplatz 3', Line2: null, City: 'Graz', PostalCode: '8010', CountryCode: 'AT' },
};

/** A two-night stay (with a rebate, a minibar on a second, open bill, city tax and a canceled
 * item), a restaurant order without reservation, a late restaurant order, and a stay elsewhere. */
function seedOrders(state: MewsFakeState): void {
  seedHotel(state);
  state.orderItems.push(
    item({
      Id: NIGHT_1,
      BillingName: 'Accommodation 10 Mar',
      UnitAmount: amount(120, 'AT-2020-10%', 0.1),
      Amount: amount(120, 'AT-2020-10%', 0.1),
      ConsumedUtc: '2025-03-10T23:00:00Z',
      Type: 'SpaceOrder',
      Data: { Discriminator: 'Product', Rebate: null, Product: { ProductId: P_NIGHT, AgeCategoryId: null } },
    }),
    item({
      Id: NIGHT_2,
      BillingName: 'Accommodation 11 Mar',
      UnitAmount: amount(120, 'AT-2020-10%', 0.1),
      Amount: amount(120, 'AT-2020-10%', 0.1),
      ConsumedUtc: '2025-03-11T23:00:00Z',
      Type: 'SpaceOrder',
      Data: { Discriminator: 'Product', Rebate: null, Product: { ProductId: P_NIGHT, AgeCategoryId: null } },
    }),
    item({
      Id: REBATE,
      BillingName: 'Loyalty rebate',
      UnitAmount: amount(-20, 'AT-2020-10%', 0.1),
      Amount: amount(-20, 'AT-2020-10%', 0.1),
      ConsumedUtc: '2025-03-10T23:00:00Z',
      Type: 'NightRebate',
      Data: {
        Discriminator: 'Rebate',
        Rebate: { ProductId: P_NIGHT, RebatedItemId: NIGHT_1 },
        Product: null,
      },
    }),
    item({
      Id: MINIBAR,
      BillId: BILL_2,
      BillingName: 'Minibar',
      UnitCount: 2,
      UnitAmount: amount(4.5, 'AT-2020-20%', 0.2),
      Amount: amount(9, 'AT-2020-20%', 0.2),
      RevenueType: 'Product',
      ConsumedUtc: '2025-03-11T20:00:00Z',
      ClosedUtc: null,
      AccountingState: 'Open',
      Type: 'ProductOrder',
      Data: { Discriminator: 'Product', Rebate: null, Product: { ProductId: P_MINIBAR } },
    }),
    item({
      Id: CITY,
      BillingName: 'City tax',
      UnitCount: 2,
      UnitAmount: amount(3.6, null),
      Amount: amount(7.2, null),
      RevenueType: 'Additional',
      ConsumedUtc: '2025-03-11T23:00:00Z',
      Type: 'CityTax',
    }),
    item({
      Id: CANCELED,
      BillId: null,
      BillingName: 'Late checkout',
      UnitAmount: amount(50, 'AT-2020-20%', 0.2),
      Amount: amount(50, 'AT-2020-20%', 0.2),
      ConsumedUtc: '2025-03-11T10:00:00Z',
      CanceledUtc: '2025-03-11T09:00:00Z',
      ClosedUtc: null,
      AccountingState: 'Canceled',
      Type: 'CustomItem',
    }),
    item({
      Id: DINNER,
      AccountId: DINER,
      ServiceId: RESTAURANT_SERVICE_ID,
      ServiceOrderId: PSO,
      BillId: null,
      AccountingCategoryId: null,
      BillingName: 'Dinner',
      UnitAmount: amount(24.5, 'AT-2020-10%', 0.1),
      Amount: amount(24.5, 'AT-2020-10%', 0.1),
      RevenueType: 'Product',
      CreatedUtc: '2025-03-11T19:30:00Z',
      ConsumedUtc: '2025-03-11T19:30:00Z',
      ClosedUtc: '2025-03-11T21:00:00Z',
      Type: 'ProductOrder',
      Data: { Discriminator: 'Product', Product: { ProductId: P_DINNER } },
    }),
    item({
      // Exactly on the end of March: Mews intervals include their end, Lintel's window does not.
      Id: LATE,
      AccountId: DINER,
      ServiceId: RESTAURANT_SERVICE_ID,
      ServiceOrderId: PSO_LATE,
      BillId: null,
      BillingName: 'Breakfast',
      UnitAmount: amount(18, 'AT-2020-10%', 0.1),
      Amount: amount(18, 'AT-2020-10%', 0.1),
      CreatedUtc: '2025-04-01T00:00:00Z',
      ConsumedUtc: '2025-04-01T00:00:00Z',
      ClosedUtc: null,
      AccountingState: 'Open',
      Type: 'ProductOrder',
    }),
  );
  state.reservations.push({
    Id: RES,
    EnterpriseId: ENTERPRISE_ID,
    ServiceId: ACCOMMODATION_SERVICE_ID,
    AccountId: CUSTOMER,
    AccountType: 'Customer',
    Number: '4711',
    State: 'Processed',
    Origin: 'Distributor',
    CreatedUtc: '2025-02-20T09:15:00Z',
    UpdatedUtc: '2025-03-12T09:45:00Z',
    CancelledUtc: null,
    ScheduledStartUtc: '2025-03-10T13:00:00Z',
    ActualStartUtc: '2025-03-10T15:20:00Z',
    ScheduledEndUtc: '2025-03-12T10:00:00Z',
    ActualEndUtc: '2025-03-12T09:40:00Z',
    AssignedResourceId: RESOURCE,
    RequestedResourceCategoryId: mewsId(0xa9, 1),
    RateId: mewsId(0xaa, 1),
    GroupId: null,
    PersonCounts: [
      { AgeCategoryId: mewsId(0x9, 1), Count: 2 },
      { AgeCategoryId: mewsId(0x9, 2), Count: 1 },
    ],
  });
  // Taken out of service since: still named on the reservation (Extent.Inactive).
  state.resources.push({
    Id: RESOURCE,
    Name: '204',
    IsActive: false,
    State: 'OutOfService',
    Data: { Discriminator: 'Space', Value: { FloorNumber: '2' } },
  });
  state.bills.push(
    {
      Id: BILL_1,
      Name: 'Accommodation',
      EnterpriseId: ENTERPRISE_ID,
      AccountId: COMPANY,
      AccountType: 'Company',
      State: 'Closed',
      Type: 'Invoice',
      Number: '2025-0042',
      CreatedUtc: '2025-03-10T13:05:00Z',
      IssuedUtc: '2025-03-12T09:45:00Z',
      OwnerData: { Discriminator: 'BillCompanyData', Value: companyData },
      AssociatedAccountData: [
        { Discriminator: 'BillCustomerData', BillCustomerData: customerData, BillCompanyData: null },
        { Discriminator: 'BillCompanyData', BillCustomerData: null, BillCompanyData: companyData },
      ],
    },
    {
      Id: BILL_2,
      Name: null,
      EnterpriseId: ENTERPRISE_ID,
      AccountId: CUSTOMER,
      AccountType: 'Customer',
      State: 'Open',
      Type: null,
      Number: null,
      CreatedUtc: '2025-03-11T20:00:00Z',
      IssuedUtc: null,
      OwnerData: { Discriminator: 'BillCustomerData', Value: { ...customerData, Address: null } },
      AssociatedAccountData: null,
    },
  );
  addStay(state, { n: OTHER_STAY_N, firstNight: '2025-03-12', enterpriseId: OTHER_ENTERPRISE_ID });
}

const companyPartner = {
  id: COMPANY,
  source_ref: { id: COMPANY, model: 'Company' },
  address: {
    address_type: 'billing',
    name: 'Acme GmbH',
    street: 'Mariahilfer Strasse 10, Top 4',
    number: null,
    box: null,
    city: 'Wien',
    postal_code: '1070',
    country: 'AT',
  },
  first_name: null,
  last_name: null,
  company_name: 'Acme GmbH',
};
const customerPartner = {
  id: CUSTOMER,
  source_ref: { id: CUSTOMER, model: 'Customer' },
  address: {
    address_type: 'billing',
    name: 'Anna Huber',
    street: 'Hauptplatz 3',
    number: null,
    box: null,
    city: 'Graz',
    postal_code: '8010',
    country: 'AT',
  },
  first_name: 'Anna',
  last_name: 'Huber',
  company_name: null,
};

const night = (id: string, description: string, discounts: Json[]) => ({
  id,
  source_ref: { id, model: 'OrderItem' },
  quantity: 1,
  unit_price: 120,
  total: 120,
  tax_amount: 10.91,
  type: 'service',
  menu_id: null,
  tax_rate: 10,
  tax_id: 'AT-2020-10%',
  description,
  discounts,
  product_id: P_NIGHT,
  accounting_category_id: ACCOUNTING_CATEGORY,
});

const expectedStay = {
  id: RES,
  source_ref: { id: RES, model: 'Reservation' },
  creation_date: '2025-02-20T09:15:00Z',
  closing_date: null, // the minibar is still open
  service_date: '2025-03-10T13:00:00Z',
  total: 236.2, // 120 + 120 − 20 + 9 + 7.2
  tax_amount: 21.5, // 10.91 + 10.91 − 1.82 + 1.5
  order_number: '4711',
  device_id: null,
  total_discount: 20,
  total_refund: 0,
  total_tip: 0,
  delivery_fee: 0,
  mode: 'UNKNOWN',
  source: 'WEB', // Origin Distributor
  currency: 'EUR',
  // The tax environment's AUT, as ISO 3166-1 alpha-2.
  country: 'AT',
  loyalty: null,
  customer_id: CUSTOMER,
  location_id: ENTERPRISE_ID,
  guests: 3,
  service_id: ACCOMMODATION_SERVICE_ID,
  taxes: [
    // total: the lines at that rate, tax and rebate included (120 + 120 − 20; the minibar).
    { tax_id: 'AT-2020-10%', name: 'VAT', tax_rate: 10, tax_amount: 20, total: 220 },
    { tax_id: 'AT-2020-20%', name: 'VAT', tax_rate: 20, tax_amount: 1.5, total: 9 },
  ],
  items: [
    night(NIGHT_1, 'Accommodation 10 Mar', [
      { id: REBATE, name: 'Loyalty rebate', total: 20, type: 'OFFERED' },
    ]),
    night(NIGHT_2, 'Accommodation 11 Mar', []),
    {
      id: MINIBAR,
      source_ref: { id: MINIBAR, model: 'OrderItem' },
      quantity: 2,
      unit_price: 4.5,
      total: 9,
      tax_amount: 1.5,
      type: 'product',
      menu_id: null,
      tax_rate: 20,
      tax_id: 'AT-2020-20%',
      description: 'Minibar',
      discounts: [],
      product_id: P_MINIBAR,
      accounting_category_id: ACCOUNTING_CATEGORY,
    },
    {
      id: CITY,
      source_ref: { id: CITY, model: 'OrderItem' },
      quantity: 2,
      unit_price: 3.6,
      total: 7.2,
      tax_amount: 0,
      type: 'service', // CityTax
      menu_id: null,
      tax_rate: null,
      tax_id: null,
      description: 'City tax',
      discounts: [],
      product_id: null,
      accounting_category_id: ACCOUNTING_CATEGORY,
    },
  ],
  reservation: {
    id: RES,
    source_ref: { id: RES, model: 'Reservation' },
    // Wall-clock time of the hotel (Europe/Vienna, UTC+1 in March), without zone designator (contract §0).
    start_date: '2025-03-10T14:00:00',
    end_date: '2025-03-12T11:00:00',
    creation_date: '2025-02-20T10:15:00',
    resource_id: { id: RESOURCE, source_ref: { id: RESOURCE, model: 'Resource' } },
    resource_name: '204',
    resource_identifier: null,
  },
  bills: [
    {
      id: BILL_1,
      source_ref: { id: BILL_1, model: 'Bill' },
      invoice_number: '2025-0042',
      creation_date: '2025-03-10T13:05:00Z',
      closing_date: '2025-03-12T09:45:00Z',
      // The owner of the bill, then its associated account.
      partners: [
        { ...companyPartner, type: 'owner' },
        { ...customerPartner, type: 'account' },
      ],
    },
    {
      id: BILL_2,
      source_ref: { id: BILL_2, model: 'Bill' },
      invoice_number: null,
      creation_date: '2025-03-11T20:00:00Z',
      closing_date: null,
      partners: [{ ...customerPartner, type: 'owner', address: null }],
    },
  ],
};

const expectedRestaurant = {
  id: PSO,
  source_ref: { id: PSO, model: 'ServiceOrder' },
  creation_date: '2025-03-11T19:30:00Z',
  closing_date: '2025-03-11T21:00:00Z',
  service_date: '2025-03-11T19:30:00Z',
  total: 24.5,
  tax_amount: 2.23,
  order_number: null,
  device_id: null,
  total_discount: 0,
  total_refund: 0,
  total_tip: 0,
  delivery_fee: 0,
  mode: 'UNKNOWN',
  source: 'UNKNOWN', // no reservation, no origin
  currency: 'EUR',
  // The tax environment's AUT, as ISO 3166-1 alpha-2.
  country: 'AT',
  loyalty: null,
  customer_id: DINER,
  location_id: ENTERPRISE_ID,
  guests: null,
  service_id: RESTAURANT_SERVICE_ID,
  taxes: [{ tax_id: 'AT-2020-10%', name: 'VAT', tax_rate: 10, tax_amount: 2.23, total: 24.5 }],
  items: [
    {
      id: DINNER,
      source_ref: { id: DINNER, model: 'OrderItem' },
      quantity: 1,
      unit_price: 24.5,
      total: 24.5,
      tax_amount: 2.23,
      type: 'product',
      menu_id: null,
      tax_rate: 10,
      tax_id: 'AT-2020-10%',
      description: 'Dinner',
      discounts: [],
      product_id: P_DINNER,
      accounting_category_id: null,
    },
  ],
  reservation: null,
  bills: [],
};

let fake: MewsFake;
let h: MewsHarness;
let consumerId: string;

beforeAll(async () => {
  fake = await startMewsFake(seedOrders);
  h = await createMewsHarness(fake);
  ({ consumerId } = await h.connect());
});
afterAll(async () => {
  await h?.close();
  await fake?.close();
});
beforeEach(() => fake.reset());

const orders = (query: string, headers: Record<string, string> = {}) =>
  h.app.expect(200, 'GET', `/consumers/${consumerId}/pms/orders${query}`, {
    token: h.account.token,
    headers,
  });
const bodiesOf = (route: string) => fake.calls.filter((c) => c.route === route).map((c) => c.body as Json);
const ids = (page: { items: { id: string }[] }) => page.items.map((o) => o.id);

describe('Mews PMS orders: mapping', () => {
  it('maps a reservation with its items, rebate, city tax, bills, partners and room', async () => {
    const page = await orders('?date_from=2025-03-01&date_to=2025-03-31');
    expect(page).toMatchObject({ total: 3, page: 1, size: 50 });
    expect(ids(page)).toEqual([RES, PSO, mewsId(0x1, OTHER_STAY_N)]);
    expect(page.items[0]).toEqual(expectedStay);
  });

  it('maps an order without reservation (a restaurant service order)', async () => {
    const page = await orders('?date_from=2025-03-01&date_to=2025-03-31');
    expect(page.items[1]).toEqual(expectedRestaurant);
  });

  it.each([
    ['Distributor', 'WEB'],
    ['ChannelManager', 'WEB'],
    ['Navigator', 'MOBILE'],
    ['Commander', 'POS'],
    ['Connector', 'REMOTE_POS'],
    ['Import', 'UNKNOWN'],
  ])('maps the reservation Origin %s to the order source %s', async (origin, source) => {
    const reservation = fake.state.reservations.find((r) => r.Id === RES)!;
    const before = reservation.Origin;
    reservation.Origin = origin;
    try {
      const page = await orders('?date_from=2025-03-01&date_to=2025-03-31&size=1');
      expect(ids(page)).toEqual([RES]);
      expect(page.items[0].source).toBe(source);
      expect(page.items[0].mode).toBe('UNKNOWN');
    } finally {
      reservation.Origin = before;
    }
  });

  it('asks Mews for the consumed items of the window, then one call per kind for the page', async () => {
    await orders('?date_from=2025-03-01&date_to=2025-03-31&state=consumed');
    expect(bodiesOf('orderItems/getAll')).toEqual([
      expect.objectContaining({
        ConsumedUtc: { StartUtc: '2025-03-01T00:00:00Z', EndUtc: '2025-04-01T00:00:00Z' },
        AccountingStates: ['Open', 'Closed'],
        Limitation: { Count: 1000, Cursor: null },
      }),
    ]);
    expect(bodiesOf('orderItems/getAll')[0]).not.toHaveProperty('ClosedUtc');
    const otherStay = { reservation: mewsId(0x1, OTHER_STAY_N), bill: mewsId(0x2, OTHER_STAY_N) };
    expect(bodiesOf('reservations/getAll/2023-06-06')).toEqual([
      expect.objectContaining({ ReservationIds: [RES, PSO, otherStay.reservation] }),
    ]);
    expect(bodiesOf('bills/getAll')).toEqual([
      expect.objectContaining({ BillIds: [BILL_1, BILL_2, otherStay.bill] }),
    ]);
    expect(bodiesOf('resources/getAll')).toEqual([
      expect.objectContaining({
        ResourceIds: [RESOURCE, mewsId(0x3, OTHER_STAY_N)],
        Extent: { Resources: true, Inactive: true },
      }),
    ]);
    for (const call of fake.calls) expect(call.status).toBe(200);
  });

  it('gives the Mews records an order was built from as raw', async () => {
    const page = await orders('?date_from=2025-03-01&date_to=2025-03-31&size=2', {
      'x-chift-raw-data': 'true',
    });
    const [stay, restaurant] = page.items;
    const byId = (list: Json[], id: string) => list.find((r) => r.Id === id);
    expect(stay.raw).toEqual({
      ServiceOrderId: RES,
      Reservation: byId(fake.state.reservations, RES),
      Resource: byId(fake.state.resources, RESOURCE),
      OrderItems: [NIGHT_1, NIGHT_2, REBATE, MINIBAR, CITY].map((id) => byId(fake.state.orderItems, id)),
      Bills: [BILL_1, BILL_2].map((id) => byId(fake.state.bills, id)),
    });
    expect(restaurant.raw).toEqual({
      ServiceOrderId: PSO,
      Reservation: null,
      Resource: null,
      OrderItems: [byId(fake.state.orderItems, DINNER)],
      Bills: [],
    });
    const plain = await orders('?date_from=2025-03-01&date_to=2025-03-31&size=1');
    expect(plain.items[0]).not.toHaveProperty('raw');
  });

  it('answers the same on GraphQL', async () => {
    const { data, errors } = await h.app.graphql(
      MewsOrders,
      { id: consumerId, first: 2, from: '2025-03-01', to: '2025-03-31', state: 'CONSUMED' },
      { token: h.account.token },
    );
    expect(errors).toBeUndefined();
    const page = data!.consumer!.pms.orders!;
    expect({ totalCount: page.totalCount, hasNextPage: page.pageInfo.hasNextPage }).toEqual({
      totalCount: 3,
      hasNextPage: true,
    });
    const stay = page.nodes[0]!;
    expect(stay.id).not.toBe(RES); // the opaque global id; the Mews id is remoteId
    expect(stay).toMatchObject({
      remoteId: RES,
      sourceRef: { remoteId: RES, model: 'Reservation' },
      creationDate: '2025-02-20T09:15:00Z',
      closingDate: null,
      serviceDate: '2025-03-10T13:00:00Z',
      total: 236.2,
      taxAmount: 21.5,
      orderNumber: '4711',
      totalDiscount: 20,
      currency: 'EUR',
      // The tax environment's AUT, as ISO 3166-1 alpha-2.
      country: 'AT',
      customerId: CUSTOMER,
      locationId: ENTERPRISE_ID,
      guests: 3,
      serviceId: ACCOMMODATION_SERVICE_ID,
      mode: 'UNKNOWN',
      source: 'WEB',
      taxes: expectedStay.taxes.map((tax) => ({
        name: tax.name,
        taxId: tax.tax_id,
        taxRate: tax.tax_rate,
        taxAmount: tax.tax_amount,
        total: tax.total,
      })),
      reservation: {
        remoteId: RES,
        startDate: '2025-03-10T14:00:00',
        endDate: '2025-03-12T11:00:00',
        creationDate: '2025-02-20T10:15:00',
        resourceName: '204',
        resourceIdentifier: null,
        resourceId: { remoteId: RESOURCE, sourceRef: { remoteId: RESOURCE, model: 'Resource' } },
      },
    });
    expect(stay.items[0]).toEqual({
      remoteId: NIGHT_1,
      quantity: 1,
      unitPrice: 120,
      total: 120,
      taxAmount: 10.91,
      type: 'SERVICE',
      taxRate: 10,
      taxId: 'AT-2020-10%',
      description: 'Accommodation 10 Mar',
      productId: P_NIGHT,
      accountingCategoryId: ACCOUNTING_CATEGORY,
      discounts: [{ remoteId: REBATE, name: 'Loyalty rebate', total: 20, type: 'OFFERED' }],
    });
    expect(
      stay.bills.map((b) => [b.remoteId, b.invoiceNumber, b.partners.map((p) => [p.remoteId, p.type])]),
    ).toEqual([
      [
        BILL_1,
        '2025-0042',
        [
          [COMPANY, 'OWNER'],
          [CUSTOMER, 'ACCOUNT'],
        ],
      ],
      [BILL_2, null, [[CUSTOMER, 'OWNER']]],
    ]);
    expect(page.nodes[1]!.reservation).toBeNull();
  });

  it('resolves PmsOrderItem.tax and PmsOrderTax.tax of every order in one taxations call', async () => {
    await orders('?date_from=2025-03-01&date_to=2025-03-31&size=1'); // warm the configuration cache
    fake.reset();
    const { data, errors } = await h.app.graphql(
      MewsOrderTaxes,
      { id: consumerId, from: '2025-03-01', to: '2025-03-31' },
      { token: h.account.token },
    );
    expect(errors).toBeUndefined();
    const nodes = data!.consumer!.pms.orders!.nodes;
    const lines = nodes.flatMap((o) => o.items);
    const taxed = lines.filter((i) => i.taxId !== null);
    expect(new Set(taxed.map((i) => i.taxId)).size).toBeGreaterThan(1);
    for (const line of lines) {
      expect(line.tax?.remoteId ?? null, line.remoteId).toBe(line.taxId);
      if (line.tax) expect(line.tax.rate).toBe(line.taxRate);
    }
    for (const tax of nodes.flatMap((o) => o.taxes)) expect(tax.tax?.remoteId ?? null).toBe(tax.taxId);
    // The orders read their rates once (as on REST); every reference of every order and line is
    // then ONE more read of the rates (pms.taxes.list), whatever their number.
    expect(taxed.length).toBeGreaterThan(3);
    expect(fake.count('taxations/getAll')).toBe(2);
  });
});

describe('Mews PMS orders: filters', () => {
  it('state=closed lists orders by closure, with closed items only', async () => {
    const page = await orders('?date_from=2025-03-01&date_to=2025-03-31&state=closed');
    expect(bodiesOf('orderItems/getAll')).toEqual([
      expect.objectContaining({
        ClosedUtc: { StartUtc: '2025-03-01T00:00:00Z', EndUtc: '2025-04-01T00:00:00Z' },
        AccountingStates: ['Closed'],
      }),
    ]);
    // Sorted by closure: the restaurant closed on the 11th, the stay on the 12th.
    expect(ids(page)).toEqual([PSO, RES]);
    const stay = page.items[1];
    expect(stay.closing_date).toBe('2025-03-12T09:45:00Z');
    expect(stay.items.map((i: Json) => i.id)).toEqual([NIGHT_1, NIGHT_2, CITY]);
    expect(stay.total).toBe(227.2);
    expect(stay.bills.map((b: Json) => b.id)).toEqual([BILL_1]);
  });

  it('keeps items inside [date_from, date_to + 1 day) only, canceled items never', async () => {
    const page = await orders('?date_from=2025-03-11&date_to=2025-03-11');
    // On the 11th the dinner (19:30) comes before the stay's first item left (minibar, 20:00).
    expect(ids(page)).toEqual([PSO, RES]);
    const stay = page.items[1];
    expect(stay.items.map((i: Json) => i.id)).toEqual([NIGHT_2, MINIBAR, CITY]);
    expect(stay.total).toBe(136.2);
    expect(stay.total_discount).toBe(0);
    // The fake includes interval ends (as Mews may): the item at 2025-04-01T00:00Z is not March's.
    const march = await orders('?date_from=2025-03-01&date_to=2025-03-31&size=100');
    expect(ids(march)).not.toContain(PSO_LATE);
    expect(march.items.flatMap((o: Json) => o.items.map((i: Json) => i.id))).not.toContain(CANCELED);
  });

  it('location_id keeps the orders of that enterprise', async () => {
    const other = await orders(`?date_from=2025-03-01&date_to=2025-03-31&location_id=${OTHER_ENTERPRISE_ID}`);
    expect(other.total).toBe(1);
    expect(other.items[0]).toMatchObject({ id: mewsId(0x1, OTHER_STAY_N), location_id: OTHER_ENTERPRISE_ID });
    const none = await orders('?date_from=2025-03-01&date_to=2025-03-31&location_id=nowhere');
    expect(none).toEqual({ items: [], total: 0, page: 1, size: 50 });
    // An empty page needs no reservations, bills or resources.
    expect(fake.count('reservations/getAll/2023-06-06')).toBe(1);
  });

  it('splits windows longer than 3 months into chunks Mews accepts, without duplicates', async () => {
    const half = await orders('?date_from=2025-01-01&date_to=2025-06-30&size=100');
    expect(bodiesOf('orderItems/getAll').map((b) => b['ConsumedUtc'])).toEqual([
      { StartUtc: '2025-01-01T00:00:00Z', EndUtc: '2025-04-01T00:00:00Z' },
      { StartUtc: '2025-04-01T00:00:00Z', EndUtc: '2025-07-01T00:00:00Z' },
    ]);
    // LATE sits on the boundary: both chunks return it, the order shows it once.
    expect(half.total).toBe(4);
    expect(half.items.find((o: Json) => o.id === PSO_LATE).items.map((i: Json) => i.id)).toEqual([LATE]);

    fake.reset();
    await orders('?date_from=2024-01-01&date_to=2025-06-30');
    const windows = bodiesOf('orderItems/getAll').map((b) => b['ConsumedUtc']);
    expect(windows).toHaveLength(6);
    expect(windows[0].StartUtc).toBe('2024-01-01T00:00:00Z');
    expect(windows.at(-1).EndUtc).toBe('2025-07-01T00:00:00Z');
    for (let i = 1; i < windows.length; i++) expect(windows[i].StartUtc).toBe(windows[i - 1].EndUtc);
    for (const call of fake.calls) expect(call.status).toBe(200);
  });

  it('with no dates, covers the gateway default of the last 90 days', async () => {
    await orders('');
    const windows = bodiesOf('orderItems/getAll').map((b) => b['ConsumedUtc']);
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - 90 * 86_400_000).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(windows[0].StartUtc).toBe(`${from}T00:00:00Z`);
    expect(windows.at(-1).EndUtc).toBe(`${tomorrow}T00:00:00Z`);
    for (const call of fake.calls) expect(call.status).toBe(200);
  });
});
