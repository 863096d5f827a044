import type {
  Api,
  Contact,
  InvoicingAddress,
  ModifierGroup,
  ModifierOption,
  Opportunity,
  OwnerRef,
  PmsAddress,
  PmsOrder,
  PmsOrderItem,
  PmsOrderItemType,
  PmsOrderSource,
  PmsOrderTax,
  PmsPartner,
  PmsTaxRate,
  Product,
  TaxCode,
} from '../../model/index.js';
import { localTimeIn } from '../local-time.js';
import { seedPmsBreadth } from './pms-seed.js';
import type { SandboxKind, SandboxRecord } from './types.js';

/**
 * The demo data each Sandbox connection starts with, in listing order. Every record's `data` is
 * the unified model object itself (snake_case, as the REST API shows it) plus, for modifier groups
 * only, the fields the connector filters on. Ids are per connection, so fixed strings are enough.
 * Dates are relative to `now` so the data always looks current; date-times are stored as
 * `YYYY-MM-DDTHH:MM:SSZ` (UTC, fixed width) because the store's range filter compares text.
 */
export function sandboxSeed(api: Api, now: Date): SandboxRecord[] {
  switch (api) {
    case 'invoicing':
      return [
        ...seedTaxCodes().map((t) => toSandboxRecord('tax', t)),
        ...seedProducts().map((p) => toSandboxRecord('product', p)),
        ...seedOpportunities(now).map((o) => toSandboxRecord('opportunity', o)),
        ...seedContacts().map((c) => toSandboxRecord('contact', c)),
      ];
    case 'pos':
      return seedModifierGroups().map((g) => toSandboxRecord('modifier_group', g));
    case 'pms': {
      const orders = seedPmsOrders(now);
      return [
        ...seedPmsTaxRates().map((t) => toSandboxRecord('pms_tax', t)),
        ...orders.map((o) => toSandboxRecord('pms_order', o)),
        // Lisbon's rates and stays, then properties, customers, invoices, payments… (pms-seed.ts).
        ...seedPmsBreadth(now, orders),
      ];
    }
  }
}

export function toSandboxRecord<T extends { id: string }>(kind: SandboxKind, data: T): SandboxRecord {
  return { kind, id: data.id, data: { ...data } as Record<string, unknown> };
}

/** A modifier option as stored: its base price and, per location id, the price charged there. */
export interface StoredModifierOption extends ModifierOption {
  location_prices: Record<string, number>;
}

