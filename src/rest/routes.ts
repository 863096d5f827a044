import { z } from 'zod';
import { pmsOrderStates, productInputSchema } from '../model/index.js';
import { connectionFields } from '../schema/account/connections.js';
import { consumerFields } from '../schema/account/consumers.js';
import { webhookFields } from '../schema/webhooks/index.js';
import { pagingQuery, queryDate, uuidParam } from './params.js';

/**
 * The REST surface as data: each documented path maps to one GraphQL document of the same
 * schema, a zod description of its `{path, query, body}`, how to build the variables and where
 * the answer sits in the result. Aliases give the REST field names (Chift's snake_case).
 */
export interface RestInput {
  path: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  raw: boolean;
}

export interface RestRoute {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  input: z.ZodObject<{ path: z.ZodType; query: z.ZodType; body: z.ZodType }>;
  document: string;
  variables(input: RestInput): Record<string, unknown>;
  /** Picks the answer out of `data`. */
  pick(data: Record<string, unknown>): unknown;
  /** Runs first, e.g. to return what a delete removes. */
  before?: Omit<RestRoute, 'method' | 'path' | 'input' | 'before'>;
}

const CONSUMER = `consumerid: id name email internal_reference: internalReference redirect_url: redirectUrl`;
const CONNECTION = `connectionid: id name integration integrationid: integrationId api status data`;
const WEBHOOK = `webhookid: id accountid: accountId createdon: createdOn event url status createdby: createdBy integrationid: integrationId`;
const WEBHOOK_LOG = `webhooklogid: id webhookid: webhookId event url accountid: accountId createdon: createdOn httpstatus: httpStatus integrationid: integrationId`;
const REF = `source_ref: sourceRef { id model }`;
const RAW = `raw @include(if: $raw)`;
const TAX = `id ${REF} label rate type code scope active ${RAW}`;
const PRODUCT = `id ${REF} name unit_price: unitPrice tax_id: taxId code unit category currency description cost available_quantity: availableQuantity ${RAW}`;
const OPPORTUNITY = `id ${REF} name total probability status partner_id: partnerId comment currency description
  pipe_status: pipeStatus pipe_name: pipeName created_date: createdDate due_date: dueDate end_date: endDate
  is_won: isWon owner_ref: ownerRef { id model name } ${RAW}`;
const ADDRESS = `address_type: addressType name street number box city postal_code: postalCode country`;
const CONTACT = `id ${REF} is_prospect: isProspect is_customer: isCustomer is_supplier: isSupplier is_company: isCompany
  company_name: companyName first_name: firstName last_name: lastName email phone mobile company_id: companyId vat
  company_number: companyNumber currency language comment customer_account_number: customerAccountNumber
  supplier_account_number: supplierAccountNumber birthdate gender addresses { ${ADDRESS} }
  external_reference: externalReference ${RAW}`;
const MODIFIER = `id name options { id name price } ${RAW}`;
const PMS_TAX = `id ${REF} label rate is_city_tax: isCityTax ${RAW}`;
const PMS_ORDER = `id ${REF} creation_date: creationDate closing_date: closingDate service_date: serviceDate total
  tax_amount: taxAmount order_number: orderNumber device_id: deviceId total_discount: totalDiscount
  total_refund: totalRefund total_tip: totalTip delivery_fee: deliveryFee mode source currency country loyalty
  customer_id: customerId location_id: locationId guests service_id: serviceId
  taxes { id name rate amount }
  items { id ${REF} quantity unit_price: unitPrice total tax_amount: taxAmount type menu_id: menuId tax_rate: taxRate
    tax_id: taxId description discounts { id name amount } product_id: productId accounting_category_id: accountingCategoryId }
  reservation { id ${REF} start_date: startDate end_date: endDate creation_date: creationDate
    resource_id: resourceId { id ${REF} } resource_name: resourceName resource_identifier: resourceIdentifier }
  bills { id ${REF} invoice_number: invoiceNumber creation_date: creationDate closing_date: closingDate
    partners { id ${REF} address { ${ADDRESS} } first_name: firstName last_name: lastName company_name: companyName } }
  ${RAW}`;
const PAGE = (item: string) => `items { ${item} } total page size`;

const none = z.object({}).optional();
const noBody = z.unknown();
const consumerPath = z.object({ consumer_id: uuidParam });
const paging = z.object(pagingQuery);

const at =
  (...keys: string[]) =>
  (data: Record<string, unknown>): unknown =>
    keys.reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], data);

function input(parts: { path?: z.ZodType; query?: z.ZodType; body?: z.ZodType }) {
  return z.object({
    path: parts.path ?? none,
    query: parts.query ?? z.object({}),
    body: parts.body ?? noBody,
  });
}

type Parsed = { path: Record<string, string>; query: Record<string, unknown>; body: Record<string, unknown> };
const p = (i: RestInput) => i as unknown as Parsed;

