import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestAccount, type TestApp } from '../kit/app.js';

/**
 * `Consumer.accounting` over GraphQL on the Sandbox Accounting (CONTRACT §7, §10): the same
 * records as REST, references as fields (an invoice's partner, payments and entry; an entry
 * line's account and partner), global ids read again with `node`, and a write's refusal as a
 * `userErrors` item that changes nothing.
 */

let t: TestApp;
let account: TestAccount;
let consumerId: string;

beforeAll(async () => {
  t = await createTestApp();
  account = await t.newAccount('GraphQL accounting');
  ({ consumerId } = await t.newConsumer(account, [4]));
});

afterAll(async () => {
  await t?.close();
});

async function ask(query: string, variables: Record<string, unknown> = {}) {
  const res = await t.request('POST', '/graphql', {
    token: account.token,
    body: { query, variables: { id: consumerId, ...variables } },
  });
  expect(res.status, res.text).toBe(200);
  expect(res.body.errors, res.text).toBeUndefined();
  return res.body.data;
}

const cents = (n: number) => Math.round(n * 100);

describe('Consumer.accounting over GraphQL', () => {
  it('paid invoices with their partner, payments and posted entry, as REST lists them', async () => {
    const data = await ask(`query Paid($id: ID!) { consumer(id: $id) { accounting {
      invoices(invoiceType: CUSTOMER_INVOICE, paymentStatus: PAID, first: 20, includePayments: true) {
        totalCount
        nodes { id remoteId total partnerId partner { name }
          payments { dedicatedAmount journal { name } }
          entry { name items { accountNumber debit credit account { name } } } }
      } } } }`);
    const invoices = data.consumer.accounting.invoices;
    expect(invoices.totalCount).toBeGreaterThan(0);
    const rest = await t.expect<{ items: { id: string }[] }>(
      200,
      'GET',
      `/consumers/${consumerId}/accounting/invoices/type/customer_invoice?payment_status=paid&size=20`,
      { token: account.token },
    );
    expect(invoices.nodes.map((i: { remoteId: string }) => i.remoteId)).toEqual(rest.items.map((i) => i.id));
    for (const invoice of invoices.nodes) {
      expect(invoice.partner.name).toEqual(expect.any(String));
      // Paid: the parts of its payments that settle it add up to its total.
      const paid = invoice.payments.reduce(
        (s: number, p: { dedicatedAmount: number }) => s + cents(p.dedicatedAmount),
        0,
      );
      expect(paid).toBe(cents(invoice.total));
      expect(invoice.payments.every((p: { journal: { name: string } }) => p.journal.name.length > 0)).toBe(
        true,
      );
      // Its entry debits the client's account with the total and balances.
      const items = invoice.entry.items as {
        accountNumber: string;
        debit: number;
        credit: number;
        account: { name: string };
      }[];
      expect(items.filter((i) => i.accountNumber === '400000').reduce((s, i) => s + cents(i.debit), 0)).toBe(
        cents(invoice.total),
      );
      expect(items.reduce((s, i) => s + cents(i.debit) - cents(i.credit), 0)).toBe(0);
      expect(items.find((i) => i.accountNumber === '400000')?.account.name).toBe('Clients');
    }
    const first = invoices.nodes[0];
    const again = await ask(
      `query Again($node: ID!) { node(id: $node) { ... on AccountingInvoice { remoteId total } } }`,
      { node: first.id },
    );
    expect(again.node).toEqual({ remoteId: first.remoteId, total: first.total });
  });

  it('books a journal entry; an unbalanced one is a userError and writes nothing', async () => {
    const day = new Date().toISOString().slice(0, 10);
    const M = `mutation Book($input: CreateJournalEntryInput!) { createJournalEntry(input: $input) {
      journalEntryMultiPlan { remoteId name items { accountNumber debit credit } } userErrors { code field message } } }`;
    const line = (account: string, debit: number, credit: number) => ({
      accountType: 'GENERAL_ACCOUNT',
      account,
      debit,
      credit,
    });
    const input = (number: string, items: ReturnType<typeof line>[]) => ({
      consumerId,
      journalId: 'sablon-jrn-misc',
      number,
      currency: 'EUR',
      date: day,
      items,
    });
    const count = async () =>
      (
        await ask(
          `query Count($id: ID!, $day: Date!) { consumer(id: $id) { accounting {
            journalEntries(first: 1, unpostedAllowed: true, dateFrom: $day, dateTo: $day) { totalCount } } } }`,
          { day },
        )
      ).consumer.accounting.journalEntries.totalCount;
    const before = await count();
    const refused = await ask(M, {
      input: input('GQL-1', [line('570000', 10, 0), line('701000', 0, 9.99)]),
    });
    expect(refused.createJournalEntry.journalEntryMultiPlan).toBeNull();
    expect(refused.createJournalEntry.userErrors.map((e: { code: string }) => e.code)).toEqual([
      'ERROR_OPERATION_NOT_BALANCED',
    ]);
    expect(await count()).toBe(before);

    const booked = await ask(M, {
      input: input('GQL-2', [line('570000', 121, 0), line('701000', 0, 100), line('451000', 0, 21)]),
    });
    expect(booked.createJournalEntry.userErrors).toEqual([]);
    expect(booked.createJournalEntry.journalEntryMultiPlan.items).toEqual([
      { accountNumber: '570000', debit: 121, credit: 0 },
      { accountNumber: '701000', debit: 0, credit: 100 },
      { accountNumber: '451000', debit: 0, credit: 21 },
    ]);
    expect(await count()).toBe(before + 1);
  });
});
