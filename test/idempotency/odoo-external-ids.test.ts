import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OdooFake, startOdooFake } from '../fakes/odoo/server.js';

/**
 * The fake Odoo's external ids behave as Odoo's (`ir.model.data`; `load`, the import method),
 * since the connector's idempotent creates rely on them: an external id is unique per module
 * and name, `load` writes a record and its external id together, and a `load` of the same
 * external id again updates that record instead of creating another.
 */

let fake: OdooFake;
beforeAll(async () => {
  fake = await startOdooFake();
});
afterAll(async () => {
  await fake?.close();
});

let id = 0;
async function executeKw(
  model: string,
  method: string,
  args: unknown[],
  kwargs: Record<string, unknown> = {},
) {
  const response = await fetch(`${fake.url}/jsonrpc`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      method: 'call',
      id: ++id,
      params: {
        service: 'object',
        method: 'execute_kw',
        args: [fake.state.db, fake.state.uid, fake.state.apiKey, model, method, args, kwargs],
      },
    }),
  });
  return (await response.json()) as { result?: any; error?: { data: { name: string; message: string } } };
}

describe('ir.model.data and load in the fake Odoo', () => {
  it('creates and finds external ids; a second one with the same module and name is a UniqueViolation', async () => {
    const created = await executeKw('ir.model.data', 'create', [
      { module: '__test__', name: 'one', model: 'res.partner', res_id: 11 },
    ]);
    expect(typeof created.result).toBe('number');
    const again = await executeKw('ir.model.data', 'create', [
      { module: '__test__', name: 'one', model: 'res.partner', res_id: 12 },
    ]);
    expect(again.error?.data.name).toBe('psycopg2.errors.UniqueViolation');
    const found = await executeKw(
      'ir.model.data',
      'search_read',
      [
        [
          ['module', '=', '__test__'],
          ['name', '=', 'one'],
        ],
      ],
      { fields: ['model', 'res_id', 'complete_name'] },
    );
    expect(found.result).toEqual([
      { id: created.result, model: 'res.partner', res_id: 11, complete_name: '__test__.one' },
    ]);
  });

  it('load creates the record with its external id once; loading it again updates the same record', async () => {
    // Up to 17 the purchase unit must share the unit's category, as with create.
    const columns = ['id', 'name', 'list_price', 'uom_id/.id', 'uom_po_id/.id', 'taxes_id/.id'];
    const first = await executeKw('product.product', 'load', [
      columns,
      [['__test__.p1', 'Loaded', '12.5', '3', '3', '2']],
    ]);
    expect(first.result).toMatchObject({ ids: [expect.any(Number)], messages: [] });
    const productId = first.result.ids[0] as number;
    expect(fake.get('product.product', productId)).toMatchObject({
      name: 'Loaded',
      list_price: 12.5,
      uom_id: 3,
      taxes_id: [2],
    });
    const second = await executeKw('product.product', 'load', [
      columns,
      [['__test__.p1', 'Loaded', '13', '3', '3', '2']],
    ]);
    expect(second.result.ids).toEqual([productId]);
    expect(
      [...fake.state.records.get('product.product')!.values()].filter((p) => p['name'] === 'Loaded'),
    ).toHaveLength(1);
    expect(fake.get('product.product', productId)!['list_price']).toBe(13);
    const links = [...fake.state.records.get('ir.model.data')!.values()].filter((r) => r['name'] === 'p1');
    expect(links).toEqual([
      expect.objectContaining({ module: '__test__', model: 'product.product', res_id: productId }),
    ]);
  });

  it('a row that fails is a message, ids false, and nothing is kept', async () => {
    const before = fake.state.records.get('product.product')!.size;
    const failed = await executeKw('product.product', 'load', [
      ['id', 'name', 'list_price'],
      [['__test__.bad', 'Bad', 'twelve']],
    ]);
    expect(failed.result.ids).toBe(false);
    expect(failed.result.messages[0]).toMatchObject({
      type: 'error',
      message: expect.stringContaining('twelve'),
    });
    expect(fake.state.records.get('product.product')!.size).toBe(before);
    expect([...fake.state.records.get('ir.model.data')!.values()].some((r) => r['name'] === 'bad')).toBe(
      false,
    );
  });
});
