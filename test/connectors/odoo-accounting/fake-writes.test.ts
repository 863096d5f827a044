import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OdooFake, type OdooVersion, startOdooFake } from '../../fakes/odoo/server.js';

/**
 * The fake Odoo's accounting writes, spoken to directly over JSON-RPC (no Lintel in between): it
 * refuses what Odoo refuses — an unbalanced move at posting, a date on or before the lock dates
 * (≤17 `period_lock_date`/`fiscalyear_lock_date`, 18+ also `hard_lock_date` and the sales lock),
 * a number used twice in a journal, a reconciliation across accounts or partners, an account code
 * used twice in a company — so that the connector's own checks are not the only ones its tests
 * rely on. It computes an invoice's tax and receivable lines, and counts each request.
 */

const VERSIONS: OdooVersion[] = [16, 18];
const fakes = new Map<OdooVersion, OdooFake>();

beforeAll(async () => {
  for (const version of VERSIONS) fakes.set(version, await startOdooFake({ version, accounting: true }));
});

afterAll(async () => {
  await Promise.all([...fakes.values()].map((f) => f.close()));
});

async function rpc(
  fake: OdooFake,
  model: string,
  method: string,
  args: unknown[],
): Promise<{ result?: any; error?: any }> {
  const res = await fetch(`${fake.url}/jsonrpc`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      method: 'call',
      id: 1,
      params: {
        service: 'object',
        method: 'execute_kw',
        args: [
          fake.state.db,
          fake.state.uid,
          fake.state.apiKey,
          model,
          method,
          args,
          { context: { allowed_company_ids: [1] } },
        ],
      },
    }),
  });
  return (await res.json()) as { result?: any; error?: any };
}

const line = (account: number, debit: number, credit: number, partner: number | false = false) => [
  0,
  0,
  { account_id: account, debit, credit, partner_id: partner },
];

describe.each(VERSIONS)('Odoo %i', (version) => {
  const fake = () => fakes.get(version)!;

  it('posts a balanced move with the next number of its journal, refuses an unbalanced one', async () => {
    const balanced = await rpc(fake(), 'account.move', 'create', [
      { move_type: 'entry', journal_id: 4, date: '2025-12-01', line_ids: [line(9, 10, 0), line(5, 0, 10)] },
    ]);
    expect(balanced.error).toBeUndefined();
    expect((await rpc(fake(), 'account.move', 'action_post', [[balanced.result]])).error).toBeUndefined();
    expect(fake().get('account.move', balanced.result)).toMatchObject({
      state: 'posted',
      name: 'MISC/2025/00002',
    });
    const unbalanced = await rpc(fake(), 'account.move', 'create', [
      { move_type: 'entry', journal_id: 4, date: '2025-12-01', line_ids: [line(9, 10, 0), line(5, 0, 9.99)] },
    ]);
    const refused = await rpc(fake(), 'account.move', 'action_post', [[unbalanced.result]]);
    expect(refused.error.data).toMatchObject({ name: 'odoo.exceptions.UserError' });
    expect(refused.error.data.message).toMatch(/is not balanced/);
    expect(fake().count({ model: 'account.move', orm: 'action_post' })).toBe(2);
  });

  it('refuses posting on or before the lock date, and a number already used in the journal', async () => {
    const locked = await rpc(fake(), 'account.move', 'create', [
      { move_type: 'entry', journal_id: 4, date: '2024-12-31', line_ids: [line(9, 1, 0), line(5, 0, 1)] },
    ]);
    const refused = await rpc(fake(), 'account.move', 'action_post', [[locked.result]]);
    expect(refused.error.data.message).toMatch(/lock date 2024-12-31/);
    const twice = await rpc(fake(), 'account.move', 'create', [
      {
        move_type: 'entry',
        journal_id: 4,
        name: 'MISC/2025/00001',
        date: '2025-12-02',
        line_ids: [line(9, 1, 0), line(5, 0, 1)],
      },
    ]);
    const duplicate = await rpc(fake(), 'account.move', 'action_post', [[twice.result]]);
    expect(duplicate.error.data).toMatchObject({ name: 'odoo.exceptions.ValidationError' });
  });

  it('computes an invoice’s tax and receivable lines from its invoice lines', async () => {
    const created = await rpc(fake(), 'account.move', 'create', [
      {
        move_type: 'out_invoice',
        journal_id: 1,
        partner_id: 10,
        invoice_date: '2025-12-03',
        invoice_line_ids: [
          [0, 0, { name: 'Audit', quantity: 2, price_unit: 50, account_id: 7, tax_ids: [[6, 0, [1]]] }],
        ],
      },
    ]);
    expect(created.error).toBeUndefined();
    const lines = fake().state.records.get('account.move.line')!;
    const mine = [...lines.values()].filter((l) => l['move_id'] === created.result);
    expect(mine.map((l) => [l['display_type'], l['account_id'], l['debit'], l['credit']])).toEqual([
      ['product', 7, 0, 100],
      ['tax', 3, 0, 21],
      ['payment_term', 1, 121, 0],
    ]);
  });

  it('reconciles items of one account and partner only; refuses a code used twice', async () => {
    // Move 9 (a bill of Proximus, partner 17) has its payable item; move 3 a receivable of partner 14.
    const items = [...fake().state.records.get('account.move.line')!.values()];
    const payable = items.find((l) => l['move_id'] === 9 && l['account_id'] === 2)!;
    const receivable = items.find((l) => l['move_id'] === 3 && l['account_id'] === 1)!;
    const other = items.find((l) => l['move_id'] === 6 && l['account_id'] === 1)!;
    const accounts = await rpc(fake(), 'account.move.line', 'reconcile', [[payable.id, receivable.id]]);
    expect(accounts.error.data.message).toMatch(/not from the same account/);
    const partners = await rpc(fake(), 'account.move.line', 'reconcile', [[receivable.id, other.id]]);
    expect(partners.error.data.message).toMatch(/same partner/);
    const code = await rpc(fake(), 'account.account', 'create', [
      {
        code: '400000',
        name: 'Twice',
        account_type: 'asset_receivable',
        ...(version >= 18 ? { company_ids: [[6, 0, [1]]] } : { company_id: 1 }),
      },
    ]);
    expect(code.error.data.message).toMatch(/unique per company/);
  });
});
