import type { FakeDb, FieldDef, FieldType, ModelDef, OdooVersion, StoredRecord } from './models.js';

/**
 * The Invoicing app's documents in a fake Odoo, from Odoo's own model definitions
 * (`addons/account/models/account_move.py`, `account_move_line.py`, `account_payment.py`,
 * `account_payment_method.py`, `account_journal.py`, `account_bank_statement_line.py`,
 * `wizard/account_payment_register.py`; `base/models/ir_attachment.py`): journals, payment
 * methods and their per-journal lines, invoices and bills (`account.move` with `move_type`),
 * their lines (`display_type` `product`, plus section, tax and payment-term lines an invoice
 * also has), payments reconciling them, bank statement lines and attachments; and the methods a
 * client calls on them: `action_post`, `button_draft`, the "Register payment" wizard
 * (`account.payment.register` created on the invoice through the context, then
 * `action_create_payments`), payment `action_draft`/`action_post`/`write`, and the upload
 * `account.journal.create_document_from_attachment`.
 *
 * Simplifications (what a test cannot see through the external API is not modelled): amounts are
 * computed from the product lines with percent, fixed and group taxes excluded from the price;
 * a payment settles the invoices it reconciles in order, up to their residual.
 * Versions: ≤17 `account.payment.ref` and states `draft`/`posted`/`cancel`; 18+ `memo` and
 * states `draft`/`in_process`/`paid`/`canceled`; 17+ `account.move.invoice_pdf_report_id`.
 */

const f = (type: FieldType, string: string, extra: Partial<FieldDef> = {}): FieldDef => ({
  type,
  string,
  ...extra,
});
const m2o = (relation: string, string: string, extra: Partial<FieldDef> = {}) =>
  f('many2one', string, { relation, ...extra });

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Payment states that settle invoices (the payment is validated). */
export function settles(version: OdooVersion, state: unknown): boolean {
  return version <= 17 ? state === 'posted' : state === 'in_process' || state === 'paid';
}

/** Tax amount of `base` for one tax (group = its children). */
function taxOf(db: FakeDb, taxId: number, base: number, quantity: number): number {
  const tax = db.get('account.tax', taxId);
  if (!tax) return 0;
  const amount = Number(tax['amount'] ?? 0);
  switch (tax['amount_type']) {
    case 'group':
      return ((tax['children_tax_ids'] as number[] | undefined) ?? []).reduce(
        (sum, child) => sum + taxOf(db, child, base, quantity),
        0,
      );
    case 'fixed':
      return amount * quantity;
    default:
      return (base * amount) / 100;
  }
}

/** `price_subtotal` and `price_total` of a product line, as Odoo stores them. */
export function lineAmounts(db: FakeDb, line: Record<string, unknown>): { subtotal: number; total: number } {
  const quantity = Number(line['quantity'] ?? 1);
  const base = round2(Number(line['price_unit'] ?? 0) * quantity * (1 - Number(line['discount'] ?? 0) / 100));
  const taxes = ((line['tax_ids'] as number[] | undefined) ?? []).reduce(
    (sum, id) => sum + taxOf(db, id, base, quantity),
    0,
  );
  return { subtotal: base, total: round2(base + taxes) };
}

function productLines(db: FakeDb, move: StoredRecord): StoredRecord[] {
  return db
    .all('account.move.line')
    .filter((l) => l['move_id'] === move.id && l['display_type'] === 'product');
}

function payingPayments(db: FakeDb, move: StoredRecord): StoredRecord[] {
  return db
    .all('account.payment')
    .filter(
      (p) =>
        settles(db.version, p['state']) &&
        [
          ...((p['reconciled_invoice_ids'] as number[] | undefined) ?? []),
          ...((p['reconciled_bill_ids'] as number[] | undefined) ?? []),
        ].includes(move.id),
    )
    .sort((a, b) => String(a['date']).localeCompare(String(b['date'])) || a.id - b.id);
}

const untaxed = (db: FakeDb, move: StoredRecord) =>
  round2(productLines(db, move).reduce((s, l) => s + Number(l['price_subtotal'] ?? 0), 0));
const total = (db: FakeDb, move: StoredRecord) =>
  round2(productLines(db, move).reduce((s, l) => s + Number(l['price_total'] ?? 0), 0));
const paid = (db: FakeDb, move: StoredRecord) =>
  round2(payingPayments(db, move).reduce((s, p) => s + Number(p['amount'] ?? 0), 0));
