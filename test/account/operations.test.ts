import { type GraphQLObjectType, getNamedType, isObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountOperation, accountOperationIds, graphqlArguments, parentOf } from '../../src/model/index.js';
import { accountRoutes } from '../../src/rest/routes.js';
import { schema } from '../../src/schema/index.js';
import { graphql } from '../gql/index.js';
import { createTestApp, type TestAccount, type TestApp } from '../kit/app.js';

/**
 * The account operations are declared once (`src/model/account-operations.ts`): the REST route
 * and the GraphQL field, its arguments and description, are derived from the same declaration,
 * so a bound declared there holds on both surfaces.
 */

const OpsConsumers = graphql(`
  query OpsConsumers($search: String) {
    consumers(search: $search) { id }
  }
`);
const OpsUpdateWebhook = graphql(`
  mutation OpsUpdateWebhook($id: ID!, $input: UpdateWebhookInput!) {
    updateWebhook(id: $id, input: $input) { id }
  }
`);

/** The object type an operation's GraphQL field sits on. */
function parentType(id: (typeof accountOperationIds)[number]): GraphQLObjectType {
  const declaration = accountOperation(id);
  const parent = parentOf(declaration);
  if (parent) {
    const type = getNamedType(schema.getQueryType()!.getFields()[parent.graphql.field]!.type);
    if (!isObjectType(type)) throw new Error(`${parent.graphql.field} is not an object`);
    return type;
  }
  return declaration.graphql.kind === 'mutation' ? schema.getMutationType()! : schema.getQueryType()!;
}

describe('account operations', () => {
  it.each(accountOperationIds)('%s: its REST route and GraphQL field come from its declaration', (id) => {
    const declaration = accountOperation(id);
    const route = accountRoutes.get(id)!;
    expect(`${route.method} ${route.path}`).toBe(`${declaration.method} ${declaration.path}`);
    expect(route.operationId).toBe(declaration.chift ?? declaration.operationId);
    const field = parentType(id).getFields()[declaration.graphql.field];
    expect(field, `${declaration.graphql.field} in the schema`).toBeDefined();
    expect(field!.description).toContain(declaration.description);
    const args = graphqlArguments(declaration);
    expect(field!.args.map((a) => a.name).sort()).toEqual(args.map((a) => a.name).sort());
    // Every argument but `input` (whose type is described) carries its declared description.
    for (const arg of field!.args.filter((a) => a.name !== 'input')) expect(arg.description).toBeTruthy();
  });
});

describe('a bound declared once', () => {
  let t: TestApp;
  let account: TestAccount;
  beforeAll(async () => {
    t = await createTestApp();
    account = await t.newAccount();
  });
  afterAll(() => t.close());

  it('refuses a consumers search longer than 255 characters on REST and GraphQL alike', async () => {
    const search = 'x'.repeat(256);
    const item = {
      msg: 'String should have at most 255 characters',
      type: 'string_too_long',
      ctx: { max_length: 255 },
    };
    const res = await t.request('GET', `/consumers?search=${search}`, { token: account.token });
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([{ loc: ['query', 'search'], input: search, ...item }]);
    const gql = await t.graphql(OpsConsumers, { search }, { token: account.token });
    expect(gql.errors?.[0]?.extensions.code).toBe('ERROR_VALIDATION');
    expect(gql.errors![0]!.extensions.detail).toEqual([
      expect.objectContaining({ loc: ['search'], ...item }),
    ]);
    // 255 is allowed.
    expect(
      (await t.graphql(OpsConsumers, { search: 'x'.repeat(255) }, { token: account.token })).data,
    ).toEqual({ consumers: [] });
  });

  it('checks the id argument of a mutation with its declared path parameter', async () => {
    // The id is checked with the input, before the resolver: a malformed one is refused there.
    const gql = await t.graphql(
      OpsUpdateWebhook,
      { id: 'not-a-uuid', input: { url: 'https://example.com/hook' } },
      { token: account.token },
    );
    expect(gql.errors?.[0]?.extensions.code).toBe('ERROR_VALIDATION');
    expect(gql.errors![0]!.extensions.detail).toEqual([
      expect.objectContaining({ loc: ['id'], type: 'uuid_parsing', msg: 'Input should be a valid UUID' }),
    ]);
  });
});
