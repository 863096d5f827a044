import { accountingModels } from './accounting.js';
import { invoicingModels } from './invoicing.js';

/**
 * The models a fake Odoo knows, per version, as `fields_get` describes them. A field that is not
 * listed for a version does not exist there: reading it fails as on a real Odoo (`ValueError:
 * Invalid field`), so a connector must probe before it reads version-dependent fields.
 */

export type OdooVersion = 16 | 17 | 18 | 19;

export type FieldType =
  | 'char'
  | 'text'
  | 'html'
  | 'integer'
  | 'float'
  | 'monetary'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'selection'
  | 'many2one'
  | 'one2many'
  | 'many2many'
  | 'binary'
  | 'json';

export interface FieldDef {
  type: FieldType;
  string: string;
  relation?: string;
  /** one2many: the many2one on `relation` pointing back. */
  inverse?: string;
  /** Computed (not stored): its value when read. */
  compute?: (record: StoredRecord, db: FakeDb) => unknown;
  required?: boolean;
  /**
   * `company_dependent=True` (properties such as a partner's receivable account): stored as
   * `{companyId: value}`, read as the value of the request's company (the first of
   * `allowed_company_ids`).
   */
  companyDependent?: boolean;
  /** selection: the keys it accepts (`fields_get` answers them with the labels). */
  selection?: [string, string][];
}

export type StoredRecord = Record<string, unknown> & { id: number };

export interface FakeDb {
  version: OdooVersion;
  stock: boolean;
  get(model: string, id: number): StoredRecord | undefined;
  all(model: string): StoredRecord[];
  companyCurrencyId(): number | false;
  /** The request's company: the first of `allowed_company_ids`, else the user's default company. */
  company(): number;
}

export type ModelDef = Record<string, FieldDef>;

const f = (type: FieldType, string: string, extra: Partial<FieldDef> = {}): FieldDef => ({
  type,
  string,
  ...extra,
});
const m2o = (relation: string, string: string, extra: Partial<FieldDef> = {}) =>
  f('many2one', string, { relation, ...extra });

/** The related record's `display_name`, as a many2one shows it. */
export function displayName(db: FakeDb, model: string, record: StoredRecord): string | false {
  switch (model) {
    case 'account.account':
      return `${record['code']} ${record['name']}`;
    case 'product.category':
      return completeName(db, record);
    case 'product.product':
      // product.product `_compute_display_name`: `[default_code] name`.
      return record['default_code']
        ? `[${record['default_code']}] ${record['name']}`
        : (record['name'] as string);
    case 'res.partner': {
      const parent =
        typeof record['parent_id'] === 'number' ? db.get('res.partner', record['parent_id']) : undefined;
      const name = (record['name'] as string | false | undefined) || false;
      if (parent && !record['is_company'])
        return name ? `${parent['name']}, ${name}` : (parent['name'] as string);
      return name;
    }
    default:
      return (record['name'] as string | false | undefined) ?? false;
  }
}

function completeName(db: FakeDb, record: StoredRecord): string {
  const parent =
    typeof record['parent_id'] === 'number' ? db.get('product.category', record['parent_id']) : undefined;
  return parent ? `${completeName(db, parent)} / ${record['name']}` : String(record['name']);
}

const companyCurrency = (_r: StoredRecord, db: FakeDb) => db.companyCurrencyId();

/** What the Invoicing app (`account`) adds to the models of other modules. */
const ACCOUNT_MODELS = ['account.account', 'account.tax.group', 'account.tax'];
const ACCOUNT_FIELDS: Record<string, string[]> = {
  'res.partner': [
    'customer_rank',
    'supplier_rank',
    'property_account_receivable_id',
    'property_account_payable_id',
  ],
  'product.product': ['taxes_id', 'supplier_taxes_id'],
};

