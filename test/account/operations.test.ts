import { type GraphQLObjectType, getNamedType, isInputObjectType, isObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  accountOperation,
  accountOperationIds,
  graphqlArguments,
  graphqlName,
  parentOf,
} from '../../src/model/index.js';
import { accountRoutes } from '../../src/rest/routes.js';
import { schema } from '../../src/schema/index.js';
import { graphql } from '../gql/index.js';
import { createTestApp, type TestAccount, type TestApp } from '../kit/app.js';

/**
 * The account operations are declared once (`src/model/account-operations.ts`): the REST route
 * and the GraphQL field, its arguments and description, are derived from the same declaration,
 * so a bound declared there holds on both surfaces. On the GraphQL surface of CONTRACT §7 a
 * mutation takes one `input` (the declared path parameters, the record's own id as `id`, and the
 * body's fields) and a list that grows without bound is a Relay connection (`first`/`after` in
 * place of REST's `page`/`size`, then the declared filters).
 */

const OpsConsumers = graphql(`
  query OpsConsumers($search: String) {
    consumers(search: $search) { nodes { id } totalCount }
  }
`);
const OpsUpdateWebhook = graphql(`
  mutation OpsUpdateWebhook($input: UpdateWebhookInput!) {
    updateWebhook(input: $input) { webhook { id } userErrors { code field message } }
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
    const names = (list: readonly { name: string }[]) => list.map((a) => a.name).sort();
    if (declaration.graphql.kind === 'mutation') {
      // One `input`: the declared path parameters (the record's own as `id`), then the body's fields.
      expect(names(field!.args)).toEqual(['input']);
      const input = getNamedType(field!.args[0]!.type);
      if (!isInputObjectType(input))
        throw new Error(`${declaration.graphql.field}: input is not an input object`);
      const body = declaration.body
        ? Object.entries(declaration.body.schema.shape as Record<string, z.ZodType>).map(
            ([rest, schema]) => ({
              name: graphqlName(rest, schema),
            }),
          )
        : [];
      const path = args.filter((a) => a.from === 'path');
      expect(names(Object.values(input.getFields()))).toEqual(names([...path, ...body]));
      // Every path parameter in the input carries its declared description.
      for (const p of path) expect(input.getFields()[p.name]!.description, p.name).toBeTruthy();
      return;
    }
    const expected =
      declaration.graphql.kind === 'list' && declaration.graphql.list === 'connection'
        ? [
            { name: 'first' },
            { name: 'after' },
            ...args.filter((a) => !(a.from === 'query' && ['page', 'size'].includes(a.rest))),
          ]
        : args;
    expect(names(field!.args)).toEqual(names(expected));
    for (const arg of field!.args) expect(arg.description, arg.name).toBeTruthy();
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
    // GraphQL: the connection field is null with one ERROR_VALIDATION error at its path (HTTP 200),
    // whose message names the bound and whose detail carries the same item.
    const gql = await t.graphql(OpsConsumers, { search }, { token: account.token });
    expect(gql.status).toBe(200);
    expect(gql.data).toEqual({ consumers: null });
    expect(gql.errors).toHaveLength(1);
    expect(gql.errors![0]!.path).toEqual(['consumers']);
    expect(gql.errors![0]!.extensions.code).toBe('ERROR_VALIDATION');
    expect(gql.errors![0]!.message).toBe(`search: ${item.msg}`);
    expect(gql.errors![0]!.extensions.detail).toEqual([
      expect.objectContaining({ loc: ['search'], ...item }),
    ]);
    // 255 is allowed.
    expect(
      (await t.graphql(OpsConsumers, { search: 'x'.repeat(255) }, { token: account.token })).data,
    ).toEqual({ consumers: { nodes: [], totalCount: 0 } });
  });

  it('checks the input id of a mutation with its declared path parameter (a userError at input.id)', async () => {
    // REST refuses the malformed path parameter with the declaration's message...
    const rest = await t.request('PATCH', '/webhooks/not-a-uuid', {
      token: account.token,
      body: { url: 'https://example.com/hook' },
    });
    expect(rest.status).toBe(422);
    expect(rest.body.detail).toEqual([
      expect.objectContaining({
        loc: ['path', 'webhookid'],
        type: 'uuid_parsing',
        msg: 'Input should be a valid UUID',
      }),
    ]);
    // ...and GraphQL checks `input.id` with the same declaration, before the resolver: the payload
    // answers it as a userError at ["input", "id"] with the same message, data intact, HTTP 200.
    const gql = await t.graphql(
      OpsUpdateWebhook,
      { input: { id: 'not-a-uuid', url: 'https://example.com/hook' } },
      { token: account.token },
    );
    expect(gql.status).toBe(200);
    expect(gql.errors).toBeUndefined();
    expect(gql.data).toEqual({
      updateWebhook: {
        webhook: null,
        userErrors: [
          { code: 'ERROR_VALIDATION', field: ['input', 'id'], message: 'id: Input should be a valid UUID' },
        ],
      },
    });
  });
});