const residual = (db: FakeDb, move: StoredRecord) =>
  move['state'] === 'posted' ? Math.max(0, round2(total(db, move) - paid(db, move))) : total(db, move);

/** `_compute_payment_state`: `in_payment` until every payment is matched with the bank. */
function paymentState(db: FakeDb, move: StoredRecord): string {
  if (move['state'] !== 'posted' || move['move_type'] === 'entry') return 'not_paid';
  const payments = payingPayments(db, move);
  if (payments.length === 0) return 'not_paid';
  if (residual(db, move) > 0) return 'partial';
  return payments.every((p) => p['is_matched'] === true) ? 'paid' : 'in_payment';
}

/** `invoice_payments_widget` (a JSON value from 16, `false` without payments). */
function paymentsWidget(db: FakeDb, move: StoredRecord): unknown {
  const payments = payingPayments(db, move);
  if (move['state'] !== 'posted' || payments.length === 0) return false;
  const currency = db.get('res.currency', Number(move['currency_id']));
  return {
    title: 'Less Payment',
    outstanding: false,
    content: payments.map((p, i) => {
      const journal = db.get('account.journal', Number(p['journal_id']));
      return {
        name: p['ref'] || p['memo'] || p['name'],
        journal_name: journal?.['name'] ?? false,
        amount: p['amount'],
        currency_id: move['currency_id'],
        date: p['date'],
        partial_id: 100 + p.id * 10 + i,
        account_payment_id: p.id,
        payment_method_name: 'Manual',
        move_id: 5000 + p.id,
        ref: `${p['name']}${currency ? '' : ''}`,
        is_exchange: false,
        amount_company_currency: `${p['amount']} €`,
        amount_foreign_currency: false,
      };
    }),
  };
}

const PAYMENT_STATES_17 = ['draft', 'posted', 'cancel'];

