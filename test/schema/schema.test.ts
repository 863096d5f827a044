import { readFile } from 'node:fs/promises';
import {
  astFromValue,
  type GraphQLArgument,
  GraphQLEnumType,
  type GraphQLField,
  GraphQLObjectType,
  getNamedType,
  lexicographicSortSchema,
  print,
  printSchema,
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
  it('is the printed schema of the code (run `npm run schema:print` when this fails)', async () => {
    const committed = await readFile(new URL('../../schema/schema.graphql', import.meta.url), 'utf8');
    expect(committed).toBe(`${printSchema(lexicographicSortSchema(schema))}\n`);
  });
});

describe('GraphQL names of contract §7', () => {
  it('Query has the six entry points with their arguments and return types', () => {
    const fields = schema.getQueryType()?.getFields();
    if (!fields) throw new Error('no Query type');
    const q = (name: string) => {
      const f = fields[name];
      if (!f) throw new Error(`Query.${name} is missing`);
      return { type: f.type.toString(), args: signature(f.args) };
    };
    expect(q('consumers')).toEqual({
      type: '[Consumer!]!',
      args: expect.objectContaining({ search: 'String' }),
    });
    expect(q('consumer')).toEqual({ type: 'Consumer!', args: { id: 'ID!' } });
    // Chift's query parameters of GET /integrations and GET /webhooks.
    expect(q('integrations')).toEqual({
      type: '[Integration!]!',
      args: { status: 'IntegrationStatus', includeCoverage: 'Boolean = true' },
    });
    expect(q('webhooks')).toEqual({ type: '[Webhook!]!', args: { status: 'WebhookStatus' } });
    expect(q('webhook')).toEqual({ type: 'Webhook!', args: { id: 'ID!' } });
    expect(q('webhookEventTypes')).toEqual({ type: '[WebhookEventType!]!', args: {} });
  });

  it('Consumer has its scalar fields, its connections and one field per API', () => {
    const fields = objectType('Consumer').getFields();
    expect(Object.keys(fields)).toEqual(
      expect.arrayContaining(['id', 'name', 'email', 'internalReference', 'redirectUrl']),
    );
    expect(fields['connections']?.type.toString()).toBe('[Connection!]!');
    expect(fields['invoicing']?.type.toString()).toBe('Invoicing!');
    expect(fields['pos']?.type.toString()).toBe('Pos!');
    expect(fields['pms']?.type.toString()).toBe('Pms!');
  });

  it('Invoicing has taxes, opportunities (paged, page 1 size 50 by default) and contact(id)', () => {
    const taxes = field('Invoicing', 'taxes');
    expect(taxes.type.toString()).toBe('TaxCodePage!');
    expect(signature(taxes.args)).toEqual({ page: 'Int = 1', size: 'Int = 50' });
    const opportunities = field('Invoicing', 'opportunities');
    expect(opportunities.type.toString()).toBe('OpportunityPage!');
    expect(signature(opportunities.args)).toEqual({ page: 'Int = 1', size: 'Int = 50' });
    const contact = field('Invoicing', 'contact');
    expect(contact.type.toString()).toBe('Contact!');
    expect(signature(contact.args)).toEqual({ id: 'ID!' });
  });

  it('Invoicing also has tax(id), products, product(id), opportunity(id) and contacts', () => {
    const one = (name: string) => {
      const f = field('Invoicing', name);
      return { type: f.type.toString(), args: signature(f.args) };
    };
    expect(one('tax')).toEqual({ type: 'TaxCode!', args: { id: 'ID!' } });
    expect(one('products')).toEqual({ type: 'ProductPage!', args: { page: 'Int = 1', size: 'Int = 50' } });
    expect(one('product')).toEqual({ type: 'Product!', args: { id: 'ID!' } });
    expect(one('opportunity')).toEqual({ type: 'Opportunity!', args: { id: 'ID!' } });
    expect(one('contacts')).toEqual({
      type: 'ContactPage!',
      args: { contactType: 'ContactType = ALL', page: 'Int = 1', size: 'Int = 50' },
    });
    expect(enumValues('ContactType')).toEqual(['ALL', 'CUSTOMER', 'PROSPECT', 'SUPPLIER']);
  });

  it('Pos has modifiers(page, size, locationId)', () => {
    const modifiers = field('Pos', 'modifiers');
    expect(modifiers.type.toString()).toBe('ModifierGroupPage!');
    expect(signature(modifiers.args)).toEqual({ page: 'Int = 1', size: 'Int = 50', locationId: 'String' });
  });

  it('Pms has taxes(page, size) and orders(page, size, state, dateFrom, dateTo, locationId)', () => {
    const taxes = field('Pms', 'taxes');
    expect(taxes.type.toString()).toBe('PmsTaxRatePage!');
    expect(signature(taxes.args)).toEqual({ page: 'Int = 1', size: 'Int = 50' });
    const orders = field('Pms', 'orders');
    expect(orders.type.toString()).toBe('PmsOrderPage!');
    expect(signature(orders.args)).toEqual({
      page: 'Int = 1',
      size: 'Int = 50',
      state: 'PmsOrderState = CONSUMED',
      dateFrom: 'Date',
      dateTo: 'Date',
      locationId: 'String',
    });
  });

  it('Webhook has the instance fields of spec 4.8 and its logs', () => {
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
    expect(fields['logs']?.type.toString()).toBe('[WebhookLog!]!');
    // The signing secret is write-only.
    expect(Object.keys(fields).some((name) => /secret/i.test(name))).toBe(false);
  });

  it('Mutation has the six contract mutations with their arguments', () => {
    const fields = schema.getMutationType()?.getFields();
    if (!fields) throw new Error('no Mutation type');
    const m = (name: string) => {
      const f = fields[name];
      if (!f) throw new Error(`Mutation.${name} is missing`);
      return { type: f.type.toString(), args: signature(f.args) };
    };
    expect(m('createConsumer')).toEqual({ type: 'Consumer!', args: { input: 'CreateConsumerInput!' } });
    expect(m('createConnection')).toEqual({
      type: 'Connection!',
      args: { consumerId: 'ID!', input: 'CreateConnectionInput!' },
    });
    expect(m('createProduct')).toEqual({
      type: 'Product!',
      args: { consumerId: 'ID!', input: 'CreateProductInput!' },
    });
    expect(m('createWebhook')).toEqual({ type: 'Webhook!', args: { input: 'CreateWebhookInput!' } });
    expect(m('updateWebhook')).toEqual({
      type: 'Webhook!',
      args: { id: 'ID!', input: 'UpdateWebhookInput!' },
    });
    expect(m('deleteWebhook')).toEqual({ type: 'Boolean!', args: { id: 'ID!' } });
  });

  it('PMS order taxes and discounts keep their deprecated fields beside Chift’s; partners have a type', () => {
    const fieldsOf = (name: string) =>
      Object.fromEntries(Object.values(objectType(name).getFields()).map((f) => [f.name, f.type.toString()]));
    const deprecated = (name: string) =>
      Object.values(objectType(name).getFields())
        .filter((f) => f.deprecationReason)
        .map((f) => f.name)
        .sort();
    expect(fieldsOf('PmsOrderTax')).toEqual({
      taxId: 'String',
      name: 'String',
      taxRate: 'Float!',
      taxAmount: 'Float!',
      total: 'Float!',
      id: 'String',
      rate: 'Float',
      amount: 'Float!',
    });
    expect(deprecated('PmsOrderTax')).toEqual(['amount', 'id', 'rate']);
    expect(fieldsOf('PmsDiscount')).toEqual({
      id: 'String',
      name: 'String',
      total: 'Float!',
      type: 'PmsDiscountType',
      amount: 'Float!',
    });
    expect(deprecated('PmsDiscount')).toEqual(['amount']);
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
    expect(field('Connection', 'status').type.toString()).toBe('ConnectionStatus!');
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

  it('every *Page type is { items, total, page, size }', () => {
    const pages = Object.values(schema.getTypeMap()).filter(
      (t): t is GraphQLObjectType => t instanceof GraphQLObjectType && t.name.endsWith('Page'),
    );
    // The four paged lists of the spec, at least.
    expect(pages.map((p) => p.name)).toEqual(
      expect.arrayContaining([
        'TaxCodePage',
        'OpportunityPage',
        'ModifierGroupPage',
        'PmsTaxRatePage',
        'PmsOrderPage',
      ]),
    );
    for (const page of pages) {
      const fields = page.getFields();
      expect(Object.keys(fields).sort(), page.name).toEqual(['items', 'page', 'size', 'total']);
      expect(fields['total']?.type.toString(), page.name).toBe('Int!');
      expect(fields['page']?.type.toString(), page.name).toBe('Int!');
      expect(fields['size']?.type.toString(), page.name).toBe('Int!');
      const items = fields['items'];
      expect(items?.type.toString(), page.name).toBe(`[${page.name.replace(/Page$/, '')}!]!`);
      expect(items && getNamedType(items.type).name).toBe(page.name.replace(/Page$/, ''));
    }
  });
});
