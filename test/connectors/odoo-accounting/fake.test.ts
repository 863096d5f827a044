import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OdooFake, type OdooVersion, startOdooFake } from '../../fakes/odoo/server.js';

/**
 * The fake Odoo in accounting mode, spoken to directly over JSON-RPC on each version: the ledger
 * balances, reconciliations show as Odoo shows them (residuals, matching numbers per version),
 * multi-company rules hide the other company's records, `read_group` (16–19) and
 * `formatted_read_group` (19 only) total by account, and fields are checked as Odoo checks them.
 */

const VERSIONS: OdooVersion[] = [16, 17, 18, 19];
const fakes = new Map<OdooVersion, OdooFake>();

beforeAll(async () => {
  for (const version of VERSIONS)
    fakes.set(version, await startOdooFake({ version, accounting: true, hr: true }));
});

afterAll(async () => {
  await Promise.all([...fakes.values()].map((f) => f.close()));
});

async function rpc(
  fake: OdooFake,
  model: string,
  method: string,
  args: unknown[],
  kwargs: Record<string, unknown> = {},
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
        args: [fake.state.db, fake.state.uid, fake.state.apiKey, model, method, args, kwargs],
      },
    }),
  });
  return (await res.json()) as { result?: any; error?: any };
}

async function ok(fake: OdooFake, model: string, method: string, args: unknown[], kwargs = {}) {
  const answer = await rpc(fake, model, method, args, kwargs);
  expect(answer.error, JSON.stringify(answer.error?.data?.message)).toBeUndefined();
  return answer.result;
}

const both = { context: { allowed_company_ids: [1, 2] } };
const second = { context: { allowed_company_ids: [2] } };

