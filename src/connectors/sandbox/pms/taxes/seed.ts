import type { PmsTaxRate } from '../../../../model/index.js';
import { stored } from '../../kit.js';
import type { SandboxRecord } from '../../types.js';

/** The hotels' tax rates: Belgian VAT and city taxes, Portuguese VAT and Lisbon's tourist tax. */

export const KIND = 'pms_tax';

// biome-ignore format: a data table, one row per tax rate
export const PMS_TAX_RATES: readonly PmsTaxRate[] = [
  { id: 'pms-tax-vat-6', source_ref: { id: 'VAT-6', model: 'sandbox.tax_rate' }, label: 'VAT 6% (accommodation)', rate: 6, is_city_tax: false },
  { id: 'pms-tax-vat-12', source_ref: { id: 'VAT-12', model: 'sandbox.tax_rate' }, label: 'VAT 12% (food)', rate: 12, is_city_tax: false },
  { id: 'pms-tax-vat-21', source_ref: { id: 'VAT-21', model: 'sandbox.tax_rate' }, label: 'VAT 21% (beverages)', rate: 21, is_city_tax: false },
  { id: 'pms-tax-vat-0', source_ref: { id: 'VAT-0', model: 'sandbox.tax_rate' }, label: 'VAT 0% (exempt)', rate: 0, is_city_tax: false },
  { id: 'pms-tax-city-bru', source_ref: { id: 'CITY-BRU', model: 'sandbox.tax_rate' }, label: 'City tax Brussels (per room night)', rate: 0, is_city_tax: true },
  { id: 'pms-tax-city-ant', source_ref: { id: 'CITY-ANT', model: 'sandbox.tax_rate' }, label: 'City tax Antwerp (per room night)', rate: 0, is_city_tax: true },
];

// The Lisbon property's (Portuguese VAT, Lisbon's tourist tax).
// biome-ignore format: a data table, one row per tax rate
export const PMS_LISBON_TAX_RATES: readonly PmsTaxRate[] = [
  { id: 'pms-tax-pt-6', source_ref: { id: 'IVA-RED', model: 'sandbox.tax_rate' }, label: 'IVA 6% (alojamento)', rate: 6, is_city_tax: false },
  { id: 'pms-tax-pt-13', source_ref: { id: 'IVA-INT', model: 'sandbox.tax_rate' }, label: 'IVA 13% (restauração)', rate: 13, is_city_tax: false },
  { id: 'pms-tax-pt-23', source_ref: { id: 'IVA-NOR', model: 'sandbox.tax_rate' }, label: 'IVA 23% (bebidas alcoólicas)', rate: 23, is_city_tax: false },
  { id: 'pms-tax-city-lis', source_ref: { id: 'TT-LIS', model: 'sandbox.tax_rate' }, label: 'Taxa turística Lisboa (por noite)', rate: 0, is_city_tax: true },
];

/** Belgian rates, then Lisbon's. */
export function seedPmsTaxRates(): PmsTaxRate[] {
  return [...PMS_TAX_RATES, ...PMS_LISBON_TAX_RATES].map((t) => ({ ...t, source_ref: { ...t.source_ref } }));
}

export function seed(): SandboxRecord[] {
  return seedPmsTaxRates().map((t) => stored(KIND, t));
}