export function invoicingModels(version: OdooVersion): Record<string, ModelDef> {
  return {
    'ir.attachment': {
      name: f('char', 'Name', { required: true }),
      datas: f('binary', 'File Content (base64)'),
      mimetype: f('char', 'Mime Type'),
      res_model: f('char', 'Resource Model'),
      res_id: f('integer', 'Resource ID'),
      type: f('selection', 'Type'),
      file_size: f('integer', 'File Size', {
        compute: (r) => (typeof r['datas'] === 'string' ? Buffer.from(r['datas'], 'base64').length : 0),
      }),
      create_date: f('datetime', 'Created on'),
    },
    'account.journal': {
      name: f('char', 'Journal Name', { required: true }),
      code: f('char', 'Short Code'),
      type: f('selection', 'Type', { required: true }),
      currency_id: m2o('res.currency', 'Currency'),
      bank_acc_number: f('char', 'Account Number'),
      default_account_id: m2o('account.account', 'Default Account'),
      sequence: f('integer', 'Sequence'),
      active: f('boolean', 'Active'),
    },
    'account.payment.method': {
      name: f('char', 'Name', { required: true }),
      code: f('char', 'Code'),
      payment_type: f('selection', 'Type'),
    },
    'account.payment.method.line': {
      name: f('char', 'Name'),
      payment_method_id: m2o('account.payment.method', 'Payment Method'),
      journal_id: m2o('account.journal', 'Journal'),
      payment_type: f('selection', 'Payment Type', {
        compute: (r, db) =>
          db.get('account.payment.method', Number(r['payment_method_id']))?.['payment_type'],
      }),
      code: f('char', 'Code', {
        compute: (r, db) => db.get('account.payment.method', Number(r['payment_method_id']))?.['code'],
      }),
      sequence: f('integer', 'Sequence'),
    },
    'account.move': {
      name: f('char', 'Number'),
      move_type: f('selection', 'Type', { required: true }),
      state: f('selection', 'Status'),
      payment_state: f('selection', 'Payment Status', { compute: (r, db) => paymentState(db, r) }),
      partner_id: m2o('res.partner', 'Partner'),
      currency_id: m2o('res.currency', 'Currency'),
      journal_id: m2o('account.journal', 'Journal'),
      date: f('date', 'Date'),
      invoice_date: f('date', 'Invoice/Bill Date'),
      invoice_date_due: f('date', 'Due Date'),
      ref: f('char', 'Reference'),
      payment_reference: f('char', 'Payment Reference'),
      narration: f('html', 'Terms and Conditions'),
      invoice_origin: f('char', 'Origin'),
      amount_untaxed: f('monetary', 'Untaxed Amount', { compute: (r, db) => untaxed(db, r) }),
      amount_tax: f('monetary', 'Tax', { compute: (r, db) => round2(total(db, r) - untaxed(db, r)) }),
      amount_total: f('monetary', 'Total', { compute: (r, db) => total(db, r) }),
      amount_residual: f('monetary', 'Amount Due', { compute: (r, db) => residual(db, r) }),
      invoice_line_ids: f('one2many', 'Invoice lines', {
        relation: 'account.move.line',
        compute: (r, db) =>
          db
            .all('account.move.line')
            .filter(
              (l) =>
                l['move_id'] === r.id &&
                ['product', 'line_section', 'line_note'].includes(String(l['display_type'])),
            )
            .map((l) => l.id),
      }),
      line_ids: f('one2many', 'Journal Items', { relation: 'account.move.line', inverse: 'move_id' }),
      invoice_payments_widget: f('binary', 'Invoice Payments Widget', {
        compute: (r, db) => paymentsWidget(db, r),
      }),
      message_main_attachment_id: m2o('ir.attachment', 'Main Attachment'),
      ...(version >= 17 ? { invoice_pdf_report_id: m2o('ir.attachment', 'PDF Attachment') } : {}),
      create_date: f('datetime', 'Created on'),
      write_date: f('datetime', 'Last Updated on'),
    },
    'account.move.line': {
      move_id: m2o('account.move', 'Journal Entry', { required: true }),
      name: f('char', 'Label'),
      display_type: f('selection', 'Display Type'),
      product_id: m2o('product.product', 'Product'),
      product_uom_id: m2o('uom.uom', 'Unit of Measure'),
      quantity: f('float', 'Quantity'),
      price_unit: f('float', 'Unit Price'),
      discount: f('float', 'Discount (%)'),
      price_subtotal: f('monetary', 'Subtotal'),
      price_total: f('monetary', 'Total'),
      tax_ids: f('many2many', 'Taxes', { relation: 'account.tax' }),
      account_id: m2o('account.account', 'Account'),
    },
    'account.payment': {
      name: f('char', 'Number'),
      date: f('date', 'Date'),
      amount: f('monetary', 'Amount'),
      currency_id: m2o('res.currency', 'Currency'),
      partner_id: m2o('res.partner', 'Customer/Vendor'),
      payment_type: f('selection', 'Payment Type'),
      partner_type: f('selection', 'Partner Type'),
      state: f('selection', 'Status'),
      journal_id: m2o('account.journal', 'Journal'),
      payment_method_line_id: m2o('account.payment.method.line', 'Payment Method'),
      payment_method_id: m2o('account.payment.method', 'Method', {
        compute: (r, db) =>
          db.get('account.payment.method.line', Number(r['payment_method_line_id']))?.['payment_method_id'],
      }),
      ...(version <= 17 ? { ref: f('char', 'Memo') } : { memo: f('char', 'Memo') }),
      reconciled_invoice_ids: f('many2many', 'Reconciled Invoices', { relation: 'account.move' }),
      reconciled_bill_ids: f('many2many', 'Reconciled Bills', { relation: 'account.move' }),
      is_matched: f('boolean', 'Is Matched With a Bank Statement'),
      write_date: f('datetime', 'Last Updated on'),
    },
    'account.payment.register': {
      payment_date: f('date', 'Payment Date'),
      amount: f('monetary', 'Amount'),
      communication: f('char', 'Memo'),
      journal_id: m2o('account.journal', 'Journal'),
      payment_method_line_id: m2o('account.payment.method.line', 'Payment Method'),
      currency_id: m2o('res.currency', 'Currency'),
      line_ids: f('many2many', 'Journal items', { relation: 'account.move.line' }),
    },
    'account.bank.statement.line': {
      date: f('date', 'Date'),
      payment_ref: f('char', 'Label'),
      amount: f('monetary', 'Amount'),
      currency_id: m2o('res.currency', 'Journal Currency', {
        compute: (r, db) => {
          const journal = db.get('account.journal', Number(r['journal_id']));
          return journal?.['currency_id'] || db.companyCurrencyId();
        },
      }),
      journal_id: m2o('account.journal', 'Journal'),
      partner_id: m2o('res.partner', 'Partner'),
      is_reconciled: f('boolean', 'Is Reconciled'),
      state: f('selection', 'Status'),
    },
  };
}

/** What the fake's server lends the invoicing methods. */
export interface InvoicingApi {
  db: FakeDb;
  fail(exception: string, message: string): never;
  create(model: string, vals: Record<string, unknown>): number;
  now(): string;
}

const USER_ERROR = 'odoo.exceptions.UserError';

