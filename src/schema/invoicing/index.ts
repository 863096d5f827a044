import { z } from 'zod';
import type { Contact, Opportunity, Product, TaxCode } from '../../model/index.js';
import { genders, productInputShape, taxScopes, taxTypes } from '../../model/index.js';
import { ConsumerType } from '../account/consumers.js';
import { builder } from '../builder.js';
import { addressType, OwnerRefType, pageArgs, pageOf, pageRequest, RefType } from '../common.js';
import { loaderFor } from '../context.js';
import { recordEvent } from '../events.js';
import { handlerFor, operationFor, readOnce } from '../gateway.js';
import { withIdempotency } from '../idempotency.js';
import { JSONScalar } from '../scalars.js';

/** Enum values are UPPER_CASE in GraphQL; their internal values are the REST spellings. */
const upper = (values: readonly string[]) =>
  Object.fromEntries(values.map((v) => [v.replace('/', '').toUpperCase(), { value: v }]));

export const TaxTypeEnum = builder.enumType('TaxType', { values: upper(taxTypes) });
export const TaxScopeEnum = builder.enumType('TaxScope', { values: upper(taxScopes) });
export const GenderEnum = builder.enumType('Gender', { values: upper(genders) });

export const TaxCodeType = builder.objectRef<TaxCode>('TaxCode').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    sourceRef: t.field({ type: RefType, resolve: (r) => r.source_ref }),
    label: t.exposeString('label'),
    rate: t.exposeFloat('rate'),
    type: t.field({ type: TaxTypeEnum, resolve: (r) => r.type }),
    code: t.exposeString('code', { nullable: true }),
    scope: t.field({ type: TaxScopeEnum, nullable: true, resolve: (r) => r.scope ?? 'unknown' }),
    active: t.boolean({ nullable: true, resolve: (r) => r.active ?? true }),
    raw: t.field({ type: JSONScalar, nullable: true, resolve: (r) => r.raw ?? null }),
  }),
});

export const ProductType = builder.objectRef<Product>('Product').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    sourceRef: t.field({ type: RefType, resolve: (r) => r.source_ref }),
    name: t.exposeString('name'),
    unitPrice: t.exposeFloat('unit_price', { nullable: true }),
    taxId: t.exposeString('tax_id', { nullable: true }),
    code: t.exposeString('code', { nullable: true }),
    unit: t.exposeString('unit', { nullable: true }),
    category: t.exposeString('category', { nullable: true }),
    currency: t.exposeString('currency', { nullable: true }),
    description: t.exposeString('description', { nullable: true }),
    cost: t.exposeFloat('cost', { nullable: true }),
    availableQuantity: t.exposeFloat('available_quantity'),
    raw: t.field({ type: JSONScalar, nullable: true, resolve: (r) => r.raw ?? null }),
  }),
});

export const OpportunityType = builder.objectRef<Opportunity>('Opportunity').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    sourceRef: t.field({ type: RefType, resolve: (r) => r.source_ref }),
    name: t.exposeString('name'),
    total: t.exposeFloat('total', { nullable: true }),
    probability: t.exposeFloat('probability', { nullable: true }),
    status: t.exposeString('status'),
    partnerId: t.exposeString('partner_id', { nullable: true }),
    comment: t.exposeString('comment', { nullable: true }),
    currency: t.exposeString('currency', { nullable: true }),
    description: t.exposeString('description', { nullable: true }),
    pipeStatus: t.exposeString('pipe_status', { nullable: true }),
    pipeName: t.exposeString('pipe_name', { nullable: true }),
    createdDate: t.exposeString('created_date', { nullable: true }),
    dueDate: t.exposeString('due_date', { nullable: true }),
    endDate: t.exposeString('end_date', { nullable: true }),
    isWon: t.exposeBoolean('is_won'),
    ownerRef: t.field({ type: OwnerRefType, nullable: true, resolve: (r) => r.owner_ref }),
    raw: t.field({ type: JSONScalar, nullable: true, resolve: (r) => r.raw ?? null }),
  }),
});

export const InvoicingAddressType = addressType('InvoicingAddress');

