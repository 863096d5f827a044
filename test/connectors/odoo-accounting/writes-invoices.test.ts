import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OdooVersion } from '../../fakes/odoo/server.js';
import type { TestAccount, TestApp } from '../../kit/app.js';
import {
  type AccountingOdoo,
  connectAccounting,
  createAccountingTestApp,
  expectRefused,
  VERSIONS,
} from './helpers.js';

/**
 * Invoices written to an Odoo 16 to 19 through REST: `account.move` with its `invoice_line_ids`
 * (the fake computes the tax and receivable lines as Odoo does) posted by `action_post`, with one
 * analytic account or a distribution over several plans; a payment as a bank entry reconciled
 * with the invoice; a PDF as an `ir.attachment`. Refusals (unknown partner, tax, account,
 * analytic account, a number used, a locked date, a file already there) write nothing.
 */

let t: TestApp;
let account: TestAccount;
const odoos = new Map<OdooVersion, AccountingOdoo>();

beforeAll(async () => {
  t = await createAccountingTestApp();
  account = await t.newAccount('Odoo accounting invoice writes');
  for (const version of VERSIONS) odoos.set(version, await connectAccounting(t, account, { version }));
});

afterAll(async () => {
  await t?.close();
  await Promise.all([...odoos.values()].map((o) => o.fake.close()));
});

const LINE = {
  line_number: 1,
  unit_price: 250,
  quantity: 2,
  untaxed_amount: 500,
  tax_rate: 21,
  tax_amount: 105,
  total: 605,
  account_number: '700000',
  tax_code: '1',
  description: 'Kitchen audit',
};

const INVOICE = {
  invoice_type: 'customer_invoice',
  invoice_number: 'INV/2025/00900',
  currency: 'EUR',
  untaxed_amount: 500,
  tax_amount: 105,
  total: 605,
  invoice_date: '2025-10-10',
  due_date: '2025-11-09',
  partner_id: '10',
  reference: 'PO-77',
  lines: [{ ...LINE, analytic_account: '1' }],
};

const PDF = Buffer.from('%PDF-1.4 audit').toString('base64');

describe.each(VERSIONS)('Odoo %i', (version) => {
  const odoo = () => odoos.get(version)!;
  let invoiceId = '';

  it('creates and posts a customer invoice: Odoo computes its tax and receivable lines', async () => {
    const calls = await odoo().calls(async () => {
      const res = await odoo().request('POST', 'invoices', INVOICE);
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({
        invoice_number: 'INV/2025/00900',
        invoice_type: 'customer_invoice',
        status: 'posted',
        untaxed_amount: 500,
        tax_amount: 105,
        total: 605,
        partner_id: '10',
        due_date: '2025-11-09',
      });
      expect(res.body.lines[0]).toMatchObject({
        account_number: '700000',
        tax_code: '1',
        analytic_account: '1',
      });
      invoiceId = res.body.id;
    });
    // Checks: lock date, sales journal, partner, accounts, taxes, analytic accounts, the number; writes; read back.
    expect(calls.slice(0, 9)).toEqual([
      'res.company.search_read',
      'account.journal.search_read',
      'res.partner.search_read',
      'account.account.search_read',
      'account.tax.search_read',
      'account.analytic.account.search_read',
      'account.move.search_read',
      'account.move.create',
      'account.move.action_post',
    ]);
  });

  it('creates a supplier bill spread over two analytic plans, with its PDF', async () => {
    const calls = await odoo().calls(async () => {
      const res = await odoo().request('POST', 'invoices/multi-analytic-plans', {
        ...INVOICE,
        invoice_type: 'supplier_invoice',
        invoice_number: undefined,
        partner_id: '17',
        pdf: PDF,
        pdf_name: 'bill 42',
        lines: [
          {
            ...LINE,
            account_number: '613000',
            tax_code: '6',
            analytic_distribution: [
              { analytic_plan: '1', analytic_accounts: [{ analytic_account: '2', percentage: 100 }] },
              {
                analytic_plan: '2',
                analytic_accounts: [
                  { analytic_account: '3', percentage: 50 },
                  { analytic_account: '4', percentage: 50 },
                ],
              },
            ],
          },
        ],
      });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({ invoice_type: 'supplier_invoice', status: 'posted', total: 605 });
      expect(res.body.invoice_number).toMatch(/^BILL\/2025\/\d{5}$/);
      const plans = res.body.lines[0].analytic_distribution;
      expect(plans.map((p: any) => p.analytic_plan).sort()).toEqual(['1', '2']);
    });
    expect(calls).toContain('ir.attachment.create');
    expect(calls.filter((c) => c === 'account.move.search_read')).toHaveLength(1);
  });

  it('pays the invoice: a bank entry reconciled with its receivable line', async () => {
    const calls = await odoo().calls(async () => {
      const res = await odoo().request('POST', 'invoices/payments', {
        date: '2025-10-20',
        payment_method_id: '1',
        currency: 'EUR',
        reference: 'Wire 605',
        items: [{ invoice_id: invoiceId, amount: 605 }],
      });
      expect(res.status, res.text).toBe(204);
    });
    expect(calls).toEqual([
      'res.company.search_read',
      'account.payment.method.line.search_read',
      'account.journal.search_read',
      'account.move.search_read',
      'account.move.line.search_read',
      'account.move.create',
      'account.move.action_post',
      'account.move.line.search_read',
      'account.move.line.reconcile',
      // The invoice read back (GraphQL answers it).
      ...calls.slice(9),
    ]);
    const invoice = await odoo().get(`invoices/${invoiceId}`);
    expect(invoice).toMatchObject({ status: 'paid' });
  });

  it('attaches a PDF to an invoice, then refuses a second one without overwrite_existing', async () => {
    const calls = await odoo().calls(async () => {
      const res = await odoo().request('POST', `invoices/pdf/${invoiceId}`, {
        base64_string: PDF,
        name: 'audit',
      });
      expect(res.status, res.text).toBe(204);
    });
    expect(calls.slice(0, 3)).toEqual([
      'account.move.search_read',
      'ir.attachment.search_read',
      'ir.attachment.create',
    ]);
    await expectRefused(
      odoo(),
      'POST',
      `invoices/pdf/${invoiceId}`,
      { base64_string: PDF, name: 'again' },
      {
        status: 400,
        code: 'ERROR_ATTACHMENT_ALREADY_EXISTS',
      },
    );
    const res = await odoo().request('POST', `invoices/pdf/${invoiceId}?overwrite_existing=true`, {
      base64_string: PDF,
      name: 'replaced',
    });
    expect(res.status, res.text).toBe(204);
    const files = await odoo().get(`attachments?type=invoice&document_id=${invoiceId}`);
    expect(files.items).toHaveLength(1);
  });
});