const PREFIX: Record<string, string> = {
  out_invoice: 'INV',
  out_refund: 'RINV',
  in_invoice: 'BILL',
  in_refund: 'RBILL',
};

function records(api: InvoicingApi, model: string, ids: unknown): StoredRecord[] {
  const list = Array.isArray(ids) ? ids : [ids];
  return list.map((id) => {
    const record = api.db.get(model, Number(id));
    if (!record) {
      api.fail(
        'odoo.exceptions.MissingError',
        `Record does not exist or has been deleted.\n(Record: ${model}(${id},), User: 2)`,
      );
    }
    return record;
  });
}

/** `account.move.action_post`: checks as `_post` does, then the sequence number. */
function postMove(api: InvoicingApi, move: StoredRecord): void {
  const { db } = api;
  if (move['state'] !== 'draft') api.fail(USER_ERROR, 'The entry is not in draft.');
  const type = String(move['move_type']);
  if (PREFIX[type]) {
    if (!move['partner_id']) {
      const who = type.startsWith('out') ? 'Customer' : 'Vendor';
      api.fail(USER_ERROR, `The field '${who}' is required, please complete it to validate the ${type}.`);
    }
    if (productLines(db, move).length === 0) api.fail(USER_ERROR, 'You need to add a line before posting.');
    if (total(db, move) < 0)
      api.fail(
        USER_ERROR,
        'You cannot validate an invoice with a negative total amount. You should create a credit note instead.',
      );
  }
  const today = api.now().slice(0, 10);
  move['invoice_date'] ||= today;
  move['date'] ||= move['invoice_date'];
  move['invoice_date_due'] ||= move['invoice_date'];
  if (!move['name'] || move['name'] === '/') {
    const prefix = PREFIX[type] ?? 'MISC';
    const year = String(move['date']).slice(0, 4);
    const same = db
      .all('account.move')
      .filter((m) => typeof m['name'] === 'string' && m['name'].startsWith(`${prefix}/${year}/`)).length;
    move['name'] = `${prefix}/${year}/${String(same + 1).padStart(5, '0')}`;
  }
  move['state'] = 'posted';
  move['write_date'] = api.now();
}

/**
 * The ORM methods of the invoicing models, or `undefined` when `model.method` is not one of
 * them (the server's generic methods answer then).
 */
