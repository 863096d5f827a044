import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationIds } from '../../src/model/index.js';
import { createTestApp, type TestApp } from '../kit/app.js';
import {
  checkGolden,
  DETERMINISTIC_DEPS,
  type Entry,
  freezeClock,
  type Group,
  Normaliser,
  type Req,
  type Runner,
  releaseClock,
  run,
} from './golden.js';

/**
 * Today's MCP answers, as a golden file (test/golden/mcp.json): the consumer-scoped token, the
 * JSON-RPC handshake, `tools/list`, a call of every tool with valid arguments and a few with
 * invalid ones, each a raw JSON-RPC POST to `/mcp` (stateless, JSON answers), recorded and
 * compared as the REST golden is (golden.ts). `UPDATE_GOLDEN=1` writes the file instead.
 */

const GOLDEN = new URL('./mcp.json', import.meta.url);

const UNKNOWN = '3c9a1f6e-2b7d-4e8a-9f01-6a5b4c3d2e1f';
const TODAY = '2025-03-14';
const WEEK_AGO = '2025-03-07';
const WINDOW = { date_from: '2025-02-01', date_to: TODAY };
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1').toString('base64');

/** What the Streamable HTTP transport requires a client to accept. */
const ACCEPT = { accept: 'application/json, text/event-stream' };

let rpcId = 0;

/** A JSON-RPC request to /mcp with the consumer's MCP token (unless `more.auth` says otherwise). */
function rpc(method: string, params: unknown, more: Partial<Req> = {}): Req {
  rpcId += 1;
  return {
    method: 'POST',
    path: '/mcp',
    auth: 'mcpToken',
    headers: ACCEPT,
    body: { jsonrpc: '2.0', id: rpcId, method, params },
    status: 200,
    ...more,
  };
}

/** `tools/call` of `name` with `args`. */
const call = (name: string, args: Record<string, unknown>, more: Partial<Req> = {}): Req =>
  rpc('tools/call', { name, arguments: args }, more);

const result = (b: any) => b.result.structuredContent;

const setup: Group[] = [
  {
    route: 'POST /consumers',
    requests: [
      {
        method: 'POST',
        path: '/consumers',
        body: { name: 'MCP consumer' },
        status: 200,
        keep: { consumer: (b) => b.consumerid },
      },
      {
        method: 'POST',
        path: '/consumers',
        body: { name: 'MCP invoicing only' },
        status: 200,
        keep: { invoicingOnly: (b) => b.consumerid },
      },
    ],
  },
  {
    route: 'POST /consumers/{consumer_id}/connections',
    requests: [1, 2, 3, 4]
      .map(
        (integrationid): Req => ({
          method: 'POST',
          path: '/consumers/{consumer}/connections',
          body: { integrationid },
          status: 200,
        }),
      )
      .concat({
        method: 'POST',
        path: '/consumers/{invoicingOnly}/connections',
        body: { integrationid: 1 },
        status: 200,
      }),
  },
];

const credentials = { clientId: '{clientId}', clientSecret: '{clientSecret}', accountId: '{accountId}' };

const mcpToken: Group[] = [
  {
    route: 'POST /mcp-token',
    requests: [
      {
        method: 'POST',
        path: '/mcp-token',
        auth: 'none',
        body: { ...credentials, consumerId: '{consumer}' },
        status: 200,
        keep: { mcpToken: (b) => b.access_token },
      },
      {
        method: 'POST',
        path: '/mcp-token',
        auth: 'none',
        body: { ...credentials, consumerId: '{invoicingOnly}' },
        status: 200,
        keep: { invoicingOnlyToken: (b) => b.access_token },
      },
      { method: 'POST', path: '/mcp-token', auth: 'none', body: credentials, status: 422 },
      {
        method: 'POST',
        path: '/mcp-token',
        auth: 'none',
        body: { ...credentials, consumerId: '{unknown}' },
        status: 404,
      },
      {
        method: 'POST',
        path: '/mcp-token',
        auth: 'none',
        body: { ...credentials, clientSecret: 'wrong', consumerId: '{consumer}' },
        status: 401,
      },
    ],
  },
];

const initialize = {
  protocolVersion: '2025-03-26',
  capabilities: {},
  clientInfo: { name: 'lintel-golden', version: '1.0.0' },
};

