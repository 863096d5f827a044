import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOdooConnector } from '../../src/connectors/odoo/index.js';
import { LintelError, validationError } from '../../src/errors.js';
import { HTTP } from '../connectors/odoo/helpers.js';
import { type OdooCall, type OdooFake, startOdooFake } from '../fakes/odoo/server.js';
import { createCountingConnector } from '../kit/counting-connector.js';
import { createdEvents, createFaultyApp, type FaultyApp, sleep } from './kit.js';

/**
 * Idempotent product creation never writes twice at the vendor (issue 8, item 1): a lost Odoo
 * answer, an answer Lintel cannot store, a crash before or after the vendor call (simulated by
 * putting the key's row back where a crash leaves it), parallel retries, and a connector that
 * cannot look its records up. Each case counts the records at the vendor and the
 * `invoicing.product.created` events in the outbox.
 */

const LEASE_SECONDS = 1;

let t: FaultyApp;
let fake: OdooFake;
let odooConsumer: string;
let sandboxConsumer: string;
let sandboxConnection: string;
let countingConsumer: string;
/** What reached the substitute connector's create. */
const countingWrites: unknown[] = [];

const counting = createCountingConnector({
  integrationId: 901,
  api: 'invoicing',
  handlers: {
    // A vendor that got the write but whose answer never came back (a timeout): Lintel cannot
    // tell, and this connector has no way to look the record up.
    'invoicing.products.create': async (input) => {
      if (input.name === 'refused') {
        throw validationError([
          { loc: ['body', 'name'], msg: 'refused', type: 'value_error', input: 'refused' },
        ]);
      }
      countingWrites.push(input);
      throw new LintelError('ERROR_CONNECTOR_REQUEST', { detail: 'The vendor timed out' });
    },
  },
});

/** A vendor that writes and answers, but whose answer Lintel then cannot commit with its event. */
const accepting = createCountingConnector({
  integrationId: 902,
  api: 'invoicing',
  handlers: {
    'invoicing.products.create': async (input) => {
      countingWrites.push(input);
      const id = `acc-${countingWrites.length}`;
      t.db.transactionsDown = true;
      return {
        id,
        source_ref: { id, model: 'accepting.product' },
        name: input.name,
        unit_price: null,
        tax_id: null,
        code: null,
        unit: null,
        category: null,
        currency: 'EUR',
        description: null,
        cost: null,
        available_quantity: 0,
      };
    },
  },
});
let acceptingConsumer: string;