/** A modifier group as stored: `location_ids` lists the POS locations that offer the group. */
export interface StoredModifierGroup extends Omit<ModifierGroup, 'options' | 'raw'> {
  options: StoredModifierOption[];
  location_ids: string[];
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** Midnight UTC of the day `daysFromToday` away from `now`'s UTC day (negative: in the past). */
function utcDay(now: Date, daysFromToday: number): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + daysFromToday * DAY_MS;
}

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** `YYYY-MM-DDTHH:MM:SSZ`: fixed width, so text order is time order. */
function isoDateTime(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 19)}Z`;
}

/** The sandbox hotels' wall-clock time (Brussels and Antwerp), without zone designator. */
const localDateTime = localTimeIn('Europe/Brussels');

/** Amounts are written in cents and converted once, so sums stay exact to the cent. */
const euros = (cents: number) => cents / 100;

// ---------------------------------------------------------------------------------------------
// Invoicing: tax codes. Codes are the grids of the Belgian VAT return.

function taxCode(
  id: string,
  vendorId: number,
  label: string,
  rate: number,
  type: TaxCode['type'],
  scope: TaxCode['scope'],
  code: string | null,
  active = true,
): TaxCode {
  return {
    id,
    source_ref: { id: String(vendorId), model: 'sandbox.tax' },
    label,
    rate,
    type,
    code,
    scope,
    active,
  };
}

function seedTaxCodes(): TaxCode[] {
  // biome-ignore format: a data table, one row per tax code
  return [
    taxCode('tax-be-21-sale', 1, 'VAT 21%', 21, 'sale', 'nat', '03'),
    taxCode('tax-be-12-sale', 2, 'VAT 12%', 12, 'sale', 'nat', '02'),
    taxCode('tax-be-6-sale', 3, 'VAT 6%', 6, 'sale', 'nat', '01'),
    taxCode('tax-be-0-sale', 4, 'VAT 0%', 0, 'sale', 'nat', '00'),
    taxCode('tax-eu-0-goods-sale', 5, 'Intra-EU supply of goods 0%', 0, 'sale', 'eu', '46'),
    taxCode('tax-eu-0-services-sale', 6, 'Intra-EU services 0% (reverse charge)', 0, 'sale', 'eu', '44'),
    taxCode('tax-int-0-export-sale', 7, 'Export outside the EU 0%', 0, 'sale', 'int', '47'),
    taxCode('tax-be-21-purchase', 8, 'VAT 21% on purchases (goods)', 21, 'purchase', 'nat', '81'),
    taxCode('tax-be-21-purchase-services', 9, 'VAT 21% on purchases (services)', 21, 'purchase', 'nat', '82'),
    taxCode('tax-be-21-purchase-investment', 10, 'VAT 21% on investments', 21, 'purchase', 'nat', '83'),
    taxCode('tax-be-12-purchase', 11, 'VAT 12% on purchases', 12, 'purchase', 'nat', '81'),
    taxCode('tax-be-6-purchase', 12, 'VAT 6% on purchases', 6, 'purchase', 'nat', '81'),
    taxCode('tax-eu-21-purchase', 13, 'Intra-EU acquisitions 21% (reverse charge)', 21, 'purchase', 'eu', '86'),
    taxCode('tax-int-0-import-purchase', 14, 'Imports from outside the EU 0%', 0, 'purchase', 'int', '87'),
    taxCode('tax-be-0-exempt', 15, 'Exempt (art. 44 VAT Code)', 0, 'both', 'nat', null),
    taxCode('tax-be-6-renovation-legacy', 16, 'VAT 6% renovation (archived)', 6, 'sale', 'nat', '01', false),
  ];
}

// ---------------------------------------------------------------------------------------------
// Invoicing: products. Services (and a sold-out book) report no stock.

type ProductRow = [
  name: string,
  priceCents: number,
  taxId: string,
  code: string,
  unit: string,
  category: string,
  description: string,
  costCents: number,
  stock: number,
];

function seedProducts(): Product[] {
  // biome-ignore format: a data table, one row per product
  const rows: ProductRow[] = [
    ['Consulting hour', 9500, 'tax-be-21-sale', 'SRV-CONSULT', 'hour', 'Services', 'Senior consultant, billed per started hour', 5500, 0],
    ['Website maintenance (monthly)', 14900, 'tax-be-21-sale', 'SRV-WEBMAINT', 'month', 'Services', 'Hosting, updates and backups', 6000, 0],
    ['Professional training day', 79000, 'tax-be-21-sale', 'SRV-TRAINING', 'day', 'Services', 'On-site training for up to 8 people', 40000, 0],
    ['Ergonomic office chair', 34900, 'tax-be-21-sale', 'FUR-CHAIR-ERGO', 'unit', 'Furniture', 'Mesh back, adjustable lumbar support', 19850, 24],
    ['Standing desk 160x80', 59900, 'tax-be-21-sale', 'FUR-DESK-160', 'unit', 'Furniture', 'Electric height adjustment, oak finish', 36000, 7],
    ['Printer paper A4 (box of 5 reams)', 2995, 'tax-be-21-sale', 'OFF-PAPER-A4', 'box', 'Office supplies', '80 g/m², 2,500 sheets', 1840, 120],
    ['Belgian chocolate gift box', 2450, 'tax-be-6-sale', 'GFT-CHOC-24', 'unit', 'Gifts', '24 assorted pralines', 1320, 45],
    ['Accounting in Belgium (book)', 3900, 'tax-be-6-sale', 'BK-ACC-BE', 'unit', 'Books', 'Reference handbook, 4th edition', 2100, 0],
    ['Catering lunch (per person)', 1850, 'tax-be-12-sale', 'CAT-LUNCH', 'person', 'Catering', 'Sandwich lunch with soup and dessert', 900, 0],
  ];
  return rows.map(([name, priceCents, taxId, code, unit, category, description, costCents, stock], i) => ({
    id: `product-${String(i + 1).padStart(4, '0')}`,
    source_ref: { id: String(101 + i), model: 'sandbox.product' },
    name,
    unit_price: euros(priceCents),
    tax_id: taxId,
    code,
    unit,
    category,
    currency: 'EUR',
    description,
    cost: euros(costCents),
    available_quantity: stock,
  }));
}

// ---------------------------------------------------------------------------------------------
// Invoicing: opportunities

const OWNERS = {
  sophie: { id: '2', model: 'sandbox.user', name: 'Sophie Lambert' },
  pieter: { id: '3', model: 'sandbox.user', name: 'Pieter Janssens' },
  camille: { id: '4', model: 'sandbox.user', name: 'Camille Dubois' },
} as const satisfies Record<string, OwnerRef>;

const STAGES = {
  new: { pipe_status: 'New', probability: 10, status: 'open' },
  qualified: { pipe_status: 'Qualified', probability: 30, status: 'open' },
  proposal: { pipe_status: 'Proposal sent', probability: 50, status: 'open' },
  negotiation: { pipe_status: 'Negotiation', probability: 75, status: 'open' },
  won: { pipe_status: 'Won', probability: 100, status: 'won' },
  lost: { pipe_status: 'Lost', probability: 0, status: 'lost' },
} as const;

interface OpportunityRow {
  name: string;
  totalCents: number;
  stage: keyof typeof STAGES;
  partner: string;
  owner: keyof typeof OWNERS;
  pipe: string;
  createdDaysAgo: number;
  /** Expected closing, relative to today. */
  dueInDays: number;
  /** Actual closing of won and lost deals, days ago. */
  closedDaysAgo?: number;
  comment: string | null;
  description: string;
}

function seedOpportunities(now: Date): Opportunity[] {
  // biome-ignore format: a data table, one row per opportunity
  const rows: OpportunityRow[] = [
    { name: 'Kitchen equipment renewal', totalCents: 1_850_000, stage: 'proposal', partner: 'contact-0001', owner: 'sophie', pipe: 'Direct Sales', createdDaysAgo: 20, dueInDays: 25, comment: 'Wants delivery before the summer terrace season', description: 'Two combi ovens, blast chiller and installation' },
    { name: 'Annual maintenance contract', totalCents: 1_200_000, stage: 'negotiation', partner: 'contact-0003', owner: 'pieter', pipe: 'Direct Sales', createdDaysAgo: 35, dueInDays: 10, comment: 'Asked for 5% off on a three-year term', description: 'Preventive maintenance of the forklift fleet' },
    { name: 'Warehouse lighting retrofit', totalCents: 4_675_000, stage: 'won', partner: 'contact-0003', owner: 'pieter', pipe: 'Direct Sales', createdDaysAgo: 80, dueInDays: -10, closedDaysAgo: 12, comment: 'Signed by the facility manager', description: 'LED high-bay fixtures for 6,000 m²' },
    { name: 'Showroom furniture', totalCents: 980_000, stage: 'qualified', partner: 'contact-0005', owner: 'camille', pipe: 'Partners & Resellers', createdDaysAgo: 8, dueInDays: 45, comment: null, description: 'Display tables and seating for the Lille showroom' },
    { name: 'Event season catering package', totalCents: 725_000, stage: 'new', partner: 'contact-0010', owner: 'sophie', pipe: 'Direct Sales', createdDaysAgo: 3, dueInDays: 60, comment: 'Inbound lead from the website', description: 'Catering for six corporate events' },
    { name: 'Terrace heating installation', totalCents: 640_000, stage: 'lost', partner: 'contact-0001', owner: 'sophie', pipe: 'Direct Sales', createdDaysAgo: 70, dueInDays: -25, closedDaysAgo: 30, comment: 'Went with a cheaper competitor', description: 'Eight infrared heaters with wiring' },
    { name: 'Fleet tracking pilot', totalCents: 390_000, stage: 'lost', partner: 'contact-0003', owner: 'pieter', pipe: 'Partners & Resellers', createdDaysAgo: 50, dueInDays: -7, closedDaysAgo: 5, comment: 'Project postponed to next year', description: 'GPS trackers for 12 trucks, 6-month pilot' },
    { name: 'Lighting design consultancy', totalCents: 1_520_000, stage: 'won', partner: 'contact-0005', owner: 'camille', pipe: 'Partners & Resellers', createdDaysAgo: 95, dueInDays: -45, closedDaysAgo: 40, comment: null, description: 'Lighting plan for three boutiques' },
    { name: 'Home office setup', totalCents: 215_000, stage: 'won', partner: 'contact-0009', owner: 'camille', pipe: 'Direct Sales', createdDaysAgo: 15, dueInDays: -1, closedDaysAgo: 2, comment: 'Paid upfront', description: 'Standing desk, ergonomic chair and installation' },
    { name: 'Conference AV rental', totalCents: 560_000, stage: 'proposal', partner: 'contact-0010', owner: 'sophie', pipe: 'Direct Sales', createdDaysAgo: 12, dueInDays: 18, comment: null, description: 'Projectors, sound system and technician for two days' },
    { name: 'Spare parts framework agreement', totalCents: 2_200_000, stage: 'qualified', partner: 'contact-0006', owner: 'pieter', pipe: 'Partners & Resellers', createdDaysAgo: 25, dueInDays: 70, comment: 'Framework for the Benelux service network', description: 'Yearly volume agreement with tiered pricing' },
    { name: 'Staff training programme', totalCents: 320_000, stage: 'negotiation', partner: 'contact-0001', owner: 'camille', pipe: 'Direct Sales', createdDaysAgo: 40, dueInDays: 5, comment: null, description: 'Four training days on hygiene and service' },
  ];
  return rows.map((row, i) => {
    const stage = STAGES[row.stage];
    return {
      id: `opportunity-${String(i + 1).padStart(4, '0')}`,
      source_ref: { id: String(301 + i), model: 'sandbox.opportunity' },
      name: row.name,
      total: euros(row.totalCents),
      probability: stage.probability,
      status: stage.status,
      partner_id: row.partner,
      comment: row.comment,
      currency: 'EUR',
      description: row.description,
      pipe_status: stage.pipe_status,
      pipe_name: row.pipe,
      created_date: isoDate(utcDay(now, -row.createdDaysAgo)),
      due_date: isoDate(utcDay(now, row.dueInDays)),
      end_date: row.closedDaysAgo === undefined ? null : isoDate(utcDay(now, -row.closedDaysAgo)),
      is_won: stage.status === 'won',
      owner_ref: { ...OWNERS[row.owner] },
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Invoicing: contacts. Companies, and persons linked to them through company_id. Account numbers
// are the Belgian chart's collective accounts (400000 customers, 440000 suppliers).

function address(
  address_type: InvoicingAddress['address_type'],
  name: string,
  street: string,
  number: string,
  box: string | null,
  postal_code: string,
  city: string,
  country: string,
): InvoicingAddress {
  return {
    address_type,
    name,
    street,
    number,
    box,
    city,
    postal_code,
    country,
    phone: null,
    mobile: null,
    email: null,
  };
}

type ContactFields = Omit<Contact, 'id' | 'source_ref' | 'raw'>;

const CONTACT_DEFAULTS: ContactFields = {
  is_prospect: false,
  is_customer: false,
  is_supplier: false,
  is_company: false,
  company_name: null,
  first_name: null,
  last_name: null,
  email: null,
  phone: null,
  mobile: null,
  company_id: null,
  vat: null,
  company_number: null,
  currency: 'EUR',
  language: null,
  comment: null,
  customer_account_number: null,
  supplier_account_number: null,
  birthdate: null,
  gender: null,
  addresses: [],
  external_reference: null,
};

function contact(n: number, fields: Partial<ContactFields>): Contact {
  const id = `contact-${String(n).padStart(4, '0')}`;
  return {
    id,
    source_ref: { id: String(200 + n), model: 'sandbox.partner' },
    ...CONTACT_DEFAULTS,
    ...fields,
  };
}

function seedContacts(): Contact[] {
  return [
    contact(1, {
      is_customer: true,
      is_company: true,
      company_name: 'Brasserie du Sablon SRL',
      email: 'compta@brasseriedusablon.be',
      phone: '+32 2 512 34 56',
      vat: 'BE0456789133',
      company_number: '0456.789.133',
      language: 'fr_BE',
      customer_account_number: '400000',
      addresses: [
        address(
          'main',
          'Brasserie du Sablon SRL',
          'Rue de la Régence',
          '42',
          null,
          '1000',
          'Bruxelles',
          'BE',
        ),
      ],
      external_reference: 'CRM-1001',
    }),
    contact(2, {
      company_name: 'Brasserie du Sablon SRL',
      first_name: 'Julie',
      last_name: 'Mertens',
      email: 'julie.mertens@brasseriedusablon.be',
      phone: '+32 2 512 34 57',
      mobile: '+32 475 12 34 56',
      company_id: 'contact-0001',
      language: 'fr_BE',
      comment: 'Operations manager, approves purchases',
    }),
    contact(3, {
      is_customer: true,
      is_supplier: true,
      is_company: true,
      company_name: 'Van Damme Logistics NV',
      email: 'boekhouding@vandammelogistics.be',
      phone: '+32 3 541 22 10',
      vat: 'BE0712345630',
      company_number: '0712.345.630',
      language: 'nl_BE',
      comment: 'Also rents us storage space (supplier)',
      customer_account_number: '400000',
      supplier_account_number: '440000',
      addresses: [
        address('main', 'Van Damme Logistics NV', 'Noorderlaan', '133', '3', '2030', 'Antwerpen', 'BE'),
        address(
          'delivery',
          'Van Damme Logistics NV - Warehouse 7',
          'Scheldelaan',
          '460',
          null,
          '2040',
          'Antwerpen',
          'BE',
        ),
      ],
      external_reference: 'CRM-1002',
    }),
    contact(4, {
      company_name: 'Van Damme Logistics NV',
      first_name: 'Koen',
      last_name: 'Peeters',
      email: 'koen.peeters@vandammelogistics.be',
      mobile: '+32 486 55 01 23',
      company_id: 'contact-0003',
      language: 'nl_BE',
    }),
    contact(5, {
      is_customer: true,
      is_company: true,
      company_name: 'Atelier Lumière SAS',
      email: 'factures@atelier-lumiere.fr',
      phone: '+33 3 20 55 12 34',
      vat: 'FR72823456785',
      company_number: '823456785',
      language: 'fr_FR',
      customer_account_number: '400000',
      addresses: [
        address('main', 'Atelier Lumière SAS', 'Rue Esquermoise', '18', null, '59800', 'Lille', 'FR'),
      ],
      external_reference: 'CRM-1003',
    }),
    contact(6, {
      is_supplier: true,
      is_company: true,
      company_name: 'De Vries Techniek B.V.',
      email: 'finance@devriestechniek.nl',
      phone: '+31 30 231 44 00',
      vat: 'NL812345678B01',
      company_number: '30123456',
      language: 'en_US',
      supplier_account_number: '440000',
      addresses: [
        address('main', 'De Vries Techniek B.V.', 'Oudegracht', '231', null, '3511 NK', 'Utrecht', 'NL'),
      ],
    }),
    contact(7, {
      company_name: 'De Vries Techniek B.V.',
      first_name: 'Sanne',
      last_name: 'de Vries',
      email: 'sanne@devriestechniek.nl',
      phone: '+31 30 231 44 01',
      company_id: 'contact-0006',
      language: 'en_US',
    }),
    contact(8, {
      is_supplier: true,
      is_company: true,
      company_name: 'Papeterie Bruxelloise SA',
      email: 'info@papeterie-bruxelloise.be',
      phone: '+32 2 736 90 00',
      vat: 'BE0832456770',
      company_number: '0832.456.770',
      language: 'fr_BE',
      supplier_account_number: '440000',
      addresses: [
        address(
          'main',
          'Papeterie Bruxelloise SA',
          'Chaussée de Louvain',
          '250',
          null,
          '1030',
          'Schaerbeek',
          'BE',
        ),
      ],
    }),
    contact(9, {
      is_customer: true,
      first_name: 'Thomas',
      last_name: 'Claes',
      email: 'thomas.claes@telenet.be',
      mobile: '+32 494 87 65 43',
      language: 'nl_BE',
      customer_account_number: '400000',
      birthdate: '1986-04-23',
      gender: 'H',
      addresses: [address('main', 'Thomas Claes', 'Korenmarkt', '7', '2', '9000', 'Gent', 'BE')],
    }),
    contact(10, {
      is_prospect: true,
      is_company: true,
      company_name: 'Greenfield Events SRL',
      email: 'hello@greenfield-events.be',
      phone: '+32 4 222 18 90',
      vat: 'BE0678901218',
      company_number: '0678.901.218',
      language: 'fr_BE',
      comment: 'Met at the Horeca Expo',
      addresses: [
        address('main', 'Greenfield Events SRL', "Boulevard d'Avroy", '55', null, '4000', 'Liège', 'BE'),
      ],
    }),
    contact(11, {
      is_prospect: true,
      company_name: 'Greenfield Events SRL',
      first_name: 'Marie',
      last_name: 'Leroy',
      email: 'marie.leroy@greenfield-events.be',
      mobile: '+32 478 90 12 34',
      company_id: 'contact-0010',
      language: 'fr_BE',
    }),
  ];
}

// ---------------------------------------------------------------------------------------------
// POS: modifier groups of a coffee-and-sandwich chain with shops in Brussels and Antwerp. Some
// options cost a little less in Antwerp (`location_prices`).

function option(id: string, name: string, priceCents: number, antwerpCents?: number): StoredModifierOption {
  return {
    id,
    name,
    price: euros(priceCents),
    location_prices: antwerpCents === undefined ? {} : { 'LOC-ANT': euros(antwerpCents) },
  };
}

function seedModifierGroups(): StoredModifierGroup[] {
  const both = ['LOC-BRU', 'LOC-ANT'];
  return [
    {
      id: 'modgrp-coffee-size',
      name: 'Coffee size',
      location_ids: both,
      options: [
        option('modopt-size-small', 'Small (20 cl)', 0),
        option('modopt-size-medium', 'Medium (30 cl)', 60, 50),
        option('modopt-size-large', 'Large (40 cl)', 110, 100),
      ],
    },
    {
      id: 'modgrp-milk',
      name: 'Milk choice',
      location_ids: both,
      options: [
        option('modopt-milk-whole', 'Whole milk', 0),
        option('modopt-milk-oat', 'Oat milk', 50),
        option('modopt-milk-soy', 'Soy milk', 50),
        option('modopt-milk-lactose-free', 'Lactose-free milk', 40),
      ],
    },
    {
      id: 'modgrp-extra-shot',
      name: 'Extra espresso shot',
      location_ids: both,
      options: [
        option('modopt-shot-single', 'Single shot', 80),
        option('modopt-shot-double', 'Double shot', 150, 140),
      ],
    },
    {
      id: 'modgrp-syrups',
      name: 'Syrups',
      location_ids: ['LOC-BRU'],
      options: [
        option('modopt-syrup-vanilla', 'Vanilla', 60),
        option('modopt-syrup-caramel', 'Caramel', 60),
        option('modopt-syrup-hazelnut', 'Hazelnut', 60),
        option('modopt-syrup-speculoos', 'Speculoos', 70),
      ],
    },
    {
      id: 'modgrp-bread',
      name: 'Sandwich bread',
      location_ids: ['LOC-ANT'],
      options: [
        option('modopt-bread-baguette', 'Baguette', 0),
        option('modopt-bread-ciabatta', 'Ciabatta', 50),
        option('modopt-bread-multigrain', 'Multigrain', 50),
      ],
    },
    {
      id: 'modgrp-toppings',
      name: 'Extra toppings',
      location_ids: both,
      options: [
        option('modopt-topping-cheese', 'Extra cheese', 120),
        option('modopt-topping-bacon', 'Bacon', 150, 140),
        option('modopt-topping-avocado', 'Avocado', 180),
        option('modopt-topping-veggies', 'Grilled vegetables', 100),
      ],
    },
    {
      id: 'modgrp-sauces',
      name: 'Fries sauces',
      location_ids: ['LOC-ANT'],
      options: [
        option('modopt-sauce-mayo', 'Mayonnaise', 30),
        option('modopt-sauce-andalouse', 'Andalouse', 50),
        option('modopt-sauce-samurai', 'Samurai', 50),
        option('modopt-sauce-stoofvlees', 'Stoofvleessaus', 120),
      ],
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// PMS: tax rates, and hotel stays at two hotels (Brussels and Antwerp)

// biome-ignore format: a data table, one row per tax rate
const PMS_TAX_RATES: readonly PmsTaxRate[] = [
  { id: 'pms-tax-vat-6', source_ref: { id: 'VAT-6', model: 'sandbox.tax_rate' }, label: 'VAT 6% (accommodation)', rate: 6, is_city_tax: false },
  { id: 'pms-tax-vat-12', source_ref: { id: 'VAT-12', model: 'sandbox.tax_rate' }, label: 'VAT 12% (food)', rate: 12, is_city_tax: false },
  { id: 'pms-tax-vat-21', source_ref: { id: 'VAT-21', model: 'sandbox.tax_rate' }, label: 'VAT 21% (beverages)', rate: 21, is_city_tax: false },
  { id: 'pms-tax-vat-0', source_ref: { id: 'VAT-0', model: 'sandbox.tax_rate' }, label: 'VAT 0% (exempt)', rate: 0, is_city_tax: false },
  { id: 'pms-tax-city-bru', source_ref: { id: 'CITY-BRU', model: 'sandbox.tax_rate' }, label: 'City tax Brussels (per room night)', rate: 0, is_city_tax: true },
  { id: 'pms-tax-city-ant', source_ref: { id: 'CITY-ANT', model: 'sandbox.tax_rate' }, label: 'City tax Antwerp (per room night)', rate: 0, is_city_tax: true },
];

function seedPmsTaxRates(): PmsTaxRate[] {
  return PMS_TAX_RATES.map((t) => ({ ...t, source_ref: { ...t.source_ref } }));
}

const HOTELS = {
  'LOC-BRU': { code: 'BRU', cityTaxId: 'pms-tax-city-bru', cityTaxCents: 750 },
  'LOC-ANT': { code: 'ANT', cityTaxId: 'pms-tax-city-ant', cityTaxCents: 400 },
} as const;

const BREAKFAST_CENTS = 1850;

interface Guest {
  first_name: string | null;
  last_name: string | null;
  company_name: string | null;
  address: PmsAddress;
}

function guest(
  first: string | null,
  last: string | null,
  company: string | null,
  street: string,
  number: string,
  postalCode: string,
  city: string,
  country: string,
): Guest {
  const name = company ?? `${first} ${last}`;
  return {
    first_name: first,
    last_name: last,
    company_name: company,
    address: {
      address_type: 'billing',
      name,
      street,
      number,
      box: null,
      city,
      postal_code: postalCode,
      country,
    },
  };
}

// biome-ignore format: a data table, one row per guest
const GUESTS: readonly Guest[] = [
  guest('Emma', 'Dubois', null, 'Rue de Rivoli', '112', '75001', 'Paris', 'FR'),
  guest('Lucas', 'Janssens', null, 'Meir', '48', '2000', 'Antwerpen', 'BE'),
  guest('Sophie', 'Müller', null, 'Hohe Straße', '70', '50667', 'Köln', 'DE'),
  guest('Oliver', 'Smith', null, 'Baker Street', '221', 'NW1 6XE', 'London', 'GB'),
  guest('Lotte', 'Visser', null, 'Prinsengracht', '263', '1016 GV', 'Amsterdam', 'NL'),
  guest('Hugo', 'Lambert', null, 'Rue de Fer', '25', '5000', 'Namur', 'BE'),
  guest('Marco', 'Rossi', null, 'Via Dante', '9', '20121', 'Milano', 'IT'),
  guest('Anna', 'Kowalska', null, 'ul. Floriańska', '14', '31-019', 'Kraków', 'PL'),
  guest('Jan', 'De Smet', null, 'Steenstraat', '31', '8000', 'Brugge', 'BE'),
  guest(null, null, 'Van Damme Logistics NV', 'Noorderlaan', '133', '2030', 'Antwerpen', 'BE'),
  guest(null, null, 'Atelier Lumière SAS', 'Rue Esquermoise', '18', '59800', 'Lille', 'FR'),
];

interface Stay {
  location: keyof typeof HOTELS;
  room: string;
  rateCents: number;
  /** Check-in, days before today. */
  daysAgo: number;
  nights: number;
  guests: number;
  /** Index in GUESTS of the guest, and of the company that pays the bill (a second partner). */
  guest: number;
  payer?: number;
  source: string;
  breakfast: boolean;
  minibar?: { description: string; quantity: number; unitCents: number };
  discountPct?: number;
  /** Checked out but the bill is still open (e.g. waiting for the company's purchase order). */
  billPending?: boolean;
}

// biome-ignore format: a data table, one row per stay
const STAYS: readonly Stay[] = [
  { location: 'LOC-BRU', room: '101', rateCents: 12900, daysAgo: 58, nights: 2, guests: 2, guest: 0, source: 'booking.com', breakfast: true, minibar: { description: 'Minibar - Sparkling water', quantity: 2, unitCents: 450 } },
  { location: 'LOC-ANT', room: '204', rateCents: 10900, daysAgo: 56, nights: 1, guests: 1, guest: 1, source: 'direct', breakfast: false },
  { location: 'LOC-BRU', room: '305', rateCents: 18900, daysAgo: 53, nights: 3, guests: 2, guest: 2, source: 'expedia', breakfast: true },
  { location: 'LOC-ANT', room: '201', rateCents: 10900, daysAgo: 50, nights: 2, guests: 1, guest: 1, payer: 9, source: 'direct', breakfast: true, discountPct: 10 },
  { location: 'LOC-BRU', room: '102', rateCents: 12900, daysAgo: 47, nights: 1, guests: 1, guest: 3, source: 'booking.com', breakfast: false, minibar: { description: 'Minibar - Belgian beer', quantity: 3, unitCents: 500 } },
  { location: 'LOC-BRU', room: '214', rateCents: 14500, daysAgo: 44, nights: 4, guests: 2, guest: 4, source: 'direct', breakfast: true },
  { location: 'LOC-ANT', room: '310', rateCents: 13900, daysAgo: 41, nights: 2, guests: 2, guest: 5, source: 'phone', breakfast: true, minibar: { description: 'Minibar - Chocolate', quantity: 1, unitCents: 600 } },
  { location: 'LOC-BRU', room: '101', rateCents: 12900, daysAgo: 38, nights: 2, guests: 1, guest: 6, payer: 10, source: 'direct', breakfast: true, discountPct: 15 },
  { location: 'LOC-ANT', room: '204', rateCents: 10900, daysAgo: 35, nights: 3, guests: 1, guest: 7, source: 'booking.com', breakfast: false },
  { location: 'LOC-BRU', room: '305', rateCents: 18900, daysAgo: 32, nights: 1, guests: 2, guest: 8, source: 'expedia', breakfast: true, minibar: { description: 'Minibar - Champagne (half bottle)', quantity: 1, unitCents: 3200 } },
  { location: 'LOC-ANT', room: '201', rateCents: 10900, daysAgo: 29, nights: 2, guests: 2, guest: 0, source: 'direct', breakfast: true },
  { location: 'LOC-BRU', room: '102', rateCents: 12900, daysAgo: 26, nights: 2, guests: 1, guest: 2, source: 'booking.com', breakfast: true },
  { location: 'LOC-ANT', room: '310', rateCents: 13900, daysAgo: 22, nights: 3, guests: 1, guest: 1, payer: 9, source: 'direct', breakfast: true, discountPct: 10, billPending: true },
  { location: 'LOC-BRU', room: '214', rateCents: 14500, daysAgo: 19, nights: 1, guests: 2, guest: 3, source: 'expedia', breakfast: false },
  { location: 'LOC-ANT', room: '204', rateCents: 10900, daysAgo: 15, nights: 2, guests: 1, guest: 4, source: 'booking.com', breakfast: true, minibar: { description: 'Minibar - Sparkling water', quantity: 1, unitCents: 450 } },
  { location: 'LOC-BRU', room: '101', rateCents: 12900, daysAgo: 11, nights: 3, guests: 1, guest: 6, payer: 10, source: 'direct', breakfast: true, discountPct: 15, billPending: true },
  { location: 'LOC-ANT', room: '201', rateCents: 10900, daysAgo: 7, nights: 2, guests: 2, guest: 5, source: 'phone', breakfast: true },
  { location: 'LOC-BRU', room: '305', rateCents: 18900, daysAgo: 4, nights: 2, guests: 2, guest: 7, source: 'booking.com', breakfast: true, minibar: { description: 'Minibar - Belgian beer', quantity: 2, unitCents: 500 } },
  { location: 'LOC-ANT', room: '310', rateCents: 13900, daysAgo: 2, nights: 3, guests: 2, guest: 8, source: 'expedia', breakfast: false },
  { location: 'LOC-BRU', room: '102', rateCents: 12900, daysAgo: 1, nights: 2, guests: 1, guest: 0, source: 'direct', breakfast: true },
];

function pmsTaxRate(id: string): PmsTaxRate {
  const rate = PMS_TAX_RATES.find((t) => t.id === id);
  if (!rate) throw new Error(`sandbox seed: unknown PMS tax rate ${id}`);
  return rate;
}

function partner(index: number, role: PmsPartner['type']): PmsPartner {
  const g = GUESTS[index];
  if (!g) throw new Error(`sandbox seed: unknown guest ${index}`);
  return {
    id: `pms-guest-${String(index + 1).padStart(4, '0')}`,
    source_ref: { id: String(7001 + index), model: 'sandbox.customer' },
    type: role,
    address: { ...g.address },
    first_name: g.first_name,
    last_name: g.last_name,
    company_name: g.company_name,
  };
}

interface ItemLine {
  type: PmsOrderItemType;
  description: string;
  quantity: number;
  unitCents: number;
  taxId: string;
  productId: string;
  accountingCategoryId: string;
  discountPct?: number;
}

/** Booking channels as Chift's order sources: online travel agencies are WEB, the front desk POS. */
const CHANNEL_SOURCES: Record<string, PmsOrderSource> = {
  'booking.com': 'WEB',
  expedia: 'WEB',
  direct: 'POS',
  phone: 'UNKNOWN',
};

function seedPmsOrders(now: Date): PmsOrder[] {
  return STAYS.map((stay, i) => {
    const n = i + 1;
    const hotel = HOTELS[stay.location];
    const id = `pms-order-${String(n).padStart(4, '0')}`;
    const vendorId = 50_000 + n;
    const checkInDay = utcDay(now, -stay.daysAgo);
    const checkOutDay = utcDay(now, stay.nights - stay.daysAgo);
    const arrival = checkInDay + (13 + (i % 5)) * HOUR_MS + ((i * 17) % 60) * MINUTE_MS;
    const booked =
      utcDay(now, -(stay.daysAgo + 3 + ((i * 5) % 27))) +
      (8 + (i % 9)) * HOUR_MS +
      ((i * 7) % 60) * MINUTE_MS;
    // Closed once the guest checked out (before today) and paid; guests in house keep an open bill.
    const closed = stay.nights < stay.daysAgo && stay.billPending !== true;
    const closing = closed ? isoDateTime(checkOutDay + 10 * HOUR_MS + ((i * 11) % 50) * MINUTE_MS) : null;

    const lines: ItemLine[] = [
      {
        type: 'service',
        description: `Accommodation - Room ${stay.room}`,
        quantity: stay.nights,
        unitCents: stay.rateCents,
        taxId: 'pms-tax-vat-6',
        productId: 'pms-product-night',
        accountingCategoryId: 'acc-accommodation',
        ...(stay.discountPct === undefined ? {} : { discountPct: stay.discountPct }),
      },
    ];
    if (stay.breakfast) {
      lines.push({
        type: 'product',
        description: 'Breakfast buffet',
        quantity: stay.nights * stay.guests,
        unitCents: BREAKFAST_CENTS,
        taxId: 'pms-tax-vat-12',
        productId: 'pms-product-breakfast',
        accountingCategoryId: 'acc-food',
      });
    }
    lines.push({
      type: 'service',
      description: 'City tax',
      quantity: stay.nights,
      unitCents: hotel.cityTaxCents,
      taxId: hotel.cityTaxId,
      productId: 'pms-product-city-tax',
      accountingCategoryId: 'acc-city-tax',
    });
    if (stay.minibar) {
      lines.push({
        type: 'product',
        description: stay.minibar.description,
        quantity: stay.minibar.quantity,
        unitCents: stay.minibar.unitCents,
        taxId: 'pms-tax-vat-21',
        productId: 'pms-product-minibar',
        accountingCategoryId: 'acc-beverages',
      });
    }

    let totalCents = 0;
    let taxCents = 0;
    let discountCents = 0;
    const taxCentsById = new Map<string, { tax: number; total: number }>();
    const items = lines.map((line, index): PmsOrderItem => {
      const tax = pmsTaxRate(line.taxId);
      const gross = line.quantity * line.unitCents;
      const discount = Math.round((gross * (line.discountPct ?? 0)) / 100);
      const total = gross - discount;
      // Hotel prices include VAT: the tax is the VAT share of the total.
      const taxAmount = Math.round((total * tax.rate) / (100 + tax.rate));
      totalCents += total;
      taxCents += taxAmount;
      discountCents += discount;
      const sums = taxCentsById.get(tax.id) ?? { tax: 0, total: 0 };
      taxCentsById.set(tax.id, { tax: sums.tax + taxAmount, total: sums.total + total });
      return {
        id: `${id}-item-${index + 1}`,
        source_ref: { id: `${vendorId}-${index + 1}`, model: 'sandbox.order_item' },
        quantity: line.quantity,
        unit_price: euros(line.unitCents),
        total: euros(total),
        tax_amount: euros(taxAmount),
        type: line.type,
        menu_id: null,
        tax_rate: tax.rate,
        tax_id: tax.id,
        description: line.description,
        discounts:
          discount === 0
            ? []
            : [
                {
                  id: `discount-corporate-${line.discountPct}`,
                  name: `Corporate rate -${line.discountPct}%`,
                  total: euros(discount),
                  type: 'OFFERED',
                },
              ],
        product_id: line.productId,
        accounting_category_id: line.accountingCategoryId,
      };
    });
    const taxes = [...taxCentsById].map(([taxId, cents]): PmsOrderTax => {
      const tax = pmsTaxRate(taxId);
      return {
        tax_id: tax.id,
        name: tax.label,
        tax_rate: tax.rate,
        tax_amount: euros(cents.tax),
        total: euros(cents.total),
      };
    });

    // The guest owns the bill; a company that pays for the stay is an account charged.
    const guestPartner = partner(stay.guest, 'owner');
    const payer = stay.payer === undefined ? null : partner(stay.payer, 'account');
    const roomId = `room-${hotel.code.toLowerCase()}-${stay.room}`;
    return {
      id,
      source_ref: { id: String(vendorId), model: 'sandbox.order' },
      creation_date: isoDateTime(booked),
      closing_date: closing,
      service_date: isoDateTime(arrival),
      total: euros(totalCents),
      tax_amount: euros(taxCents),
      order_number: `${hotel.code}-${1000 + n}`,
      device_id: null,
      total_discount: euros(discountCents),
      total_refund: 0,
      total_tip: 0,
      delivery_fee: 0,
      mode: 'UNKNOWN',
      source: CHANNEL_SOURCES[stay.source] ?? 'UNKNOWN',
      currency: 'EUR',
      country: 'BE',
      loyalty: null,
      customer_id: (payer ?? guestPartner).id,
      location_id: stay.location,
      guests: stay.guests,
      service_id: 'pms-service-accommodation',
      taxes,
      items,
      reservation: {
        id: `pms-reservation-${String(n).padStart(4, '0')}`,
        source_ref: { id: String(80_000 + n), model: 'sandbox.reservation' },
        start_date: localDateTime(checkInDay + 15 * HOUR_MS),
        end_date: localDateTime(checkOutDay + 11 * HOUR_MS),
        creation_date: localDateTime(booked),
        resource_id: { id: roomId, source_ref: { id: roomId, model: 'sandbox.resource' } },
        resource_name: `Room ${stay.room}`,
        resource_identifier: stay.room,
      },
      bills: [
        {
          id: `pms-bill-${String(n).padStart(4, '0')}`,
          source_ref: { id: String(90_000 + n), model: 'sandbox.bill' },
          invoice_number: closed ? `${hotel.code}-INV-${String(n).padStart(5, '0')}` : null,
          creation_date: isoDateTime(arrival),
          closing_date: closing,
          partners: payer ? [guestPartner, payer] : [guestPartner],
        },
      ],
    };
  });
}