const protocol: Group[] = [
  {
    route: 'POST /mcp (protocol)',
    requests: [
      rpc('initialize', initialize),
      rpc('initialize', initialize, { auth: 'none', status: 401 }),
      rpc('initialize', initialize, { auth: 'bad', status: 401 }),
      // An account token names no consumer: MCP needs one from /mcp-token.
      rpc('initialize', initialize, { auth: 'account', status: 403 }),
      rpc('ping', {}),
      rpc('resources/list', {}),
      rpc('tools/list', {}),
      // Only the tools of the consumer's connected APIs.
      rpc('tools/list', {}, { auth: 'invoicingOnlyToken' }),
    ],
  },
];

/** A sales invoice of the Sandbox Accounting, its totals its lines'. */
const acctInvoice = (partner: string) => ({
  invoice_type: 'customer_invoice',
  currency: 'EUR',
  untaxed_amount: 100,
  tax_amount: 21,
  total: 121,
  invoice_date: TODAY,
  due_date: TODAY,
  partner_id: partner,
  lines: [
    {
      description: 'Room',
      quantity: 1,
      unit_price: 100,
      untaxed_amount: 100,
      tax_rate: 21,
      tax_amount: 21,
      total: 121,
      account_number: '700000',
      tax_code: 'sablon-vat-s21',
    },
  ],
});

