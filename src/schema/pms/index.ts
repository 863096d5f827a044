import type {
  PmsBill,
  PmsDiscount,
  PmsOrder,
  PmsOrderItem,
  PmsOrderTax,
  PmsPartner,
  PmsReservation,
  PmsResourceId,
  PmsTaxRate,
} from '../../model/index.js';
import { defaultPmsOrderWindow, pmsOrderStates } from '../../model/index.js';
import { ConsumerType } from '../account/consumers.js';
import { builder } from '../builder.js';
import { addressType, pageArgs, pageOf, pageRequest, RefType } from '../common.js';
import { readOnce } from '../gateway.js';
import { locationIdSchema } from '../pos/index.js';
import { DateScalar, DateTimeScalar, JSONScalar } from '../scalars.js';

export const PmsOrderStateEnum = builder.enumType('PmsOrderState', {
  values: Object.fromEntries(pmsOrderStates.map((v) => [v.toUpperCase(), { value: v }])),
});

export const PmsTaxRateType = builder.objectRef<PmsTaxRate>('PmsTaxRate').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    sourceRef: t.field({ type: RefType, resolve: (r) => r.source_ref }),
    label: t.exposeString('label'),
    rate: t.exposeFloat('rate'),
    isCityTax: t.exposeBoolean('is_city_tax'),
    raw: t.field({ type: JSONScalar, nullable: true, resolve: (r) => r.raw ?? null }),
  }),
});

const PmsOrderTaxType = builder.objectRef<PmsOrderTax>('PmsOrderTax').implement({
  fields: (t) => ({
    id: t.exposeString('id', { nullable: true }),
    name: t.exposeString('name', { nullable: true }),
    rate: t.exposeFloat('rate', { nullable: true }),
    amount: t.exposeFloat('amount'),
  }),
});

const PmsDiscountType = builder.objectRef<PmsDiscount>('PmsDiscount').implement({
  fields: (t) => ({
    id: t.exposeString('id', { nullable: true }),
    name: t.exposeString('name', { nullable: true }),
    amount: t.exposeFloat('amount'),
  }),
});

const PmsOrderItemType = builder.objectRef<PmsOrderItem>('PmsOrderItem').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    sourceRef: t.field({ type: RefType, resolve: (r) => r.source_ref }),
    quantity: t.exposeFloat('quantity'),
    unitPrice: t.exposeFloat('unit_price'),
    total: t.exposeFloat('total'),
    taxAmount: t.exposeFloat('tax_amount'),
    type: t.exposeString('type', { nullable: true }),
    menuId: t.exposeString('menu_id', { nullable: true }),
    taxRate: t.exposeFloat('tax_rate', { nullable: true }),
    taxId: t.exposeString('tax_id', { nullable: true }),
    description: t.exposeString('description', { nullable: true }),
    discounts: t.field({ type: [PmsDiscountType], resolve: (r) => r.discounts }),
    productId: t.exposeString('product_id', { nullable: true }),
    accountingCategoryId: t.exposeString('accounting_category_id', { nullable: true }),
  }),
});

const PmsResourceIdType = builder.objectRef<PmsResourceId>('PmsResourceId').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    sourceRef: t.field({ type: RefType, resolve: (r) => r.source_ref }),
  }),
});

const PmsReservationType = builder.objectRef<PmsReservation>('PmsReservation').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    sourceRef: t.field({ type: RefType, resolve: (r) => r.source_ref }),
    startDate: t.exposeString('start_date', { nullable: true }),
    endDate: t.exposeString('end_date', { nullable: true }),
    creationDate: t.exposeString('creation_date', { nullable: true }),
    resourceId: t.field({ type: PmsResourceIdType, nullable: true, resolve: (r) => r.resource_id }),
    resourceName: t.exposeString('resource_name', { nullable: true }),
    resourceIdentifier: t.exposeString('resource_identifier', { nullable: true }),
  }),
});

const PmsAddressType = addressType('PmsAddress');

const PmsPartnerType = builder.objectRef<PmsPartner>('PmsPartner').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    sourceRef: t.field({ type: RefType, resolve: (r) => r.source_ref }),
    address: t.field({ type: PmsAddressType, nullable: true, resolve: (r) => r.address }),
    firstName: t.exposeString('first_name', { nullable: true }),
    lastName: t.exposeString('last_name', { nullable: true }),
    companyName: t.exposeString('company_name', { nullable: true }),
  }),
});

