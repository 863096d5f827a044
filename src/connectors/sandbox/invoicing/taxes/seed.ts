import type { TaxCode } from '../../../../model/index.js';
import { stored } from '../../kit.js';
import type { SandboxRecord } from '../../types.js';

/** Tax codes of a Belgian company. Codes are the grids of the Belgian VAT return. */

export const KIND = 'tax';

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

export function seedTaxCodes(): TaxCode[] {
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

export function seed(): SandboxRecord[] {
  return seedTaxCodes().map((t) => stored(KIND, t));
}