/** The Sandbox Accounting's tools (its ids are the seed's: folders `sablon` and `schelde`). */
const YEAR = { date_from: '2025-01-01', date_to: '2025-12-31' };
const accountingCalls: Record<string, Req[]> = {
  accounting_folders_all: [call('accounting_folders_all', {})],
  accounting_folders_get: [call('accounting_folders_get', { folder_id: 'schelde' })],
  accounting_bookyears_list: [call('accounting_bookyears_list', { folder_id: 'sablon' })],
  'accounting_analytic-plans_list': [call('accounting_analytic-plans_list', {})],
  accounting_schemes_list: [call('accounting_schemes_list', {})],
  accounting_journals_list: [call('accounting_journals_list', { size: 2 })],
  accounting_journals_get: [call('accounting_journals_get', { journal_id: 'sablon-jrn-sales' })],
  'accounting_vat-codes_list': [call('accounting_vat-codes_list', { size: 2 })],
  'accounting_payment-terms_list': [call('accounting_payment-terms_list', {})],
  'accounting_payment-methods_list': [call('accounting_payment-methods_list', {})],
  accounting_employees_list: [call('accounting_employees_list', { size: 1 })],
  'accounting_bank-accounts_list': [call('accounting_bank-accounts_list', {})],
  'accounting_chart-of-accounts_list': [
    call('accounting_chart-of-accounts_list', { classes: ['7'], size: 3 }),
  ],
  'accounting_ledger-accounts_get': [call('accounting_ledger-accounts_get', { account_number: '451000' })],
  accounting_balances_list: [
    call('accounting_balances_list', { accounts: ['4', '7'], end: '202503', size: 5 }),
  ],
  'accounting_journal-entries_list': [
    call('accounting_journal-entries_list', { unposted_allowed: false, ...YEAR, size: 1 }),
  ],
  'accounting_journal-entries-multi-plans_list': [
    call('accounting_journal-entries-multi-plans_list', { unposted_allowed: true, ...YEAR, size: 1 }),
  ],
  'accounting_journal-entries_get': [
    call('accounting_journal-entries_get', { journal_entry_id: 'sablon-od-1' }),
  ],
  'accounting_miscellaneous-operations_list': [call('accounting_miscellaneous-operations_list', { size: 1 })],
  'accounting_miscellaneous-operations_get': [
    call('accounting_miscellaneous-operations_get', { operation_id: 'sablon-od-1' }),
  ],
  accounting_outstandings_list: [
    call('accounting_outstandings_list', { type: 'client', unposted_allowed: false, size: 2 }),
  ],
  accounting_fec_all: [call('accounting_fec_all', { date_from: '2025-03-01', date_to: TODAY })],
  accounting_clients_list: [call('accounting_clients_list', { search: 'brasserie' })],
  accounting_clients_get: [call('accounting_clients_get', { client_id: 'contact-0001' })],
  accounting_suppliers_list: [call('accounting_suppliers_list', { size: 1 })],
  accounting_suppliers_get: [call('accounting_suppliers_get', { supplier_id: 'contact-0003' })],
  accounting_partners_get: [call('accounting_partners_get', { partner_id: 'contact-0003' })],
  accounting_contacts_list: [
    call('accounting_contacts_list', { partner_type: 'client', partner_id: 'contact-0001' }),
  ],
  accounting_invoices_list: [
    call('accounting_invoices_list', { invoice_type: 'customer_invoice', payment_status: 'paid', size: 1 }),
  ],
  'accounting_invoices-multi-plans_list': [
    call('accounting_invoices-multi-plans_list', { invoice_type: 'supplier_invoice', size: 1 }),
  ],
  accounting_invoices_get: [
    call('accounting_invoices_get', { invoice_id: 'sablon-inv-s1', include_invoice_lines: true }),
  ],
  'accounting_invoices-multi-plans_get': [
    call('accounting_invoices-multi-plans_get', { invoice_id: 'sablon-inv-s1' }),
  ],
  'accounting_invoice-payments_list': [
    call('accounting_invoice-payments_list', { invoice_id: 'sablon-inv-s1' }),
  ],
  accounting_attachments_list: [
    call('accounting_attachments_list', { type: 'invoice', document_id: 'sablon-inv-s1' }),
  ],
  'accounting_analytic-accounts_list': [call('accounting_analytic-accounts_list', { size: 2 })],
  'accounting_analytic-accounts-multi-plans_list': [
    call('accounting_analytic-accounts-multi-plans_list', { size: 2 }),
  ],
  'accounting_analytic-accounts_get': [
    call('accounting_analytic-accounts_get', { analytic_account_id: 'sablon-ana-rooms' }),
  ],
  'accounting_analytic-accounts-multi-plans_get': [
    call('accounting_analytic-accounts-multi-plans_get', {
      analytic_account_id: 'sablon-ana-rooms',
      analytic_plan: 'sablon-plan-dept',
    }),
  ],
  accounting_clients_create: [
    call(
      'accounting_clients_create',
      { name: 'MCP Seminars NV', is_company: true, addresses: [] },
      { keep: { acctClient: (b) => result(b).id } },
    ),
  ],
  accounting_clients_update: [
    call('accounting_clients_update', { client_id: '{acctClient}', email: 'ap@mcp-seminars.example' }),
  ],
  accounting_suppliers_create: [
    call(
      'accounting_suppliers_create',
      { name: 'MCP Linen SRL', addresses: [] },
      { keep: { acctSupplier: (b) => result(b).id } },
    ),
  ],
  accounting_suppliers_update: [
    call('accounting_suppliers_update', { supplier_id: '{acctSupplier}', name: 'MCP Linen & Sons SRL' }),
  ],
  accounting_invoices_create: [
    call('accounting_invoices_create', acctInvoice('{acctClient}'), {
      keep: { acctInvoice: (b) => result(b).id, acctTotal: (b) => String(result(b).total) },
    }),
  ],
  'accounting_invoices-multi-plans_create': [
    call('accounting_invoices-multi-plans_create', {
      ...acctInvoice('{acctClient}'),
      lines: acctInvoice('{acctClient}').lines.map((line) => ({
        ...line,
        analytic_distribution: [
          {
            analytic_plan: 'sablon-plan-dept',
            analytic_accounts: [{ analytic_account: 'sablon-ana-rooms', percentage: 100 }],
          },
        ],
      })),
    }),
  ],
  'accounting_invoice-payments_create': [
    call('accounting_invoice-payments_create', {
      date: TODAY,
      payment_method_id: 'sablon-pm-card',
      currency: 'EUR',
      items: [{ invoice_id: '{acctInvoice}', amount: 20 }],
    }),
  ],
  'accounting_invoice-attachments_create': [
    call('accounting_invoice-attachments_create', { invoice_id: '{acctInvoice}', base64_string: PDF }),
  ],
  accounting_expenses_create: [
    call('accounting_expenses_create', {
      employee_id: 'sablon-emp-1',
      currency: 'EUR',
      date: TODAY,
      untaxed_amount: 50,
      tax_amount: 10.5,
      total: 60.5,
      lines: [
        {
          description: 'Taxi',
          account_number: '611000',
          untaxed_amount: 50,
          tax_amount: 10.5,
          total: 60.5,
          tax_rate: 21,
          tax_id: 'sablon-vat-p21',
        },
      ],
    }),
  ],
  'accounting_journal-entries_create': [
    call('accounting_journal-entries_create', {
      journal_id: 'sablon-jrn-misc',
      number: `POS-${TODAY}`,
      currency: 'EUR',
      date: TODAY,
      items: [
        { account_type: 'general_account', account: '570000', debit: 121, credit: 0 },
        { account_type: 'general_account', account: '701000', debit: 0, credit: 100 },
        { account_type: 'general_account', account: '451000', debit: 0, credit: 21 },
      ],
    }),
  ],
  'accounting_miscellaneous-operations_create': [
    call('accounting_miscellaneous-operations_create', {
      currency: 'EUR',
      operation_date: TODAY,
      lines: [
        { amount: -120, type: 'general_account', account_number: '611000', description: 'Repair' },
        { amount: 120, type: 'general_account', account_number: '499000', description: 'Repair' },
      ],
    }),
  ],
  'accounting_financial-entries_create': [
    call(
      'accounting_financial-entries_create',
      {
        date: TODAY,
        journal_id: 'sablon-jrn-bank',
        currency: 'EUR',
        items: [{ account_type: 'customer_account', account: '{acctClient}', amount: 10 }],
      },
      { keep: { acctStatement: (b) => result(b).id } },
    ),
    call(
      'accounting_financial-entries_create',
      {
        date: TODAY,
        journal_id: 'sablon-jrn-bank',
        currency: 'EUR',
        items: [{ account_type: 'customer_account', account: '{acctClient}', amount: -10 }],
      },
      { keep: { acctRefund: (b) => result(b).id } },
    ),
  ],
  accounting_matchings_create: [
    call('accounting_matchings_create', {
      entries: ['{acctStatement}', '{acctRefund}'],
      partner_id: '{acctClient}',
    }),
  ],
  'accounting_matchings-multiple_create': [
    call('accounting_matchings-multiple_create', {
      matchings: [{ entries: ['{acctStatement}', '{acctRefund}'], partner_id: '{acctClient}' }],
    }),
  ],
  accounting_journals_create: [
    call('accounting_journals_create', { code: 'CAI', name: 'Caisse', journal_type: 'cash' }),
  ],
  'accounting_ledger-accounts_create': [
    call('accounting_ledger-accounts_create', { name: 'Parking', number: '703000', type: 'income' }),
  ],
  'accounting_bank-accounts_create': [
    call('accounting_bank-accounts_create', {
      code: 'BNP',
      currency: 'EUR',
      bank_name: 'BNP Paribas Fortis',
      iban: 'BE71096123456769',
      account_name: 'Savings',
    }),
  ],
  'accounting_bank-transactions_create': [
    call('accounting_bank-transactions_create', {
      bank_statement_date: TODAY,
      bank_account_id: 'sablon-bank-1',
      currency: 'EUR',
      external_bank_statement_id: `STMT-${TODAY}`,
      items: [{ amount: 80, description: 'Deposit', general_ledger_account: '499000' }],
    }),
  ],
  'accounting_analytic-accounts_create': [
    call(
      'accounting_analytic-accounts_create',
      { code: 'SPA', name: 'Spa', currency: 'EUR' },
      { keep: { acctAnalytic: (b) => result(b).id } },
    ),
  ],
  'accounting_analytic-accounts-multi-plans_create': [
    call(
      'accounting_analytic-accounts-multi-plans_create',
      { analytic_plan: 'sablon-plan-proj', code: 'WED', name: 'Weddings', currency: 'EUR' },
      { keep: { acctMulti: (b) => result(b).id } },
    ),
  ],
  'accounting_analytic-accounts_update': [
    call('accounting_analytic-accounts_update', {
      analytic_account_id: '{acctAnalytic}',
      name: 'Spa & wellness',
    }),
  ],
  'accounting_analytic-accounts-multi-plans_update': [
    call('accounting_analytic-accounts-multi-plans_update', {
      analytic_account_id: '{acctMulti}',
      analytic_plan: 'sablon-plan-proj',
      name: 'Weddings and parties',
    }),
  ],
};