export function invoicingMethod(
  api: InvoicingApi,
  model: string,
  method: string,
  args: unknown[],
  kwargs: Record<string, unknown>,
): { result: unknown } | undefined {
  const { db } = api;
  const version = db.version;
  const context = (kwargs['context'] ?? {}) as Record<string, unknown>;
  const key = `${model}.${method}`;
  switch (key) {
    case 'account.move.action_post': {
      for (const move of records(api, model, args[0])) postMove(api, move);
      return { result: false };
    }
    case 'account.move.button_draft': {
      for (const move of records(api, model, args[0])) {
        if (payingPayments(db, move).length > 0)
          api.fail(USER_ERROR, 'You cannot reset to draft an entry having a payment reconciled.');
        move['state'] = 'draft';
        move['write_date'] = api.now();
      }
      return { result: false };
    }
    case 'account.payment.register.create': {
      // Odoo: default_get reads the invoice lines to pay from active_model/active_ids.
      if (context['active_model'] !== 'account.move' || !Array.isArray(context['active_ids'])) {
        api.fail(
          USER_ERROR,
          'The register payment wizard should only be called on account.move or account.move.line records.',
        );
      }
      const moves = records(api, 'account.move', context['active_ids']);
      for (const move of moves) {
        if (move['state'] !== 'posted')
          api.fail(USER_ERROR, 'You can only register payment for posted journal entries.');
        if (residual(db, move) <= 0)
          api.fail(
            USER_ERROR,
            "You can't register a payment because there is nothing left to pay on the selected journal items.",
          );
      }
      const vals = (Array.isArray(args[0]) ? args[0][0] : args[0]) as Record<string, unknown>;
      const move = moves[0]!;
      const inbound =
        String(move['move_type']) === 'out_invoice' || String(move['move_type']) === 'in_refund';
      const bank = db.all('account.journal').find((j) => j['type'] === 'bank' && j['active'] !== false);
      const journalId = (vals['journal_id'] as number | undefined) ?? bank?.id;
      const lines = db
        .all('account.payment.method.line')
        .filter(
          (l) =>
            l['journal_id'] === journalId &&
            db.get('account.payment.method', Number(l['payment_method_id']))?.['payment_type'] ===
              (inbound ? 'inbound' : 'outbound'),
        );
      const methodLine = vals['payment_method_line_id'] ?? lines[0]?.id ?? false;
      if (methodLine !== false && !lines.some((l) => l.id === methodLine)) {
        api.fail(
          'odoo.exceptions.ValidationError',
          `The selected payment method is not available for this payment, please select the payment method again.`,
        );
      }
      const id = api.create('account.payment.register', {
        payment_date: vals['payment_date'] ?? api.now().slice(0, 10),
        amount: vals['amount'] ?? residual(db, move),
        communication: vals['communication'] ?? (move['payment_reference'] || move['name']),
        journal_id: journalId ?? false,
        payment_method_line_id: methodLine,
        currency_id: vals['currency_id'] ?? move['currency_id'],
      });
      const wizard = db.get('account.payment.register', id)!;
      wizard['_move_ids'] = moves.map((m) => m.id);
      return { result: id };
    }
    case 'account.payment.register.action_create_payments': {
      const [wizard] = records(api, model, args[0]);
      const moves = ((wizard!['_move_ids'] as number[]) ?? []).map((id) => db.get('account.move', id)!);
      const move = moves[0]!;
      const type = String(move['move_type']);
      const customer = type.startsWith('out');
      const inbound = type === 'out_invoice' || type === 'in_refund';
      const id = api.create('account.payment', {
        name: `P${customer ? 'CUST' : 'SUPP'}/${String(wizard!['payment_date']).slice(0, 4)}/${String(db.all('account.payment').length + 1).padStart(5, '0')}`,
        date: wizard!['payment_date'],
        amount: wizard!['amount'],
        currency_id: wizard!['currency_id'],
        partner_id: move['partner_id'],
        payment_type: inbound ? 'inbound' : 'outbound',
        partner_type: customer ? 'customer' : 'supplier',
        state: version <= 17 ? 'posted' : 'in_process',
        journal_id: wizard!['journal_id'],
        payment_method_line_id: wizard!['payment_method_line_id'],
        [version <= 17 ? 'ref' : 'memo']: wizard!['communication'] || false,
        [customer ? 'reconciled_invoice_ids' : 'reconciled_bill_ids']: [[6, 0, moves.map((m) => m.id)]],
        is_matched: false,
        write_date: api.now(),
      });
      for (const m of moves) m['write_date'] = api.now();
      return {
        result: {
          name: 'Payments',
          type: 'ir.actions.act_window',
          res_model: 'account.payment',
          context: { create: false },
          view_mode: 'form',
          res_id: id,
        },
      };
    }
    case 'account.payment.action_draft': {
      for (const payment of records(api, model, args[0])) {
        payment['state'] = 'draft';
        // Resetting a payment to draft removes its reconciliation (button_draft on its entry).
        payment['reconciled_invoice_ids'] = [];
        payment['reconciled_bill_ids'] = [];
        payment['write_date'] = api.now();
      }
      return { result: false };
    }
    case 'account.payment.action_post': {
      for (const payment of records(api, model, args[0])) {
        if (payment['state'] !== 'draft') api.fail(USER_ERROR, 'Only a draft payment can be posted.');
        payment['state'] = version <= 17 ? 'posted' : 'in_process';
        payment['write_date'] = api.now();
      }
      return { result: false };
    }
    case 'account.payment.write': {
      const vals = (args[1] ?? kwargs['vals']) as Record<string, unknown>;
      for (const payment of records(api, model, args[0])) {
        const guarded = [
          'amount',
          'date',
          'journal_id',
          'payment_method_line_id',
          'currency_id',
          'partner_id',
        ];
        if (payment['state'] !== 'draft' && guarded.some((g) => g in vals)) {
          api.fail(
            USER_ERROR,
            'You cannot modify a posted entry of this journal.\nFirst you should set the journal to allow cancelling entries.',
          );
        }
        for (const [name, value] of Object.entries(vals)) {
          const field = db.version <= 17 || name !== 'ref' ? name : 'memo';
          if (!['amount', 'date', 'journal_id', 'payment_method_line_id', 'ref', 'memo'].includes(field))
            api.fail('builtins.ValueError', `Invalid field '${name}' on model 'account.payment'`);
          payment[field] = value;
        }
        payment['write_date'] = api.now();
      }
      return { result: true };
    }
    case 'account.move.js_assign_outstanding_line': {
      // (move_id, line_id): here the "line" is a payment id (the fake keeps no payment entries).
      const [move] = records(api, 'account.move', args[0]);
      const [payment] = records(api, 'account.payment', args[1]);
      const field = String(move!['move_type']).startsWith('out')
        ? 'reconciled_invoice_ids'
        : 'reconciled_bill_ids';
      payment![field] = [...((payment![field] as number[]) ?? []), move!.id];
      return { result: true };
    }
    case 'account.journal.create_document_from_attachment': {
      const [journal] = records(api, model, args[0]);
      const attachmentIds = (args[1] ?? kwargs['attachment_ids']) as number[];
      const attachments = records(api, 'ir.attachment', attachmentIds);
      if (attachments.length === 0) api.fail(USER_ERROR, 'No attachment was provided');
      const moveType = journal!['type'] === 'purchase' ? 'in_invoice' : 'out_invoice';
      const created: number[] = [];
      for (const attachment of attachments) {
        const id = api.create('account.move', {
          move_type: moveType,
          state: 'draft',
          name: '/',
          journal_id: journal!.id,
          currency_id: db.companyCurrencyId(),
          message_main_attachment_id: attachment.id,
          create_date: api.now(),
          write_date: api.now(),
        });
        attachment['res_model'] = 'account.move';
        attachment['res_id'] = id;
        created.push(id);
      }
      // `_get_records_action`: a form on one record, else a list on their ids.
      if (created.length === 1)
        return {
          result: {
            type: 'ir.actions.act_window',
            res_model: 'account.move',
            name: 'Generated Documents',
            views: [[false, 'form']],
            res_id: created[0],
          },
        };
      return {
        result: {
          type: 'ir.actions.act_window',
          res_model: 'account.move',
          name: 'Generated Documents',
          views: [
            [false, 'list'],
            [false, 'form'],
          ],
          domain: [['id', 'in', created]],
        },
      };
    }
    default:
      return undefined;
  }
}