const PmsBillType = builder.objectRef<PmsBill>('PmsBill').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    sourceRef: t.field({ type: RefType, resolve: (r) => r.source_ref }),
    invoiceNumber: t.exposeString('invoice_number', { nullable: true }),
    creationDate: t.exposeString('creation_date', { nullable: true }),
    closingDate: t.exposeString('closing_date', { nullable: true }),
    partners: t.field({ type: [PmsPartnerType], resolve: (r) => r.partners }),
  }),
});

export const PmsOrderType = builder.objectRef<PmsOrder>('PmsOrder').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    sourceRef: t.field({ type: RefType, resolve: (r) => r.source_ref }),
    creationDate: t.field({ type: DateTimeScalar, resolve: (r) => r.creation_date }),
    closingDate: t.field({ type: DateTimeScalar, nullable: true, resolve: (r) => r.closing_date }),
    serviceDate: t.field({ type: DateTimeScalar, nullable: true, resolve: (r) => r.service_date }),
    total: t.exposeFloat('total'),
    taxAmount: t.exposeFloat('tax_amount'),
    orderNumber: t.exposeString('order_number', { nullable: true }),
    deviceId: t.exposeString('device_id', { nullable: true }),
    totalDiscount: t.exposeFloat('total_discount'),
    totalRefund: t.exposeFloat('total_refund'),
    totalTip: t.exposeFloat('total_tip'),
    deliveryFee: t.exposeFloat('delivery_fee'),
    mode: t.exposeString('mode', { nullable: true }),
    source: t.exposeString('source', { nullable: true }),
    currency: t.exposeString('currency', { nullable: true }),
    country: t.exposeString('country', { nullable: true }),
    loyalty: t.exposeFloat('loyalty', { nullable: true }),
    customerId: t.exposeString('customer_id', { nullable: true }),
    locationId: t.exposeString('location_id', { nullable: true }),
    guests: t.exposeInt('guests', { nullable: true }),
    serviceId: t.exposeString('service_id', { nullable: true }),
    taxes: t.field({ type: [PmsOrderTaxType], resolve: (r) => r.taxes }),
    items: t.field({ type: [PmsOrderItemType], resolve: (r) => r.items }),
    reservation: t.field({ type: PmsReservationType, nullable: true, resolve: (r) => r.reservation }),
    bills: t.field({ type: [PmsBillType], resolve: (r) => r.bills }),
    raw: t.field({ type: JSONScalar, nullable: true, resolve: (r) => r.raw ?? null }),
  }),
});

export const PmsTaxRatePage = pageOf('PmsTaxRatePage', PmsTaxRateType);
export const PmsOrderPage = pageOf('PmsOrderPage', PmsOrderType);

export const PmsType = builder.objectRef<{ consumerId: string }>('Pms').implement({
  fields: (t) => ({
    taxes: t.field({
      type: PmsTaxRatePage,
      args: pageArgs(t.arg),
      resolve: ({ consumerId }, args, ctx) => {
        const page = pageRequest(args);
        return readOnce(ctx, consumerId, 'pms.taxes.list', page, (list) => list(page));
      },
    }),
    orders: t.field({
      type: PmsOrderPage,
      args: {
        ...pageArgs(t.arg),
        state: t.arg({ type: PmsOrderStateEnum }),
        dateFrom: t.arg({ type: DateScalar }),
        dateTo: t.arg({ type: DateScalar }),
        locationId: t.arg.string({ validate: locationIdSchema.optional() }),
      },
      resolve: ({ consumerId }, args, ctx) => {
        const page = pageRequest(args);
        const filter = {
          state: args.state ?? null,
          ...defaultPmsOrderWindow(args.dateFrom ?? null, args.dateTo ?? null, new Date()),
          locationId: args.locationId ?? null,
        };
        return readOnce(ctx, consumerId, 'pms.orders.list', { page, filter }, (list) => list(page, filter));
      },
    }),
  }),
});

builder.objectField(ConsumerType, 'pms', (t) =>
  t.field({ type: PmsType, resolve: (consumer) => ({ consumerId: consumer.id }) }),
);
