import type { Group } from './golden.js';
import { cached, consumerRefusals, pagingRefusals, r, raw } from './rows.js';

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
      r(200, 'GET', `${A}/folders`, { keep: { folder: (b) => b[0].id, otherFolder: (b) => b[1].id } }),
      raw(`${A}/folders`),
      ...cached(`${A}/folders`),
      ...consumerRefusals('GET', `${A}/folders`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/folders/{folder_id}',
    requests: [
      r(200, 'GET', `${A}/folders/{folder}`),
      r(200, 'GET', `${A}/folders/{otherFolder}`),
      ...getRows(`${A}/folders/{folder}`, `${A}/folders/no-such-folder`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/bookyears',
    requests: [
      r(200, 'GET', `${A}/bookyears`),
      r(200, 'GET', `${A}/bookyears?folder_id={otherFolder}`),
      r(404, 'GET', `${A}/bookyears?folder_id=no-such-folder`),
      ...listRows(`${A}/bookyears`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/analytic-plans',
    requests: [
      r(200, 'GET', `${A}/analytic-plans`, { keep: { plan: (b) => b.items[0].id } }),
      r(200, 'GET', `${A}/analytic-plans?folder_id={otherFolder}`),
      ...listRows(`${A}/analytic-plans`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/schemes',
    requests: [
      r(200, 'GET', `${A}/schemes`),
      r(200, 'GET', `${A}/schemes?folder_id={otherFolder}`),
      ...listRows(`${A}/schemes`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/journals',
    requests: [
      r(200, 'GET', `${A}/journals`, { keep: { journal: (b) => b.items[0].id } }),
      r(200, 'GET', `${A}/journals?folder_id={otherFolder}`),
      ...listRows(`${A}/journals`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/journals/{journal_id}',
    requests: [
      r(200, 'GET', `${A}/journals/{journal}`),
      r(200, 'GET', `${A}/journals/{journal}?folder_id={folder}`),
      // A folder's record is not another folder's.
      r(404, 'GET', `${A}/journals/{journal}?folder_id={otherFolder}`),
      ...getRows(`${A}/journals/{journal}`, `${A}/journals/no-such-journal`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/vat-codes',
    requests: [
      r(200, 'GET', `${A}/vat-codes`),
      r(200, 'GET', `${A}/vat-codes?folder_id={otherFolder}`),
      ...listRows(`${A}/vat-codes`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/payment-terms',
    requests: [
      r(200, 'GET', `${A}/payment-terms`),
      r(200, 'GET', `${A}/payment-terms?folder_id={otherFolder}`),
      ...listRows(`${A}/payment-terms`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/payment-methods',
    requests: [
      r(200, 'GET', `${A}/payment-methods`),
      r(200, 'GET', `${A}/payment-methods?folder_id={otherFolder}`),
      ...listRows(`${A}/payment-methods`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/employees',
    requests: [
      r(200, 'GET', `${A}/employees`),
      r(200, 'GET', `${A}/employees?folder_id={otherFolder}`),
      ...listRows(`${A}/employees`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/bank-accounts',
    requests: [
      r(200, 'GET', `${A}/bank-accounts`),
      r(200, 'GET', `${A}/bank-accounts?folder_id={otherFolder}`),
      ...listRows(`${A}/bank-accounts`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/chart-of-accounts',
    requests: [
      r(200, 'GET', `${A}/chart-of-accounts`, { keep: { account: (b) => b.items[0].number } }),
      r(200, 'GET', `${A}/chart-of-accounts?classes=4&classes=7`),
      r(200, 'GET', `${A}/chart-of-accounts?type=income`),
      r(200, 'GET', `${A}/chart-of-accounts?folder_id={otherFolder}&size=5`),
      r(422, 'GET', `${A}/chart-of-accounts?type=everything`),
      ...listRows(`${A}/chart-of-accounts`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/chart-of-accounts/{account_number}',
    requests: [
      r(200, 'GET', `${A}/chart-of-accounts/400000`),
      r(200, 'GET', `${A}/chart-of-accounts/700000?folder_id={otherFolder}`),
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
      r(200, 'POST', `${A}/chart-of-accounts/balance?folder_id={otherFolder}`, {
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
        keep: { entry: (b) => b.items[0].id },
      }),
      r(200, 'GET', `${A}/journal/entries?unposted_allowed=false&${YEAR}&journal_id={journal}`),
      r(200, 'GET', `${A}/journal/entries?unposted_allowed=false&updated_after=2025-01-01T00:00:00Z`),
      r(200, 'GET', `${A}/journal/entries?unposted_allowed=true&${WIDE}&partner_id=contact-0001`),
      r(200, 'GET', `${A}/journal/entries?unposted_allowed=true&${WIDE}&folder_id={otherFolder}&size=2`),
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
        `${A}/journal/entries/multi-analytic-plans?unposted_allowed=false&${YEAR}&journal_id={journal}&partner_id=contact-0001`,
      ),
      r(
        200,
        'GET',
        `${A}/journal/entries/multi-analytic-plans?unposted_allowed=false&updated_after=2025-01-01T00:00:00Z&folder_id={otherFolder}`,
      ),
      r(422, 'GET', `${A}/journal/entries/multi-analytic-plans?${WIDE}`),
      ...listRows(`${A}/journal/entries/multi-analytic-plans?unposted_allowed=true&${WIDE}`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/journal/entries/{journal_entry_id}',
    requests: [
      r(200, 'GET', `${A}/journal/entries/{entry}`),
      r(200, 'GET', `${A}/journal/entries/{entry}?folder_id={folder}`),
      ...getRows(`${A}/journal/entries/{entry}`, `${A}/journal/entries/no-such-entry`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/miscellaneous-operation',
    requests: [
      r(200, 'GET', `${A}/miscellaneous-operation`, { keep: { misc: (b) => b.items[0].id } }),
      r(200, 'GET', `${A}/miscellaneous-operation?${WIDE}&journal_ids={journal}`),
      r(200, 'GET', `${A}/miscellaneous-operation?folder_id={otherFolder}`),
      ...listRows(`${A}/miscellaneous-operation`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/miscellaneous-operation/{operation_id}',
    requests: [
      r(200, 'GET', `${A}/miscellaneous-operation/{misc}`),
      r(200, 'GET', `${A}/miscellaneous-operation/{misc}?folder_id={folder}`),
      ...getRows(`${A}/miscellaneous-operation/{misc}`, `${A}/miscellaneous-operation/no-such-operation`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/outstandings',
    requests: [
      r(200, 'GET', `${A}/outstandings?type=client&unposted_allowed=false`),
      r(200, 'GET', `${A}/outstandings?type=supplier&unposted_allowed=true`),
      r(200, 'GET', `${A}/outstandings?type=client&unposted_allowed=true&folder_id={otherFolder}`),
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
      r(200, 'GET', `${A}/export-fec?${YEAR}&folder_id={otherFolder}`),
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
      r(200, 'GET', `${A}/clients`, { keep: { client: (b) => b.items[0].id } }),
      r(200, 'GET', `${A}/clients?search=brasserie`),
      r(200, 'GET', `${A}/clients?updated_after=2025-01-01T00:00:00Z`),
      r(200, 'GET', `${A}/clients?folder_id={otherFolder}`),
      ...listRows(`${A}/clients`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/clients/{client_id}',
    requests: [
      r(200, 'GET', `${A}/clients/{client}`),
      r(200, 'GET', `${A}/clients/{client}?folder_id={folder}`),
      ...getRows(`${A}/clients/{client}`, `${A}/clients/no-such-client`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/suppliers',
    requests: [
      r(200, 'GET', `${A}/suppliers`, { keep: { supplier: (b) => b.items[0].id } }),
      r(200, 'GET', `${A}/suppliers?search=a`),
      r(200, 'GET', `${A}/suppliers?updated_after=2025-01-01T00:00:00Z`),
      r(200, 'GET', `${A}/suppliers?folder_id={otherFolder}`),
      ...listRows(`${A}/suppliers`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/suppliers/{supplier_id}',
    requests: [
      r(200, 'GET', `${A}/suppliers/{supplier}`),
      r(200, 'GET', `${A}/suppliers/{supplier}?folder_id={folder}`),
      ...getRows(`${A}/suppliers/{supplier}`, `${A}/suppliers/no-such-supplier`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/partners/{partner_id}',
    requests: [
      r(200, 'GET', `${A}/partners/{client}`),
      r(200, 'GET', `${A}/partners/{supplier}?folder_id={folder}`),
      ...getRows(`${A}/partners/{client}`, `${A}/partners/no-such-partner`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/contacts',
    requests: [
      r(200, 'GET', `${A}/contacts?partner_type=client&partner_id={client}`),
      r(200, 'GET', `${A}/contacts?partner_type=supplier&partner_id={supplier}&folder_id={folder}`),
      r(422, 'GET', `${A}/contacts?partner_id={client}`),
      r(422, 'GET', `${A}/contacts?partner_type=client`),
      r(404, 'GET', `${A}/contacts?partner_type=client&partner_id=no-such-partner`),
      ...listRows(`${A}/contacts?partner_type=client&partner_id={client}`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/invoices/type/{invoice_type}',
    requests: [
      r(200, 'GET', `${A}/invoices/type/customer_invoice`, {
        keep: {
          invoice: (b) => b.items[0].id,
          paidInvoice: (b) => b.items.find((i: any) => i.status === 'paid')?.id ?? b.items[0].id,
        },
      }),
      r(200, 'GET', `${A}/invoices/type/supplier_invoice?include_payments=true&include_invoice_lines=true`),
      r(200, 'GET', `${A}/invoices/type/customer_refund?include_partner_info=true`),
      r(200, 'GET', `${A}/invoices/type/supplier_refund`),
      r(200, 'GET', `${A}/invoices/type/customer_invoice?${YEAR}&journal_ids={journal}&payment_status=paid`),
      r(
        200,
        'GET',
        `${A}/invoices/type/customer_invoice?payment_status=unpaid&updated_after=2025-01-01T00:00:00Z`,
      ),
      r(200, 'GET', `${A}/invoices/type/customer_invoice?approval_status=pending&folder_id={otherFolder}`),
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
        `${A}/invoices/multi-analytic-plans/type/customer_invoice?${YEAR}&journal_ids={journal}&payment_status=paid&updated_after=2025-01-01T00:00:00Z`,
      ),
      r(
        200,
        'GET',
        `${A}/invoices/multi-analytic-plans/type/customer_invoice?approval_status=pending&folder_id={otherFolder}`,
      ),
      r(422, 'GET', `${A}/invoices/multi-analytic-plans/type/quote`),
      ...listRows(`${A}/invoices/multi-analytic-plans/type/customer_invoice`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/invoices/{invoice_id}',
    requests: [
      r(200, 'GET', `${A}/invoices/{invoice}`),
      r(
        200,
        'GET',
        `${A}/invoices/{paidInvoice}?include_payments=true&include_invoice_lines=false&include_partner_info=true&folder_id={folder}`,
      ),
      ...getRows(`${A}/invoices/{invoice}`, `${A}/invoices/no-such-invoice`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/invoices/multi-analytic-plans/{invoice_id}',
    requests: [
      r(200, 'GET', `${A}/invoices/multi-analytic-plans/{invoice}`),
      r(
        200,
        'GET',
        `${A}/invoices/multi-analytic-plans/{paidInvoice}?include_payments=true&include_invoice_lines=true&include_partner_info=false&folder_id={folder}`,
      ),
      ...getRows(
        `${A}/invoices/multi-analytic-plans/{invoice}`,
        `${A}/invoices/multi-analytic-plans/no-such-invoice`,
      ),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/invoices/id/{invoice_id}/payments',
    requests: [
      r(200, 'GET', `${A}/invoices/id/{paidInvoice}/payments`),
      r(200, 'GET', `${A}/invoices/id/{invoice}/payments?folder_id={folder}`),
      r(404, 'GET', `${A}/invoices/id/no-such-invoice/payments`),
      ...listRows(`${A}/invoices/id/{paidInvoice}/payments`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/attachments',
    requests: [
      r(200, 'GET', `${A}/attachments?type=invoice&document_id={invoice}`),
      r(200, 'GET', `${A}/attachments?type=entry&document_id={entry}&folder_id={folder}`),
      r(404, 'GET', `${A}/attachments?type=invoice&document_id=no-such-invoice`),
      r(422, 'GET', `${A}/attachments?type=invoice`),
      r(422, 'GET', `${A}/attachments?document_id={invoice}`),
      ...listRows(`${A}/attachments?type=invoice&document_id={invoice}`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/analytic-accounts',
    requests: [
      r(200, 'GET', `${A}/analytic-accounts`, { keep: { analytic: (b) => b.items[0].id } }),
      r(200, 'GET', `${A}/analytic-accounts?folder_id={otherFolder}`),
      ...listRows(`${A}/analytic-accounts`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/analytic-accounts/{analytic_account_id}',
    requests: [
      r(200, 'GET', `${A}/analytic-accounts/{analytic}`),
      r(200, 'GET', `${A}/analytic-accounts/{analytic}?folder_id={folder}`),
      ...getRows(`${A}/analytic-accounts/{analytic}`, `${A}/analytic-accounts/no-such-account`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/accounting/analytic-accounts/multi-analytic-plans',
    requests: [
      r(200, 'GET', `${A}/analytic-accounts/multi-analytic-plans`),
      r(200, 'GET', `${A}/analytic-accounts/multi-analytic-plans?folder_id={otherFolder}`),
      ...listRows(`${A}/analytic-accounts/multi-analytic-plans`),
    ],
  },
  {
    route:
      'GET /consumers/{consumer_id}/accounting/analytic-accounts/{analytic_account_id}/multi-analytic-plans/{analytic_plan}',
    requests: [
      r(200, 'GET', `${A}/analytic-accounts/{analytic}/multi-analytic-plans/{plan}`),
      r(200, 'GET', `${A}/analytic-accounts/{analytic}/multi-analytic-plans/{plan}?folder_id={folder}`),
      r(404, 'GET', `${A}/analytic-accounts/{analytic}/multi-analytic-plans/no-such-plan`),
      ...getRows(
        `${A}/analytic-accounts/{analytic}/multi-analytic-plans/{plan}`,
        `${A}/analytic-accounts/no-such-account/multi-analytic-plans/{plan}`,
      ),
    ],
  },
];
