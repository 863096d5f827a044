import { buildSchema, parse, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createItemEstimates, estimateItems } from '../../src/graphql/cost.js';

/**
 * The item estimate on a schema of Relay connections (contract §7: paged fields are those with a
 * `first` argument, default 50): a connection's `nodes` and `edges` are its page's records and do
 * not multiply again; `totalCount` and `pageInfo` count 0. (test/schema/cost.test.ts covers the
 * `size` pages over HTTP.)
 */

const schema = buildSchema(`
  type PageInfo { hasNextPage: Boolean! endCursor: String }
  type Order { id: ID! lines: [Line!]! }
  type Line { id: ID! }
  type OrderEdge { cursor: String! node: Order! }
  type OrderConnection { edges: [OrderEdge!]! nodes: [Order!]! pageInfo: PageInfo! totalCount: Int! }
  type Pms { orders(first: Int = 50, after: String): OrderConnection! }
  type Consumer { id: ID! pms: Pms! }
  type ConsumerEdge { cursor: String! node: Consumer! }
  type ConsumerConnection { edges: [ConsumerEdge!]! nodes: [Consumer!]! pageInfo: PageInfo! totalCount: Int! }
  type Taxes { items: [Line!]! total: Int! }
  type Query {
    consumers(first: Int = 50, after: String): ConsumerConnection!
    consumer(id: ID!): Consumer
    smallPages(first: Int = 20): OrderConnection!
    legacy(size: Int): Taxes!
    integrations: [Line!]!
  }
`);

const estimate = (query: string, variables: Record<string, unknown> = {}) =>
  estimateItems({ schema, document: parse(query), variables });

describe('the item estimate on connections', () => {
  it('counts `first` records once, through nodes or edges', () => {
    expect(estimate('{ consumers(first: 10) { nodes { id } } }')).toBe(10);
    expect(estimate('{ consumers(first: 10) { edges { cursor node { id } } } }')).toBe(10);
  });

  it('counts totalCount and pageInfo as 0: a page whose records are not selected is 1', () => {
    expect(estimate('{ consumers(first: 10) { totalCount pageInfo { hasNextPage endCursor } } }')).toBe(1);
    expect(estimate('{ consumers(first: 10) { totalCount nodes { id } pageInfo { hasNextPage } } }')).toBe(
      10,
    );
  });

  it('takes `first` from variables, else the argument’s default in the schema', () => {
    expect(estimate('query ($n: Int) { consumers(first: $n) { nodes { id } } }', { n: 7 })).toBe(7);
    expect(estimate('{ consumers { nodes { id } } }')).toBe(50);
    expect(estimate('{ smallPages { nodes { id } } }')).toBe(20);
  });

  it('multiplies nested pages: a page of consumers, each with a page of orders', () => {
    const query = '{ consumers(first: 10) { nodes { pms { orders(first: 5) { nodes { id } } } } } }';
    // Per consumer: 1 (itself) + 5 orders.
    expect(estimate(query)).toBe(10 * (1 + 5));
  });

  it('counts the parts a record selects (an order’s lines)', () => {
    expect(
      estimate(
        'query ($id: ID!) { consumer(id: $id) { pms { orders(first: 4) { nodes { id lines { id } } } } } }',
        { id: 'c' },
      ),
    ).toBe(4 * (1 + 1));
  });

  it('adds aliases', () => {
    const aliases = Array.from({ length: 3 }, (_, i) => `a${i}: consumers(first: 100) { nodes { id } }`).join(
      ' ',
    );
    expect(estimate(`{ ${aliases} }`)).toBe(300);
  });

  it('keeps `size` pages and plain lists as before', () => {
    expect(estimate('{ legacy(size: 30) { items { id } total } }')).toBe(30);
    expect(estimate('{ legacy { items { id } } }')).toBe(50);
    expect(estimate('{ integrations { id } }')).toBe(1);
  });
});

describe('estimates remembered per document (the item limit’s)', () => {
  /** Each request's outcome: the estimate, or the refusal's code. */
  const outcome = (run: () => number | undefined) => {
    try {
      return run();
    } catch (error) {
      return (error as { code?: string }).code ?? 'threw';
    }
  };

  it('answers what a fresh walk answers, whatever the variables a document is sent with', () => {
    const estimates = createItemEstimates(schema);
    // One document of each kind, parsed once as yoga does, sent again with other variables.
    const documents = [
      'query ($id: ID!, $n: Int) { consumer(id: $id) { pms { orders(first: $n) { nodes { id lines { id } } } } } }',
      'query ($n: Int, $skip: Boolean!) { consumers(first: 10) { nodes { id } } more: consumers(first: $n) @skip(if: $skip) { nodes { id } } }',
      'query ($s: Int) { legacy(size: $s) { items { id } } }',
      // A nullable variable where a value is required: null (or absent) fails the walk.
      'query ($id: ID = "c") { consumer(id: $id) { pms { orders(first: 3) { nodes { id } } } } }',
      'query A { consumers(first: 2) { nodes { id } } } query B($n: Int) { consumers(first: $n) { nodes { id } } }',
    ].map((query) => parse(query));
    const variableSets: Record<string, unknown>[] = [
      { id: 'c1', n: 4, skip: false, s: 30 },
      { id: 'c2', n: 4, skip: false, s: 30 },
      { id: 'c1', n: 7, skip: true, s: 10 },
      { id: null, n: null, skip: true },
      {},
      { id: 'c3', n: '4' },
      { id: 'c1', n: 4, skip: false, s: 30 },
    ];
    let compared = 0;
    for (const variables of [...variableSets, ...[...variableSets].reverse()])
      for (const document of documents)
        for (const operationName of [undefined, 'A', 'B']) {
          const remembered = outcome(() => estimates(document, variables, operationName));
          const fresh = outcome(() => estimateItems({ schema, document, variables, operationName }));
          expect(remembered, `${print(document)} ${JSON.stringify(variables)} ${operationName}`).toBe(fresh);
          compared++;
        }
    expect(compared).toBe(210);
  });

  it('tells apart page sizes and @skip values of one document', () => {
    const estimates = createItemEstimates(schema);
    const document = parse(
      'query ($id: ID!, $n: Int, $skip: Boolean!) { consumer(id: $id) { pms { orders(first: $n) @skip(if: $skip) { nodes { id } } } } }',
    );
    expect(estimates(document, { id: 'a', n: 5, skip: false }, undefined)).toBe(5);
    expect(estimates(document, { id: 'b', n: 5, skip: false }, undefined)).toBe(5);
    expect(estimates(document, { id: 'a', n: 8, skip: false }, undefined)).toBe(8);
    expect(estimates(document, { id: 'a', skip: false }, undefined)).toBe(50);
    expect(estimates(document, { id: 'a', n: 8, skip: true }, undefined)).toBe(0);
    // Variables that cannot be coerced: no estimate (the executor reports them).
    expect(estimates(document, { id: 'a', n: 'eight', skip: false }, undefined)).toBeUndefined();
  });
});