export const ContactType = builder.objectRef<Contact>('Contact').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    sourceRef: t.field({ type: RefType, resolve: (r) => r.source_ref }),
    isProspect: t.exposeBoolean('is_prospect', { nullable: true }),
    isCustomer: t.exposeBoolean('is_customer', { nullable: true }),
    isSupplier: t.exposeBoolean('is_supplier', { nullable: true }),
    isCompany: t.exposeBoolean('is_company', { nullable: true }),
    companyName: t.exposeString('company_name', { nullable: true }),
    firstName: t.exposeString('first_name', { nullable: true }),
    lastName: t.exposeString('last_name', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
    mobile: t.exposeString('mobile', { nullable: true }),
    companyId: t.exposeString('company_id', { nullable: true }),
    vat: t.exposeString('vat', { nullable: true }),
    companyNumber: t.exposeString('company_number', { nullable: true }),
    currency: t.exposeString('currency', { nullable: true }),
    language: t.exposeString('language', { nullable: true }),
    comment: t.exposeString('comment', { nullable: true }),
    customerAccountNumber: t.exposeString('customer_account_number', { nullable: true }),
    supplierAccountNumber: t.exposeString('supplier_account_number', { nullable: true }),
    birthdate: t.exposeString('birthdate', { nullable: true }),
    gender: t.field({ type: GenderEnum, nullable: true, resolve: (r) => r.gender }),
    addresses: t.field({ type: [InvoicingAddressType], nullable: true, resolve: (r) => r.addresses }),
    externalReference: t.exposeString('external_reference', { nullable: true }),
    raw: t.field({ type: JSONScalar, nullable: true, resolve: (r) => r.raw ?? null }),
  }),
});

export const TaxCodePage = pageOf('TaxCodePage', TaxCodeType);
export const OpportunityPage = pageOf('OpportunityPage', OpportunityType);

/** `Consumer.invoicing`: the consumer id travels down to the operations. */
export const InvoicingType = builder.objectRef<{ consumerId: string }>('Invoicing').implement({
  fields: (t) => ({
    taxes: t.field({
      type: TaxCodePage,
      args: pageArgs(t.arg),
      resolve: ({ consumerId }, args, ctx) => {
        const page = pageRequest(args);
        return readOnce(ctx, consumerId, 'invoicing.taxes.list', page, (list) => list(page));
      },
    }),
    opportunities: t.field({
      type: OpportunityPage,
      args: pageArgs(t.arg),
      resolve: ({ consumerId }, args, ctx) => {
        const page = pageRequest(args);
        return readOnce(ctx, consumerId, 'invoicing.opportunities.list', page, (list) => list(page));
      },
    }),
    contact: t.field({
      type: ContactType,
      args: { id: t.arg.id({ required: true }) },
      resolve: async ({ consumerId }, args, ctx) => {
        const getMany = await handlerFor(ctx, consumerId, 'invoicing.contacts.get');
        // Every `contact` field of one request lands in one batched vendor read.
        return loaderFor<string, Contact>(ctx, `contacts:${consumerId}`, getMany).load(String(args.id));
      },
    }),
  }),
});

builder.objectField(ConsumerType, 'invoicing', (t) =>
  t.field({ type: InvoicingType, resolve: (consumer) => ({ consumerId: consumer.id }) }),
);

// Validated as a whole object so every issue is reported at once (as REST does).
const CreateProductInput = builder.inputType('CreateProductInput', {
  validate: z.object({
    name: productInputShape.name,
    unitPrice: productInputShape.unit_price.nullable(),
    taxId: productInputShape.tax_id.nullable(),
    code: productInputShape.code.nullable(),
    unit: productInputShape.unit.nullable(),
    category: productInputShape.category.nullable(),
    currency: productInputShape.currency.nullable(),
    description: productInputShape.description.nullable(),
    cost: productInputShape.cost.nullable(),
  }),
  fields: (t) => ({
    name: t.string({ required: true }),
    unitPrice: t.float(),
    taxId: t.string(),
    code: t.string(),
    unit: t.string(),
    category: t.string(),
    currency: t.string(),
    description: t.string(),
    cost: t.float(),
  }),
});

builder.mutationField('createProduct', (t) =>
  t.field({
    type: ProductType,
    args: {
      consumerId: t.arg.id({ required: true }),
      input: t.arg({ type: CreateProductInput, required: true }),
    },
    resolve: async (_root, { consumerId, input }, ctx) => {
      const { handler: create, connection } = await operationFor(
        ctx,
        String(consumerId),
        'invoicing.products.create',
      );
      const body = {
        name: input.name,
        ...(input.unitPrice != null && { unit_price: input.unitPrice }),
        ...(input.taxId != null && { tax_id: input.taxId }),
        ...(input.code != null && { code: input.code }),
        ...(input.unit != null && { unit: input.unit }),
        ...(input.category != null && { category: input.category }),
        ...(input.currency != null && { currency: input.currency }),
        ...(input.description != null && { description: input.description }),
        ...(input.cost != null && { cost: input.cost }),
      };
      return withIdempotency(
        ctx,
        `invoicing.products.create:${consumerId}`,
        body,
        () => create(body),
        // The vendor holds the write; the event is recorded as soon as it answered.
        async (tx, product) => {
          const { raw: _raw, ...data } = product;
          await recordEvent(
            tx,
            ctx,
            'invoicing.product.created',
            connection.consumerId,
            connection.integrationId,
            data,
          );
        },
      );
    },
  }),
);