describe('refusals, before any write (Odoo 17)', () => {
  const odoo = () => odoos.get(17)!;
  const post = (changes: Record<string, unknown>, expected: Parameters<typeof expectRefused>[4]) =>
    expectRefused(
      odoo(),
      'POST',
      'invoices',
      { ...INVOICE, invoice_number: 'INV/2025/00950', ...changes },
      expected,
    );

  it('a number already used in the journal: 409', async () => {
    await post(
      { invoice_number: 'INV/2025/00001' },
      { status: 409, code: 'ERROR_INVOICE_NUMBER_ALREADY_USED', detail: /invoice_number/ },
    );
  });

  it('unknown partner, account, tax, analytic account, journal; a purchase journal for a sale', async () => {
    await post({ partner_id: '999' }, { status: 404, code: 'ERROR_PARTNER_NOT_FOUND', detail: /partner_id/ });
    await post(
      { lines: [{ ...LINE, account_number: '709999' }] },
      { status: 404, code: 'ERROR_ACCOUNT_NUMBER_NOT_FOUND', detail: /lines\[0\]/ },
    );
    await post(
      { lines: [{ ...LINE, tax_code: '999' }] },
      { status: 404, code: 'ERROR_TAX_CODE_NOT_FOUND', detail: /lines\[0\]/ },
    );
    await post(
      { lines: [LINE, { ...LINE, analytic_account: '55' }] },
      { status: 404, code: 'ERROR_ANALYTIC_ACCOUNT_NOT_FOUND', detail: /lines\[1\]/ },
    );
    await post({ journal_id: '77' }, { status: 404, code: 'ERROR_JOURNAL_NOT_FOUND' });
    await post({ journal_id: '2' }, { status: 400, code: 'ERROR_JOURNAL_NOT_GOOD_SCOPE' });
  });

  it('an invoice dated in the locked year 2024', async () => {
    await post(
      { invoice_date: '2024-12-31' },
      { status: 400, code: 'ERROR_BOOKYEAR_NOT_FOUND', detail: /invoice_date/ },
    );
  });

  it('18+: an invoice dated on or before the sales lock date (purchases stay open)', async () => {
    const odoo18 = odoos.get(18)!;
    const company = odoo18.fake.get('res.company', 1)!;
    company['sale_lock_date'] = '2025-09-30';
    try {
      await expectRefused(
        odoo18,
        'POST',
        'invoices',
        { ...INVOICE, invoice_number: 'INV/2025/00951', invoice_date: '2025-09-30' },
        { status: 400, code: 'ERROR_BOOKYEAR_NOT_FOUND', detail: /locked until 2025-09-30/ },
      );
    } finally {
      company['sale_lock_date'] = false;
    }
  });

  it('a payment of an unknown invoice, or of more than is left to pay', async () => {
    const body = {
      date: '2025-10-20',
      payment_method_id: '1',
      currency: 'EUR',
      items: [{ invoice_id: '404', amount: 1 }],
    };
    await expectRefused(odoo(), 'POST', 'invoices/payments', body, {
      status: 404,
      code: 'ERROR_INVOICE_NOT_FOUND',
      detail: /items\[0\]/,
    });
    await expectRefused(
      odoo(),
      'POST',
      'invoices/payments',
      { ...body, items: [{ invoice_id: '3', amount: 5000 }] },
      {
        status: 400,
        code: 'ERROR_AMOUNTS_NOT_BALANCED',
      },
    );
  });
});