/** Every tool with valid arguments, in the order of the operations' declarations. */
const calls: Record<string, Req[]> = {
  invoicing_taxes_list: [
    call('invoicing_taxes_list', { size: 3 }),
    call('invoicing_taxes_list', { page: 2, size: 2 }),
  ],
  invoicing_taxes_get: [call('invoicing_taxes_get', { tax_id: 'tax-be-21-sale' })],
  invoicing_products_list: [call('invoicing_products_list', { size: 2 })],
  invoicing_products_get: [call('invoicing_products_get', { product_id: 'product-0001' })],
  invoicing_products_create: [
    call('invoicing_products_create', {
      name: 'Made by an agent',
      unit_price: 4.5,
      tax_id: 'tax-be-21-sale',
    }),
  ],
  invoicing_opportunities_list: [call('invoicing_opportunities_list', { size: 2 })],
  invoicing_opportunities_get: [call('invoicing_opportunities_get', { opportunity_id: 'opportunity-0001' })],
  invoicing_contacts_list: [call('invoicing_contacts_list', { contact_type: 'supplier', size: 2 })],
  invoicing_contacts_get: [call('invoicing_contacts_get', { contact_id: 'contact-0001' })],
  invoicing_contacts_create: [call('invoicing_contacts_create', { first_name: 'Agent', last_name: 'Smith' })],
  invoicing_invoices_list: [
    call('invoicing_invoices_list', { invoice_type: 'customer_invoice', payment_status: 'unpaid', size: 2 }),
  ],
  invoicing_invoices_get: [call('invoicing_invoices_get', { invoice_id: 'invoice-0005' })],
  invoicing_invoices_create: [
    call(
      'invoicing_invoices_create',
      {
        currency: 'EUR',
        invoice_type: 'customer_invoice',
        status: 'posted',
        invoice_date: TODAY,
        tax_amount: 2.1,
        untaxed_amount: 10,
        total: 12.1,
        partner_id: 'contact-0009',
      },
      { keep: { invoice: (b) => result(b).id } },
    ),
  ],
  invoicing_payments_list: [call('invoicing_payments_list', { date_from: '2025-02-07', size: 2 })],
  invoicing_payments_create: [
    call(
      'invoicing_payments_create',
      { amount: 2.1, invoice_id: '{invoice}', date: TODAY, currency: 'EUR' },
      { keep: { payment: (b) => result(b).id } },
    ),
  ],
  invoicing_payments_update: [call('invoicing_payments_update', { payment_id: '{payment}', amount: 12.1 })],
  'invoicing_payment-methods_list': [call('invoicing_payment-methods_list', { size: 2 })],
  'invoicing_bank-accounts_list': [call('invoicing_bank-accounts_list', {})],
  'invoicing_bank-transactions_list': [
    call('invoicing_bank-transactions_list', { bank_account_id: 'bank-0002', status: 'done', size: 2 }),
  ],
  'invoicing_upload-document_create': [
    call('invoicing_upload-document_create', { base64_string: PDF, document_type: 'supplier_document' }),
  ],
  pos_modifiers_list: [call('pos_modifiers_list', { location_id: 'LOC-BRU', size: 1 })],
  pos_locations_list: [call('pos_locations_list', {})],
  pos_orders_list: [call('pos_orders_list', { state: 'closed', location_id: 'LOC-LIS', size: 1 })],
  pos_orders_get: [call('pos_orders_get', { order_id: 'ORD-BRU-20250212-001' })],
  pos_orders_update: [
    call('pos_orders_update', { order_id: 'ORD-BRU-20250212-001', customer_id: 'poscust-0002' }),
  ],
  pos_payments_list: [call('pos_payments_list', { date_from: WEEK_AGO, date_to: TODAY, size: 2 })],
  'pos_payment-methods_list': [call('pos_payment-methods_list', { location_id: 'LOC-LIS' })],
  pos_sales_read: [call('pos_sales_read', { date_from: WEEK_AGO, date_to: TODAY, location_id: 'LOC-BRU' })],
  pos_closures_read: [call('pos_closures_read', { date: WEEK_AGO, location_id: 'LOC-ANT' })],
  pos_report_read: [call('pos_report_read', { date: WEEK_AGO, location_id: 'LOC-BRU' })],
  pos_objectives_list: [call('pos_objectives_list', { date_from: WEEK_AGO, date_to: TODAY, size: 2 })],
  pos_customers_list: [call('pos_customers_list', { search: 'silva' })],
  pos_customers_get: [call('pos_customers_get', { customer_id: 'poscust-0001' })],
  pos_customers_create: [call('pos_customers_create', { first_name: 'Ana', last_name: 'Lopes' })],
  pos_products_list: [call('pos_products_list', { location_id: 'LOC-ANT', size: 2 })],
  'pos_product-categories_list': [call('pos_product-categories_list', { only_parents: true })],
  'pos_accounting-categories_list': [call('pos_accounting-categories_list', { size: 2 })],
  'pos_tax-rates_list': [call('pos_tax-rates_list', {})],
  pms_taxes_list: [call('pms_taxes_list', { size: 2 })],
  pms_orders_list: [
    call('pms_orders_list', { state: 'closed', date_from: '2025-03-01', date_to: TODAY, size: 1 }),
  ],
  pms_locations_list: [call('pms_locations_list', {})],
  pms_invoices_list: [call('pms_invoices_list', { ...WINDOW, location_id: 'LOC-LIS', size: 1 })],
  pms_payments_list: [call('pms_payments_list', { ...WINDOW, size: 2 })],
  'pms_payment-methods_list': [call('pms_payment-methods_list', { location_id: 'LOC-BRU', size: 2 })],
  pms_customers_list: [call('pms_customers_list', { search: 'van', size: 2 })],
  pms_customers_get: [call('pms_customers_get', { customer_id: 'pms-guest-0001' })],
  'pms_accounting-categories_list': [call('pms_accounting-categories_list', { size: 2 })],
  pms_closures_read: [call('pms_closures_read', { date: WEEK_AGO, location_id: 'LOC-LIS' })],
  'pms_accounting-transactions_list': [
    call('pms_accounting-transactions_list', { ...WINDOW, location_id: 'LOC-ANT', size: 2 }),
  ],
  ...accountingCalls,
};

