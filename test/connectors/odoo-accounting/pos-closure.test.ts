import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAccount, TestApp } from '../../kit/app.js';
import { type AccountingOdoo, connectAccounting, createAccountingTestApp } from './helpers.js';

/**
 * The integration a restaurant's tools build first: the day's POS closure posted into the books.
 * One consumer reads yesterday's closure of the Sandbox POS (integration 2) and posts it into a
 * fake Odoo (integration 11) as a journal entry with the accounts the caller chose: cash and
 * card takings debited (570000, 550000), each VAT rate's sales credited untaxed (700000) and its
 * tax credited to 451000. Odoo stores it posted and balanced, its VAT lines the closure's taxes.
 */

let t: TestApp;
let account: TestAccount;
const books = new Map<number, AccountingOdoo>();

beforeAll(async () => {
  t = await createAccountingTestApp();
  account = await t.newAccount('POS closure into Odoo');
  for (const version of [17, 18] as const) {
    const odoo = await connectAccounting(t, account, { version });
    await t.expect(200, 'POST', `/consumers/${odoo.consumerId}/connections`, {
      token: account.token,
      body: { integrationid: 2 },
    });
    books.set(version, odoo);
  }
});

afterAll(async () => {
  await t?.close();
  await Promise.all([...books.values()].map((o) => o.fake.close()));
});

interface Closure {
  total: number;
  tax_amount: number;
  payments: { payment_method_name: string; total: number }[];
  taxes: { tax_rate: number; tax_amount: number; total: number }[];
}

const cents = (n: number) => Math.round(n * 100);
const money = (c: number) => c / 100;

describe.each([17, 18])('Odoo %i', (version) => {
  it('posts yesterday’s closure of the Brussels shop as a balanced entry, VAT lines = the closure’s taxes', async () => {
    const odoo = books.get(version)!;
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const { closures } = await t.expect<{ closures: Closure[] }>(
      200,
      'GET',
      `/consumers/${odoo.consumerId}/pos/closures/${yesterday}?location_id=LOC-BRU`,
      { token: account.token },
    );
    const closure = closures[0]!;
    expect(closure.total).toBeGreaterThan(0);
    const cash = closure.payments
      .filter((p) => p.payment_method_name === 'Cash')
      .reduce((s, p) => s + cents(p.total), 0);
    const other = closure.payments.reduce((s, p) => s + cents(p.total), 0) - cash;
    const line = (account: string, debit: number, credit: number, description: string) => ({
      account_type: 'general_account',
      account,
      debit: money(debit),
      credit: money(credit),
      description,
    });
    const items = [
      line('570000', cash, 0, 'Cash takings'),
      line('550000', other, 0, 'Card and voucher takings'),
      ...closure.taxes.flatMap((tax) => [
        line('700000', 0, cents(tax.total) - cents(tax.tax_amount), `Sales at ${tax.tax_rate} %`),
        line('451000', 0, cents(tax.tax_amount), `VAT ${tax.tax_rate} %`),
      ]),
    ].filter((i) => i.debit !== 0 || i.credit !== 0);

    const res = await odoo.request('POST', 'journal-entries', {
      journal_id: '4',
      number: `POS/BRU/${yesterday}`,
      currency: 'EUR',
      date: yesterday,
      reference: `Closure ${yesterday}, Brussels`,
      items,
    });
    expect(res.status, res.text).toBe(200);

    const entry = await odoo.get(`journal/entries/${res.body.id}`);
    expect(entry.posted).toBe(true);
    const stored = entry.items as { account_number: string; debit: number; credit: number }[];
    expect(stored.reduce((s, i) => s + cents(i.debit) - cents(i.credit), 0)).toBe(0);
    expect(stored.reduce((s, i) => s + cents(i.debit), 0)).toBe(cents(closure.total));
    const vat = stored.filter((i) => i.account_number === '451000').map((i) => cents(i.credit));
    expect(vat.sort((a, b) => a - b)).toEqual(
      closure.taxes.map((tax) => cents(tax.tax_amount)).sort((a, b) => a - b),
    );
    expect(vat.reduce((s, c) => s + c, 0)).toBe(cents(closure.tax_amount));
  });
});