export function modelsFor(
  version: OdooVersion,
  options: { crm: boolean; stock: boolean; account?: boolean; accounting?: boolean; hr?: boolean },
): Record<string, ModelDef> {
  const upTo17 = version <= 17;
  const models: Record<string, ModelDef> = {
    // External identifiers (`module.name` → a record), as `base` defines them; internal users
    // may read and create them (base/security/ir.model.access.csv), not write or delete them.
    'ir.model.data': {
      name: f('char', 'External Identifier', { required: true }),
      module: f('char', 'Module', { required: true }),
      model: f('char', 'Model Name', { required: true }),
      res_id: f('integer', 'Record ID'),
      noupdate: f('boolean', 'Non Updatable'),
      complete_name: f('char', 'Complete ID', { compute: (r) => `${r['module']}.${r['name']}` }),
    },
    'res.currency': { name: f('char', 'Currency', { required: true }), symbol: f('char', 'Symbol') },
    'res.country': { name: f('char', 'Country Name'), code: f('char', 'Country Code') },
    'res.country.state': {
      name: f('char', 'State Name'),
      code: f('char', 'State Code'),
      country_id: m2o('res.country', 'Country'),
    },
    'res.company': { name: f('char', 'Company Name'), currency_id: m2o('res.currency', 'Currency') },
    'res.users': {
      name: f('char', 'Name'),
      login: f('char', 'Login'),
      company_id: m2o('res.company', 'Company'),
      active: f('boolean', 'Active'),
    },
    'account.account': { code: f('char', 'Code'), name: f('char', 'Account Name') },
    'account.tax.group': { name: f('char', 'Name') },
    'account.tax': {
      name: f('char', 'Tax Name', { required: true }),
      amount: f('float', 'Amount'),
      amount_type: f('selection', 'Tax Computation'),
      type_tax_use: f('selection', 'Tax Type'),
      tax_scope: f('selection', 'Tax Scope'),
      active: f('boolean', 'Active'),
      // Up to 17 the short label on invoices; from 18 an HTML description, the label moved.
      description: f(upTo17 ? 'char' : 'html', upTo17 ? 'Label on Invoices' : 'Description'),
      ...(upTo17 ? {} : { invoice_label: f('char', 'Label on Invoices') }),
      price_include: f('boolean', 'Included in Price'),
      children_tax_ids: f('many2many', 'Children Taxes', { relation: 'account.tax' }),
      tax_group_id: m2o('account.tax.group', 'Tax Group'),
      country_id: m2o('res.country', 'Country'),
      sequence: f('integer', 'Sequence'),
    },
    'uom.category': { name: f('char', 'Unit of Measure Category') },
    'uom.uom': {
      name: f('char', 'Unit of Measure', { required: true }),
      category_id: m2o('uom.category', 'Category'),
      active: f('boolean', 'Active'),
    },
    'product.category': {
      name: f('char', 'Name', { required: true }),
      parent_id: m2o('product.category', 'Parent Category'),
      complete_name: f('char', 'Complete Name', { compute: (r, db) => completeName(db, r) }),
    },
    'product.product': {
      name: f('char', 'Name', { required: true }),
      list_price: f('float', 'Sales Price'),
      standard_price: f('float', 'Cost'),
      default_code: f('char', 'Internal Reference'),
      uom_id: m2o('uom.uom', 'Unit of Measure'),
      ...(upTo17 ? { uom_po_id: m2o('uom.uom', 'Purchase Unit of Measure') } : {}),
      categ_id: m2o('product.category', 'Product Category'),
      taxes_id: f('many2many', 'Customer Taxes', { relation: 'account.tax' }),
      supplier_taxes_id: f('many2many', 'Vendor Taxes', { relation: 'account.tax' }),
      currency_id: m2o('res.currency', 'Currency', { compute: companyCurrency }),
      description_sale: f('text', 'Sales Description'),
      type: f('selection', 'Product Type'),
      ...(upTo17
        ? { detailed_type: f('selection', 'Product Type') }
        : { is_storable: f('boolean', 'Track Inventory') }),
      ...(options.stock ? { qty_available: f('float', 'Quantity On Hand') } : {}),
      active: f('boolean', 'Active'),
    },
    'res.partner': {
      name: f('char', 'Name'),
      is_company: f('boolean', 'Is a Company'),
      type: f('selection', 'Address Type'),
      email: f('char', 'Email'),
      phone: f('char', 'Phone'),
      ...(version <= 18 ? { mobile: f('char', 'Mobile') } : {}),
      vat: f('char', 'Tax ID'),
      company_registry: f('char', 'Company ID'),
      company_name: f('char', 'Company Name'),
      lang: f('selection', 'Language'),
      ref: f('char', 'Reference'),
      comment: f('html', 'Notes'),
      parent_id: m2o('res.partner', 'Related Company'),
      child_ids: f('one2many', 'Contact', { relation: 'res.partner', inverse: 'parent_id' }),
      customer_rank: f('integer', 'Customer Rank'),
      supplier_rank: f('integer', 'Supplier Rank'),
      property_account_receivable_id: m2o('account.account', 'Account Receivable'),
      property_account_payable_id: m2o('account.account', 'Account Payable'),
      currency_id: m2o('res.currency', 'Currency', { compute: companyCurrency }),
      street: f('char', 'Street'),
      street2: f('char', 'Street2'),
      zip: f('char', 'Zip'),
      city: f('char', 'City'),
      state_id: m2o('res.country.state', 'State'),
      country_id: m2o('res.country', 'Country'),
      country_code: f('char', 'Country Code', {
        compute: (r, db) => {
          const country =
            typeof r['country_id'] === 'number' ? db.get('res.country', r['country_id']) : undefined;
          return country ? country['code'] : false;
        },
      }),
      active: f('boolean', 'Active'),
    },
  };
  if (options.crm) {
    models['crm.stage'] = {
      name: f('char', 'Stage Name'),
      is_won: f('boolean', 'Is Won Stage?'),
      sequence: f('integer', 'Sequence'),
    };
    models['crm.team'] = { name: f('char', 'Sales Team') };
    models['crm.lead'] = {
      name: f('char', 'Opportunity', { required: true }),
      type: f('selection', 'Type'),
      expected_revenue: f('monetary', 'Expected Revenue'),
      probability: f('float', 'Probability'),
      stage_id: m2o('crm.stage', 'Stage'),
      team_id: m2o('crm.team', 'Sales Team'),
      partner_id: m2o('res.partner', 'Customer'),
      user_id: m2o('res.users', 'Salesperson'),
      date_deadline: f('date', 'Expected Closing'),
      date_closed: f('datetime', 'Closed Date'),
      create_date: f('datetime', 'Created on'),
      active: f('boolean', 'Active'),
      description: f('html', 'Notes'),
      company_currency: m2o('res.currency', 'Currency', { compute: companyCurrency }),
      // Computed as Odoo does (crm `_compute_won_status`); absent before 17 here.
      ...(version >= 17
        ? {
            won_status: f('selection', 'Is Won', {
              compute: (r) => {
                if (r['active'] !== false && r['probability'] === 100) return 'won';
                if (r['active'] === false && !r['probability']) return 'lost';
                return 'pending';
              },
            }),
          }
        : {}),
    };
  }
  if (options.account !== false) Object.assign(models, invoicingModels(version));
  if (options.accounting) {
    // The Accounting app's fields join (or replace) the models' own, as its modules extend them.
    for (const [name, fields] of Object.entries(accountingModels(version, { hr: options.hr ?? false }))) {
      models[name] = { ...(models[name] ?? {}), ...fields };
    }
  }
  if (options.account === false) {
    for (const model of ACCOUNT_MODELS) delete models[model];
    for (const [model, fields] of Object.entries(ACCOUNT_FIELDS)) {
      for (const field of fields) delete models[model]![field];
    }
  }
  for (const model of Object.values(models)) {
    model['display_name'] = f('char', 'Display Name');
  }
  return models;
}
