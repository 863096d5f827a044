import type { Group } from './golden.js';
import { cached, consumerRefusals, idempotent, pagingRefusals, r, raw } from './rows.js';

/**
 * The accounting API's routes in the REST golden (CONTRACT §10), on the Sandbox Accounting
 * (integration 4) under the golden's fake clock: every read in success (each declared query
 * parameter sent in one), paged, raw, cached, and its refusals — unknown ids, missing required
 * parameters, windows the contract refuses, the consumer refusals of every consumer route.
 * Ids come from the lists (`keep`); `sablon` and `schelde` are the Sandbox's two folders.
 */

const A = '/consumers/{consumer}/accounting';
/** The golden's "today" is 2025-03-14: its book years are 2024 and 2025. */
const YEAR = 'date_from=2025-01-01&date_to=2025-12-31';
const WIDE = 'date_from=2024-01-01&date_to=2025-12-31';

/** A paged list's common rows: a page, raw, cached, paging refusals and consumer refusals. */
const listRows = (path: string): ReturnType<typeof r>[] => {
  const join = path.includes('?') ? '&' : '?';
  return [
    r(200, 'GET', `${path}${join}page=2&size=1`),
    raw(`${path}${join}size=1`),
    ...cached(path),
    ...pagingRefusals(path),
    ...consumerRefusals('GET', path),
  ];
};

/** A get's rows: raw, cached, an unknown id (404) and the consumer refusals. */
const getRows = (path: string, unknown: string): ReturnType<typeof r>[] => [
  raw(path),
  ...cached(path),
  r(404, 'GET', unknown),
  ...consumerRefusals('GET', path),
];