/** Keeps a move's stored line amounts (Odoo stores `price_subtotal`/`price_total`). */
export function completeLine(db: FakeDb, line: Record<string, unknown>): void {
  if (line['display_type'] !== 'product') return;
  const { subtotal, total } = lineAmounts(db, line);
  line['price_subtotal'] = subtotal;
  line['price_total'] = total;
  line['quantity'] ??= 1;
  line['discount'] ??= 0;
}

export { PAYMENT_STATES_17 };

type Line = [
  name: string,
  product: number | false,
  quantity: number,
  price: number,
  taxes: number[],
  discount?: number,
];

function move(
  id: number,
  name: string,
  move_type: string,
  state: string,
  partner: number,
  date: string,
  due: string,
  journal: number,
  extra: Record<string, unknown> = {},
): StoredRecord {
  return {
    id,
    name,
    move_type,
    state,
    partner_id: partner,
    currency_id: 1,
    journal_id: journal,
    date,
    invoice_date: date,
    invoice_date_due: due,
    ref: false,
    payment_reference: name === '/' ? false : name,
    narration: false,
    message_main_attachment_id: false,
    invoice_pdf_report_id: false,
    create_date: `${date} 09:12:00`,
    write_date: `${date} 09:15:00`,
    ...extra,
  };
}

let nextLine = 1;
function lines(moveId: number, list: Line[]): StoredRecord[] {
  return list.map(([name, product, quantity, price, taxes, discount]) => ({
    id: nextLine++,
    move_id: moveId,
    name,
    display_type: 'product',
    product_id: product,
    product_uom_id: 1,
    quantity,
    price_unit: price,
    discount: discount ?? 0,
    tax_ids: taxes,
    account_id: false,
  }));
}

/**
 * A Belgian company's invoicing: a sales and a purchase journal, two bank accounts (EUR and USD)
 * and a cash journal with their payment method lines; customer invoices paid, partly paid,
 * unpaid, draft and cancelled, a credit note, vendor bills; payments reconciling them; bank
 * statement lines; the PDF of the first invoice as its attachment.
 */