beforeAll(async () => {
  fake = await startOdooFake();
  t = await createFaultyApp({
    env: { LINTEL_IDEMPOTENCY_LEASE_SECONDS: String(LEASE_SECONDS) },
    connectors: [createOdooConnector({ http: HTTP }), counting.definition, accepting.definition],
  });
  const consumer = async (integrationid: number, credentials?: unknown) => {
    const { body } = await t.request('POST', '/consumers', { body: { name: `Consumer ${integrationid}` } });
    const connection = await t.request('POST', `/consumers/${body.consumerid}/connections`, {
      body: { integrationid, ...(credentials ? { credentials } : {}) },
    });
    expect(connection.status).toBe(200);
    return { consumerId: body.consumerid as string, connectionId: connection.body.connectionid as string };
  };
  odooConsumer = (
    await consumer(10, [
      { key: 'url', value: fake.url },
      { key: 'db', value: fake.state.db },
      { key: 'login', value: fake.state.login },
      { key: 'api_key', value: fake.state.apiKey },
    ])
  ).consumerId;
  ({ consumerId: sandboxConsumer, connectionId: sandboxConnection } = await consumer(1));
  countingConsumer = (await consumer(901)).consumerId;
  acceptingConsumer = (await consumer(902)).consumerId;
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

beforeEach(() => {
  fake.reset();
  fake.afterCall = undefined;
});

let n = 0;
/** A product name and key of their own for each case. */
const fresh = (label: string) => {
  n++;
  return { name: `${label} ${n} ${Date.now()}`, key: `${label.replace(/\W/g, '-')}-${n}-${Date.now()}` };
};

const post = (consumerId: string, key: string, body: unknown) =>
  t.request('POST', `/consumers/${consumerId}/invoicing/products`, {
    body,
    headers: { 'x-chift-client-requestid': key },
  });

const isProductWrite = (c: OdooCall) =>
  c.model === 'product.product' && (c.orm === 'create' || c.orm === 'load');

/** Products at the fake Odoo with this name. */
const odooProducts = (name: string) =>
  [...fake.state.records.get('product.product')!.values()].filter((p) => p['name'] === name);

const sandboxProducts = async (name: string) =>
  (
    await t.db.query<{ n: number }>(
      `select count(*)::int as n from sandbox_records where connection_id = $1 and kind = 'product' and data->>'name' = $2`,
      [sandboxConnection, name],
    )
  )[0]!.n;

const events = async (name: string) => (await createdEvents(t.db, t.accountId)).get(name) ?? 0;

/** The key's row put back where a crash leaves it: pending, no answer, its holder gone. */
async function crashLeftPending(key: string, options: { accepted?: boolean } = {}) {
  const rows = await t.db.query(
    `update idempotency_keys set state = 'pending', status = null, response = null, accepted = $3,
       lease_token = gen_random_uuid(), lease_until = now() - interval '1 second'
     where account_id = $1 and key = $2 returning key`,
    [t.accountId, key, options.accepted ?? false],
  );
  expect(rows).toHaveLength(1);
}

/** The event a crash before the commit never recorded. */
async function dropEvents(name: string) {
  await t.db.query(
    `delete from webhook_events where account_id = $1 and event = 'invoicing.product.created' and body like $2`,
    [t.accountId, `%${JSON.stringify(name).slice(1, -1)}%`],
  );
}

describe('Odoo', () => {
  it('a lost answer: the product Odoo made is found by its external id, never made twice', async () => {
    const { name, key } = fresh('Lost answer');
    fake.inject({ kind: 'lost-answer' }, { match: isProductWrite });
    const first = await post(odooConsumer, key, { name, unit_price: 12 });
    const retry = await post(odooConsumer, key, { name, unit_price: 12 });
    expect(odooProducts(name)).toHaveLength(1);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(first.body.id).toBe(String(odooProducts(name)[0]!.id));
    expect(await events(name)).toBe(1);
    // Created with its external id, in the same call.
    const links = [...fake.state.records.get('ir.model.data')!.values()].filter(
      (r) => r['module'] === '__lintel__' && r['res_id'] === odooProducts(name)[0]!.id,
    );
    expect(links).toHaveLength(1);
    expect(links[0]!['model']).toBe('product.product');
    expect(fake.count({ model: 'product.product', orm: 'load' })).toBe(1);
  });

  it('the answer cannot be stored after Odoo created the product: the key is kept, not released', async () => {
    const { name, key } = fresh('Unstored');
    // The database goes away while Odoo's answer travels back, and comes back after.
    fake.afterCall = (call) => {
      if (isProductWrite(call)) t.db.down = true;
    };
    const first = await post(odooConsumer, key, { name });
    fake.afterCall = undefined;
    t.db.down = false;
    expect(odooProducts(name)).toHaveLength(1);
    // Odoo holds the product: the client gets it.
    expect(first.status).toBe(200);
    expect(first.body.id).toBe(String(odooProducts(name)[0]!.id));

    // While the lease runs, a retry is told to come back; never a second write.
    const early = await post(odooConsumer, key, { name });
    if (early.status === 409) {
      expect(early.body.error_code).toBe('ERROR_IDEMPOTENCY_CONFLICT');
      // Present (Number(null) is 0, within any bound), and within the lease.
      expect(early.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(Number(early.headers.get('retry-after'))).toBeLessThanOrEqual(LEASE_SECONDS);
    } else {
      expect(early.status).toBe(200);
    }
    await sleep(LEASE_SECONDS * 1000 + 100);
    const late = await post(odooConsumer, key, { name });
    expect(late.status).toBe(200);
    expect(late.body.id).toBe(first.body.id);
    expect(odooProducts(name)).toHaveLength(1);
    expect(await events(name)).toBe(1);
  });

  it('a NUL byte in the name: retries never make a second product', async () => {
    const { key } = fresh('NUL');
    const name = `nul\u0000prod ${key}`;
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await post(odooConsumer, key, { name }));
    const created = odooProducts(name);
    expect(created.length).toBeLessThanOrEqual(1);
    for (const answer of answers) expect(answer.status).toBeLessThan(500);
    const ok = answers.filter((a) => a.status === 200);
    expect(new Set(ok.map((a) => a.body.id)).size).toBeLessThanOrEqual(1);
    if (ok.length > 0) expect(ok[0]!.body.id).toBe(String(created[0]!.id));
    expect(await events(name)).toBe(created.length);
  });

  it('a crash after Odoo wrote, before Lintel stored: the retry answers the first product and records its event once', async () => {
    const { name, key } = fresh('Crash after');
    const first = await post(odooConsumer, key, { name, code: 'CRASH-1' });
    expect(first.status).toBe(200);
    await crashLeftPending(key);
    await dropEvents(name);
    expect(await events(name)).toBe(0);

    const retry = await post(odooConsumer, key, { name, code: 'CRASH-1' });
    expect(retry.status).toBe(200);
    expect(retry.body.id).toBe(first.body.id);
    expect(odooProducts(name)).toHaveLength(1);
    expect(await events(name)).toBe(1);
    // Resolved for good: the next retry is a plain replay.
    const again = await post(odooConsumer, key, { name, code: 'CRASH-1' });
    expect(again.body).toEqual(retry.body);
    expect(await events(name)).toBe(1);
  });

  it('a crash before Odoo was reached: the retry finds nothing there and writes once', async () => {
    const { name, key } = fresh('Crash before');
    // The write never reaches Odoo (refused by a proxy), then the key is left as a crash leaves it.
    fake.inject({ kind: 'http', status: 503 }, { match: isProductWrite });
    const refused = await post(odooConsumer, key, { name });
    expect(refused.status).toBe(400);
    expect(odooProducts(name)).toHaveLength(0);
    await crashLeftPending(key);

    const retry = await post(odooConsumer, key, { name });
    expect(retry.status).toBe(200);
    expect(odooProducts(name)).toHaveLength(1);
    expect(await events(name)).toBe(1);
  });

  it('the recovery sweep resolves a crashed write without any retry, and records its event once', async () => {
    const { name, key } = fresh('Swept');
    const first = await post(odooConsumer, key, { name });
    await crashLeftPending(key, { accepted: true });
    await dropEvents(name);

    expect(await t.app.resolveWrites()).toBeGreaterThanOrEqual(1);
    expect(await events(name)).toBe(1);
    const [row] = await t.db.query<{ state: string }>(
      'select state from idempotency_keys where account_id = $1 and key = $2',
      [t.accountId, key],
    );
    expect(row?.state).toBe('done');
    const retry = await post(odooConsumer, key, { name });
    expect(retry.body.id).toBe(first.body.id);
    expect(await events(name)).toBe(1);
  });

  it('parallel retries of one key: one product, the others wait (409 with Retry-After) or replay', async () => {
    const { name, key } = fresh('Parallel');
    fake.inject({ kind: 'slow', delayMs: 300 }, { match: isProductWrite });
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(odooConsumer, key, { name })));
    expect(odooProducts(name)).toHaveLength(1);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    expect(statuses).toContain(200);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
    }
    expect(await events(name)).toBe(1);
  });
});

