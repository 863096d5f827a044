import { readFile } from 'node:fs/promises';
import {
  astFromValue,
  type GraphQLArgument,
  GraphQLEnumType,
  type GraphQLField,
  GraphQLInputObjectType,
  GraphQLObjectType,
  lexicographicSortSchema,
  print,
  printSchema,
  validateSchema,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../../src/schema/index.js';

function objectType(name: string): GraphQLObjectType {
  const type = schema.getType(name);
  if (!(type instanceof GraphQLObjectType)) throw new Error(`${name} is not an object type of the schema`);
  return type;
}

function field(typeName: string, fieldName: string): GraphQLField<unknown, unknown> {
  const found = objectType(typeName).getFields()[fieldName];
  if (!found) throw new Error(`${typeName}.${fieldName} is missing`);
  return found;
}

/** The default of an argument as SDL writes it (enum defaults by their GraphQL name). */
function printedDefault(a: GraphQLArgument): string {
  const ast = astFromValue(a.defaultValue, a.type);
  if (!ast) throw new Error(`${a.name}: default ${String(a.defaultValue)} cannot be printed`);
  return print(ast);
}

/** `name: Type = default` for each argument, as the contract writes them. */
function signature(args: readonly GraphQLArgument[]): Record<string, string> {
  return Object.fromEntries(
    args.map((a) => [
      a.name,
      `${a.type.toString()}${a.defaultValue !== undefined ? ` = ${printedDefault(a)}` : ''}`,
    ]),
  );
}

function enumValues(name: string): string[] {
  const type = schema.getType(name);
  if (!(type instanceof GraphQLEnumType)) throw new Error(`${name} is not an enum of the schema`);
  return type
    .getValues()
    .map((v) => v.name)
    .sort();
}

describe('schema/schema.graphql', () => {
  it('is a valid schema (every type keeps its interfaces’ fields; what graphql-js checks at the first request)', () => {
    expect(validateSchema(schema).map((error) => error.message)).toEqual([]);
  });

  it('is the printed schema of the code (run `npm run schema:print` when this fails)', async () => {
    const committed = await readFile(new URL('../../schema/schema.graphql', import.meta.url), 'utf8');
    expect(committed).toBe(`${printSchema(lexicographicSortSchema(schema))}\n`);
  });
});

describe('GraphQL names of contract §7', () => {
  /** `first: Int = 50, after: String`: the paging arguments of every connection field. */
  const PAGING = { first: 'Int = 50', after: 'String' };

  it('Query has the entry points with their arguments and return types (lists are connections, lookups nullable)', () => {
    const fields = schema.getQueryType()?.getFields();
    if (!fields) throw new Error('no Query type');
    const q = (name: string) => {
      const f = fields[name];
      if (!f) throw new Error(`Query.${name} is missing`);
      return { type: f.type.toString(), args: signature(f.args) };
    };
    expect(q('consumers')).toEqual({
      type: 'ConsumerConnection',
      args: { ...PAGING, search: 'String', internalReference: 'String' },
    });
    expect(q('consumer')).toEqual({ type: 'Consumer', args: { id: 'ID!' } });
    // Chift's query parameters of GET /integrations and GET /webhooks.
    expect(q('integrations')).toEqual({
      type: '[Integration!]!',
      args: { status: 'IntegrationStatus', includeCoverage: 'Boolean = true' },
    });
    expect(q('webhooks')).toEqual({
      type: 'WebhookConnection',
      args: { ...PAGING, status: 'WebhookStatus' },
    });
    expect(q('webhook')).toEqual({ type: 'Webhook', args: { id: 'ID!' } });
    expect(q('webhookEventTypes')).toEqual({ type: '[WebhookEventType!]!', args: {} });
    expect(q('node')).toEqual({ type: 'Node', args: { id: 'ID!' } });
    expect(q('nodes')).toEqual({ type: '[Node]!', args: { ids: '[ID!]!' } });
  });

  it('Consumer has its scalar fields, its connections and one field per API (connectionId picks the connection)', () => {
    const fields = objectType('Consumer').getFields();
    expect(Object.keys(fields)).toEqual(
      expect.arrayContaining(['id', 'name', 'email', 'internalReference', 'redirectUrl']),
    );
    expect(
      objectType('Consumer')
        .getInterfaces()
        .map((i) => i.name),
    ).toEqual(['Node']);
    expect(fields['connections']?.type.toString()).toBe('[LinkedAccount!]!');
    for (const [api, type] of [
      ['invoicing', 'Invoicing!'],
      ['pos', 'Pos!'],
      ['pms', 'Pms!'],
    ] as const) {
      expect(fields[api]?.type.toString(), api).toBe(type);
      expect(signature(fields[api]?.args ?? []), api).toEqual({ connectionId: 'ID' });
    }
  });

  it('Invoicing has taxes, opportunities (connections, first 50 by default) and contact(remoteId)', () => {
    const taxes = field('Invoicing', 'taxes');
    expect(taxes.type.toString()).toBe('TaxCodeConnection');
    expect(signature(taxes.args)).toEqual(PAGING);
    const opportunities = field('Invoicing', 'opportunities');
    expect(opportunities.type.toString()).toBe('OpportunityConnection');
    expect(signature(opportunities.args)).toEqual(PAGING);
    const contact = field('Invoicing', 'contact');
    expect(contact.type.toString()).toBe('Contact');
    expect(signature(contact.args)).toEqual({ remoteId: 'String!' });
  });

  it('Invoicing also has tax(remoteId), products, product(remoteId), opportunity(remoteId) and contacts', () => {
    const one = (name: string) => {
      const f = field('Invoicing', name);
      return { type: f.type.toString(), args: signature(f.args) };
    };
    expect(one('tax')).toEqual({ type: 'TaxCode', args: { remoteId: 'String!' } });
    expect(one('products')).toEqual({ type: 'ProductConnection', args: PAGING });
    expect(one('product')).toEqual({ type: 'Product', args: { remoteId: 'String!' } });
    expect(one('opportunity')).toEqual({ type: 'Opportunity', args: { remoteId: 'String!' } });
    expect(one('contacts')).toEqual({
      type: 'ContactConnection',
      args: { ...PAGING, contactType: 'ContactType = ALL' },
    });
    expect(enumValues('ContactType')).toEqual(['ALL', 'CUSTOMER', 'PROSPECT', 'SUPPLIER']);
  });

  it('Pos has modifiers(first, after, locationId)', () => {
    const modifiers = field('Pos', 'modifiers');
    expect(modifiers.type.toString()).toBe('ModifierGroupConnection');
    expect(signature(modifiers.args)).toEqual({ ...PAGING, locationId: 'String' });
  });

  it('Pms has taxes(first, after) and orders(first, after, state, dateFrom, dateTo, locationId)', () => {
    const taxes = field('Pms', 'taxes');
    expect(taxes.type.toString()).toBe('PmsTaxRateConnection');
    expect(signature(taxes.args)).toEqual(PAGING);
    const orders = field('Pms', 'orders');
    expect(orders.type.toString()).toBe('PmsOrderConnection');
    expect(signature(orders.args)).toEqual({
      ...PAGING,
      state: 'PmsOrderState = CONSUMED',
      dateFrom: 'Date',
      dateTo: 'Date',
      locationId: 'String',
    });
  });

  it('Webhook has the instance fields of spec 4.8 and its logs (a connection)', () => {
    const fields = objectType('Webhook').getFields();
    expect(Object.keys(fields)).toEqual(
      expect.arrayContaining([
        'id',
        'accountId',
        'createdOn',
        'event',
        'url',
        'status',
        'createdBy',
        'integrationId',
        'logs',
      ]),
    );
    expect(fields['logs']?.type.toString()).toBe('WebhookLogConnection');
    expect(signature(fields['logs']?.args ?? [])).toEqual(PAGING);
    // The signing secret is write-only.
    expect(Object.keys(fields).some((name) => /secret/i.test(name))).toBe(false);
  });

  it('Mutation has the contract mutations, each taking one input and answering a payload with userErrors', () => {
    const fields = schema.getMutationType()?.getFields();
    if (!fields) throw new Error('no Mutation type');
    const m = (name: string) => {
      const f = fields[name];
      if (!f) throw new Error(`Mutation.${name} is missing`);
      return { type: f.type.toString(), args: signature(f.args) };
    };
    /** The payload's fields and their types. */
    const payload = (name: string) =>
      Object.fromEntries(Object.values(objectType(name).getFields()).map((f) => [f.name, f.type.toString()]));
    const inputFields = (name: string) => {
      const type = schema.getType(name);
      if (!(type instanceof GraphQLInputObjectType)) throw new Error(`${name} is not an input type`);
      return Object.fromEntries(Object.values(type.getFields()).map((f) => [f.name, f.type.toString()]));
    };
    const USER_ERRORS = '[UserError!]!';
    const expected: Record<string, Record<string, string>> = {
      createConsumer: { consumer: 'Consumer', userErrors: USER_ERRORS },
      updateConsumer: { consumer: 'Consumer', userErrors: USER_ERRORS },
      deleteConsumer: { deletedId: 'ID', userErrors: USER_ERRORS },
      createConnection: { linkedAccount: 'LinkedAccount', connectUrl: 'URL', userErrors: USER_ERRORS },
      updateConnection: { linkedAccount: 'LinkedAccount', connectUrl: 'URL', userErrors: USER_ERRORS },
      deleteConnection: { deletedId: 'ID', userErrors: USER_ERRORS },
      createProduct: { product: 'Product', userErrors: USER_ERRORS },
      createWebhook: { webhook: 'Webhook', userErrors: USER_ERRORS },
      updateWebhook: { webhook: 'Webhook', userErrors: USER_ERRORS },
      deleteWebhook: { deletedId: 'ID', userErrors: USER_ERRORS },
      testWebhook: { log: 'WebhookLog', userErrors: USER_ERRORS },
      replayWebhookLog: { log: 'WebhookLog', userErrors: USER_ERRORS },
    };
    for (const [name, fieldsOfPayload] of Object.entries(expected)) {
      const Name = name[0]!.toUpperCase() + name.slice(1);
      expect(m(name), name).toEqual({ type: `${Name}Payload!`, args: { input: `${Name}Input!` } });
      expect(payload(`${Name}Payload`), name).toEqual(fieldsOfPayload);
    }
    expect(inputFields('CreateConsumerInput')).toMatchObject({ name: 'String!' });
    expect(inputFields('UpdateConsumerInput')).toMatchObject({ id: 'ID!' });
    expect(inputFields('DeleteConsumerInput')).toEqual({ id: 'ID!' });
    expect(inputFields('CreateConnectionInput')).toMatchObject({ consumerId: 'ID!' });
    expect(inputFields('UpdateConnectionInput')).toMatchObject({ consumerId: 'ID!', connectionId: 'ID!' });
    expect(inputFields('DeleteConnectionInput')).toEqual({ consumerId: 'ID!', connectionId: 'ID!' });
    expect(inputFields('CreateProductInput')).toMatchObject({
      consumerId: 'ID!',
      connectionId: 'ID',
      idempotencyKey: 'String',
      name: 'String!',
    });
    expect(inputFields('UpdateWebhookInput')).toMatchObject({ id: 'ID!' });
    expect(inputFields('DeleteWebhookInput')).toEqual({ id: 'ID!' });
    expect(inputFields('TestWebhookInput')).toEqual({ id: 'ID!' });
    expect(inputFields('ReplayWebhookLogInput')).toEqual({ webhookId: 'ID!', logId: 'ID!' });
    expect(payload('UserError')).toEqual({ code: 'UserErrorCode!', field: '[String!]', message: 'String!' });
    expect(enumValues('UserErrorCode')).toEqual(
      expect.arrayContaining([
        'ERROR_VALIDATION',
        'ERROR_CONSUMER_NOT_FOUND',
        'ERROR_WEBHOOK_NOT_FOUND',
        'ERROR_API_RESOURCE_NOT_FOUND',
        'ERROR_NO_ACTIVE_CONNECTION',
        'ERROR_RESOURCE_NOT_SUPPORTED',
        'ERROR_CONNECTOR_AUTHENTICATION',
        'ERROR_CONNECTOR_REQUEST',
        'ERROR_WEBHOOK_DUPLICATE',
        'ERROR_IDEMPOTENCY_CONFLICT',
      ]),
    );
  });

  it('vendor records are Nodes with a global id and their remoteId; references are fields beside the vendor’s id', () => {
    for (const name of [
      'TaxCode',
      'Product',
      'Contact',
      'Opportunity',
      'ModifierGroup',
      'PmsTaxRate',
      'PmsOrder',
    ]) {
      expect(
        objectType(name)
          .getInterfaces()
          .map((i) => i.name),
        name,
      ).toEqual(['Node']);
      expect(field(name, 'id').type.toString(), name).toBe('ID!');
      expect(field(name, 'remoteId').type.toString(), name).toBe('String!');
    }
    // Parts of records have the vendor's id as remoteId, and no global id.
    for (const name of ['PmsOrderItem', 'ModifierOption', 'PmsReservation', 'PmsPartner']) {
      expect(field(name, 'remoteId').type.toString(), name).toBe('String!');
      expect(objectType(name).getFields()['id'], name).toBeUndefined();
    }
    // References to the vendor's records (`sourceRef`, `ownerRef`): the vendor may leave the id out.
    for (const name of ['Ref', 'OwnerRef']) {
      expect(field(name, 'remoteId').type.toString(), name).toBe('String');
      expect(objectType(name).getFields()['id'], name).toBeUndefined();
    }
    expect(field('Product', 'tax').type.toString()).toBe('TaxCode');
    expect(field('Product', 'taxId').type.toString()).toBe('String');
    expect(field('Opportunity', 'partner').type.toString()).toBe('Contact');
    expect(field('Opportunity', 'partnerId').type.toString()).toBe('String');
    expect(field('Contact', 'company').type.toString()).toBe('Contact');
    expect(field('Contact', 'companyId').type.toString()).toBe('String');
    expect(field('PmsOrderItem', 'tax').type.toString()).toBe('PmsTaxRate');
    expect(field('PmsOrderTax', 'tax').type.toString()).toBe('PmsTaxRate');
  });

  it('PMS order taxes and discounts have Chift’s fields and no deprecated ones; partners have a type', () => {
    const fieldsOf = (name: string) =>
      Object.fromEntries(Object.values(objectType(name).getFields()).map((f) => [f.name, f.type.toString()]));
    const deprecated = (name: string) =>
      Object.values(objectType(name).getFields())
        .filter((f) => f.deprecationReason)
        .map((f) => f.name)
        .sort();
    expect(fieldsOf('PmsOrderTax')).toEqual({
      taxId: 'String',
      tax: 'PmsTaxRate',
      name: 'String',
      taxRate: 'Float!',
      taxAmount: 'Float!',
      total: 'Float!',
    });
    expect(deprecated('PmsOrderTax')).toEqual([]);
    // Its vendor id is remoteId, as every part of a record's (no `id` a client cache would key on).
    expect(fieldsOf('PmsDiscount')).toEqual({
      remoteId: 'String',
      name: 'String',
      total: 'Float!',
      type: 'PmsDiscountType',
    });
    expect(deprecated('PmsDiscount')).toEqual([]);
    expect(field('PmsPartner', 'type').type.toString()).toBe('PmsPartnerType!');
    expect(field('PmsOrder', 'mode').type.toString()).toBe('PmsOrderMode');
    expect(field('PmsOrder', 'source').type.toString()).toBe('PmsOrderSource');
    expect(field('Opportunity', 'total').type.toString()).toBe('Float!');
    expect(field('Opportunity', 'probability').type.toString()).toBe('Float!');
  });

  it('enum values are UPPER_CASE readable words, as listed', () => {
    expect(enumValues('TaxType')).toEqual(['BOTH', 'PURCHASE', 'SALE', 'UNKNOWN']);
    expect(enumValues('TaxScope')).toEqual(['EUROPEAN', 'INTERNATIONAL', 'NATIONAL', 'UNKNOWN']);
    expect(enumValues('PmsOrderState')).toEqual(['CLOSED', 'CONSUMED']);
    expect(enumValues('Gender')).toEqual(['FEMALE', 'MALE', 'UNSPECIFIED']);
    expect(enumValues('Api')).toEqual(expect.arrayContaining(['INVOICING', 'PMS', 'POS']));
    expect(enumValues('WebhookEvent')).toEqual(
      expect.arrayContaining(['CONSUMER_CREATED', 'INVOICING_PRODUCT_CREATED', 'PMS_ORDER_CLOSED']),
    );
  });

  it('webhook events: the enum, its REST name and API; statuses are enums', () => {
    const eventType = objectType('WebhookEventType').getFields();
    expect(Object.fromEntries(Object.values(eventType).map((f) => [f.name, f.type.toString()]))).toEqual({
      event: 'WebhookEvent!',
      name: 'String!',
      api: 'Api!',
    });
    expect(field('Webhook', 'event').type.toString()).toBe('WebhookEvent!');
    expect(field('Webhook', 'status').type.toString()).toBe('WebhookStatus!');
    expect(field('LinkedAccount', 'status').type.toString()).toBe('ConnectionStatus!');
    expect(field('Integration', 'status').type.toString()).toBe('IntegrationStatus!');
    expect(field('Event', 'event').type.toString()).toBe('WebhookEvent!');
    expect(field('Event', 'created').type.toString()).toBe('DateTime!');
    const events = objectType('Subscription').getFields()['events'];
    expect(events?.args.find((a) => a.name === 'types')?.type.toString()).toBe('[WebhookEvent!]');
  });

  it('links, days, currencies and countries have their scalars', () => {
    expect(field('Integration', 'logoUrl').type.toString()).toBe('URL!');
    expect(field('Consumer', 'redirectUrl').type.toString()).toBe('URL');
    expect(field('Opportunity', 'createdDate').type.toString()).toBe('Date');
    expect(field('Contact', 'birthdate').type.toString()).toBe('Date');
    expect(field('PmsBill', 'creationDate').type.toString()).toBe('DateTime');
    expect(field('Product', 'currency').type.toString()).toBe('CurrencyCode');
    expect(field('PmsOrder', 'country').type.toString()).toBe('CountryCode');
    expect(field('PmsReservation', 'resourceId').type.toString()).toBe('PmsResource');
    expect(schema.getType('PmsResourceId')).toBeUndefined();
  });

  it('every *Connection type is a Relay connection { edges { cursor node }, nodes, pageInfo, totalCount }; no *Page type is left', () => {
    const objects = Object.values(schema.getTypeMap()).filter(
      (t): t is GraphQLObjectType => t instanceof GraphQLObjectType,
    );
    expect(objects.filter((t) => t.name.endsWith('Page')).map((t) => t.name)).toEqual([]);
    // Every one: a consumer's link to a connector is `LinkedAccount`, not `Connection` (Relay's rule).
    const connections = objects.filter((t) => t.name.endsWith('Connection'));
    // The paged lists of the spec, and the account lists that grow without bound.
    expect(connections.map((p) => p.name)).toEqual(
      expect.arrayContaining([
        'TaxCodeConnection',
        'OpportunityConnection',
        'ContactConnection',
        'ProductConnection',
        'ModifierGroupConnection',
        'PmsTaxRateConnection',
        'PmsOrderConnection',
        'ConsumerConnection',
        'WebhookConnection',
        'WebhookLogConnection',
      ]),
    );
    expect(Object.keys(objectType('PageInfo').getFields()).sort()).toEqual([
      'endCursor',
      'hasNextPage',
      'hasPreviousPage',
      'startCursor',
    ]);
    for (const connection of connections) {
      const record = connection.name.replace(/Connection$/, '');
      const fields = connection.getFields();
      expect(Object.keys(fields).sort(), connection.name).toEqual([
        'edges',
        'nodes',
        'pageInfo',
        'totalCount',
      ]);
      expect(fields['totalCount']?.type.toString(), connection.name).toBe('Int!');
      expect(fields['pageInfo']?.type.toString(), connection.name).toBe('PageInfo!');
      expect(fields['nodes']?.type.toString(), connection.name).toBe(`[${record}!]!`);
      expect(fields['edges']?.type.toString(), connection.name).toBe(`[${record}Edge!]!`);
      const edge = objectType(`${record}Edge`).getFields();
      expect(Object.keys(edge).sort(), `${record}Edge`).toEqual(['cursor', 'node']);
      expect(edge['cursor']?.type.toString()).toBe('String!');
      expect(edge['node']?.type.toString()).toBe(`${record}!`);
    }
  });
});