export function invoicingSeed(): Record<string, StoredRecord[]> {
  nextLine = 1;
  const pdf = Buffer.from(
    '%PDF-1.4\n% INV/2026/00001\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n',
  ).toString('base64');
  return {
    'ir.attachment': [
      {
        id: 1,
        name: 'INV_2026_00001.pdf',
        datas: pdf,
        mimetype: 'application/pdf',
        res_model: 'account.move',
        res_id: 1,
        type: 'binary',
        create_date: '2026-09-02 09:16:00',
      },
    ],
    // biome-ignore format: a data table
    'account.journal': [
      { id: 1, name: 'Customer Invoices', code: 'INV', type: 'sale', currency_id: false, bank_acc_number: false, sequence: 5, active: true },
      { id: 2, name: 'Vendor Bills', code: 'BILL', type: 'purchase', currency_id: false, bank_acc_number: false, sequence: 6, active: true },
      { id: 3, name: 'Bank', code: 'BNK1', type: 'bank', currency_id: false, bank_acc_number: 'BE71 0961 2345 6769', sequence: 10, active: true },
      { id: 4, name: 'Bank USD', code: 'BNK2', type: 'bank', currency_id: 2, bank_acc_number: 'BE68 5390 0754 7034', sequence: 11, active: true },
      { id: 5, name: 'Cash', code: 'CSH1', type: 'cash', currency_id: false, bank_acc_number: false, sequence: 12, active: true },
      { id: 6, name: 'Old bank', code: 'BNK3', type: 'bank', currency_id: false, bank_acc_number: 'BE43 0000 0000 0101', sequence: 13, active: false },
    ],
    'account.payment.method': [
      { id: 1, name: 'Manual Payment', code: 'manual', payment_type: 'inbound' },
      { id: 2, name: 'Manual Payment', code: 'manual', payment_type: 'outbound' },
      { id: 3, name: 'SEPA Credit Transfer', code: 'sepa_ct', payment_type: 'outbound' },
    ],
    // biome-ignore format: a data table
    'account.payment.method.line': [
      { id: 1, name: 'Manual Payment', payment_method_id: 1, journal_id: 3, sequence: 10 },
      { id: 2, name: 'Manual Payment', payment_method_id: 2, journal_id: 3, sequence: 10 },
      { id: 3, name: 'SEPA Credit Transfer', payment_method_id: 3, journal_id: 3, sequence: 20 },
      { id: 4, name: 'Manual Payment', payment_method_id: 1, journal_id: 4, sequence: 10 },
      { id: 5, name: 'Manual Payment', payment_method_id: 2, journal_id: 4, sequence: 10 },
      { id: 6, name: 'Cash', payment_method_id: 1, journal_id: 5, sequence: 10 },
      { id: 7, name: 'Cash', payment_method_id: 2, journal_id: 5, sequence: 10 },
    ],
    'account.move': [
      move(1, 'INV/2026/00001', 'out_invoice', 'posted', 10, '2026-09-02', '2026-10-02', 1, {
        ref: 'PO-4411',
        message_main_attachment_id: 1,
        invoice_pdf_report_id: 1,
        narration: '<p>Thank you for your business.</p>',
      }),
      move(2, 'INV/2026/00002', 'out_invoice', 'posted', 14, '2026-09-20', '2026-10-20', 1),
      move(3, 'INV/2026/00003', 'out_invoice', 'posted', 10, '2026-10-15', '2026-11-14', 1),
      move(4, 'RINV/2026/00001', 'out_refund', 'posted', 10, '2026-10-18', '2026-10-18', 1, {
        ref: 'Reversal of: INV/2026/00001',
      }),
      move(5, 'BILL/2026/00001', 'in_invoice', 'posted', 14, '2026-09-10', '2026-10-10', 2, {
        ref: 'VDL-2026-118',
      }),
      move(6, 'RBILL/2026/00001', 'in_refund', 'posted', 14, '2026-10-01', '2026-10-01', 2),
      move(7, '/', 'out_invoice', 'draft', 10, '2026-11-05', '2026-12-05', 1, {
        write_date: '2026-11-06 10:00:00',
      }),
      move(8, 'INV/2026/00004', 'out_invoice', 'cancel', 14, '2026-10-25', '2026-11-24', 1),
    ],
    'account.move.line': [
      ...lines(1, [
        ['Combi oven', 1, 1, 8900, [1]],
        ['Installation', false, 4, 95, [1]],
      ]),
      ...lines(2, [['Maintenance contract 2026', false, 1, 1200, [1]]]),
      ...lines(3, [
        ['Combi oven', 1, 2, 8900, [1], 10],
        ['Recupel fee', false, 2, 0, [16]],
      ]),
      {
        id: 90,
        move_id: 3,
        name: 'Equipment',
        display_type: 'line_section',
        quantity: 0,
        price_unit: 0,
        tax_ids: [],
      },
      {
        id: 91,
        move_id: 3,
        name: '21% S',
        display_type: 'tax',
        quantity: 0,
        price_unit: 0,
        tax_ids: [],
        account_id: 1,
      },
      {
        id: 92,
        move_id: 3,
        name: 'INV/2026/00003',
        display_type: 'payment_term',
        quantity: 0,
        price_unit: 0,
        tax_ids: [],
        account_id: 1,
      },
      ...lines(4, [['Installation (refund)', false, 1, 95, [1]]]),
      ...lines(5, [
        ['Transport Brussels', false, 3, 250, [7]],
        ['Pallets', false, 10, 12.5, [8]],
      ]),
      ...lines(6, [['Transport refund', false, 1, 250, [7]]]),
      ...lines(7, [['Combi oven', 1, 1, 8900, [1]]]),
      ...lines(8, [['Consulting', false, 2, 120, [1]]]),
    ],
    // Invoice 1 paid and matched with the bank; invoice 2 half paid; bill 5 paid, not yet matched.
    'account.payment': [
      payment(
        1,
        'PBNK1/2026/00001',
        '2026-09-25',
        11228.8,
        10,
        'inbound',
        'customer',
        3,
        1,
        'INV/2026/00001',
        { reconciled_invoice_ids: [1], is_matched: true },
      ),
      payment(2, 'PBNK1/2026/00002', '2026-10-05', 600, 14, 'inbound', 'customer', 3, 1, 'INV/2026/00002', {
        reconciled_invoice_ids: [2],
      }),
      payment(3, 'PBNK1/2026/00003', '2026-09-28', 1040, 14, 'outbound', 'supplier', 3, 3, 'VDL-2026-118', {
        reconciled_bill_ids: [5],
      }),
    ],
    // biome-ignore format: a data table
    'account.bank.statement.line': [
      { id: 1, date: '2026-09-25', payment_ref: 'BRASSERIE DU SABLON INV/2026/00001', amount: 11228.8, journal_id: 3, partner_id: 10, is_reconciled: true, state: 'posted' },
      { id: 2, date: '2026-09-30', payment_ref: 'Bank fees September', amount: -12.5, journal_id: 3, partner_id: false, is_reconciled: false, state: 'posted' },
      { id: 3, date: '2026-10-05', payment_ref: 'VAN DAMME LOGISTICS partial', amount: 600, journal_id: 3, partner_id: 14, is_reconciled: false, state: 'posted' },
      { id: 4, date: '2026-10-28', payment_ref: 'Interest Q3', amount: 3.12, journal_id: 3, partner_id: false, is_reconciled: false, state: 'posted' },
      { id: 5, date: '2026-10-02', payment_ref: 'Stripe payout', amount: 480, journal_id: 4, partner_id: false, is_reconciled: true, state: 'posted' },
      { id: 6, date: '2026-10-20', payment_ref: 'Card fees', amount: -7.4, journal_id: 4, partner_id: false, is_reconciled: false, state: 'posted' },
    ],
  };
}

