import type { Product } from '../../../../model/index.js';
import { fromCents as euros } from '../../../../money.js';
import { stored } from '../../kit.js';
import type { SandboxRecord } from '../../types.js';

/** The catalogue. Services (and a sold-out book) report no stock. */

export const KIND = 'product';

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

export function seedProducts(): Product[] {
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

export function seed(): SandboxRecord[] {
  return seedProducts().map((p) => stored(KIND, p));
}
