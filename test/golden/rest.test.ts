import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountOperations,
  httpMethod,
  operationDeclaration,
  operationIds,
  restPath,
} from '../../src/model/index.js';
import { ADMIN_KEY, createTestApp, type TestApp } from '../kit/app.js';
import { type Receiver, startReceiver } from '../webhooks/receiver.js';
import {
  checkGolden,
  DETERMINISTIC_DEPS,
  type Entry,
  freezeClock,
  type Group,
  Normaliser,
  type Runner,
  releaseClock,
  run,
} from './golden.js';

/**
 * Today's REST answers, as a golden file (test/golden/rest.json): every route of the account and
 * consumer operations, in success and in each error it documents, plus the service, token,
 * admin and webhook routes, unknown paths and wrong methods. The table below is sent in order to
 * one app on a fake clock (golden.ts says what is normalised and why); the answers must equal the
 * file's, request by request. `UPDATE_GOLDEN=1` writes the file instead.
 *
 * State. `{consumer}` is connected to the four Sandbox integrations (1 invoicing, 2 POS, 3 PMS, 4 accounting);
 * `{invoicingOnly}` and `{posOnly}` to one each (the 400 of an API without a connection);
 * `{scratch}` is changed and deleted. Ids of records come from the lists (`keep`).
 */

const GOLDEN = new URL('./rest.json', import.meta.url);

const UNKNOWN = '0b1e7c0a-8d1e-4f2a-9c3b-5d6e7f8a9b0c';
const LONG_ID = 'x'.repeat(256);
const TODAY = '2025-03-14';
const WEEK_AGO = '2025-03-07';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1').toString(
  'base64',
);

import { accountingReads, accountingWrites } from './rest-accounting.js';
import { accountRefusals, cached, consumerRefusals, idempotent, pagingRefusals, r, raw } from './rows.js';

const I = '/consumers/{consumer}/invoicing';
const P = '/consumers/{consumer}/pos';
const M = '/consumers/{consumer}/pms';

// ---- bodies valid for the Sandbox ---------------------------------------------------------------

const productBody = { name: 'Golden croissant', unit_price: 2.5, tax_id: 'tax-be-6-sale', code: 'GOLD-1' };
const contactBody = {
  is_company: true,
  is_customer: true,
  company_name: 'Boulangerie Dupont SPRL',
  vat: 'BE0401234567',
  addresses: [
    {
      address_type: 'main',
      street: 'Rue Haute',
      number: '12',
      city: 'Bruxelles',
      postal_code: '1000',
      country: 'BE',
    },
  ],
};
const invoiceBody = {
  currency: 'EUR',
  invoice_type: 'customer_invoice',
  status: 'posted',
  invoice_date: TODAY,
  due_date: '2025-04-13',
  tax_amount: 39.9,
  untaxed_amount: 190,
  total: 229.9,
  partner_id: 'contact-0009',
  lines: [
    {
      product_id: 'product-0001',
      tax_id: 'tax-be-21-sale',
      unit_price: 95,
      quantity: 2,
      tax_amount: 39.9,
      untaxed_amount: 190,
      total: 229.9,
    },
  ],
};
const paymentBody = {
  amount: 100,
  invoice_id: '{newInvoice}',
  date: TODAY,
  currency: 'EUR',
  payment_method_id: 'pm-card',
};
const posCustomerBody = {
  first_name: 'Inês',
  last_name: 'Ferreira',
  email: 'ines.ferreira@example.pt',
  phone: '+351961234567',
  address: {
    name: 'home',
    street: 'Rua do Ouro',
    number: '12',
    city: 'Lisboa',
    postal_code: '1100-060',
    country: 'PT',
  },
};

// ---- the table --------------------------------------------------------------------------------

const service: Group[] = [
  { route: 'GET /health', requests: [r(200, 'GET', '/health', { auth: 'none' })] },
  { route: 'GET /ready', requests: [r(200, 'GET', '/ready', { auth: 'none' })] },
];

const admin: Group[] = [
  {
    route: 'POST /admin/accounts',
    requests: [
      r(200, 'POST', '/admin/accounts', {
        auth: 'admin',
        body: { name: 'Golden admin account' },
        keep: { adminAccount: (b) => b.accountId },
      }),
      r(401, 'POST', '/admin/accounts', { auth: 'none', body: { name: 'x' } }),
      r(401, 'POST', '/admin/accounts', { auth: 'badAdmin', body: { name: 'x' } }),
      r(401, 'POST', '/admin/accounts', { auth: 'account', body: { name: 'x' } }),
      r(422, 'POST', '/admin/accounts', { auth: 'admin', body: {} }),
      r(422, 'POST', '/admin/accounts', { auth: 'admin', body: { name: 'x', colour: 'blue' } }),
      r(422, 'POST', '/admin/accounts', { auth: 'admin', body: { name: 42 } }),
      r(422, 'POST', '/admin/accounts', { auth: 'admin', rawBody: '{"name": ' }),
    ],
  },
  {
    route: 'POST /admin/accounts/{accountId}/clients',
    requests: [
      r(200, 'POST', '/admin/accounts/{adminAccount}/clients', {
        auth: 'admin',
        body: { name: 'Reporting', scopes: ['invoicing.read', 'pos.read'] },
        keep: { adminClient: (b) => b.clientId },
      }),
      r(200, 'POST', '/admin/accounts/{adminAccount}/clients', {
        auth: 'admin',
        body: { name: 'Everything' },
      }),
      r(401, 'POST', '/admin/accounts/{adminAccount}/clients', { auth: 'none', body: { name: 'x' } }),
      r(404, 'POST', '/admin/accounts/{unknown}/clients', { auth: 'admin', body: { name: 'x' } }),
      r(404, 'POST', '/admin/accounts/not-a-uuid/clients', { auth: 'admin', body: { name: 'x' } }),
      r(422, 'POST', '/admin/accounts/{adminAccount}/clients', {
        auth: 'admin',
        body: { name: 'x', scopes: ['everything'] },
      }),
      r(422, 'POST', '/admin/accounts/{adminAccount}/clients', {
        auth: 'admin',
        body: { name: 'x', scopes: [] },
      }),
      r(422, 'POST', '/admin/accounts/{adminAccount}/clients', { auth: 'admin', body: { scopes: ['pos'] } }),
    ],
  },
  {
    route: 'POST /admin/accounts/{accountId}/clients/{clientId}/rotate',
    requests: [
      r(200, 'POST', '/admin/accounts/{adminAccount}/clients/{adminClient}/rotate', { auth: 'admin' }),
      r(401, 'POST', '/admin/accounts/{adminAccount}/clients/{adminClient}/rotate', { auth: 'badAdmin' }),
      r(404, 'POST', '/admin/accounts/{adminAccount}/clients/{unknown}/rotate', { auth: 'admin' }),
      r(404, 'POST', '/admin/accounts/{accountId}/clients/{adminClient}/rotate', { auth: 'admin' }),
      r(404, 'POST', '/admin/accounts/{adminAccount}/clients/not-a-uuid/rotate', { auth: 'admin' }),
    ],
  },
  {
    route: 'DELETE /admin/accounts/{accountId}/clients/{clientId}',
    requests: [
      r(401, 'DELETE', '/admin/accounts/{adminAccount}/clients/{adminClient}', { auth: 'none' }),
      r(204, 'DELETE', '/admin/accounts/{adminAccount}/clients/{adminClient}', { auth: 'admin' }),
      r(404, 'DELETE', '/admin/accounts/{adminAccount}/clients/{adminClient}', { auth: 'admin' }),
      r(404, 'DELETE', '/admin/accounts/{adminAccount}/clients/not-a-uuid', { auth: 'admin' }),
    ],
  },
];