function payment(
  id: number,
  name: string,
  date: string,
  amount: number,
  partner: number,
  payment_type: string,
  partner_type: string,
  journal: number,
  methodLine: number,
  memo: string,
  extra: Record<string, unknown>,
): StoredRecord {
  return {
    id,
    name,
    date,
    amount,
    currency_id: 1,
    partner_id: partner,
    payment_type,
    partner_type,
    state: 'posted',
    journal_id: journal,
    payment_method_line_id: methodLine,
    ref: memo,
    reconciled_invoice_ids: [],
    reconciled_bill_ids: [],
    is_matched: false,
    write_date: `${date} 11:00:00`,
    ...extra,
  };
}

/**
 * `count` more posted customer invoices dated in 2025 (before the seed's), each with `lines`
 * product lines naming the seed's product and taxes: for batching tests and the bench.
 */
export function insertInvoices(
  insert: (model: string, values: Record<string, unknown>) => number,
  count: number,
  lines = 3,
): number[] {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const id = insert('account.move', {
      ...move(
        0,
        `INV/2025/${String(i + 1).padStart(5, '0')}`,
        'out_invoice',
        'posted',
        [10, 14][i % 2]!,
        '2025-06-01',
        '2025-07-01',
        1,
      ),
      id: undefined,
    });
    for (let j = 0; j < lines; j++) {
      insert('account.move.line', {
        move_id: id,
        name: `Line ${j + 1}`,
        display_type: 'product',
        product_id: j === 0 ? 1 : false,
        product_uom_id: 1,
        quantity: 1 + j,
        price_unit: 100 + j,
        discount: 0,
        tax_ids: [[1, 2, 3][j % 3]],
        account_id: false,
      });
    }
    ids.push(id);
  }
  return ids;
}