describe.each([16, 19] as const)('Odoo %i', (version) => {
  it("a keyed creation writes the product and its external id in one load, with this version's fields", async () => {
    const other = await startOdooFake({ version });
    try {
      const { body: consumer } = await t.request('POST', '/consumers', { body: { name: `Odoo ${version}` } });
      const connected = await t.request('POST', `/consumers/${consumer.consumerid}/connections`, {
        body: {
          integrationid: 10,
          credentials: [
            { key: 'url', value: other.url },
            { key: 'db', value: other.state.db },
            { key: 'login', value: other.state.login },
            { key: 'api_key', value: other.state.apiKey },
          ],
        },
      });
      expect(connected.status).toBe(200);
      const { name, key } = fresh(`Odoo ${version}`);
      const body = {
        name,
        unit_price: 8.5,
        cost: 3,
        code: 'V-1',
        unit: 'kg',
        category: 'Saleable',
        tax_id: '2',
      };
      const res = await post(consumer.consumerid, key, body);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        name,
        unit_price: 8.5,
        cost: 3,
        code: 'V-1',
        unit: 'kg',
        tax_id: '2',
      });
      const load = other.calls.find((c) => c.orm === 'load')!;
      const columns = load.args[0] as string[];
      expect(columns).toContain('taxes_id/.id');
      expect(columns.includes('uom_po_id/.id')).toBe(version <= 17);
      expect(other.count({ orm: 'create' })).toBe(0);
      const again = await post(consumer.consumerid, key, body);
      expect(again.body).toEqual(res.body);
      expect(
        [...other.state.records.get('product.product')!.values()].filter((p) => p['name'] === name),
      ).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});

describe('Sandbox', () => {
  it('a crash after the Sandbox wrote: the retry answers the first product, one record, one event', async () => {
    const { name, key } = fresh('Sandbox crash');
    const first = await post(sandboxConsumer, key, { name, unit_price: 3 });
    expect(first.status).toBe(200);
    await crashLeftPending(key);
    await dropEvents(name);

    const retry = await post(sandboxConsumer, key, { name, unit_price: 3 });
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(await sandboxProducts(name)).toBe(1);
    expect(await events(name)).toBe(1);
  });
});

describe('a connector that cannot look its records up', () => {
  it('a failed write is never repeated: the retry answers 409 ERROR_IDEMPOTENCY_UNKNOWN_OUTCOME saying how to check', async () => {
    const { name, key } = fresh('Unknown');
    const before = countingWrites.length;
    const first = await post(countingConsumer, key, { name });
    expect(first.status).toBe(400);
    const retry = await post(countingConsumer, key, { name });
    expect(countingWrites.length - before).toBe(1);
    expect(retry.status).toBe(409);
    expect(retry.body).toMatchObject({ status: 'error', error_code: 'ERROR_IDEMPOTENCY_UNKNOWN_OUTCOME' });
    expect(retry.body.detail).toMatch(/new idempotency key/);
    // Another body under the same key is still a conflict, not a new write.
    const other = await post(countingConsumer, key, { name: `${name} (other)` });
    expect(other.status).toBe(409);
    expect(countingWrites.length - before).toBe(1);
  });

  it('a crash with its intent pending: 409 unknown outcome at once, not "in progress" for a day', async () => {
    const { name, key } = fresh('Unknown crash');
    await post(countingConsumer, key, { name });
    await crashLeftPending(key);
    const retry = await post(countingConsumer, key, { name });
    expect(retry.status).toBe(409);
    expect(retry.body.error_code).toBe('ERROR_IDEMPOTENCY_UNKNOWN_OUTCOME');
    expect(retry.body.detail).toContain('Check in the connected software');
  });

  it('an accepted write whose answer could not be committed keeps that answer: the retry gets it, with one event', async () => {
    const { name, key } = fresh('Kept answer');
    const before = countingWrites.length;
    const first = await post(acceptingConsumer, key, { name });
    t.db.transactionsDown = false;
    expect(first.status).toBe(200);
    expect(await events(name)).toBe(0);
    const retry = await post(acceptingConsumer, key, { name });
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(countingWrites.length - before).toBe(1);
    expect(await events(name)).toBe(1);
  });

  it('input the connector refused (422) frees the key for the corrected request', async () => {
    const { name, key } = fresh('Refused');
    const refused = await post(countingConsumer, key, { name: 'refused' });
    expect(refused.status).toBe(422);
    const before = countingWrites.length;
    const corrected = await post(countingConsumer, key, { name });
    expect(corrected.status).toBe(400);
    expect(countingWrites.length - before).toBe(1);
  });
});