describe.each(VERSIONS)('the fake Odoo %i in accounting mode', (version) => {
  const fake = () => fakes.get(version)!;

  it('balances every move, in both companies', async () => {
    const lines = await ok(fake(), 'account.move.line', 'search_read', [[]], {
      fields: ['move_id', 'debit', 'credit', 'company_id'],
      ...both,
    });
    const totals = new Map<number, number>();
    for (const line of lines) {
      totals.set(
        line.move_id[0],
        (totals.get(line.move_id[0]) ?? 0) + Math.round((line.debit - line.credit) * 100),
      );
    }
    expect(totals.size).toBe(18);
    for (const [move, total] of totals) expect(total, `move ${move}`).toBe(0);
    expect(new Set(lines.map((l: any) => l.company_id[0]))).toEqual(new Set([1, 2]));
  });

  it('shows only the default company without allowed_company_ids, and only company 2 when asked', async () => {
    const defaults = await ok(fake(), 'account.move', 'search_read', [[]], { fields: ['company_id'] });
    expect(new Set(defaults.map((m: any) => m.company_id[0]))).toEqual(new Set([1]));
    const other = await ok(fake(), 'account.move', 'search_read', [[]], {
      fields: ['company_id'],
      ...second,
    });
    expect(other.map((m: any) => m.id).sort()).toEqual([21, 22, 23, 24]);
    const partners = await ok(fake(), 'res.partner', 'search_read', [[['customer_rank', '>', 0]]], {
      fields: ['name'],
      ...second,
    });
    expect(partners.map((p: any) => p.name)).toContain('Atelier Nord BV');
    expect(partners.map((p: any) => p.name)).not.toContain('Proximus SA');
    const denied = await rpc(fake(), 'account.move', 'search_read', [[]], {
      fields: ['name'],
      context: { allowed_company_ids: [3] },
    });
    expect(denied.error.data.name).toBe('odoo.exceptions.AccessError');
    const read = await rpc(fake(), 'account.move', 'read', [[21], ['name']]);
    expect(read.error.data.name).toBe('odoo.exceptions.AccessError');
  });

  it('computes residuals, reconciled and the matching numbers of this version', async () => {
    const lines = await ok(
      fake(),
      'account.move.line',
      'search_read',
      [[['account_type', 'in', ['asset_receivable', 'liability_payable']]]],
      {
        fields: [
          'move_name',
          'balance',
          'amount_residual',
          'reconciled',
          'matching_number',
          'full_reconcile_id',
        ],
      },
    );
    const byMove = (name: string) => lines.filter((l: any) => l.move_name === name);
    const [paid] = byMove('INV/2025/00001');
    const [partial] = byMove('INV/2025/00002');
    const [payment] = byMove('BNK1/2025/00002');
    expect(paid).toMatchObject({ amount_residual: 0, reconciled: true });
    expect(partial).toMatchObject({ amount_residual: 2025, reconciled: false });
    expect(payment).toMatchObject({ amount_residual: 0, reconciled: true });
    if (version === 16) {
      expect([paid.matching_number, partial.matching_number]).toEqual(['A1', 'P']);
    } else {
      expect([paid.matching_number, partial.matching_number]).toEqual(['1', 'P2']);
    }
    expect(partial.matching_number).toBe(payment.matching_number);
  });

  it('totals lines by account with read_group, and with formatted_read_group on 19 only', async () => {
    const domain = [
      ['parent_state', '=', 'posted'],
      ['date', '<=', '2025-12-31'],
    ];
    const groups = await ok(
      fake(),
      'account.move.line',
      'read_group',
      [domain, ['debit:sum', 'credit:sum', 'balance:sum'], ['account_id']],
      { lazy: false },
    );
    const receivable = groups.find((g: any) => g.account_id[1] === '400000 Customers');
    expect(receivable).toMatchObject({ debit: 5135, credit: 2331, balance: 2804, __count: 7 });
    const formatted = await rpc(fake(), 'account.move.line', 'formatted_read_group', [domain], {
      groupby: ['account_id'],
      aggregates: ['debit:sum', 'credit:sum', '__count'],
    });
    if (version < 19) {
      expect(formatted.error.data.name).toBe('builtins.AttributeError');
    } else {
      const group = formatted.result.find((g: any) => g.account_id[0] === 1);
      expect(group).toMatchObject({ 'debit:sum': 5135, 'credit:sum': 2331, __count: 7 });
      expect(group.__extra_domain).toEqual([['account_id', '=', 1]]);
    }
  });

  it('has the fields of this version, and refuses the others', async () => {
    const company = await ok(fake(), 'res.company', 'fields_get', [], { attributes: ['type'] });
    expect('hard_lock_date' in company).toBe(version >= 18);
    expect('period_lock_date' in company).toBe(version <= 17);
    const account = await ok(fake(), 'account.account', 'fields_get', [], { attributes: ['type'] });
    expect('company_ids' in account).toBe(version >= 18);
    expect('company_id' in account).toBe(version <= 17);
    expect('deprecated' in account).toBe(version <= 18);
    const wrong = await rpc(fake(), 'account.account', 'search_read', [[]], {
      fields: [version >= 18 ? 'company_id' : 'company_ids'],
    });
    expect(wrong.error.data.name).toBe('builtins.ValueError');
    const [line] = await ok(
      fake(),
      'account.move.line',
      'search_read',
      [
        [
          ['move_id', '=', 1],
          ['display_type', '=', 'product'],
        ],
      ],
      {
        fields: ['analytic_distribution'],
      },
    );
    expect(line.analytic_distribution).toEqual(version >= 18 ? { '1,3': 100 } : { '1': 100, '3': 100 });
  });

  it('answers which modules are installed', async () => {
    const modules = await ok(
      fake(),
      'ir.module.module',
      'search_read',
      [[['name', 'in', ['hr', 'account']]]],
      {
        fields: ['name', 'state'],
      },
    );
    expect(modules.map((m: any) => [m.name, m.state])).toEqual([
      ['account', 'installed'],
      ['hr', 'installed'],
    ]);
  });
});

describe('without the HR app', () => {
  it('has no hr.employee model, and ir.module.module says hr is not installed', async () => {
    const fake = await startOdooFake({ version: 17, accounting: true });
    try {
      const missing = await rpc(fake, 'hr.employee', 'search_read', [[]], { fields: ['name'] });
      expect(missing.error.data.message).toBe("Object hr.employee doesn't exist");
      const [hr] = await ok(fake, 'ir.module.module', 'search_read', [[['name', '=', 'hr']]], {
        fields: ['state'],
      });
      expect(hr.state).toBe('uninstalled');
    } finally {
      await fake.close();
    }
  });
});
