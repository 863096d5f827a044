import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ENTERPRISE_ID, OTHER_ENTERPRISE_ID } from '../../fakes/mews/data.js';
import { addBilledStay, type BilledStay, seedPmsHotel } from '../../fakes/mews/pms-data.js';
import { type MewsFake, startMewsFake } from '../../fakes/mews/server.js';
import { createMewsHarness, type MewsHarness } from './setup.js';

/**
 * A portfolio token (`Enterprise.IsPortfolio`) reaching a hotel in Vienna (UTC+1 in March) and
 * one in New York (UTC−5 until 9 March, then −4): each record is judged by its own property's
 * business days. A bill closed at 23:30 UTC on 4 March is Vienna's 5 March; one closed at 03:00
 * UTC on 5 March is New York's 4 March.
 */

type Json = Record<string, any>;

let fake: MewsFake;
let h: MewsHarness;
let consumerId: string;
let vienna: BilledStay;
let newYork: BilledStay;

beforeAll(async () => {
  fake = await startMewsFake((state) => {
    seedPmsHotel(state);
    state.configuration['Enterprise']['IsPortfolio'] = true;
    state.enterprises = [
      { Id: ENTERPRISE_ID, Name: 'Hotel Lintel Wien', TimeZoneIdentifier: 'Europe/Vienna', Address: null },
      {
        Id: OTHER_ENTERPRISE_ID,
        Name: 'Lintel New York',
        TimeZoneIdentifier: 'America/New_York',
        Address: null,
      },
    ];
    vienna = addBilledStay(state, { n: 1, firstNight: '2025-03-02', closedUtc: '2025-03-04T23:30:00Z' });
    newYork = addBilledStay(state, {
      n: 2,
      firstNight: '2025-03-02',
      closedUtc: '2025-03-05T03:00:00Z',
      enterpriseId: OTHER_ENTERPRISE_ID,
    });
  });
  h = await createMewsHarness(fake);
  ({ consumerId } = await h.connect());
});
afterAll(async () => {
  await h?.close();
  await fake?.close();
});
beforeEach(() => fake.reset());

const get = <T = Json>(path: string) =>
  h.app.expect<T>(200, 'GET', `/consumers/${consumerId}/pms/${path}`, { token: h.account.token });
const ids = (page: Json) => page['items'].map((i: Json) => i['id']);

describe('Mews portfolio: each property’s own days', () => {
  it('lists both properties with their time zones', async () => {
    const page = await get<{ items: Json[] }>('locations');
    expect(page.items.map((l) => [l['id'], l['timezone']])).toEqual([
      [ENTERPRISE_ID, 'Europe/Vienna'],
      [OTHER_ENTERPRISE_ID, 'America/New_York'],
    ]);
  });

  it('puts each bill on its own property’s day', async () => {
    expect(ids(await get('invoices?date_from=2025-03-04&date_to=2025-03-04'))).toEqual([newYork.billId]);
    expect(ids(await get('invoices?date_from=2025-03-05&date_to=2025-03-05'))).toEqual([vienna.billId]);
    // Mews is asked for the span of both days: Vienna's start to New York's end.
    expect(fake.calls.find((c) => c.route === 'bills/getAll')!.body!['IssuedUtc']).toEqual({
      StartUtc: '2025-03-03T23:00:00Z',
      EndUtc: '2025-03-05T05:00:00Z',
    });
    // The enterprises were read once, with the configuration, for the connection.
    expect(fake.count('enterprises/getAll')).toBe(0);
  });

  it('narrows to one property’s days with location_id', async () => {
    const page = await get(
      `invoices?date_from=2025-03-04&date_to=2025-03-04&location_id=${OTHER_ENTERPRISE_ID}`,
    );
    expect(ids(page)).toEqual([newYork.billId]);
    expect(fake.calls.find((c) => c.route === 'bills/getAll')!.body).toMatchObject({
      EnterpriseIds: [OTHER_ENTERPRISE_ID],
      IssuedUtc: { StartUtc: '2025-03-04T05:00:00Z', EndUtc: '2025-03-05T05:00:00Z' },
    });
  });

  it('closes each property’s day with its own payments', async () => {
    const closure = await get('closures/2025-03-04');
    const byProperty = Object.fromEntries(closure['closures'].map((c: Json) => [c.id, c.total]));
    expect(byProperty).toEqual({
      [`${ENTERPRISE_ID}/2025-03-04`]: 0,
      [`${OTHER_ENTERPRISE_ID}/2025-03-04`]: 215.2,
    });
    const payments = await get<{ items: Json[] }>('payments?date_from=2025-03-05&date_to=2025-03-05');
    expect(ids(payments)).toEqual([vienna.paymentId]);
  });
});