export const accountingReads: Group[] = [
  {
    route: 'GET /consumers/{consumer_id}/accounting/folders',
    requests: [
      r(200, 'GET', `${A}/folders`, {
        keep: { acctFolder: (b) => b[0].id, acctOtherFolder: (b) => b[1].id },
      }),
      raw(`${A}/folders`),
      ...cached(`${A}/folders`),
      ...consumerRefusals('GET', `${A}/folders`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/folders/{folder_id}',
    requests: [
      r(200, 'GET', `${A}/folders/{acctFolder}`),
      r(200, 'GET', `${A}/folders/{acctOtherFolder}`),
      ...getRows(`${A}/folders/{acctFolder}`, `${A}/folders/no-such-folder`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/bookyears',
    requests: [
      r(200, 'GET', `${A}/bookyears`),
      r(200, 'GET', `${A}/bookyears?folder_id={acctOtherFolder}`),
      r(404, 'GET', `${A}/bookyears?folder_id=no-such-folder`),
      ...listRows(`${A}/bookyears`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/analytic-plans',
    requests: [
      r(200, 'GET', `${A}/analytic-plans`, { keep: { acctPlan: (b) => b.items[0].id } }),
      r(200, 'GET', `${A}/analytic-plans?folder_id={acctOtherFolder}`),
      ...listRows(`${A}/analytic-plans`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/schemes',
    requests: [
      r(200, 'GET', `${A}/schemes`),
      r(200, 'GET', `${A}/schemes?folder_id={acctOtherFolder}`),
      ...listRows(`${A}/schemes`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/journals',
    requests: [
      r(200, 'GET', `${A}/journals`, { keep: { acctJournal: (b) => b.items[0].id } }),
      r(200, 'GET', `${A}/journals?folder_id={acctOtherFolder}`),
      ...listRows(`${A}/journals`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/journals/{journal_id}',
    requests: [
      r(200, 'GET', `${A}/journals/{acctJournal}`),
      r(200, 'GET', `${A}/journals/{acctJournal}?folder_id={acctFolder}`),
      // A folder's record is not another folder's.
      r(404, 'GET', `${A}/journals/{acctJournal}?folder_id={acctOtherFolder}`),
      ...getRows(`${A}/journals/{acctJournal}`, `${A}/journals/no-such-journal`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/vat-codes',
    requests: [
      r(200, 'GET', `${A}/vat-codes`),
      r(200, 'GET', `${A}/vat-codes?folder_id={acctOtherFolder}`),
      ...listRows(`${A}/vat-codes`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/payment-terms',
    requests: [
      r(200, 'GET', `${A}/payment-terms`),
      r(200, 'GET', `${A}/payment-terms?folder_id={acctOtherFolder}`),
      ...listRows(`${A}/payment-terms`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/payment-methods',
    requests: [
      r(200, 'GET', `${A}/payment-methods`),
      r(200, 'GET', `${A}/payment-methods?folder_id={acctOtherFolder}`),
      ...listRows(`${A}/payment-methods`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/employees',
    requests: [
      r(200, 'GET', `${A}/employees`),
      r(200, 'GET', `${A}/employees?folder_id={acctOtherFolder}`),
      ...listRows(`${A}/employees`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/bank-accounts',
    requests: [
      r(200, 'GET', `${A}/bank-accounts`),
      r(200, 'GET', `${A}/bank-accounts?folder_id={acctOtherFolder}`),
      ...listRows(`${A}/bank-accounts`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/chart-of-accounts',
    requests: [
      r(200, 'GET', `${A}/chart-of-accounts`, { keep: { acctAccount: (b) => b.items[0].number } }),
      r(200, 'GET', `${A}/chart-of-accounts?classes=4&classes=7`),
      r(200, 'GET', `${A}/chart-of-accounts?type=income`),
      r(200, 'GET', `${A}/chart-of-accounts?folder_id={acctOtherFolder}&size=5`),
      r(422, 'GET', `${A}/chart-of-accounts?type=everything`),
      ...listRows(`${A}/chart-of-accounts`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/chart-of-accounts/{account_number}',
    requests: [
      r(200, 'GET', `${A}/chart-of-accounts/400000`),
      r(200, 'GET', `${A}/chart-of-accounts/700000?folder_id={acctOtherFolder}`),
      ...getRows(`${A}/chart-of-accounts/451000`, `${A}/chart-of-accounts/999999`),
    ],
  },
  {
    route: 'POST /consumers/{consumer_id}/accounting/chart-of-accounts/balance',
    requests: [
      r(200, 'POST', `${A}/chart-of-accounts/balance`, { body: { accounts: ['4', '7'], end: '202503' } }),
      r(200, 'POST', `${A}/chart-of-accounts/balance?page=2&size=2`, {
        body: { accounts: ['4'], start: '202501', end: '202503' },
      }),
      r(200, 'POST', `${A}/chart-of-accounts/balance?folder_id={acctOtherFolder}`, {
        body: { accounts: ['55'], end: '202512' },
      }),
      r(422, 'POST', `${A}/chart-of-accounts/balance`, { body: { accounts: ['4'], end: '2025-03' } }),
      r(422, 'POST', `${A}/chart-of-accounts/balance`, { body: { end: '202503' } }),
      r(422, 'POST', `${A}/chart-of-accounts/balance`, {
        body: { accounts: ['4'], start: '202504', end: '202503' },
      }),
      ...pagingRefusals(`${A}/chart-of-accounts/balance`).map((row) => ({
        ...row,
        method: 'POST' as const,
        body: { accounts: ['4'], end: '202503' },
      })),
      ...consumerRefusals('POST', `${A}/chart-of-accounts/balance`, { accounts: ['4'], end: '202503' }),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/journal/entries',
    requests: [
      r(200, 'GET', `${A}/journal/entries?unposted_allowed=true&${WIDE}`, {
        keep: { acctEntry: (b) => b.items[0].id },
      }),
      r(200, 'GET', `${A}/journal/entries?unposted_allowed=false&${YEAR}&journal_id={acctJournal}`),
      r(200, 'GET', `${A}/journal/entries?unposted_allowed=false&updated_after=2025-01-01T00:00:00Z`),
      r(200, 'GET', `${A}/journal/entries?unposted_allowed=true&${WIDE}&partner_id=contact-0001`),
      r(200, 'GET', `${A}/journal/entries?unposted_allowed=true&${WIDE}&folder_id={acctOtherFolder}&size=2`),
      r(422, 'GET', `${A}/journal/entries?${WIDE}`),
      r(422, 'GET', `${A}/journal/entries?unposted_allowed=true`),
      r(422, 'GET', `${A}/journal/entries?unposted_allowed=true&date_from=2025-03-10&date_to=2025-03-01`),
      ...listRows(`${A}/journal/entries?unposted_allowed=true&${WIDE}`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/journal/entries/multi-analytic-plans',
    requests: [
      r(200, 'GET', `${A}/journal/entries/multi-analytic-plans?unposted_allowed=true&${WIDE}`),
      r(
        200,
        'GET',
        `${A}/journal/entries/multi-analytic-plans?unposted_allowed=false&${YEAR}&journal_id={acctJournal}&partner_id=contact-0001`,
      ),
      r(
        200,
        'GET',
        `${A}/journal/entries/multi-analytic-plans?unposted_allowed=false&updated_after=2025-01-01T00:00:00Z&folder_id={acctOtherFolder}`,
      ),
      r(422, 'GET', `${A}/journal/entries/multi-analytic-plans?${WIDE}`),
      ...listRows(`${A}/journal/entries/multi-analytic-plans?unposted_allowed=true&${WIDE}`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/journal/entries/{journal_entry_id}',
    requests: [
      r(200, 'GET', `${A}/journal/entries/{acctEntry}`),
      r(200, 'GET', `${A}/journal/entries/{acctEntry}?folder_id={acctFolder}`),
      ...getRows(`${A}/journal/entries/{acctEntry}`, `${A}/journal/entries/no-such-entry`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/miscellaneous-operation',
    requests: [
      r(200, 'GET', `${A}/miscellaneous-operation`, { keep: { acctMisc: (b) => b.items[0].id } }),
      r(200, 'GET', `${A}/miscellaneous-operation?${WIDE}&journal_ids={acctJournal}`),
      r(200, 'GET', `${A}/miscellaneous-operation?folder_id={acctOtherFolder}`),
      ...listRows(`${A}/miscellaneous-operation`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/miscellaneous-operation/{operation_id}',
    requests: [
      r(200, 'GET', `${A}/miscellaneous-operation/{acctMisc}`),
      r(200, 'GET', `${A}/miscellaneous-operation/{acctMisc}?folder_id={acctFolder}`),
      ...getRows(`${A}/miscellaneous-operation/{acctMisc}`, `${A}/miscellaneous-operation/no-such-operation`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/outstandings',
    requests: [
      r(200, 'GET', `${A}/outstandings?type=client&unposted_allowed=false`),
      r(200, 'GET', `${A}/outstandings?type=supplier&unposted_allowed=true`),
      r(200, 'GET', `${A}/outstandings?type=client&unposted_allowed=true&folder_id={acctOtherFolder}`),
      r(422, 'GET', `${A}/outstandings?unposted_allowed=false`),
      r(422, 'GET', `${A}/outstandings?type=client`),
      r(422, 'GET', `${A}/outstandings?type=everyone&unposted_allowed=false`),
      ...listRows(`${A}/outstandings?type=client&unposted_allowed=false`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/export-fec',
    requests: [
      r(200, 'GET', `${A}/export-fec?date_from=2025-01-01&date_to=2025-03-14`),
      r(200, 'GET', `${A}/export-fec?${YEAR}&folder_id={acctOtherFolder}`),
      // A window across two book years, and an inverted one (CONTRACT §10, issue: 422).
      r(422, 'GET', `${A}/export-fec?${WIDE}`),
      r(422, 'GET', `${A}/export-fec?date_from=2025-03-14&date_to=2025-01-01`),
      r(422, 'GET', `${A}/export-fec?date_from=2025-01-01`),
      raw(`${A}/export-fec?date_from=2025-03-01&date_to=2025-03-14`),
      ...consumerRefusals('GET', `${A}/export-fec?${YEAR}`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/clients',
    requests: [
      r(200, 'GET', `${A}/clients`, { keep: { acctClient: (b) => b.items[0].id } }),
      r(200, 'GET', `${A}/clients?search=brasserie`),
      r(200, 'GET', `${A}/clients?updated_after=2025-01-01T00:00:00Z`),
      r(200, 'GET', `${A}/clients?folder_id={acctOtherFolder}`),
      ...listRows(`${A}/clients`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/clients/{client_id}',
    requests: [
      r(200, 'GET', `${A}/clients/{acctClient}`),
      r(200, 'GET', `${A}/clients/{acctClient}?folder_id={acctFolder}`),
      ...getRows(`${A}/clients/{acctClient}`, `${A}/clients/no-such-client`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/suppliers',
    requests: [
      r(200, 'GET', `${A}/suppliers`, { keep: { acctSupplier: (b) => b.items[0].id } }),
      r(200, 'GET', `${A}/suppliers?search=a`),
      r(200, 'GET', `${A}/suppliers?updated_after=2025-01-01T00:00:00Z`),
      r(200, 'GET', `${A}/suppliers?folder_id={acctOtherFolder}`),
      ...listRows(`${A}/suppliers`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/suppliers/{supplier_id}',
    requests: [
      r(200, 'GET', `${A}/suppliers/{acctSupplier}`),
      r(200, 'GET', `${A}/suppliers/{acctSupplier}?folder_id={acctFolder}`),
      ...getRows(`${A}/suppliers/{acctSupplier}`, `${A}/suppliers/no-such-supplier`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/partners/{partner_id}',
    requests: [
      r(200, 'GET', `${A}/partners/{acctClient}`),
      r(200, 'GET', `${A}/partners/{acctSupplier}?folder_id={acctFolder}`),
      ...getRows(`${A}/partners/{acctClient}`, `${A}/partners/no-such-partner`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/contacts',
    requests: [
      r(200, 'GET', `${A}/contacts?partner_type=client&partner_id={acctClient}`),
      r(200, 'GET', `${A}/contacts?partner_type=supplier&partner_id={acctSupplier}&folder_id={acctFolder}`),
      r(422, 'GET', `${A}/contacts?partner_id={acctClient}`),
      r(422, 'GET', `${A}/contacts?partner_type=client`),
      r(404, 'GET', `${A}/contacts?partner_type=client&partner_id=no-such-partner`),
      ...listRows(`${A}/contacts?partner_type=client&partner_id={acctClient}`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/invoices/type/{invoice_type}',
    requests: [
      r(200, 'GET', `${A}/invoices/type/customer_invoice`, {
        keep: {
          acctInvoice: (b) => b.items[0].id,
          acctPaidInvoice: (b) => b.items.find((i: any) => i.status === 'paid')?.id ?? b.items[0].id,
        },
      }),
      r(200, 'GET', `${A}/invoices/type/supplier_invoice?include_payments=true&include_invoice_lines=true`),
      r(200, 'GET', `${A}/invoices/type/customer_refund?include_partner_info=true`),
      r(200, 'GET', `${A}/invoices/type/supplier_refund`),
      r(
        200,
        'GET',
        `${A}/invoices/type/customer_invoice?${YEAR}&journal_ids={acctJournal}&payment_status=paid`,
      ),
      r(
        200,
        'GET',
        `${A}/invoices/type/customer_invoice?payment_status=unpaid&updated_after=2025-01-01T00:00:00Z`,
      ),
      r(
        200,
        'GET',
        `${A}/invoices/type/customer_invoice?approval_status=pending&folder_id={acctOtherFolder}`,
      ),
      r(422, 'GET', `${A}/invoices/type/quote`),
      r(422, 'GET', `${A}/invoices/type/customer_invoice?payment_status=maybe`),
      ...listRows(`${A}/invoices/type/customer_invoice`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/invoices/multi-analytic-plans/type/{invoice_type}',
    requests: [
      r(200, 'GET', `${A}/invoices/multi-analytic-plans/type/customer_invoice?include_invoice_lines=true`),
      r(
        200,
        'GET',
        `${A}/invoices/multi-analytic-plans/type/supplier_invoice?include_payments=true&include_partner_info=true`,
      ),
      r(
        200,
        'GET',
        `${A}/invoices/multi-analytic-plans/type/customer_invoice?${YEAR}&journal_ids={acctJournal}&payment_status=paid&updated_after=2025-01-01T00:00:00Z`,
      ),
      r(
        200,
        'GET',
        `${A}/invoices/multi-analytic-plans/type/customer_invoice?approval_status=pending&folder_id={acctOtherFolder}`,
      ),
      r(422, 'GET', `${A}/invoices/multi-analytic-plans/type/quote`),
      ...listRows(`${A}/invoices/multi-analytic-plans/type/customer_invoice`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/invoices/{invoice_id}',
    requests: [
      r(200, 'GET', `${A}/invoices/{acctInvoice}`),
      r(
        200,
        'GET',
        `${A}/invoices/{acctPaidInvoice}?include_payments=true&include_invoice_lines=false&include_partner_info=true&folder_id={acctFolder}`,
      ),
      ...getRows(`${A}/invoices/{acctInvoice}`, `${A}/invoices/no-such-invoice`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/invoices/multi-analytic-plans/{invoice_id}',
    requests: [
      r(200, 'GET', `${A}/invoices/multi-analytic-plans/{acctInvoice}`),
      r(
        200,
        'GET',
        `${A}/invoices/multi-analytic-plans/{acctPaidInvoice}?include_payments=true&include_invoice_lines=true&include_partner_info=false&folder_id={acctFolder}`,
      ),
      ...getRows(
        `${A}/invoices/multi-analytic-plans/{acctInvoice}`,
        `${A}/invoices/multi-analytic-plans/no-such-invoice`,
      ),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/invoices/id/{invoice_id}/payments',
    requests: [
      r(200, 'GET', `${A}/invoices/id/{acctPaidInvoice}/payments`),
      r(200, 'GET', `${A}/invoices/id/{acctInvoice}/payments?folder_id={acctFolder}`),
      r(404, 'GET', `${A}/invoices/id/no-such-invoice/payments`),
      ...listRows(`${A}/invoices/id/{acctPaidInvoice}/payments`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/attachments',
    requests: [
      r(200, 'GET', `${A}/attachments?type=invoice&document_id={acctInvoice}`),
      r(200, 'GET', `${A}/attachments?type=entry&document_id={acctEntry}&folder_id={acctFolder}`),
      r(404, 'GET', `${A}/attachments?type=invoice&document_id=no-such-invoice`),
      r(422, 'GET', `${A}/attachments?type=invoice`),
      r(422, 'GET', `${A}/attachments?document_id={acctInvoice}`),
      ...listRows(`${A}/attachments?type=invoice&document_id={acctInvoice}`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/analytic-accounts',
    requests: [
      r(200, 'GET', `${A}/analytic-accounts`, { keep: { acctAnalytic: (b) => b.items[0].id } }),
      r(200, 'GET', `${A}/analytic-accounts?folder_id={acctOtherFolder}`),
      ...listRows(`${A}/analytic-accounts`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/analytic-accounts/{analytic_account_id}',
    requests: [
      r(200, 'GET', `${A}/analytic-accounts/{acctAnalytic}`),
      r(200, 'GET', `${A}/analytic-accounts/{acctAnalytic}?folder_id={acctFolder}`),
      ...getRows(`${A}/analytic-accounts/{acctAnalytic}`, `${A}/analytic-accounts/no-such-account`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/analytic-accounts/multi-analytic-plans',
    requests: [
      r(200, 'GET', `${A}/analytic-accounts/multi-analytic-plans`),
      r(200, 'GET', `${A}/analytic-accounts/multi-analytic-plans?folder_id={acctOtherFolder}`),
      ...listRows(`${A}/analytic-accounts/multi-analytic-plans`),
    ],
  },
  {
    route:
      'GET /consumers/{consumer_id}/accounting/analytic-accounts/{analytic_account_id}/multi-analytic-plans/{analytic_plan}',
    requests: [
      r(200, 'GET', `${A}/analytic-accounts/{acctAnalytic}/multi-analytic-plans/{acctPlan}`),
      r(
        200,
        'GET',
        `${A}/analytic-accounts/{acctAnalytic}/multi-analytic-plans/{acctPlan}?folder_id={acctFolder}`,
      ),
      r(404, 'GET', `${A}/analytic-accounts/{acctAnalytic}/multi-analytic-plans/no-such-plan`),
      ...getRows(
        `${A}/analytic-accounts/{acctAnalytic}/multi-analytic-plans/{acctPlan}`,
        `${A}/analytic-accounts/no-such-account/multi-analytic-plans/{acctPlan}`,
      ),
    ],
  },
];

// ---- writes ---------------------------------------------------------------------------------------

const TODAY = '2025-03-14';

/** A sale or purchase line, its amounts computed as the Sandbox checks them. */
const invoiceLine = (
  description: string,
  quantity: number,
  price: number,
  tax: string,
  rate: number,
  account: string,
) => {
  const untaxed = Math.round(quantity * price * 100) / 100;
  const taxAmount = Math.round(untaxed * rate) / 100;
  return {
    description,
    quantity,
    unit_price: price,
    untaxed_amount: untaxed,
    tax_rate: rate,
    tax_amount: taxAmount,
    total: Math.round((untaxed + taxAmount) * 100) / 100,
    account_number: account,
    tax_code: tax,
  };
};

/** An invoice body whose totals are its lines'. */
const invoice = (
  type: string,
  partner: string,
  lines: ReturnType<typeof invoiceLine>[],
  extra: object = {},
) => {
  const sum = (k: 'untaxed_amount' | 'tax_amount' | 'total') =>
    Math.round(lines.reduce((s, l) => s + l[k], 0) * 100) / 100;
  return {
    invoice_type: type,
    currency: 'EUR',
    untaxed_amount: sum('untaxed_amount'),
    tax_amount: sum('tax_amount'),
    total: sum('total'),
    invoice_date: TODAY,
    due_date: TODAY,
    partner_id: partner,
    lines,
    ...extra,
  };
};

const sale = invoice('customer_invoice', '{acctNewClient}', [
  invoiceLine('Nuitées', 3, 140, 'sablon-vat-s6', 6, '700000'),
  invoiceLine('Salle de réunion', 1, 300, 'sablon-vat-s21', 21, '700000'),
]);
const distribution = [
  {
    analytic_plan: 'sablon-plan-dept',
    analytic_accounts: [{ analytic_account: 'sablon-ana-rooms', percentage: 100 }],
  },
];
const purchaseLine = {
  ...invoiceLine('Blanchisserie', 1, 420, 'sablon-vat-p21', 21, '604000'),
  analytic_distribution: distribution,
};
const purchase = invoice('supplier_invoice', '{acctNewSupplier}', [purchaseLine], { reference: 'LP-0042' });
const entryLine = (account: string, debit: number, credit: number) => ({
  account_type: 'general_account',
  account,
  debit,
  credit,
});
const closure = {
  journal_id: 'sablon-jrn-misc',
  number: `POS-${TODAY}`,
  currency: 'EUR',
  date: TODAY,
  items: [
    entryLine('570000', 250, 0),
    entryLine('580000', 552, 0),
    entryLine('701000', 0, 700),
    entryLine('451000', 0, 102),
  ],
};
const miscOperation = {
  currency: 'EUR',
  operation_date: TODAY,
  lines: [
    { amount: -120, type: 'general_account', account_number: '611000', description: 'Réparation' },
    { amount: 120, type: 'general_account', account_number: '499000', description: 'Réparation' },
  ],
};
const statementOf = (amount: number) => ({
  date: TODAY,
  journal_id: 'sablon-jrn-bank',
  currency: 'EUR',
  items: [{ account_type: 'customer_account', account: '{acctNewClient}', amount }],
});
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n').toString(
  'base64',
);

const expense = {
  employee_id: 'sablon-emp-1',
  currency: 'EUR',
  date: TODAY,
  untaxed_amount: 50,
  tax_amount: 10.5,
  total: 60.5,
  lines: [
    {
      description: 'Taxi client',
      account_number: '611000',
      untaxed_amount: 50,
      tax_amount: 10.5,
      total: 60.5,
      tax_rate: 21,
      tax_id: 'sablon-vat-p21',
    },
  ],
};
const bankStatement = {
  bank_statement_date: TODAY,
  bank_account_id: 'sablon-bank-1',
  currency: 'EUR',
  external_bank_statement_id: `STMT-${TODAY}`,
  items: [
    { amount: 80, description: 'Dépôt', general_ledger_account: '499000' },
    { amount: -30, description: 'Frais', general_ledger_account: '499000' },
  ],
};

export const accountingWrites: Group[] = [
  {
    route: 'POST /consumers/{consumer_id}/accounting/clients',
    requests: [
      r(200, 'POST', `${A}/clients`, {
        body: {
          name: 'Seminar Group NV',
          is_company: true,
          vat: 'BE0999888777',
          email: 'ap@seminar.example',
          addresses: [],
        },
        keep: { acctNewClient: (b) => b.id },
      }),
      r(200, 'GET', `${A}/clients/{acctNewClient}`),
      r(200, 'POST', `${A}/clients?folder_id={acctOtherFolder}&force_merge=true`, {
        body: { name: 'Seminar Group NV', vat: 'BE0999888777', addresses: [] },
      }),
      ...idempotent(
        200,
        'POST',
        `${A}/clients`,
        'golden-acct-client-1',
        { name: 'Kept once', addresses: [] },
        { name: 'Other', addresses: [] },
      ),
      r(422, 'POST', `${A}/clients`, { body: {} }),
      r(422, 'POST', `${A}/clients`, { body: { name: 'x', colour: 'blue' } }),
      r(404, 'POST', `${A}/clients?folder_id=no-such-folder`, { body: { name: 'x', addresses: [] } }),
      ...consumerRefusals('POST', `${A}/clients`, { name: 'x', addresses: [] }),
    ],
  },
  {
    route: 'PATCH /consumers/{consumer_id}/accounting/clients/{client_id}',
    requests: [
      r(200, 'PATCH', `${A}/clients/{acctNewClient}`, { body: { email: 'finance@seminar.example' } }),
      r(200, 'PATCH', `${A}/clients/{acctNewClient}?folder_id={acctFolder}`, {
        body: { phone: '+32 2 555 01 01' },
      }),
      r(404, 'PATCH', `${A}/clients/no-such-client`, { body: { email: 'a@b.example' } }),
      r(422, 'PATCH', `${A}/clients/{acctNewClient}`, { body: { is_company: 'yes' } }),
      ...consumerRefusals('PATCH', `${A}/clients/{acctNewClient}`, { email: 'a@b.example' }),
    ],
  },
  {
    route: 'POST /consumers/{consumer_id}/accounting/suppliers',
    requests: [
      r(200, 'POST', `${A}/suppliers`, {
        body: { name: 'Linge Propre SRL', is_company: true, vat: 'BE0888777666', addresses: [] },
        keep: { acctNewSupplier: (b) => b.id },
      }),
      r(200, 'POST', `${A}/suppliers?folder_id={acctOtherFolder}&force_merge=false`, {
        body: { name: 'Linge Propre SRL', addresses: [] },
      }),
      r(422, 'POST', `${A}/suppliers`, { body: { vat: 'BE0888777666' } }),
      ...consumerRefusals('POST', `${A}/suppliers`, { name: 'x', addresses: [] }),
    ],
  },
  {
    route: 'PATCH /consumers/{consumer_id}/accounting/suppliers/{supplier_id}',
    requests: [
      r(200, 'PATCH', `${A}/suppliers/{acctNewSupplier}`, { body: { name: 'Linge Propre & Fils SRL' } }),
      r(200, 'PATCH', `${A}/suppliers/{acctNewSupplier}?folder_id={acctFolder}`, { body: {} }),
      r(404, 'PATCH', `${A}/suppliers/no-such-supplier`, { body: { name: 'x' } }),
      ...consumerRefusals('PATCH', `${A}/suppliers/{acctNewSupplier}`, { name: 'x' }),
    ],
  },
  {
    route: 'POST /consumers/{consumer_id}/accounting/invoices',
    requests: [
      r(200, 'POST', `${A}/invoices`, { body: sale, keep: { acctNewInvoice: (b) => b.id } }),
      r(200, 'GET', `${A}/invoices/{acctNewInvoice}?include_invoice_lines=true`),
      r(
        200,
        'POST',
        `${A}/invoices?folder_id={acctFolder}&force_financial_period=false&regroup_lines=false&ignore_accounting_id=false&force_currency_exchange=false`,
        {
          body: invoice('customer_invoice', '{acctNewClient}', [
            invoiceLine('Parking', 4, 15, 'sablon-vat-s21', 21, '700000'),
          ]),
          keep: { acctSecondInvoice: (b) => b.id, acctSecondTotal: (b) => String(b.total) },
        },
      ),
      ...idempotent(200, 'POST', `${A}/invoices`, 'golden-acct-invoice-1', sale, { ...sale, total: 1 }),
      r(404, 'POST', `${A}/invoices`, {
        body: invoice('customer_invoice', 'nobody', [
          invoiceLine('x', 1, 10, 'sablon-vat-s21', 21, '700000'),
        ]),
      }),
      r(404, 'POST', `${A}/invoices`, {
        body: invoice('customer_invoice', '{acctNewClient}', [
          invoiceLine('x', 1, 10, 'sablon-vat-s99', 21, '700000'),
        ]),
      }),
      r(404, 'POST', `${A}/invoices`, {
        body: invoice('customer_invoice', '{acctNewClient}', [
          invoiceLine('x', 1, 10, 'sablon-vat-s21', 21, '709999'),
        ]),
      }),
      r(400, 'POST', `${A}/invoices`, {
        body: { ...sale, invoice_date: '2001-05-04', due_date: '2001-05-04' },
      }),
      r(409, 'POST', `${A}/invoices`, { body: { ...sale, invoice_number: 'VEN/2025/0001' } }),
      r(422, 'POST', `${A}/invoices`, { body: { ...sale, invoice_type: 'quote' } }),
      r(422, 'POST', `${A}/invoices`, { body: { partner_id: '{acctNewClient}' } }),
      ...consumerRefusals('POST', `${A}/invoices`, sale),
    ],
  },
  {
    route: 'POST /consumers/{consumer_id}/accounting/invoices/multi-analytic-plans',
    requests: [
      r(200, 'POST', `${A}/invoices/multi-analytic-plans`, {
        body: purchase,
        keep: { acctPurchase: (b) => b.id },
      }),
      r(200, 'GET', `${A}/invoices/multi-analytic-plans/{acctPurchase}?include_invoice_lines=true`),
      r(404, 'POST', `${A}/invoices/multi-analytic-plans`, {
        body: {
          ...purchase,
          reference: 'LP-0043',
          lines: purchase.lines.map((l) => ({
            ...l,
            analytic_distribution: [
              {
                analytic_plan: 'sablon-plan-dept',
                analytic_accounts: [{ analytic_account: 'nope', percentage: 100 }],
              },
            ],
          })),
        },
      }),
      ...consumerRefusals('POST', `${A}/invoices/multi-analytic-plans`, purchase),
    ],
  },
  {
    route: 'POST /consumers/{consumer_id}/accounting/invoices/payments',
    requests: [
      r(204, 'POST', `${A}/invoices/payments`, {
        body: {
          date: TODAY,
          payment_method_id: 'sablon-pm-card',
          currency: 'EUR',
          items: [{ invoice_id: '{acctNewInvoice}', amount: 500 }],
        },
      }),
      r(200, 'GET', `${A}/invoices/id/{acctNewInvoice}/payments`),
      r(404, 'POST', `${A}/invoices/payments`, {
        body: {
          date: TODAY,
          payment_method_id: 'sablon-pm-card',
          currency: 'EUR',
          items: [{ invoice_id: 'no-such-invoice', amount: 5 }],
        },
      }),
      r(422, 'POST', `${A}/invoices/payments`, { body: { date: TODAY, items: [] } }),
      ...consumerRefusals('POST', `${A}/invoices/payments`, {
        date: TODAY,
        payment_method_id: 'sablon-pm-card',
        currency: 'EUR',
        items: [{ invoice_id: '{acctNewInvoice}', amount: 1 }],
      }),
    ],
  },
  {
    route: 'POST /consumers/{consumer_id}/accounting/invoices/pdf/{invoice_id}',
    requests: [
      r(204, 'POST', `${A}/invoices/pdf/{acctPurchase}`, {
        body: { base64_string: PDF, name: 'LP-0042.pdf' },
      }),
      r(204, 'POST', `${A}/invoices/pdf/{acctPurchase}?overwrite_existing=true&folder_id={acctFolder}`, {
        body: { base64_string: PDF, name: 'LP-0042.pdf' },
      }),
      r(200, 'GET', `${A}/attachments?type=invoice&document_id={acctPurchase}`),
      r(404, 'POST', `${A}/invoices/pdf/no-such-invoice`, { body: { base64_string: PDF } }),
      r(422, 'POST', `${A}/invoices/pdf/{acctPurchase}`, { body: {} }),
      ...consumerRefusals('POST', `${A}/invoices/pdf/{acctPurchase}`, { base64_string: PDF }),
    ],
  },
  {
    route: 'POST /consumers/{consumer_id}/accounting/expenses',
    requests: [
      r(200, 'POST', `${A}/expenses`, { body: expense }),
      r(422, 'POST', `${A}/expenses`, { body: { currency: 'EUR' } }),
      ...consumerRefusals('POST', `${A}/expenses`, expense),
    ],
  },
  {
    route: 'POST /consumers/{consumer_id}/accounting/journal-entries',
    requests: [
      r(200, 'POST', `${A}/journal-entries`, { body: closure, keep: { acctClosure: (b) => b.id } }),
      r(200, 'GET', `${A}/journal/entries/{acctClosure}`),
      r(
        200,
        'POST',
        `${A}/journal-entries?folder_id={acctFolder}&force_currency_exchange=false&ignore_accounting_id=false`,
        {
          body: { ...closure, number: `POS-${TODAY}-2` },
        },
      ),
      r(400, 'POST', `${A}/journal-entries`, {
        body: {
          ...closure,
          number: 'X-1',
          items: [entryLine('570000', 10, 0), entryLine('701000', 0, 9.99)],
        },
      }),
      r(400, 'POST', `${A}/journal-entries`, { body: { ...closure, number: 'X-2', date: '2001-05-04' } }),
      r(404, 'POST', `${A}/journal-entries`, {
        body: { ...closure, number: 'X-3', items: [entryLine('570000', 10, 0), entryLine('709999', 0, 10)] },
      }),
      r(404, 'POST', `${A}/journal-entries`, { body: { ...closure, number: 'X-4', journal_id: 'nope' } }),
      r(422, 'POST', `${A}/journal-entries`, { body: { ...closure, items: 'none' } }),
      ...consumerRefusals('POST', `${A}/journal-entries`, closure),
    ],
  },
  {
    route: 'POST /consumers/{consumer_id}/accounting/miscellaneous-operation',
    requests: [
      r(200, 'POST', `${A}/miscellaneous-operation`, {
        body: miscOperation,
        keep: { acctNewMisc: (b) => b.id },
      }),
      r(200, 'GET', `${A}/miscellaneous-operation/{acctNewMisc}`),
      r(400, 'POST', `${A}/miscellaneous-operation`, {
        body: {
          ...miscOperation,
          lines: [{ ...miscOperation.lines[0], amount: -100 }, miscOperation.lines[1]],
        },
      }),
      r(422, 'POST', `${A}/miscellaneous-operation`, { body: { currency: 'EUR' } }),
      ...consumerRefusals('POST', `${A}/miscellaneous-operation`, miscOperation),
    ],
  },
  {
    route: 'POST /consumers/{consumer_id}/accounting/financial-entries',
    requests: [
      r(200, 'POST', `${A}/financial-entries`, {
        body: statementOf(60 * 1.21),
        keep: { acctStatement: (b) => b.id },
      }),
      r(
        200,
        'POST',
        `${A}/financial-entries?folder_id={acctFolder}&financial_counterpart_account=550000&force_currency_exchange=false&ignore_accounting_id=false`,
        {
          body: statementOf(10),
        },
      ),
      r(404, 'POST', `${A}/financial-entries`, { body: { ...statementOf(10), journal_id: 'nope' } }),
      r(422, 'POST', `${A}/financial-entries`, { body: { date: TODAY } }),
      ...consumerRefusals('POST', `${A}/financial-entries`, statementOf(10)),
    ],
  },
  {
    route: 'POST /consumers/{consumer_id}/accounting/matching',
    requests: [
      r(200, 'POST', `${A}/matching`, {
        body: { entries: ['{acctSecondInvoice}', '{acctStatement}'], partner_id: '{acctNewClient}' },
      }),
      r(200, 'GET', `${A}/invoices/id/{acctSecondInvoice}/payments`),
      r(404, 'POST', `${A}/matching`, {
        body: { entries: ['no-such-entry', '{acctStatement}'], partner_id: '{acctNewClient}' },
      }),
      r(422, 'POST', `${A}/matching`, { body: { entries: 'all' } }),
      ...consumerRefusals('POST', `${A}/matching`, {
        entries: ['{acctSecondInvoice}', '{acctStatement}'],
        partner_id: '{acctNewClient}',
      }),
    ],
  },
  {
    route: 'POST /consumers/{consumer_id}/accounting/matching-multiple',
    requests: [
      r(200, 'POST', `${A}/financial-entries`, {
        body: statementOf(10),
        keep: { acctTenEuros: (b) => b.id },
      }),
      r(200, 'POST', `${A}/financial-entries`, {
        body: statementOf(-10),
        keep: { acctTenBack: (b) => b.id },
      }),
      r(200, 'POST', `${A}/matching-multiple`, {
        body: {
          matchings: [{ entries: ['{acctTenEuros}', '{acctTenBack}'], partner_id: '{acctNewClient}' }],
        },
      }),
      r(422, 'POST', `${A}/matching-multiple`, { body: { matchings: 'all' } }),
      ...consumerRefusals('POST', `${A}/matching-multiple`, { matchings: [] }),
    ],
  },
  {
    route: 'POST /consumers/{consumer_id}/accounting/journal',
    requests: [
      r(200, 'POST', `${A}/journal`, {
        body: { code: 'CAI', name: 'Caisse réception', journal_type: 'cash' },
      }),
      r(422, 'POST', `${A}/journal`, { body: { code: 'CAI', name: 'x', journal_type: 'everything' } }),
      ...consumerRefusals('POST', `${A}/journal`, { code: 'CA2', name: 'x', journal_type: 'cash' }),
    ],
  },
  {
    route: 'POST /consumers/{consumer_id}/accounting/accounts',
    requests: [
      r(200, 'POST', `${A}/accounts`, {
        body: { name: 'Ventes — parking', number: '703000', type: 'income' },
      }),
      r(200, 'GET', `${A}/chart-of-accounts/703000`),
      r(422, 'POST', `${A}/accounts`, { body: { name: 'x' } }),
      ...consumerRefusals('POST', `${A}/accounts`, { name: 'x', number: '703001', type: 'income' }),
    ],
  },
  {
    route: 'POST /consumers/{consumer_id}/accounting/bank-accounts',
    requests: [
      r(200, 'POST', `${A}/bank-accounts`, {
        body: {
          code: 'BNP',
          currency: 'EUR',
          bank_name: 'BNP Paribas Fortis',
          iban: 'BE71096123456769',
          account_name: 'Épargne',
        },
      }),
      r(422, 'POST', `${A}/bank-accounts`, { body: { code: 'BNP' } }),
      ...consumerRefusals('POST', `${A}/bank-accounts`, {
        code: 'X',
        currency: 'EUR',
        bank_name: 'x',
        account_name: 'x',
      }),
    ],
  },
  {
    route: 'POST /consumers/{consumer_id}/accounting/bank-transactions',
    requests: [
      r(200, 'POST', `${A}/bank-transactions`, { body: bankStatement }),
      r(422, 'POST', `${A}/bank-transactions`, { body: { bank_account_id: 'sablon-bank-1' } }),
      ...consumerRefusals('POST', `${A}/bank-transactions`, bankStatement),
    ],
  },
  {
    route: 'POST /consumers/{consumer_id}/accounting/analytic-accounts',
    requests: [
      r(200, 'POST', `${A}/analytic-accounts`, {
        body: { code: 'SPA', name: 'Spa', currency: 'EUR' },
        keep: { acctNewAnalytic: (b) => b.id },
      }),
      r(422, 'POST', `${A}/analytic-accounts`, { body: { name: 'Spa' } }),
      ...consumerRefusals('POST', `${A}/analytic-accounts`, { code: 'SP2', name: 'x', currency: 'EUR' }),
    ],
  },
  {
    route: 'POST /consumers/{consumer_id}/accounting/analytic-accounts/multi-analytic-plans/{analytic_plan}',
    requests: [
      r(200, 'POST', `${A}/analytic-accounts/multi-analytic-plans/sablon-plan-proj`, {
        body: { code: 'WED', name: 'Mariages', currency: 'EUR' },
        keep: { acctNewMulti: (b) => b.id },
      }),
      r(404, 'POST', `${A}/analytic-accounts/multi-analytic-plans/no-such-plan`, {
        body: { code: 'WE2', name: 'x', currency: 'EUR' },
      }),
      ...consumerRefusals('POST', `${A}/analytic-accounts/multi-analytic-plans/sablon-plan-proj`, {
        code: 'WE3',
        name: 'x',
        currency: 'EUR',
      }),
    ],
  },
  {
    route: 'PATCH /consumers/{consumer_id}/accounting/analytic-accounts/{analytic_account_id}',
    requests: [
      r(200, 'PATCH', `${A}/analytic-accounts/{acctNewAnalytic}`, { body: { name: 'Spa & bien-être' } }),
      r(404, 'PATCH', `${A}/analytic-accounts/no-such-account`, { body: { name: 'x' } }),
      ...consumerRefusals('PATCH', `${A}/analytic-accounts/{acctNewAnalytic}`, { name: 'x' }),
    ],
  },
  {
    route:
      'PATCH /consumers/{consumer_id}/accounting/analytic-accounts/{analytic_account_id}/multi-analytic-plans/{analytic_plan}',
    requests: [
      r(200, 'PATCH', `${A}/analytic-accounts/{acctNewMulti}/multi-analytic-plans/sablon-plan-proj`, {
        body: { name: 'Mariages et fêtes' },
      }),
      r(404, 'PATCH', `${A}/analytic-accounts/no-such-account/multi-analytic-plans/sablon-plan-proj`, {
        body: { name: 'x' },
      }),
      ...consumerRefusals(
        'PATCH',
        `${A}/analytic-accounts/{acctNewMulti}/multi-analytic-plans/sablon-plan-proj`,
        {
          name: 'x',
        },
      ),
    ],
  },
];