const tools: Group[] = Object.entries(calls).map(([name, requests]) => ({
  route: `tools/call ${name}`,
  requests,
}));

/** Calls the API refuses: each a tool error (`isError`) in a JSON-RPC success, or a JSON-RPC error. */
const invalid: Group[] = [
  {
    route: 'tools/call (refused)',
    requests: [
      call('invoicing_taxes_list', { size: 1000 }),
      call('invoicing_contacts_get', { contact_id: 'nobody' }),
      call('invoicing_products_create', { unit_price: 3 }),
      call('invoicing_products_create', { name: 'x', colour: 'blue' }),
      call('pos_sales_read', {}),
      call('pms_orders_list', { state: 'open' }),
      call('no_such_tool', {}),
      // The consumer of this token has no POS connection.
      call('pos_locations_list', {}, { auth: 'invoicingOnlyToken' }),
      rpc('tools/call', { arguments: {} }),
      rpc('no/such/method', {}),
    ],
  },
];

let t: TestApp;
let entries: Entry[] = [];

beforeAll(async () => {
  freezeClock();
  t = await createTestApp({ deps: DETERMINISTIC_DEPS });
  const account = await t.newAccount('Golden MCP account');
  const normaliser = new Normaliser();
  normaliser.origin(t.url, 'app');
  normaliser.secret(account.clientSecret);
  const runner: Runner = {
    t,
    normaliser,
    state: {
      accountId: account.accountId,
      clientId: account.clientId,
      clientSecret: account.clientSecret,
      unknown: UNKNOWN,
    },
    tokens: { account: `Bearer ${account.token}`, bad: 'Bearer not-a-token' },
  };
  entries = await run(runner, [...setup, ...mcpToken, ...protocol, ...tools, ...invalid]);
  // Generous: the bound leaves room for a machine shared with other work.
}, 300_000);

afterAll(async () => {
  await t?.close();
  releaseClock();
});

describe('MCP golden', () => {
  it('calls every tool', () => {
    const names = operationIds.map((id) => id.replaceAll('.', '_'));
    expect(Object.keys(calls)).toEqual(names);
    const listed = (entries.find((e) => (e.request.body as { method?: string })?.method === 'tools/list')
      ?.body ?? {}) as { result?: { tools?: { name: string }[] } };
    expect(listed.result?.tools?.map((tool) => tool.name)).toEqual(names);
  });

  it('answers as the golden file says', () => {
    checkGolden(GOLDEN, entries);
  });
});
