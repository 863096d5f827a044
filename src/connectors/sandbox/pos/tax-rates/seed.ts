import type { PosTaxRate } from '../../../../model/index.js';
import { stored } from '../../kit.js';
import type { SandboxRecord } from '../../types.js';

export const KIND = 'pos_tax_rate';

// biome-ignore format: a data table, one row per tax rate
export const POS_TAX_RATES: readonly PosTaxRate[] = [
  { id: 'postax-be-6', label: 'BTW/TVA 6%', rate: 6, tax_code: 'BE-VAT6' },
  { id: 'postax-be-12', label: 'BTW/TVA 12%', rate: 12, tax_code: 'BE-VAT12' },
  { id: 'postax-be-21', label: 'BTW/TVA 21%', rate: 21, tax_code: 'BE-VAT21' },
  { id: 'postax-pt-6', label: 'IVA 6%', rate: 6, tax_code: 'PT-IVA6' },
  { id: 'postax-pt-13', label: 'IVA 13%', rate: 13, tax_code: 'PT-IVA13' },
  { id: 'postax-pt-23', label: 'IVA 23%', rate: 23, tax_code: 'PT-IVA23' },
];

/** A tax class of a product and the rate it has in each country. */
export const TAX_CLASSES = {
  takeaway: { BE: 'postax-be-6', PT: 'postax-pt-13' },
  served: { BE: 'postax-be-12', PT: 'postax-pt-13' },
  alcohol: { BE: 'postax-be-21', PT: 'postax-pt-23' },
} as const;
export type TaxClass = keyof typeof TAX_CLASSES;

export function taxRateOf(id: string): PosTaxRate {
  return POS_TAX_RATES.find((t) => t.id === id)!;
}

export function seed(): SandboxRecord[] {
  return POS_TAX_RATES.map((t) => stored(KIND, t));
}
