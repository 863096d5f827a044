import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, READ_THROUGH, type TestAccount, type TestApp } from '../../kit/app.js';

/**
 * The Sandbox Accounting adds up (contract §10): in each folder every entry is balanced, each
 * account's balance is the sum of its posted lines, the trial balance is zero, what is open on an
 * invoice is its total less the payments matched with it, the FEC of a year is exactly the posted
 * lines of that year, and one folder's records are not another's.
 */

let t: TestApp;
let account: TestAccount;
let consumerId: string;

beforeAll(async () => {
  t = await createTestApp({ env: READ_THROUGH });
  account = await t.newAccount('Sandbox accounting sums');
  ({ consumerId } = await t.newConsumer(account, [4]));
});

afterAll(async () => {
  await t?.close();
});

const url = (rest: string) => `/consumers/${consumerId}/accounting/${rest}`;
const get = <T = any>(rest: string) => t.expect<T>(200, 'GET', url(rest), { token: account.token });
const year = new Date().getUTCFullYear();
const cents = (n: number) => Math.round(n * 100);

/** Every item of a paged listing. */
async function all(rest: string): Promise<any[]> {
  const out: any[] = [];
  for (let page = 1; ; page++) {
    const body = await get<{ items: any[]; total: number }>(
      `${rest}${rest.includes('?') ? '&' : '?'}size=100&page=${page}`,
    );
    out.push(...body.items);
    if (out.length >= body.total || body.items.length === 0) return out;
  }
}

describe.each(['sablon', 'schelde'])('folder %s', (folder) => {
  const window = `folder_id=${folder}&date_from=${year - 1}-01-01&date_to=${year}-12-31`;
  let entries: any[];

  beforeAll(async () => {
    entries = await all(`journal/entries?${window}&unposted_allowed=false`);
  });

  it('every entry is balanced', () => {
    expect(entries.length).toBeGreaterThan(10);
    for (const entry of entries) {
      const debit = entry.items.reduce((s: number, i: any) => s + cents(i.debit), 0);
      const credit = entry.items.reduce((s: number, i: any) => s + cents(i.credit), 0);
      expect(debit, entry.name).toBe(credit);
    }
  });

  it('each balance is the sum of its posted lines, and the trial balance is zero', async () => {
    const { items } = await t.expect(
      200,
      'POST',
      url(`chart-of-accounts/balance?folder_id=${folder}&size=100`),
      {
        token: account.token,
        body: { accounts: [], end: `${year}12`, start: `${year - 1}01` },
      },
    );
    const sums = new Map<string, number>();
    for (const entry of entries) {
      for (const i of entry.items)
        sums.set(i.account_number, (sums.get(i.account_number) ?? 0) + cents(i.debit) - cents(i.credit));
    }
    expect(items.map((b: any) => b.account_number).sort()).toEqual([...sums.keys()].sort());
    for (const b of items) {
      expect(cents(b.balance), b.account_number).toBe(sums.get(b.account_number));
      expect(cents(b.period_balance), b.account_number).toBe(cents(b.balance));
    }
    expect(items.reduce((s: number, b: any) => s + cents(b.balance), 0)).toBe(0);
  });

  it('what is open is each invoice’s total less the payments matched with it', async () => {
    const open = new Map<string, number>();
    for (const type of ['client', 'supplier']) {
      for (const o of await all(`outstandings?folder_id=${folder}&type=${type}&unposted_allowed=false`)) {
        open.set(o.id, cents(o.open_amount));
      }
    }
    let checked = 0;
    for (const type of ['customer_invoice', 'customer_refund', 'supplier_invoice']) {
      for (const invoice of await all(`invoices/type/${type}?folder_id=${folder}&include_payments=true`)) {
        if (invoice.status === 'draft') continue;
        const paid = invoice.payments.reduce((s: number, p: any) => s + cents(p.dedicated_amount), 0);
        // A client's credit note is owed by the company: its open item is on the other side.
        const expected = (type === 'customer_refund' ? -1 : 1) * (cents(invoice.total) - paid);
        expect(open.get(invoice.id) ?? 0, invoice.invoice_number).toBe(expected);
        expect(invoice.status, invoice.invoice_number).toBe(expected === 0 ? 'paid' : 'posted');
        const payments = await all(`invoices/id/${invoice.id}/payments?folder_id=${folder}`);
        expect(payments.map((p) => p.id)).toEqual(invoice.payments.map((p: any) => p.id));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(5);
  });

  it('the FEC of a year is exactly the posted lines of that year', async () => {
    for (const y of [year - 1, year]) {
      const fec = await get<any[]>(`export-fec?folder_id=${folder}&date_from=${y}-01-01&date_to=${y}-12-31`);
      const lines = entries.filter((e) => e.date.startsWith(String(y))).flatMap((e) => e.items);
      expect(fec.length).toBe(lines.length);
      expect(fec.map((l) => `${l.CompteNum} ${cents(l.Debit)} ${cents(l.Credit)}`).sort()).toEqual(
        lines.map((l) => `${l.account_number} ${cents(l.debit)} ${cents(l.credit)}`).sort(),
      );
      expect(fec.reduce((s, l) => s + cents(l.Debit) - cents(l.Credit), 0)).toBe(0);
      for (const l of fec) {
        expect(Object.keys(l)).toEqual([
          'JournalCode',
          'JournalLib',
          'EcritureNum',
          'EcritureDate',
          'CompteNum',
          'CompteLib',
          'CompAuxNum',
          'CompAuxLib',
          'PieceRef',
          'PieceDate',
          'Debit',
          'Credit',
          'EcritureLet',
          'DateLet',
          'ValidDate',
          'Montantdevise',
          'Idevise',
        ]);
      }
    }
  });
});

describe('folders isolate', () => {
  it('no record of one folder is read in the other', async () => {
    const window = `date_from=${year - 1}-01-01&date_to=${year}-12-31&unposted_allowed=true`;
    for (const rest of [
      `journal/entries?${window}`,
      'clients',
      'suppliers',
      'journals',
      'vat-codes',
      'analytic-accounts/multi-analytic-plans',
    ]) {
      const a = (await all(`${rest}${rest.includes('?') ? '&' : '?'}folder_id=sablon`)).map((r) => r.id);
      const b = (await all(`${rest}${rest.includes('?') ? '&' : '?'}folder_id=schelde`)).map((r) => r.id);
      expect(a.length, rest).toBeGreaterThan(0);
      expect(b.length, rest).toBeGreaterThan(0);
      expect(
        a.filter((id) => b.includes(id)),
        rest,
      ).toEqual([]);
    }
    const answer = await t.request('GET', url('invoices/sablon-inv-s1?folder_id=schelde'), {
      token: account.token,
    });
    expect(answer.status).toBe(404);
  });
});
