import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asStored, publishedSquareExample } from '../../fakes/square/examples.js';
import { modifiersPath, type SquareHarness, startSquareHarness } from './kit.js';

/**
 * The Square connector fed with the ListCatalog examples Square publishes
 * (test/fakes/square/examples, from `square/connect-api-specification`): what the modifier
 * mapping makes of them.
 */

let h: SquareHarness;

beforeAll(async () => {
  h = await startSquareHarness();
});
afterAll(async () => {
  await h?.close();
});
beforeEach(() => {
  h.logLines.length = 0;
});

const warnings = () => h.logLines.filter((line) => line.level === 40);
const modifiers = async (consumerId: string) =>
  h.t.expect(200, 'GET', modifiersPath(consumerId), { token: h.account.token });

describe('Square published examples', () => {
  it('the ListCatalog response example (a CATEGORY and a TAX) holds nothing to map', async () => {
    const { consumerId } = await h.connect();
    // Served as published, whatever `types` asked for.
    h.fake.inject({ kind: 'status', status: 200, body: publishedSquareExample('list-catalog-response') });
    const page = await modifiers(consumerId);
    expect(page).toEqual({ items: [], total: 0, page: 1, size: 50 });
    expect(h.fake.count('GET /v2/catalog/list')).toBe(1); // no cursor: the last page
    expect(warnings()).toEqual([]);
  });

  it('the CatalogModifierList example as Square stores it: Milk Type, Whole 0, Almond 2.50, Soy 2.50', async () => {
    const milk = asStored(publishedSquareExample('catalog-modifier-list'));
    // The catalogue: the ListCatalog example's objects and the modifier list; the fake answers
    // `types=MODIFIER_LIST` with the list only, as Square does.
    h.fake.state.objects = [...publishedSquareExample('list-catalog-response')['objects'], milk];
    const { consumerId } = await h.connect();
    const page = await modifiers(consumerId);
    const ids = (milk['modifier_list_data'] as { modifiers: { id: string }[] }).modifiers.map((m) => m.id);
    expect(page).toEqual({
      items: [
        {
          id: milk['id'],
          name: 'Milk Type',
          options: [
            { id: ids[0], name: 'Whole Milk', price: 0 },
            { id: ids[1], name: 'Almond Milk', price: 2.5 },
            { id: ids[2], name: 'Soy Milk', price: 2.5 },
          ],
        },
      ],
      total: 1,
      page: 1,
      size: 50,
    });
    expect(h.fake.calls[0]!.query).toEqual({ types: 'MODIFIER_LIST' });
    expect(warnings()).toEqual([]);
  });

  it('the CatalogModifierList example verbatim (modifiers without ids): the list is kept, each modifier dropped and counted', async () => {
    h.fake.state.objects = [publishedSquareExample('catalog-modifier-list')];
    const { consumerId } = await h.connect();
    const before = h.dropped.count('Square', 'MODIFIER');
    const page = await modifiers(consumerId);
    // A modifier needs an id to be an option; the list has one (a temporary one, as published).
    expect(page.items).toEqual([{ id: '#MilkType', name: 'Milk Type', options: [] }]);
    expect(h.dropped.count('Square', 'MODIFIER')).toBe(before + 3);
    expect(warnings()).toEqual(
      [0, 1, 2].map((index) =>
        expect.objectContaining({
          connector: 'Square',
          kind: 'MODIFIER',
          vendorId: null,
          reason: `objects.0.modifier_list_data.modifiers.${index}: id: Invalid input: expected string, received undefined`,
        }),
      ),
    );
  });

  it('the CatalogModifier example as a list of one: Almond Milk at 2.50 USD', async () => {
    const almond = publishedSquareExample('catalog-modifier')['object'];
    const list = asStored({
      id: '#Almond',
      type: 'MODIFIER_LIST',
      present_at_all_locations: true,
      modifier_list_data: { name: 'Milk', modifiers: [almond] },
    });
    h.fake.state.objects = [list];
    const { consumerId } = await h.connect();
    const page = await modifiers(consumerId);
    expect(page.items[0].options).toEqual([
      {
        id: (list['modifier_list_data'] as { modifiers: { id: string }[] }).modifiers[0]!.id,
        name: 'Almond Milk',
        price: 2.5,
      },
    ]);
  });
});