const tokens: Group[] = [
  {
    route: 'POST /token',
    requests: [
      r(200, 'POST', '/token', {
        auth: 'none',
        body: { clientId: '{clientId}', clientSecret: '{clientSecret}', accountId: '{accountId}' },
      }),
      r(401, 'POST', '/token', {
        auth: 'none',
        body: { clientId: '{clientId}', clientSecret: 'wrong', accountId: '{accountId}' },
      }),
      r(401, 'POST', '/token', {
        auth: 'none',
        body: { clientId: '{clientId}', clientSecret: '{clientSecret}', accountId: '{unknown}' },
      }),
      r(401, 'POST', '/token', {
        auth: 'none',
        body: { clientId: 'not-a-uuid', clientSecret: 'wrong', accountId: '{accountId}' },
      }),
      r(422, 'POST', '/token', { auth: 'none', body: { clientId: '{clientId}' } }),
      r(422, 'POST', '/token', {
        auth: 'none',
        body: { clientId: '{clientId}', clientSecret: '{clientSecret}', accountId: '{accountId}', x: 1 },
      }),
      r(422, 'POST', '/token', {
        auth: 'none',
        body: { clientId: 1, clientSecret: true, accountId: null },
      }),
      r(422, 'POST', '/token', {
        auth: 'none',
        rawBody: 'clientId=x',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    ],
  },
];

const consumers: Group[] = [
  {
    route: 'POST /consumers',
    requests: [
      r(200, 'POST', '/consumers', {
        body: { name: 'Golden consumer', email: 'golden@example.com', internal_reference: 'GOLD-1' },
        keep: { consumer: (b) => b.consumerid },
      }),
      r(200, 'POST', '/consumers', {
        body: { name: 'Invoicing only' },
        keep: { invoicingOnly: (b) => b.consumerid },
      }),
      r(200, 'POST', '/consumers', { body: { name: 'POS only' }, keep: { posOnly: (b) => b.consumerid } }),
      r(200, 'POST', '/consumers', {
        body: { name: 'Scratch', redirect_url: 'https://example.com/back' },
        keep: { scratch: (b) => b.consumerid },
      }),
      r(422, 'POST', '/consumers', { body: { email: 'not an email' } }),
      r(422, 'POST', '/consumers', { body: { name: 'x', colour: 'blue' } }),
      r(422, 'POST', '/consumers', { body: { name: 42 } }),
      r(422, 'POST', '/consumers', { body: { name: '' } }),
      ...accountRefusals('POST', '/consumers', { name: 'x' }),
    ],
  },
  {
    route: 'POST /consumers/{consumer_id}/connections',
    requests: [
      r(200, 'POST', '/consumers/{consumer}/connections', {
        body: { integrationid: 1 },
        keep: { invoicingConnection: (b) => b.connectionid },
      }),
      r(200, 'POST', '/consumers/{consumer}/connections', { body: { integrationid: 2 } }),
      r(200, 'POST', '/consumers/{consumer}/connections', { body: { integrationid: 3, name: 'Hotels' } }),
      r(200, 'POST', '/consumers/{consumer}/connections', { body: { integrationid: 4, name: 'Books' } }),
      r(200, 'POST', '/consumers/{invoicingOnly}/connections', { body: { integrationid: 1 } }),
      r(200, 'POST', '/consumers/{posOnly}/connections', { body: { integrationid: 2 } }),
      r(200, 'POST', '/consumers/{scratch}/connections', {
        body: { integrationid: 1, name: 'Scratch invoicing' },
        keep: { scratchConnection: (b) => b.connectionid },
      }),
      r(200, 'POST', '/consumers/{invoicingOnly}/connections', {
        body: { integrationid: 1, redirect: true },
      }),
      r(200, 'POST', '/consumers/{scratch}/connections', { body: { redirect: false } }),
      r(200, 'POST', '/consumers/{scratch}/connections', { rawBody: '' }),
      r(200, 'POST', '/consumers/{scratch}/connections', {
        body: { apis: ['Point of Sale'], country: 'BE' },
      }),
      r(422, 'POST', '/consumers/{scratch}/connections', {
        body: { integrationid: 10, credentials: [{ key: 'url', value: 'x' }] },
      }),
      r(200, 'POST', '/consumers/{scratch}/connections', { body: { integrationid: 10 } }),
      r(422, 'POST', '/consumers/{scratch}/connections', { body: { integrationid: 12345 } }),
      r(404, 'POST', '/consumers/{unknown}/connections', { body: { integrationid: 1 } }),
      r(422, 'POST', '/consumers/not-a-uuid/connections', { body: { integrationid: 1 } }),
      r(422, 'POST', '/consumers/{scratch}/connections', { body: { integrationid: 'one' } }),
      r(422, 'POST', '/consumers/{scratch}/connections', { body: { integrationid: 1, colour: 'blue' } }),
      ...accountRefusals('POST', '/consumers/{scratch}/connections', { integrationid: 1 }),
    ],
  },
  {
    route: 'GET /consumers',
    requests: [
      r(200, 'GET', '/consumers'),
      r(200, 'GET', '/consumers?search=golden'),
      r(200, 'GET', '/consumers?search=only'),
      r(200, 'GET', '/consumers?internal_reference=GOLD-1'),
      r(200, 'GET', '/consumers?internal_reference=none'),
      r(422, 'GET', `/consumers?search=${'s'.repeat(256)}`),
      ...accountRefusals('GET', '/consumers'),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}',
    requests: [
      r(200, 'GET', '/consumers/{consumer}'),
      r(404, 'GET', '/consumers/{unknown}'),
      r(422, 'GET', '/consumers/not-a-uuid'),
      ...accountRefusals('GET', '/consumers/{consumer}'),
    ],
  },
  {
    route: 'PATCH /consumers/{consumer_id}',
    requests: [
      r(200, 'PATCH', '/consumers/{scratch}', {
        body: { name: 'Scratch renamed', email: 'scratch@example.com' },
      }),
      r(200, 'PATCH', '/consumers/{scratch}', { body: { email: null, redirect_url: null } }),
      r(200, 'PATCH', '/consumers/{scratch}', { body: {} }),
      r(404, 'PATCH', '/consumers/{unknown}', { body: { name: 'x' } }),
      r(422, 'PATCH', '/consumers/not-a-uuid', { body: { name: 'x' } }),
      r(422, 'PATCH', '/consumers/{scratch}', { body: { email: 'nope' } }),
      r(422, 'PATCH', '/consumers/{scratch}', { body: { nickname: 'x' } }),
      ...accountRefusals('PATCH', '/consumers/{scratch}', { name: 'x' }),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/connections',
    requests: [
      r(200, 'GET', '/consumers/{consumer}/connections'),
      r(200, 'GET', '/consumers/{scratch}/connections'),
      r(404, 'GET', '/consumers/{unknown}/connections'),
      r(422, 'GET', '/consumers/not-a-uuid/connections'),
      ...accountRefusals('GET', '/consumers/{consumer}/connections'),
    ],
  },
  {
    route: 'PATCH /consumers/{consumer_id}/connections/{connectionid}',
    requests: [
      r(200, 'PATCH', '/consumers/{scratch}/connections/{scratchConnection}', {
        body: { name: 'Renamed', redirect: true },
      }),
      r(200, 'PATCH', '/consumers/{scratch}/connections/{scratchConnection}', {
        body: { status: 'inactive' },
      }),
      // The scratch consumer's only invoicing connection is off: its invoicing answers 400.
      r(200, 'GET', '/consumers/{scratch}/connections'),
      r(200, 'PATCH', '/consumers/{scratch}/connections/{scratchConnection}', { rawBody: '' }),
      r(404, 'PATCH', '/consumers/{scratch}/connections/{unknown}', { body: { name: 'x' } }),
      r(404, 'PATCH', '/consumers/{unknown}/connections/{scratchConnection}', { body: { name: 'x' } }),
      r(422, 'PATCH', '/consumers/{scratch}/connections/not-a-uuid', { body: { name: 'x' } }),
      r(422, 'PATCH', '/consumers/{scratch}/connections/{scratchConnection}', { body: { name: '' } }),
      r(422, 'PATCH', '/consumers/{scratch}/connections/{scratchConnection}', { body: { status: 'paused' } }),
      ...accountRefusals('PATCH', '/consumers/{scratch}/connections/{scratchConnection}', { name: 'x' }),
    ],
  },
  {
    route: 'GET /integrations',
    requests: [
      r(200, 'GET', '/integrations'),
      r(200, 'GET', '/integrations?status=active&include_coverage=false'),
      r(200, 'GET', '/integrations?status=inactive'),
      r(422, 'GET', '/integrations?status=gone'),
      r(422, 'GET', '/integrations?include_coverage=maybe'),
      r(401, 'GET', '/integrations', { auth: 'none' }),
      r(401, 'GET', '/integrations', { auth: 'bad' }),
      // Any authenticated caller may list them: no scope is needed.
      r(200, 'GET', '/integrations?include_coverage=false', { auth: 'domainOnly' }),
      r(200, 'GET', '/integrations/1/logo.json', { auth: 'none' }),
      r(404, 'GET', '/integrations/999/logo.json', { auth: 'none' }),
    ],
  },
];

const invoicing: Group[] = [
  {
    route: 'GET /consumers/{consumer_id}/invoicing/taxes',
    requests: [
      r(200, 'GET', `${I}/taxes`, { keep: { tax: (b) => b.items[0].id } }),
      r(200, 'GET', `${I}/taxes?page=2&size=5`),
      r(200, 'GET', `${I}/taxes?page=9&size=5`),
      raw(`${I}/taxes?size=2`),
      ...cached(`${I}/taxes`),
      r(200, 'GET', `${I}/taxes?size=3`, { headers: { 'x-chift-connectionid': '{invoicingConnection}' } }),
      r(404, 'GET', `${I}/taxes`, { headers: { 'x-chift-connectionid': '{unknown}' } }),
      r(404, 'GET', `${I}/taxes`, { headers: { 'x-chift-connectionid': 'not-a-uuid' } }),
      // Two invoicing connections (the second made with `redirect: true`), none picked.
      r(400, 'GET', '/consumers/{invoicingOnly}/invoicing/taxes?size=1'),
      // The scratch consumer's invoicing connection was turned off above.
      r(400, 'GET', '/consumers/{scratch}/invoicing/taxes'),
      ...pagingRefusals(`${I}/taxes`),
      ...consumerRefusals('GET', `${I}/taxes`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/invoicing/taxes/{tax_id}',
    requests: [
      r(200, 'GET', `${I}/taxes/{tax}`),
      raw(`${I}/taxes/{tax}`),
      ...cached(`${I}/taxes/{tax}`),
      r(404, 'GET', `${I}/taxes/unknown-tax`),
      r(422, 'GET', `${I}/taxes/${LONG_ID}`),
      ...consumerRefusals('GET', `${I}/taxes/{tax}`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/invoicing/products',
    requests: [
      r(200, 'GET', `${I}/products`, { keep: { product: (b) => b.items[0].id } }),
      r(200, 'GET', `${I}/products?page=2&size=3`),
      raw(`${I}/products?size=2`),
      ...cached(`${I}/products`),
      ...pagingRefusals(`${I}/products`),
      ...consumerRefusals('GET', `${I}/products`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/invoicing/products/{product_id}',
    requests: [
      r(200, 'GET', `${I}/products/{product}`),
      raw(`${I}/products/{product}`),
      ...cached(`${I}/products/{product}`),
      r(404, 'GET', `${I}/products/unknown-product`),
      r(422, 'GET', `${I}/products/${LONG_ID}`),
      ...consumerRefusals('GET', `${I}/products/{product}`),
    ],
  },
  {
    route: 'POST /consumers/{consumer_id}/invoicing/products',
    requests: [
      r(200, 'POST', `${I}/products`, { body: productBody, keep: { newProduct: (b) => b.id } }),
      r(200, 'GET', `${I}/products/{newProduct}`),
      r(200, 'POST', `${I}/products`, { body: { name: 'Minimal product' } }),
      r(200, 'POST', `${I}/products`, {
        body: { name: 'Raw product' },
        headers: { 'x-chift-raw-data': 'true' },
      }),
      ...idempotent(200, 'POST', `${I}/products`, 'golden-product-1', { name: 'Once' }, { name: 'Twice' }),
      r(200, 'POST', `${I}/products`, {
        body: { name: 'Keyed' },
        headers: { 'idempotency-key': 'golden-product-2' },
      }),
      r(200, 'POST', `${I}/products`, {
        body: { name: 'Keyed' },
        headers: { 'idempotency-key': 'golden-product-2' },
      }),
      r(422, 'POST', `${I}/products`, { body: { unit_price: 3 } }),
      r(422, 'POST', `${I}/products`, { body: { name: 'x', colour: 'blue' } }),
      r(422, 'POST', `${I}/products`, { body: { name: 'x', unit_price: 'three' } }),
      r(422, 'POST', `${I}/products`, { body: { name: 'x', unit_price: -1 } }),
      r(422, 'POST', `${I}/products`, {
        rawBody: '{"name": "x",',
      }),
      ...consumerRefusals('POST', `${I}/products`, { name: 'x' }),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/invoicing/opportunities',
    requests: [
      r(200, 'GET', `${I}/opportunities`, { keep: { opportunity: (b) => b.items[0].id } }),
      r(200, 'GET', `${I}/opportunities?page=2&size=2`),
      raw(`${I}/opportunities?size=2`),
      ...cached(`${I}/opportunities`),
      ...pagingRefusals(`${I}/opportunities`),
      ...consumerRefusals('GET', `${I}/opportunities`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/invoicing/opportunities/{opportunity_id}',
    requests: [
      r(200, 'GET', `${I}/opportunities/{opportunity}`),
      raw(`${I}/opportunities/{opportunity}`),
      r(404, 'GET', `${I}/opportunities/unknown-opportunity`),
      r(422, 'GET', `${I}/opportunities/${LONG_ID}`),
      ...consumerRefusals('GET', `${I}/opportunities/{opportunity}`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/invoicing/contacts',
    requests: [
      r(200, 'GET', `${I}/contacts`, { keep: { contact: (b) => b.items[0].id } }),
      r(200, 'GET', `${I}/contacts?page=2&size=4`),
      r(200, 'GET', `${I}/contacts?contact_type=customer`),
      r(200, 'GET', `${I}/contacts?contact_type=supplier`),
      r(200, 'GET', `${I}/contacts?contact_type=prospect&size=2`),
      raw(`${I}/contacts?size=2`),
      ...cached(`${I}/contacts`),
      r(422, 'GET', `${I}/contacts?contact_type=nobody`),
      ...pagingRefusals(`${I}/contacts`),
      ...consumerRefusals('GET', `${I}/contacts`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/invoicing/contacts/{contact_id}',
    requests: [
      r(200, 'GET', `${I}/contacts/{contact}`),
      raw(`${I}/contacts/{contact}`),
      ...cached(`${I}/contacts/{contact}`),
      r(404, 'GET', `${I}/contacts/contact-9999`),
      r(422, 'GET', `${I}/contacts/${LONG_ID}`),
      ...consumerRefusals('GET', `${I}/contacts/{contact}`),
    ],
  },
  {
    route: 'POST /consumers/{consumer_id}/invoicing/contacts',
    requests: [
      r(200, 'POST', `${I}/contacts`, { body: contactBody, keep: { newContact: (b) => b.id } }),
      r(200, 'GET', `${I}/contacts/{newContact}`),
      r(200, 'POST', `${I}/contacts`, { body: { first_name: 'Jan', last_name: 'Peeters', gender: 'H' } }),
      ...idempotent(
        200,
        'POST',
        `${I}/contacts`,
        'golden-contact-1',
        { first_name: 'Once' },
        { first_name: 'Twice' },
      ),
      r(422, 'POST', `${I}/contacts`, { body: { gender: 'X' } }),
      r(422, 'POST', `${I}/contacts`, { body: { first_name: 'A', nickname: 'B' } }),
      r(422, 'POST', `${I}/contacts`, { body: { first_name: 'Jan', company_id: 'contact-9999' } }),
      r(422, 'POST', `${I}/contacts`, {
        body: { first_name: 'Jan', addresses: [{ address_type: 'main', city: 'Gent' }] },
      }),
      r(422, 'POST', `${I}/contacts`, { body: { first_name: 'Jan', is_company: 'yes' } }),
      ...consumerRefusals('POST', `${I}/contacts`, { first_name: 'x' }),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/invoicing/invoices',
    requests: [
      r(200, 'GET', `${I}/invoices`),
      r(200, 'GET', `${I}/invoices?page=2&size=5`),
      r(200, 'GET', `${I}/invoices?invoice_type=customer_invoice&payment_status=unpaid`, {
        keep: { invoice: (b) => b.items.find((i: { status: string }) => i.status === 'posted').id },
      }),
      r(200, 'GET', `${I}/invoices?invoice_type=supplier_refund`),
      r(200, 'GET', `${I}/invoices?payment_status=paid&size=3`),
      r(200, 'GET', `${I}/invoices?date_from=2025-02-12&date_to=2025-03-04`),
      r(200, 'GET', `${I}/invoices?updated_after=2025-02-22T00:00:00Z`),
      r(200, 'GET', `${I}/invoices?updated_after=2025-02-22T00:00:00`),
      r(200, 'GET', `${I}/invoices?include_invoice_lines=true&size=3`),
      r(200, 'GET', `${I}/invoices?include_analytic_accounts=true&include_invoice_lines=true&size=3`),
      raw(`${I}/invoices?size=2`),
      ...cached(`${I}/invoices?page=2&size=5`),
      r(422, 'GET', `${I}/invoices?invoice_type=everything`),
      r(422, 'GET', `${I}/invoices?payment_status=late`),
      r(422, 'GET', `${I}/invoices?date_from=2025-02-30`),
      r(422, 'GET', `${I}/invoices?updated_after=yesterday`),
      r(422, 'GET', `${I}/invoices?include_invoice_lines=maybe`),
      ...pagingRefusals(`${I}/invoices`),
      ...consumerRefusals('GET', `${I}/invoices`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/invoicing/invoices/{invoice_id}',
    requests: [
      r(200, 'GET', `${I}/invoices/{invoice}`),
      r(200, 'GET', `${I}/invoices/{invoice}?include_pdf=true`),
      r(200, 'GET', `${I}/invoices/{invoice}?include_analytic_accounts=true`),
      raw(`${I}/invoices/{invoice}`),
      ...cached(`${I}/invoices/{invoice}`),
      r(404, 'GET', `${I}/invoices/invoice-9999`),
      r(422, 'GET', `${I}/invoices/{invoice}?include_pdf=maybe`),
      r(422, 'GET', `${I}/invoices/${LONG_ID}`),
      ...consumerRefusals('GET', `${I}/invoices/{invoice}`),
    ],
  },
  {
    route: 'POST /consumers/{consumer_id}/invoicing/invoices',
    requests: [
      r(200, 'POST', `${I}/invoices`, { body: invoiceBody, keep: { newInvoice: (b) => b.id } }),
      r(200, 'GET', `${I}/invoices/{newInvoice}`),
      r(200, 'POST', `${I}/invoices`, {
        body: { ...invoiceBody, status: 'draft', invoice_type: 'supplier_invoice', reference: 'BILL-7' },
      }),
      ...idempotent(
        200,
        'POST',
        `${I}/invoices`,
        'golden-invoice-1',
        { ...invoiceBody, reference: 'idem-1' },
        { ...invoiceBody, reference: 'idem-1', customer_memo: 'other' },
      ),
      r(422, 'POST', `${I}/invoices`, { body: { ...invoiceBody, total: 230 } }),
      r(422, 'POST', `${I}/invoices`, { body: { ...invoiceBody, total: 'twelve' } }),
      r(422, 'POST', `${I}/invoices`, { body: { ...invoiceBody, colour: 'blue' } }),
      r(422, 'POST', `${I}/invoices`, { body: { ...invoiceBody, invoice_type: 'all' } }),
      r(422, 'POST', `${I}/invoices`, {
        body: { ...invoiceBody, lines: [{ ...invoiceBody.lines[0], product_id: 'product-9999' }] },
      }),
      r(422, 'POST', `${I}/invoices`, { body: { currency: 'EUR' } }),
      ...consumerRefusals('POST', `${I}/invoices`, invoiceBody),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/invoicing/payments',
    requests: [
      r(200, 'GET', `${I}/payments`),
      r(200, 'GET', `${I}/payments?page=2&size=3`),
      r(200, 'GET', `${I}/payments?date_from=2025-02-07`),
      r(200, 'GET', `${I}/payments?date_from=2025-01-01&date_to=2025-02-07`),
      raw(`${I}/payments?size=2`),
      ...cached(`${I}/payments`),
      r(422, 'GET', `${I}/payments?date_to=03/14/2025`),
      ...pagingRefusals(`${I}/payments`),
      ...consumerRefusals('GET', `${I}/payments`),
    ],
  },
  {
    route: 'POST /consumers/{consumer_id}/invoicing/payments',
    requests: [
      r(201, 'POST', `${I}/payments`, { body: paymentBody, keep: { payment: (b) => b.id } }),
      r(200, 'GET', `${I}/invoices/{newInvoice}`),
      ...idempotent(
        201,
        'POST',
        `${I}/payments`,
        'golden-payment-1',
        { ...paymentBody, amount: 10 },
        { ...paymentBody, amount: 11 },
      ),
      r(422, 'POST', `${I}/payments`, { body: { amount: 1 } }),
      r(422, 'POST', `${I}/payments`, { body: { ...paymentBody, tip: 1 } }),
      r(422, 'POST', `${I}/payments`, { body: { ...paymentBody, amount: 'ten' } }),
      r(422, 'POST', `${I}/payments`, { body: { ...paymentBody, amount: 1000 } }),
      r(422, 'POST', `${I}/payments`, { body: { ...paymentBody, invoice_id: 'invoice-9999' } }),
      ...consumerRefusals('POST', `${I}/payments`, paymentBody),
    ],
  },
  {
    route: 'PATCH /consumers/{consumer_id}/invoicing/payments/{payment_id}',
    requests: [
      r(200, 'PATCH', `${I}/payments/{payment}`, {
        body: { amount: 119.9, description: 'Paid at the counter' },
      }),
      r(200, 'GET', `${I}/invoices/{newInvoice}`),
      r(200, 'PATCH', `${I}/payments/{payment}`, { body: {} }),
      ...idempotent(
        200,
        'PATCH',
        `${I}/payments/{payment}`,
        'golden-payment-update-1',
        { amount: 120 },
        { amount: 121 },
      ),
      r(404, 'PATCH', `${I}/payments/payment-9999`, { body: { amount: 10 } }),
      r(422, 'PATCH', `${I}/payments/{payment}`, { body: { amount: 1, invoice_id: 'x' } }),
      r(422, 'PATCH', `${I}/payments/{payment}`, { body: { amount: 'two' } }),
      r(422, 'PATCH', `${I}/payments/{payment}`, { body: { date: 'today' } }),
      ...consumerRefusals('PATCH', `${I}/payments/{payment}`, { amount: 10 }),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/invoicing/payment-methods',
    requests: [
      r(200, 'GET', `${I}/payment-methods`),
      r(200, 'GET', `${I}/payment-methods?page=2&size=2`),
      raw(`${I}/payment-methods?size=2`),
      ...cached(`${I}/payment-methods`),
      ...pagingRefusals(`${I}/payment-methods`),
      ...consumerRefusals('GET', `${I}/payment-methods`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/invoicing/bank-accounts',
    requests: [
      r(200, 'GET', `${I}/bank-accounts`, { keep: { bankAccount: (b) => b.items[0].id } }),
      r(200, 'GET', `${I}/bank-accounts?page=2&size=1`),
      raw(`${I}/bank-accounts`),
      ...cached(`${I}/bank-accounts`),
      ...pagingRefusals(`${I}/bank-accounts`),
      ...consumerRefusals('GET', `${I}/bank-accounts`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/invoicing/bank-transactions',
    requests: [
      r(200, 'GET', `${I}/bank-transactions?bank_account_id={bankAccount}`),
      r(200, 'GET', `${I}/bank-transactions?bank_account_id={bankAccount}&page=2&size=3`),
      r(200, 'GET', `${I}/bank-transactions?bank_account_id={bankAccount}&status=draft`),
      r(
        200,
        'GET',
        `${I}/bank-transactions?bank_account_id={bankAccount}&date_from=2025-01-28&date_to=2025-03-01`,
      ),
      r(200, 'GET', `${I}/bank-transactions?bank_account_id=bank-0002`),
      r(200, 'GET', `${I}/bank-transactions?bank_account_id=bank-9999`),
      raw(`${I}/bank-transactions?bank_account_id={bankAccount}&size=2`),
      ...cached(`${I}/bank-transactions?bank_account_id={bankAccount}`),
      r(422, 'GET', `${I}/bank-transactions`),
      r(422, 'GET', `${I}/bank-transactions?bank_account_id={bankAccount}&status=pending`),
      ...pagingRefusals(`${I}/bank-transactions?bank_account_id={bankAccount}`),
      ...consumerRefusals('GET', `${I}/bank-transactions?bank_account_id={bankAccount}`),
    ],
  },
  {
    route: 'POST /consumers/{consumer_id}/invoicing/upload-document',
    requests: [
      r(201, 'POST', `${I}/upload-document`, {
        body: { base64_string: PDF, document_type: 'supplier_document' },
        keep: { uploaded: (b) => b.id },
      }),
      r(200, 'GET', `${I}/invoices/{uploaded}?include_pdf=true`),
      r(201, 'POST', `${I}/upload-document`, {
        body: { base64_string: PDF, document_type: 'employee_expense' },
      }),
      ...idempotent(
        201,
        'POST',
        `${I}/upload-document`,
        'golden-upload-1',
        { base64_string: PDF, document_type: 'supplier_document' },
        { base64_string: PDF, document_type: 'employee_expense' },
      ),
      r(422, 'POST', `${I}/upload-document`, { body: { base64_string: PDF } }),
      r(422, 'POST', `${I}/upload-document`, {
        body: { base64_string: 'this is not base64!', document_type: 'supplier_document' },
      }),
      r(422, 'POST', `${I}/upload-document`, { body: { base64_string: PDF, document_type: 'receipt' } }),
      r(422, 'POST', `${I}/upload-document`, {
        body: { base64_string: PDF, document_type: 'supplier_document', name: 'x.pdf' },
      }),
      ...consumerRefusals('POST', `${I}/upload-document`, {
        base64_string: PDF,
        document_type: 'supplier_document',
      }),
    ],
  },
];

const pos: Group[] = [
  {
    route: 'GET /consumers/{consumer_id}/pos/modifiers',
    requests: [
      r(200, 'GET', `${P}/modifiers`),
      r(200, 'GET', `${P}/modifiers?location_id=LOC-BRU`),
      r(200, 'GET', `${P}/modifiers?page=2&size=1`),
      raw(`${P}/modifiers?size=1`),
      ...cached(`${P}/modifiers`),
      r(422, 'GET', `${P}/modifiers?location_id=`),
      ...pagingRefusals(`${P}/modifiers`),
      ...consumerRefusals('GET', `${P}/modifiers`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/pos/locations',
    requests: [
      r(200, 'GET', `${P}/locations`),
      r(200, 'GET', `${P}/locations?page=2&size=2`),
      raw(`${P}/locations?size=1`),
      ...cached(`${P}/locations`),
      ...pagingRefusals(`${P}/locations`),
      ...consumerRefusals('GET', `${P}/locations`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/pos/orders',
    requests: [
      r(200, 'GET', `${P}/orders?size=5`, { keep: { order: (b) => b.items[0].id } }),
      r(200, 'GET', `${P}/orders`),
      r(200, 'GET', `${P}/orders?page=3&size=4`),
      r(200, 'GET', `${P}/orders?date_from=${WEEK_AGO}&date_to=2025-03-08&location_id=LOC-LIS`),
      r(200, 'GET', `${P}/orders?state=closed&location_id=LOC-BRU&size=3`),
      r(200, 'GET', `${P}/orders?state=open`),
      r(200, 'GET', `${P}/orders?closure_id=closure-LOC-BRU-${WEEK_AGO}&size=3`),
      raw(`${P}/orders?size=1`),
      ...cached(`${P}/orders?size=5`),
      r(422, 'GET', `${P}/orders?state=pending`),
      r(422, 'GET', `${P}/orders?date_from=yesterday`),
      ...pagingRefusals(`${P}/orders`),
      ...consumerRefusals('GET', `${P}/orders`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/pos/orders/{order_id}',
    requests: [
      r(200, 'GET', `${P}/orders/{order}`),
      raw(`${P}/orders/{order}`),
      ...cached(`${P}/orders/{order}`),
      r(404, 'GET', `${P}/orders/{unknown}`),
      r(422, 'GET', `${P}/orders/${LONG_ID}`),
      ...consumerRefusals('GET', `${P}/orders/{order}`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/pos/payments',
    requests: [
      r(200, 'GET', `${P}/payments?date_from=${WEEK_AGO}&date_to=${TODAY}`),
      r(200, 'GET', `${P}/payments?date_from=${WEEK_AGO}&date_to=${TODAY}&page=2&size=5`),
      raw(`${P}/payments?date_from=${WEEK_AGO}&date_to=${TODAY}&size=2`),
      ...cached(`${P}/payments?date_from=${WEEK_AGO}&date_to=${TODAY}`),
      r(422, 'GET', `${P}/payments`),
      r(422, 'GET', `${P}/payments?date_from=2025-02-01&date_to=2025-01-01`),
      ...pagingRefusals(`${P}/payments?date_from=${WEEK_AGO}&date_to=${TODAY}`),
      ...consumerRefusals('GET', `${P}/payments?date_from=${WEEK_AGO}&date_to=${TODAY}`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/pos/payment-methods',
    requests: [
      r(200, 'GET', `${P}/payment-methods`),
      r(200, 'GET', `${P}/payment-methods?location_id=LOC-LIS`),
      r(200, 'GET', `${P}/payment-methods?page=2&size=2`),
      raw(`${P}/payment-methods?size=1`),
      ...cached(`${P}/payment-methods`),
      ...pagingRefusals(`${P}/payment-methods`),
      ...consumerRefusals('GET', `${P}/payment-methods`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/pos/sales',
    requests: [
      r(200, 'GET', `${P}/sales?date_from=${WEEK_AGO}&date_to=${TODAY}`),
      r(200, 'GET', `${P}/sales?date_from=${WEEK_AGO}&date_to=${WEEK_AGO}&location_id=LOC-BRU`),
      raw(`${P}/sales?date_from=${WEEK_AGO}&date_to=${TODAY}`),
      ...cached(`${P}/sales?date_from=${WEEK_AGO}&date_to=${TODAY}`),
      r(422, 'GET', `${P}/sales?date_from=${WEEK_AGO}`),
      r(422, 'GET', `${P}/sales?date_from=${TODAY}&date_to=${WEEK_AGO}`),
      ...consumerRefusals('GET', `${P}/sales?date_from=${WEEK_AGO}&date_to=${TODAY}`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/pos/closures/{date}',
    requests: [
      r(200, 'GET', `${P}/closures/${WEEK_AGO}`),
      r(200, 'GET', `${P}/closures/${WEEK_AGO}?location_id=LOC-LIS`),
      r(200, 'GET', `${P}/closures/${TODAY}?location_id=LOC-BRU`),
      raw(`${P}/closures/${WEEK_AGO}?location_id=LOC-BRU`),
      ...cached(`${P}/closures/${WEEK_AGO}`),
      r(404, 'GET', `${P}/closures/${WEEK_AGO}?location_id=LOC-NONE`),
      r(422, 'GET', `${P}/closures/not-a-date`),
      ...consumerRefusals('GET', `${P}/closures/${WEEK_AGO}`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/pos/report',
    requests: [
      r(200, 'GET', `${P}/report?date=${WEEK_AGO}`),
      r(200, 'GET', `${P}/report?date=${WEEK_AGO}&location_id=LOC-ANT`),
      raw(`${P}/report?date=${WEEK_AGO}&location_id=LOC-BRU`),
      ...cached(`${P}/report?date=${WEEK_AGO}`),
      r(404, 'GET', `${P}/report?date=${WEEK_AGO}&location_id=LOC-NONE`),
      r(422, 'GET', `${P}/report`),
      r(422, 'GET', `${P}/report?date=2025-13-01`),
      ...consumerRefusals('GET', `${P}/report?date=${WEEK_AGO}`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/pos/objectives',
    requests: [
      r(200, 'GET', `${P}/objectives?date_from=${WEEK_AGO}&date_to=${TODAY}`),
      r(200, 'GET', `${P}/objectives?date_from=${WEEK_AGO}&date_to=${TODAY}&location_id=LOC-LIS`),
      r(200, 'GET', `${P}/objectives?date_from=${WEEK_AGO}&date_to=${TODAY}&page=2&size=5`),
      raw(`${P}/objectives?date_from=${WEEK_AGO}&date_to=${TODAY}&size=1`),
      ...cached(`${P}/objectives?date_from=${WEEK_AGO}&date_to=${TODAY}`),
      r(422, 'GET', `${P}/objectives?date_to=${TODAY}`),
      ...pagingRefusals(`${P}/objectives?date_from=${WEEK_AGO}&date_to=${TODAY}`),
      ...consumerRefusals('GET', `${P}/objectives?date_from=${WEEK_AGO}&date_to=${TODAY}`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/pos/customers',
    requests: [
      r(200, 'GET', `${P}/customers`, { keep: { posCustomer: (b) => b.items[0].id } }),
      r(200, 'GET', `${P}/customers?page=2&size=2`),
      r(200, 'GET', `${P}/customers?search=silva`),
      r(200, 'GET', `${P}/customers?email=ana.costa@example.pt`),
      r(200, 'GET', `${P}/customers?phone=%2B32475112233`),
      r(200, 'GET', `${P}/customers?email=nobody@example.com`),
      raw(`${P}/customers?size=1`),
      ...cached(`${P}/customers`),
      r(422, 'GET', `${P}/customers?search=`),
      r(422, 'GET', `${P}/customers?phone=${'1'.repeat(65)}`),
      ...pagingRefusals(`${P}/customers`),
      ...consumerRefusals('GET', `${P}/customers`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/pos/customers/{customer_id}',
    requests: [
      r(200, 'GET', `${P}/customers/{posCustomer}`),
      raw(`${P}/customers/{posCustomer}`),
      ...cached(`${P}/customers/{posCustomer}`),
      r(404, 'GET', `${P}/customers/{unknown}`),
      r(422, 'GET', `${P}/customers/${LONG_ID}`),
      ...consumerRefusals('GET', `${P}/customers/{posCustomer}`),
    ],
  },
  {
    route: 'POST /consumers/{consumer_id}/pos/customers',
    requests: [
      r(200, 'POST', `${P}/customers`, { body: posCustomerBody, keep: { newPosCustomer: (b) => b.id } }),
      r(200, 'GET', `${P}/customers/{newPosCustomer}`),
      r(200, 'POST', `${P}/customers`, { body: { first_name: 'Ana', last_name: 'Lopes' } }),
      ...idempotent(
        200,
        'POST',
        `${P}/customers`,
        'golden-pos-customer-1',
        { first_name: 'Once', last_name: 'Only' },
        { first_name: 'Twice', last_name: 'Only' },
      ),
      r(422, 'POST', `${P}/customers`, { body: { first_name: '', last_name: 'X' } }),
      r(422, 'POST', `${P}/customers`, { body: { last_name: 'X' } }),
      r(422, 'POST', `${P}/customers`, { body: { first_name: 'A', last_name: 'X', nickname: 'Y' } }),
      r(422, 'POST', `${P}/customers`, { body: { first_name: 'A', last_name: 7 } }),
      ...consumerRefusals('POST', `${P}/customers`, { first_name: 'A', last_name: 'X' }),
    ],
  },
  {
    route: 'PATCH /consumers/{consumer_id}/pos/orders/{order_id}',
    requests: [
      r(200, 'PATCH', `${P}/orders/{order}`, { body: { customer_id: '{newPosCustomer}' } }),
      r(200, 'GET', `${P}/orders/{order}`),
      ...idempotent(
        200,
        'PATCH',
        `${P}/orders/{order}`,
        'golden-pos-order-1',
        { customer_id: '{posCustomer}' },
        { customer_id: '{newPosCustomer}' },
      ),
      r(404, 'PATCH', `${P}/orders/{unknown}`, { body: { customer_id: '{posCustomer}' } }),
      r(422, 'PATCH', `${P}/orders/{order}`, { body: { customer_id: 'poscust-none' } }),
      r(200, 'PATCH', `${P}/orders/{order}`, { body: {} }),
      r(422, 'PATCH', `${P}/orders/{order}`, { body: { customer_id: '{posCustomer}', note: 'x' } }),
      ...consumerRefusals('PATCH', `${P}/orders/{order}`, { customer_id: '{posCustomer}' }),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/pos/products',
    requests: [
      r(200, 'GET', `${P}/products`),
      r(200, 'GET', `${P}/products?location_id=LOC-ANT`),
      r(200, 'GET', `${P}/products?page=2&size=4`),
      raw(`${P}/products?size=1`),
      ...cached(`${P}/products`),
      ...pagingRefusals(`${P}/products`),
      ...consumerRefusals('GET', `${P}/products`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/pos/product-categories',
    requests: [
      r(200, 'GET', `${P}/product-categories`),
      r(200, 'GET', `${P}/product-categories?only_parents=true`),
      r(200, 'GET', `${P}/product-categories?location_id=LOC-LIS&only_parents=false`),
      r(200, 'GET', `${P}/product-categories?page=2&size=2`),
      raw(`${P}/product-categories?size=1`),
      ...cached(`${P}/product-categories`),
      r(422, 'GET', `${P}/product-categories?only_parents=maybe`),
      ...pagingRefusals(`${P}/product-categories`),
      ...consumerRefusals('GET', `${P}/product-categories`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/pos/accounting-categories',
    requests: [
      r(200, 'GET', `${P}/accounting-categories`),
      r(200, 'GET', `${P}/accounting-categories?location_id=LOC-BRU`),
      r(200, 'GET', `${P}/accounting-categories?page=2&size=2`),
      raw(`${P}/accounting-categories?size=1`),
      ...cached(`${P}/accounting-categories`),
      ...pagingRefusals(`${P}/accounting-categories`),
      ...consumerRefusals('GET', `${P}/accounting-categories`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/pos/tax-rates',
    requests: [
      r(200, 'GET', `${P}/tax-rates`),
      r(200, 'GET', `${P}/tax-rates?page=2&size=4`),
      raw(`${P}/tax-rates?size=1`),
      ...cached(`${P}/tax-rates`),
      ...pagingRefusals(`${P}/tax-rates`),
      ...consumerRefusals('GET', `${P}/tax-rates`),
    ],
  },
];

const WINDOW = `date_from=2025-02-01&date_to=${TODAY}`;

const pms: Group[] = [
  {
    route: 'GET /consumers/{consumer_id}/pms/taxes',
    requests: [
      r(200, 'GET', `${M}/taxes`),
      r(200, 'GET', `${M}/taxes?page=2&size=3`),
      raw(`${M}/taxes?size=1`),
      ...cached(`${M}/taxes`),
      ...pagingRefusals(`${M}/taxes`),
      ...consumerRefusals('GET', `${M}/taxes`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/pms/orders',
    requests: [
      r(200, 'GET', `${M}/orders?size=5`),
      r(200, 'GET', `${M}/orders`),
      r(200, 'GET', `${M}/orders?page=2&size=5`),
      r(200, 'GET', `${M}/orders?state=closed&size=5`),
      r(200, 'GET', `${M}/orders?state=closed&date_from=2025-01-01&date_to=${TODAY}&size=5`),
      r(200, 'GET', `${M}/orders?date_from=2025-03-01&location_id=LOC-ANT`),
      r(200, 'GET', `${M}/orders?date_to=2025-02-01&size=3`),
      raw(`${M}/orders?size=1`),
      ...cached(`${M}/orders?size=5`),
      r(422, 'GET', `${M}/orders?state=open`),
      r(200, 'GET', `${M}/orders?date_from=2025-03-10&date_to=2025-03-01`),
      ...pagingRefusals(`${M}/orders`),
      ...consumerRefusals('GET', `${M}/orders`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/pms/locations',
    requests: [
      r(200, 'GET', `${M}/locations`),
      r(200, 'GET', `${M}/locations?page=2&size=2`),
      raw(`${M}/locations?size=1`),
      ...cached(`${M}/locations`),
      ...pagingRefusals(`${M}/locations`),
      ...consumerRefusals('GET', `${M}/locations`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/pms/invoices',
    requests: [
      r(200, 'GET', `${M}/invoices?${WINDOW}&size=5`),
      r(200, 'GET', `${M}/invoices?${WINDOW}`),
      r(200, 'GET', `${M}/invoices?${WINDOW}&location_id=LOC-LIS`),
      r(200, 'GET', `${M}/invoices?${WINDOW}&page=2&size=5`),
      raw(`${M}/invoices?${WINDOW}&size=1`),
      ...cached(`${M}/invoices?${WINDOW}&size=5`),
      r(422, 'GET', `${M}/invoices?date_from=2025-02-01`),
      ...pagingRefusals(`${M}/invoices?${WINDOW}`),
      ...consumerRefusals('GET', `${M}/invoices?${WINDOW}`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/pms/payments',
    requests: [
      r(200, 'GET', `${M}/payments?${WINDOW}&size=5`),
      r(200, 'GET', `${M}/payments?${WINDOW}`),
      r(200, 'GET', `${M}/payments?${WINDOW}&page=2&size=5`),
      raw(`${M}/payments?${WINDOW}&size=1`),
      ...cached(`${M}/payments?${WINDOW}&size=5`),
      r(422, 'GET', `${M}/payments?date_to=${TODAY}`),
      ...pagingRefusals(`${M}/payments?${WINDOW}`),
      ...consumerRefusals('GET', `${M}/payments?${WINDOW}`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/pms/payment-methods',
    requests: [
      r(200, 'GET', `${M}/payment-methods`),
      r(200, 'GET', `${M}/payment-methods?location_id=LOC-BRU`),
      r(200, 'GET', `${M}/payment-methods?page=2&size=2`),
      raw(`${M}/payment-methods?size=1`),
      ...cached(`${M}/payment-methods`),
      ...pagingRefusals(`${M}/payment-methods`),
      ...consumerRefusals('GET', `${M}/payment-methods`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/pms/customers',
    requests: [
      r(200, 'GET', `${M}/customers`, { keep: { pmsCustomer: (b) => b.items[0].id } }),
      r(200, 'GET', `${M}/customers?page=2&size=3`),
      r(200, 'GET', `${M}/customers?search=van`),
      r(200, 'GET', `${M}/customers?email=nobody@example.com`),
      r(200, 'GET', `${M}/customers?phone=%2B32470000000`),
      raw(`${M}/customers?size=1`),
      ...cached(`${M}/customers`),
      r(422, 'GET', `${M}/customers?search=`),
      ...pagingRefusals(`${M}/customers`),
      ...consumerRefusals('GET', `${M}/customers`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/pms/customers/{customer_id}',
    requests: [
      r(200, 'GET', `${M}/customers/{pmsCustomer}`),
      raw(`${M}/customers/{pmsCustomer}`),
      ...cached(`${M}/customers/{pmsCustomer}`),
      r(404, 'GET', `${M}/customers/pms-guest-9999`),
      r(422, 'GET', `${M}/customers/${LONG_ID}`),
      ...consumerRefusals('GET', `${M}/customers/{pmsCustomer}`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/pms/accounting-categories',
    requests: [
      r(200, 'GET', `${M}/accounting-categories`),
      r(200, 'GET', `${M}/accounting-categories?page=2&size=3`),
      raw(`${M}/accounting-categories?size=1`),
      ...cached(`${M}/accounting-categories`),
      ...pagingRefusals(`${M}/accounting-categories`),
      ...consumerRefusals('GET', `${M}/accounting-categories`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/pms/closures/{date}',
    requests: [
      r(200, 'GET', `${M}/closures/${WEEK_AGO}`),
      r(200, 'GET', `${M}/closures/${TODAY}`),
      r(200, 'GET', `${M}/closures/${WEEK_AGO}?location_id=LOC-LIS`),
      raw(`${M}/closures/${WEEK_AGO}?location_id=LOC-BRU`),
      ...cached(`${M}/closures/${WEEK_AGO}`),
      r(422, 'GET', `${M}/closures/not-a-date`),
      r(422, 'GET', `${M}/closures/${WEEK_AGO}?location_id=`),
      ...consumerRefusals('GET', `${M}/closures/${WEEK_AGO}`),
    ],
  },
  {
    route: 'GET /consumers/{consumer_id}/pms/accounting-transactions',
    requests: [
      r(200, 'GET', `${M}/accounting-transactions?${WINDOW}&size=5`),
      r(200, 'GET', `${M}/accounting-transactions?${WINDOW}`),
      r(200, 'GET', `${M}/accounting-transactions?${WINDOW}&location_id=LOC-ANT&size=5`),
      r(200, 'GET', `${M}/accounting-transactions?${WINDOW}&page=2&size=5`),
      raw(`${M}/accounting-transactions?${WINDOW}&size=1`),
      ...cached(`${M}/accounting-transactions?${WINDOW}&size=5`),
      r(422, 'GET', `${M}/accounting-transactions?date_from=2025-13-01&date_to=${TODAY}`),
      ...pagingRefusals(`${M}/accounting-transactions?${WINDOW}`),
      ...consumerRefusals('GET', `${M}/accounting-transactions?${WINDOW}`),
    ],
  },
];

const webhooks: Group[] = [
  {
    route: 'GET /webhooks/list',
    requests: [r(200, 'GET', '/webhooks/list'), ...accountRefusals('GET', '/webhooks/list')],
  },
  {
    route: 'POST /webhooks',
    requests: [
      r(200, 'POST', '/webhooks', {
        body: {
          event: 'account.connection.deleted',
          url: '{receiver}/hook',
          signingsecret: 'golden-signing-secret',
        },
        keep: { webhook: (b) => b.webhookid },
      }),
      r(200, 'POST', '/webhooks', {
        body: { event: 'invoicing.invoice.created', url: '{receiver}/failing', integrationid: 1 },
        keep: { failingWebhook: (b) => b.webhookid },
      }),
      r(200, 'POST', '/webhooks', { body: { event: 'account.consumer.created', url: '{receiver}/other' } }),
      r(400, 'POST', '/webhooks', { body: { event: 'account.connection.deleted', url: '{receiver}/hook' } }),
      r(422, 'POST', '/webhooks', { body: { event: 'x'.repeat(81), url: 'not a url' } }),
      r(422, 'POST', '/webhooks', { body: { event: 'account.webhook.test', url: '{receiver}/hook' } }),
      r(422, 'POST', '/webhooks', { body: { url: '{receiver}/hook' } }),
      r(422, 'POST', '/webhooks', {
        body: { event: 'account.consumer.created', url: '{receiver}/x', colour: 1 },
      }),
      ...accountRefusals('POST', '/webhooks', { event: 'account.consumer.created', url: '{receiver}/x' }),
    ],
  },
  {
    route: 'GET /webhooks',
    requests: [
      r(200, 'GET', '/webhooks'),
      r(200, 'GET', '/webhooks?status=active'),
      r(200, 'GET', '/webhooks?status=inactive'),
      r(422, 'GET', '/webhooks?status=paused'),
      ...accountRefusals('GET', '/webhooks'),
    ],
  },
  {
    route: 'GET /webhooks/{webhookid}',
    requests: [
      r(200, 'GET', '/webhooks/{webhook}'),
      r(404, 'GET', '/webhooks/{unknown}'),
      r(422, 'GET', '/webhooks/not-a-uuid'),
      ...accountRefusals('GET', '/webhooks/{webhook}'),
    ],
  },
  {
    route: 'PATCH /webhooks/{webhookid}',
    requests: [
      r(200, 'PATCH', '/webhooks/{failingWebhook}', { body: { status: 'inactive' } }),
      r(200, 'GET', '/webhooks?status=inactive'),
      r(200, 'PATCH', '/webhooks/{failingWebhook}', {
        body: { status: 'active', signingsecret: 'another-secret' },
      }),
      r(200, 'PATCH', '/webhooks/{failingWebhook}', {
        body: { url: '{receiver}/failing-too', signingsecret: '' },
      }),
      r(404, 'PATCH', '/webhooks/{unknown}', { body: { status: 'active' } }),
      r(422, 'PATCH', '/webhooks/not-a-uuid', { body: { status: 'active' } }),
      r(422, 'PATCH', '/webhooks/{webhook}', { body: { status: 'paused' } }),
      r(422, 'PATCH', '/webhooks/{webhook}', { body: { event: 'account.consumer.created' } }),
      r(422, 'PATCH', '/webhooks/{webhook}', { body: { url: 'ftp://example.com' } }),
      ...accountRefusals('PATCH', '/webhooks/{webhook}', { status: 'active' }),
    ],
  },
  {
    route: 'POST /webhooks/{webhookid}/test',
    requests: [
      r(200, 'POST', '/webhooks/{webhook}/test'),
      r(200, 'POST', '/webhooks/{webhook}/test'),
      // The receiver answers 500 on this path (scripted in beforeAll).
      r(200, 'POST', '/webhooks/{failingWebhook}/test'),
      r(404, 'POST', '/webhooks/{unknown}/test'),
      r(422, 'POST', '/webhooks/not-a-uuid/test'),
      ...accountRefusals('POST', '/webhooks/{webhook}/test'),
    ],
  },
  {
    route: 'GET /webhooks/{webhookid}/logs',
    requests: [
      r(200, 'GET', '/webhooks/{webhook}/logs', { keep: { log: (b) => b[0].webhooklogid } }),
      r(200, 'GET', '/webhooks/{webhook}/logs?page=2&size=1'),
      r(200, 'GET', '/webhooks/{failingWebhook}/logs'),
      r(404, 'GET', '/webhooks/{unknown}/logs'),
      r(422, 'GET', '/webhooks/{webhook}/logs?size=101'),
      r(422, 'GET', '/webhooks/{webhook}/logs?page=0'),
      ...accountRefusals('GET', '/webhooks/{webhook}/logs'),
    ],
  },
  {
    route: 'POST /webhooks/{webhookid}/logs/{webhooklogid}/replay',
    requests: [
      r(200, 'POST', '/webhooks/{webhook}/logs/{log}/replay'),
      r(200, 'GET', '/webhooks/{webhook}/logs'),
      r(404, 'POST', '/webhooks/{webhook}/logs/{unknown}/replay'),
      r(404, 'POST', '/webhooks/{failingWebhook}/logs/{log}/replay'),
      r(404, 'POST', '/webhooks/{unknown}/logs/{log}/replay'),
      r(422, 'POST', '/webhooks/{webhook}/logs/not-a-uuid/replay'),
      ...accountRefusals('POST', '/webhooks/{webhook}/logs/{log}/replay'),
    ],
  },
  {
    route: 'DELETE /webhooks/{webhookid}',
    requests: [
      ...accountRefusals('DELETE', '/webhooks/{failingWebhook}'),
      r(204, 'DELETE', '/webhooks/{failingWebhook}'),
      r(404, 'DELETE', '/webhooks/{failingWebhook}'),
      r(422, 'DELETE', '/webhooks/not-a-uuid'),
      r(200, 'GET', '/webhooks'),
    ],
  },
];

/**
 * The account's own API clients (contract §6), on an account made here: its clients are made
 * during the run, one clock step apart, so that lists keep their order.
 */
const clients: Group[] = [
  {
    route: 'an account managing its API clients',
    requests: [
      r(200, 'POST', '/admin/accounts', {
        auth: 'admin',
        body: { name: 'Golden clients account' },
        keep: {
          managerAccount: (b) => b.accountId,
          managerClient: (b) => b.clientId,
          managerSecret: (b) => b.clientSecret,
        },
      }),
      r(200, 'POST', '/token', {
        auth: 'none',
        body: { clientId: '{managerClient}', clientSecret: '{managerSecret}', accountId: '{managerAccount}' },
        keep: { manager: (b) => b.access_token },
      }),
    ],
  },
  {
    route: 'GET /clients',
    requests: [r(200, 'GET', '/clients', { auth: 'manager' }), ...accountRefusals('GET', '/clients')],
  },
  {
    route: 'POST /clients',
    requests: [
      r(200, 'POST', '/clients', {
        auth: 'manager',
        body: { name: 'Golden console', scopes: ['consumers', 'webhooks.read'] },
        keep: { consoleClient: (b) => b.clientId },
      }),
      r(200, 'POST', '/clients', { auth: 'manager', body: { name: 'Golden everything' } }),
      r(200, 'POST', '/clients', {
        auth: 'manager',
        body: { name: 'Golden limited', scopes: ['clients', 'invoicing.read'] },
        keep: { limitedClient: (b) => b.clientId, limitedSecret: (b) => b.clientSecret },
      }),
      r(200, 'POST', '/token', {
        auth: 'none',
        body: { clientId: '{limitedClient}', clientSecret: '{limitedSecret}', accountId: '{managerAccount}' },
        keep: { limited: (b) => b.access_token },
      }),
      r(200, 'POST', '/clients', {
        auth: 'limited',
        body: { name: 'Golden taxes', scopes: ['invoicing.taxes.read'] },
      }),
      r(403, 'POST', '/clients', { auth: 'limited', body: { name: 'Golden greedy', scopes: ['invoicing'] } }),
      r(422, 'POST', '/clients', { auth: 'manager', body: { name: '' } }),
      r(422, 'POST', '/clients', { auth: 'manager', body: { name: 'x', scopes: ['pos', 'everything'] } }),
      r(422, 'POST', '/clients', { auth: 'manager', body: { name: 'x', scopes: [] } }),
      r(422, 'POST', '/clients', { auth: 'manager', body: { name: 'x', clientSecret: 'mine' } }),
      ...accountRefusals('POST', '/clients', { name: 'x' }),
      r(200, 'GET', '/clients', { auth: 'manager' }),
    ],
  },
  {
    route: 'POST /clients/{clientId}/rotate',
    requests: [
      r(200, 'POST', '/clients/{consoleClient}/rotate', { auth: 'manager' }),
      r(404, 'POST', '/clients/{unknown}/rotate', { auth: 'manager' }),
      // Another account's client.
      r(404, 'POST', '/clients/{clientId}/rotate', { auth: 'manager' }),
      r(422, 'POST', '/clients/not-a-uuid/rotate', { auth: 'manager' }),
      ...accountRefusals('POST', '/clients/{consoleClient}/rotate'),
    ],
  },
  {
    route: 'DELETE /clients/{clientId}',
    requests: [
      ...accountRefusals('DELETE', '/clients/{consoleClient}'),
      r(400, 'DELETE', '/clients/{managerClient}', { auth: 'manager' }),
      r(204, 'DELETE', '/clients/{consoleClient}', { auth: 'manager' }),
      r(404, 'DELETE', '/clients/{consoleClient}', { auth: 'manager' }),
      r(422, 'DELETE', '/clients/not-a-uuid', { auth: 'manager' }),
      r(200, 'GET', '/clients', { auth: 'manager' }),
    ],
  },
];

/** Deletions last: what they remove is read by the groups above. */
const deletions: Group[] = [
  {
    route: 'DELETE /consumers/{consumer_id}/connections/{connectionid}',
    requests: [
      ...accountRefusals('DELETE', '/consumers/{scratch}/connections/{scratchConnection}'),
      r(204, 'DELETE', '/consumers/{scratch}/connections/{scratchConnection}'),
      r(404, 'DELETE', '/consumers/{scratch}/connections/{scratchConnection}'),
      r(404, 'DELETE', '/consumers/{unknown}/connections/{scratchConnection}'),
      r(422, 'DELETE', '/consumers/{scratch}/connections/not-a-uuid'),
      r(200, 'GET', '/consumers/{scratch}/connections'),
    ],
  },
  {
    route: 'DELETE /consumers/{consumer_id}',
    requests: [
      ...accountRefusals('DELETE', '/consumers/{scratch}'),
      r(204, 'DELETE', '/consumers/{scratch}'),
      r(404, 'DELETE', '/consumers/{scratch}'),
      r(404, 'GET', '/consumers/{scratch}'),
      r(404, 'GET', '/consumers/{scratch}/invoicing/taxes'),
      r(422, 'DELETE', '/consumers/not-a-uuid'),
      r(200, 'GET', '/consumers'),
    ],
  },
];

/** Paths no route serves, and known paths asked with a method they do not take. */
const elsewhere: Group[] = [
  {
    route: 'unknown paths',
    requests: [
      r(404, 'GET', '/nowhere'),
      r(404, 'GET', '/nowhere', { auth: 'none' }),
      r(404, 'GET', `${I}/nothing`),
      r(404, 'GET', `${I}/taxes/{tax}/more`),
      r(404, 'POST', '/consumers/{consumer}/ecommerce/orders', { body: {} }),
    ],
  },
  {
    route: 'wrong methods',
    requests: [
      r(405, 'DELETE', `${I}/taxes`),
      r(405, 'PUT', '/consumers', { body: { name: 'x' } }),
      r(405, 'POST', '/health', { auth: 'none' }),
      r(405, 'GET', '/token', { auth: 'none' }),
      r(405, 'PATCH', `${I}/invoices/{invoice}`, { body: { total: 1 } }),
      // Not a 405: the path is also `DELETE /webhooks/{webhookid}`, whose id is no UUID.
      r(422, 'DELETE', '/webhooks/list'),
    ],
  },
  {
    route: 'POST /consumers/{consumer_id}/token',
    requests: [
      r(200, 'POST', '/consumers/{consumer}/token'),
      r(404, 'POST', '/consumers/{unknown}/token'),
      r(401, 'POST', '/consumers/{consumer}/token', { auth: 'none' }),
    ],
  },
];

const groups: Group[] = [
  ...service,
  ...admin,
  ...tokens,
  ...consumers,
  ...invoicing,
  ...pos,
  ...pms,
  ...accountingReads,
  ...accountingWrites,
  ...webhooks,
  ...clients,
  ...deletions,
  ...elsewhere,
];

// ---- the run ------------------------------------------------------------------------------------

let t: TestApp;
let receiver: Receiver;
let entries: Entry[] = [];

beforeAll(async () => {
  freezeClock();
  receiver = await startReceiver();
  receiver.script('/failing', 500, 500, 500);
  receiver.script('/failing-too', 500, 500, 500);
  t = await createTestApp({ deps: DETERMINISTIC_DEPS });
  const account = await t.newAccount('Golden account');
  const normaliser = new Normaliser();
  normaliser.origin(t.url, 'app');
  normaliser.origin(receiver.url, 'receiver');
  normaliser.secret(account.clientSecret);
  const runner: Runner = {
    t,
    normaliser,
    state: {
      accountId: account.accountId,
      clientId: account.clientId,
      clientSecret: account.clientSecret,
      unknown: UNKNOWN,
      receiver: receiver.url,
    },
    tokens: {
      account: `Bearer ${account.token}`,
      bad: 'Bearer not-a-token',
      readOnly: `Bearer ${await t.tokenWithScopes(account, ['invoicing.read', 'pos.read', 'pms.read', 'consumers.read', 'webhooks.read'])}`,
      otherApis: `Bearer ${await t.tokenWithScopes(account, ['consumers', 'webhooks'])}`,
      domainOnly: `Bearer ${await t.tokenWithScopes(account, ['invoicing', 'pos', 'pms'])}`,
      admin: `Bearer ${ADMIN_KEY}`,
      badAdmin: 'Bearer not-the-admin-key',
    },
  };
  entries = await run(runner, groups);
  // Generous: the bound leaves room for a machine shared with other work.
}, 300_000);

afterAll(async () => {
  await t?.close();
  await receiver?.close();
  releaseClock();
});

describe('REST golden', () => {
  it('has a group with a success for every account and consumer operation', () => {
    const routes = [
      ...Object.values(accountOperations).map((o) => `${o.method} ${o.path}`),
      ...operationIds.map((id) => {
        const declaration = operationDeclaration(id);
        return `${httpMethod(declaration)} ${restPath(declaration)}`;
      }),
    ];
    expect(routes).toHaveLength(23 + 49 + 60);
    const succeeded = new Set(entries.filter((e) => e.status < 300).map((e) => e.route));
    expect(routes.filter((route) => !succeeded.has(route))).toEqual([]);
  });

  it('sends each declared query parameter (paging, filters, options) in a success of its route', () => {
    const declared: [string, string[]][] = [
      ...Object.values(accountOperations).map((o): [string, string[]] => [
        `${o.method} ${o.path}`,
        Object.keys(o.query.shape),
      ]),
      ...operationIds.map((id): [string, string[]] => {
        const d = operationDeclaration(id);
        const route = `${httpMethod(d)} ${restPath(d)}`;
        if (d.kind === 'list') return [route, ['page', 'size', ...Object.keys(d.filter.shape)]];
        if (d.kind === 'get') return [route, Object.keys(d.options.shape)];
        if (d.kind === 'read') return [route, Object.keys(d.params.shape).filter((p) => p !== d.pathParam)];
        return [route, []];
      }),
    ];
    const sent = new Map<string, Set<string>>();
    for (const entry of entries.filter((e) => e.status < 300)) {
      const names = [...new URL(entry.request.path, 'http://x').searchParams.keys()];
      sent.set(entry.route, new Set([...(sent.get(entry.route) ?? []), ...names]));
    }
    // A parameter in the path (an accounting list's `{invoice_type}`) is sent in every request.
    const missing = declared.flatMap(([route, names]) =>
      names
        .filter((name) => !route.includes(`{${name}}`) && !sent.get(route)?.has(name))
        .map((name) => `${route} ?${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('answers as the golden file says', () => {
    checkGolden(GOLDEN, entries);
  });
});