const credentialsBody = connectionFields.credentials;

export const restRoutes: RestRoute[] = [
  // ---- consumers -------------------------------------------------------------------------
  {
    method: 'GET',
    path: '/consumers',
    input: input({
      query: z.object({
        search: z.string().max(255).optional(),
        internal_reference: z.string().max(255).optional(),
      }),
    }),
    document: `query($search: String, $ref: String) { consumers(search: $search, internalReference: $ref) { ${CONSUMER} } }`,
    variables: (i) => ({ search: p(i).query.search ?? null, ref: p(i).query.internal_reference ?? null }),
    pick: at('consumers'),
  },
  {
    method: 'POST',
    path: '/consumers',
    input: input({ body: z.strictObject(consumerFields) }),
    document: `mutation($input: CreateConsumerInput!) { createConsumer(input: $input) { ${CONSUMER} } }`,
    variables: (i) => {
      const b = p(i).body;
      return {
        input: {
          name: b.name,
          email: b.email ?? null,
          internalReference: b.internal_reference ?? null,
          redirectUrl: b.redirect_url ?? null,
        },
      };
    },
    pick: at('createConsumer'),
  },
  {
    method: 'GET',
    path: '/consumers/:consumer_id',
    input: input({ path: consumerPath }),
    document: `query($id: ID!) { consumer(id: $id) { ${CONSUMER} } }`,
    variables: (i) => ({ id: i.path.consumer_id }),
    pick: at('consumer'),
  },
  {
    method: 'PATCH',
    path: '/consumers/:consumer_id',
    input: input({ path: consumerPath, body: z.strictObject(consumerFields).partial() }),
    document: `mutation($id: ID!, $input: UpdateConsumerInput!) { updateConsumer(id: $id, input: $input) { ${CONSUMER} } }`,
    variables: (i) => {
      const b = p(i).body;
      const input: Record<string, unknown> = {};
      if ('name' in b) input.name = b.name;
      if ('email' in b) input.email = b.email;
      if ('internal_reference' in b) input.internalReference = b.internal_reference;
      if ('redirect_url' in b) input.redirectUrl = b.redirect_url;
      return { id: i.path.consumer_id, input };
    },
    pick: at('updateConsumer'),
  },
  {
    method: 'DELETE',
    path: '/consumers/:consumer_id',
    input: input({ path: consumerPath }),
    document: `mutation($id: ID!) { deleteConsumer(id: $id) { ${CONSUMER} } }`,
    variables: (i) => ({ id: i.path.consumer_id }),
    pick: at('deleteConsumer'),
  },
  // ---- integrations and connections ------------------------------------------------------
  {
    method: 'GET',
    path: '/integrations',
    input: input({}),
    document: `{ integrations { integrationid: integrationId name api status credentials { name optional }
      operations_coverage: operationsCoverage { operation status } } }`,
    variables: () => ({}),
    pick: at('integrations'),
  },
  {
    method: 'GET',
    path: '/consumers/:consumer_id/connections',
    input: input({ path: consumerPath }),
    document: `query($id: ID!) { consumer(id: $id) { connections { ${CONNECTION} } } }`,
    variables: (i) => ({ id: i.path.consumer_id }),
    pick: at('consumer', 'connections'),
  },
  {
    method: 'POST',
    path: '/consumers/:consumer_id/connections',
    input: input({
      path: consumerPath,
      body: z.strictObject({
        integrationid: connectionFields.integrationid,
        name: connectionFields.name.optional(),
        credentials: credentialsBody.optional(),
      }),
    }),
    document: `mutation($consumerId: ID!, $input: CreateConnectionInput!) {
      createConnection(consumerId: $consumerId, input: $input) { ${CONNECTION} } }`,
    variables: (i) => {
      const b = p(i).body;
      return {
        consumerId: i.path.consumer_id,
        input: { integrationId: b.integrationid, name: b.name ?? null, credentials: b.credentials ?? [] },
      };
    },
    pick: at('createConnection'),
  },
  {
    method: 'PATCH',
    path: '/consumers/:consumer_id/connections/:connection_id',
    input: input({
      path: z.object({ consumer_id: uuidParam, connection_id: uuidParam }),
      body: z.strictObject({
        name: connectionFields.name.optional(),
        status: connectionFields.status.optional(),
        credentials: credentialsBody.optional(),
      }),
    }),
    document: `mutation($consumerId: ID!, $connectionId: ID!, $input: UpdateConnectionInput!) {
      updateConnection(consumerId: $consumerId, connectionId: $connectionId, input: $input) { ${CONNECTION} } }`,
    variables: (i) => ({
      consumerId: i.path.consumer_id,
      connectionId: i.path.connection_id,
      input: p(i).body,
    }),
    pick: at('updateConnection'),
  },
  {
    method: 'DELETE',
    path: '/consumers/:consumer_id/connections/:connection_id',
    input: input({ path: z.object({ consumer_id: uuidParam, connection_id: uuidParam }) }),
    document: `mutation($consumerId: ID!, $connectionId: ID!) {
      deleteConnection(consumerId: $consumerId, connectionId: $connectionId) { ${CONNECTION} } }`,
    variables: (i) => ({ consumerId: i.path.consumer_id, connectionId: i.path.connection_id }),
    pick: at('deleteConnection'),
  },
  // ---- the seven consumer operations -----------------------------------------------------
  {
    method: 'GET',
    path: '/consumers/:consumer_id/invoicing/taxes',
    input: input({ path: consumerPath, query: paging }),
    document: `query($id: ID!, $page: Int!, $size: Int!, $raw: Boolean!) {
      consumer(id: $id) { invoicing { taxes(page: $page, size: $size) { ${PAGE(TAX)} } } } }`,
    variables: (i) => ({ id: i.path.consumer_id, page: i.query.page, size: i.query.size, raw: i.raw }),
    pick: at('consumer', 'invoicing', 'taxes'),
  },
  {
    method: 'POST',
    path: '/consumers/:consumer_id/invoicing/products',
    input: input({ path: consumerPath, body: productInputSchema }),
    document: `mutation($id: ID!, $input: CreateProductInput!, $raw: Boolean!) {
      createProduct(consumerId: $id, input: $input) { ${PRODUCT} } }`,
    variables: (i) => {
      const b = p(i).body;
      return {
        id: i.path.consumer_id,
        raw: i.raw,
        input: {
          name: b.name,
          unitPrice: b.unit_price,
          taxId: b.tax_id,
          code: b.code,
          unit: b.unit,
          category: b.category,
          currency: b.currency,
          description: b.description,
          cost: b.cost,
        },
      };
    },
    pick: at('createProduct'),
  },
  {
    method: 'GET',
    path: '/consumers/:consumer_id/invoicing/opportunities',
    input: input({ path: consumerPath, query: paging }),
    document: `query($id: ID!, $page: Int!, $size: Int!, $raw: Boolean!) {
      consumer(id: $id) { invoicing { opportunities(page: $page, size: $size) { ${PAGE(OPPORTUNITY)} } } } }`,
    variables: (i) => ({ id: i.path.consumer_id, page: i.query.page, size: i.query.size, raw: i.raw }),
    pick: at('consumer', 'invoicing', 'opportunities'),
  },
  {
    method: 'GET',
    path: '/consumers/:consumer_id/invoicing/contacts/:contact_id',
    input: input({ path: z.object({ consumer_id: uuidParam, contact_id: z.string().min(1).max(255) }) }),
    document: `query($id: ID!, $contact: ID!, $raw: Boolean!) {
      consumer(id: $id) { invoicing { contact(id: $contact) { ${CONTACT} } } } }`,
    variables: (i) => ({ id: i.path.consumer_id, contact: i.path.contact_id, raw: i.raw }),
    pick: at('consumer', 'invoicing', 'contact'),
  },
  {
    method: 'GET',
    path: '/consumers/:consumer_id/pos/modifiers',
    input: input({
      path: consumerPath,
      query: paging.extend({ location_id: z.string().min(1).max(255).optional() }),
    }),
    document: `query($id: ID!, $page: Int!, $size: Int!, $location: String, $raw: Boolean!) {
      consumer(id: $id) { pos { modifiers(page: $page, size: $size, locationId: $location) { ${PAGE(MODIFIER)} } } } }`,
    variables: (i) => ({
      id: i.path.consumer_id,
      page: i.query.page,
      size: i.query.size,
      location: i.query.location_id ?? null,
      raw: i.raw,
    }),
    pick: at('consumer', 'pos', 'modifiers'),
  },
  {
    method: 'GET',
    path: '/consumers/:consumer_id/pms/taxes',
    input: input({ path: consumerPath, query: paging }),
    document: `query($id: ID!, $page: Int!, $size: Int!, $raw: Boolean!) {
      consumer(id: $id) { pms { taxes(page: $page, size: $size) { ${PAGE(PMS_TAX)} } } } }`,
    variables: (i) => ({ id: i.path.consumer_id, page: i.query.page, size: i.query.size, raw: i.raw }),
    pick: at('consumer', 'pms', 'taxes'),
  },
  {
    method: 'GET',
    path: '/consumers/:consumer_id/pms/orders',
    input: input({
      path: consumerPath,
      query: paging.extend({
        state: z.enum(pmsOrderStates).optional(),
        date_from: queryDate.optional(),
        date_to: queryDate.optional(),
        location_id: z.string().min(1).max(255).optional(),
      }),
    }),
    document: `query($id: ID!, $page: Int!, $size: Int!, $state: PmsOrderState, $from: Date, $to: Date,
      $location: String, $raw: Boolean!) {
      consumer(id: $id) { pms { orders(page: $page, size: $size, state: $state, dateFrom: $from, dateTo: $to,
        locationId: $location) { ${PAGE(PMS_ORDER)} } } } }`,
    variables: (i) => ({
      id: i.path.consumer_id,
      page: i.query.page,
      size: i.query.size,
      state: typeof i.query.state === 'string' ? i.query.state.toUpperCase() : null,
      from: i.query.date_from ?? null,
      to: i.query.date_to ?? null,
      location: i.query.location_id ?? null,
      raw: i.raw,
    }),
    pick: at('consumer', 'pms', 'orders'),
  },
  // ---- webhooks --------------------------------------------------------------------------
  {
    method: 'GET',
    path: '/webhooks/list',
    input: input({}),
    document: `{ webhookEventTypes { event api } }`,
    variables: () => ({}),
    pick: at('webhookEventTypes'),
  },
  {
    method: 'GET',
    path: '/webhooks',
    input: input({}),
    document: `{ webhooks { ${WEBHOOK} } }`,
    variables: () => ({}),
    pick: at('webhooks'),
  },
  {
    method: 'POST',
    path: '/webhooks',
    input: input({
      body: z.strictObject({
        event: webhookFields.event,
        url: webhookFields.url,
        signingsecret: webhookFields.signingsecret.optional(),
        integrationid: webhookFields.integrationid.nullable().optional(),
      }),
    }),
    document: `mutation($input: CreateWebhookInput!) { createWebhook(input: $input) { ${WEBHOOK} } }`,
    variables: (i) => {
      const b = p(i).body;
      return {
        input: {
          event: b.event,
          url: b.url,
          signingSecret: b.signingsecret ?? null,
          integrationId: b.integrationid ?? null,
        },
      };
    },
    pick: at('createWebhook'),
  },
  {
    method: 'GET',
    path: '/webhooks/:webhookid',
    input: input({ path: z.object({ webhookid: uuidParam }) }),
    document: `query($id: ID!) { webhook(id: $id) { ${WEBHOOK} } }`,
    variables: (i) => ({ id: i.path.webhookid }),
    pick: at('webhook'),
  },
  {
    method: 'PATCH',
    path: '/webhooks/:webhookid',
    input: input({
      path: z.object({ webhookid: uuidParam }),
      body: z.strictObject({
        url: webhookFields.url.optional(),
        status: webhookFields.status.optional(),
        signingsecret: webhookFields.signingsecret.optional(),
      }),
    }),
    document: `mutation($id: ID!, $input: UpdateWebhookInput!) { updateWebhook(id: $id, input: $input) { ${WEBHOOK} } }`,
    variables: (i) => {
      const b = p(i).body;
      return {
        id: i.path.webhookid,
        input: { url: b.url, status: b.status, signingSecret: b.signingsecret },
      };
    },
    pick: at('updateWebhook'),
  },
  {
    method: 'DELETE',
    path: '/webhooks/:webhookid',
    input: input({ path: z.object({ webhookid: uuidParam }) }),
    before: {
      document: `query($id: ID!) { webhook(id: $id) { ${WEBHOOK} } }`,
      variables: (i) => ({ id: i.path.webhookid }),
      pick: at('webhook'),
    },
    document: `mutation($id: ID!) { deleteWebhook(id: $id) }`,
    variables: (i) => ({ id: i.path.webhookid }),
    pick: at('deleteWebhook'),
  },
  {
    method: 'GET',
    path: '/webhooks/:webhookid/logs',
    input: input({ path: z.object({ webhookid: uuidParam }) }),
    document: `query($id: ID!) { webhook(id: $id) { logs { ${WEBHOOK_LOG} } } }`,
    variables: (i) => ({ id: i.path.webhookid }),
    pick: at('webhook', 'logs'),
  },
  {
    method: 'POST',
    path: '/webhooks/:webhookid/test',
    input: input({ path: z.object({ webhookid: uuidParam }) }),
    document: `mutation($id: ID!) { testWebhook(id: $id) { ${WEBHOOK_LOG} } }`,
    variables: (i) => ({ id: i.path.webhookid }),
    pick: at('testWebhook'),
  },
  {
    method: 'POST',
    path: '/webhooks/:webhookid/logs/:webhooklogid/replay',
    input: input({ path: z.object({ webhookid: uuidParam, webhooklogid: uuidParam }) }),
    document: `mutation($id: ID!, $log: ID!) { replayWebhookLog(webhookId: $id, logId: $log) { ${WEBHOOK_LOG} } }`,
    variables: (i) => ({ id: i.path.webhookid, log: i.path.webhooklogid }),
    pick: at('replayWebhookLog'),
  },
];
