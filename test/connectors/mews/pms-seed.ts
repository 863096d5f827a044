import { mewsId } from '../../fakes/mews/data.js';
import { addBilledStay, type BilledStay, seedPmsHotel } from '../../fakes/mews/pms-data.js';
import type { MewsFakeState } from '../../fakes/mews/server.js';

/**
 * The stays the PMS breadth tests read, in the Vienna hotel (UTC+1 in March):
 * - 1: nights 1 and 2 March, paid cash, bill closed 3 March 09:30 UTC (10:30 in Vienna);
 * - 2: nights 3 and 4 March, paid by wire transfer, bill closed 4 March 23:30 UTC, which is
 *   5 March 00:30 in Vienna: a bill of 5 March, not 4 March;
 * - 3: nights 5 and 6 March, paid by card, closed 7 March; then refunded 50 EUR (a refund Mews
 *   writes as a positive amount);
 * - 5: nights 10 and 11 March, owned by a company, paid by wire transfer, closed 12 March.
 */
export const REFUND_ID = mewsId(0xdb, 1);

export interface PmsStays {
  s1: BilledStay;
  s2: BilledStay;
  s3: BilledStay;
  s5: BilledStay;
}

export function seedPmsStays(state: MewsFakeState): PmsStays {
  seedPmsHotel(state);
  const s1 = addBilledStay(state, { n: 1, firstNight: '2025-03-01' });
  const s2 = addBilledStay(state, { n: 2, firstNight: '2025-03-03', closedUtc: '2025-03-04T23:30:00Z' });
  const s3 = addBilledStay(state, { n: 3, firstNight: '2025-03-05' });
  const s5 = addBilledStay(state, { n: 5, firstNight: '2025-03-10' });
  const paid = state.payments.find((p) => p.Id === s3.paymentId)!;
  const refund = structuredClone(paid);
  Object.assign(refund, {
    Id: REFUND_ID,
    Kind: 'Refund',
    Identifier: 're_3',
    ChargedUtc: '2025-03-07T10:00:00Z',
    CreatedUtc: '2025-03-07T10:00:00Z',
    ConsumedUtc: '2025-03-07T10:00:00Z',
    AccountingState: 'Open',
    ClosedUtc: null,
  });
  refund.Amount = {
    ...refund.Amount,
    NetValue: 50,
    GrossValue: 50,
    Breakdown: { Items: [{ TaxRateCode: null, NetValue: 50, TaxValue: 0 }] },
  };
  state.payments.push(refund);
  return { s1, s2, s3, s5 };
}
