import { type Page, type PageRequest, type PmsTaxRate, pageOffset } from '../../model/index.js';
import type { MewsClient } from './client.js';
import type { MewsContext, MewsContextCache } from './configuration.js';
import { type MewsTaxation, type MewsTaxations, type MewsTaxRate, taxationsResponse } from './types.js';

/**
 * How a Mews tax rate is recognised as a city (tourist) tax. Mews models city tax as products
 * and `CityTax` order items, not as a flag on the rate, so: a rate is a city tax when its code,
 * its taxation's code, name or local name reads like one (below), or when its strategy is `Flat`
 * (a fixed amount per unit, which in practice is how per-night levies are taxed; VAT is never flat).
 */
export const CITY_TAX_PATTERN =
  /city|tourist|tourism|kurtax|ortstax|taxe de s[ée]jour|stadtsteuer|tassa di soggiorno|lodging|accommodation tax/i;

export function isCityTax(rate: MewsTaxRate, taxation: MewsTaxation | undefined): boolean {
  if (rate.Strategy?.Discriminator === 'Flat') return true;
  return [rate.Code, taxation?.Code, taxation?.Name, taxation?.LocalName].some(
    (text) => typeof text === 'string' && CITY_TAX_PATTERN.test(text),
  );
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * Percentage of a rate: `Strategy.Value.Value × 100` for `Relative` and `Dependent` (the
 * top-level `Value` can differ and loses); rates without a strategy fall back to `Value`.
 * Null for `Flat` rates, which are an amount, not a percentage.
 */
export function ratePercent(rate: MewsTaxRate): number | null {
  if (rate.Strategy?.Discriminator === 'Flat') return null;
  const fraction = rate.Strategy?.Value?.Value ?? rate.Value ?? null;
  return fraction === null ? null : round6(fraction * 100);
}

/** A Mews tax rate as a PMS tax rate; `raw` is the Mews `TaxRate` record. */
export function toPmsTaxRate(rate: MewsTaxRate, taxation: MewsTaxation | undefined): PmsTaxRate {
  const name = taxation?.Name || rate.Code;
  const flat = rate.Strategy?.Discriminator === 'Flat' ? rate.Strategy.Value : null;
  return {
    id: rate.Code,
    source_ref: { id: rate.Code, model: 'TaxRate' },
    // A flat rate has no percentage (rate 0): its label says so and carries the amount.
    label:
      flat && typeof flat.Value === 'number'
        ? `${name} (flat ${flat.Value}${flat.CurrencyCode ? ` ${flat.CurrencyCode}` : ''})`
        : name,
    rate: ratePercent(rate) ?? 0,
    is_city_tax: isCityTax(rate, taxation),
    raw: rate,
  };
}

/** The tax rates of the enterprise's tax environment, in Mews' order; all of them without one. */
export function ratesOfEnvironment(taxations: MewsTaxations, context: MewsContext): MewsTaxRate[] {
  const codes = context.taxEnvironment ? new Set(context.taxEnvironment.TaxationCodes ?? []) : null;
  return codes === null ? taxations.TaxRates : taxations.TaxRates.filter((r) => codes.has(r.TaxationCode));
}

/** taxations/getAll (operations/taxations.md): tokens only, not paged. */
export function fetchTaxations(client: MewsClient): Promise<MewsTaxations> {
  return client.call('taxations/getAll', {}, taxationsResponse, 'list tax rates');
}

/**
 * `pms.taxes.list`: the rates of the enterprise's tax environment (`configuration/get` →
 * `TaxEnvironmentCode`, `taxEnvironments/getAll` → its `TaxationCodes`, both cached), taken from
 * `taxations/getAll` (fetched each time), then paged here: Mews does not page taxations.
 * Pitfalls: rates no longer valid (`ValidityInvervalsUtc`, spelled so) are kept, since past orders
 * refer to them; an enterprise without a tax environment gets every rate Mews lists.
 */
export async function listTaxRates(
  client: MewsClient,
  contexts: MewsContextCache,
  page: PageRequest,
): Promise<Page<PmsTaxRate>> {
  const [context, taxations] = await Promise.all([contexts.get(), fetchTaxations(client)]);
  const byCode = new Map(taxations.Taxations.map((t) => [t.Code, t]));
  const rates = ratesOfEnvironment(taxations, context);
  const offset = pageOffset(page);
  return {
    items: rates.slice(offset, offset + page.size).map((r) => toPmsTaxRate(r, byCode.get(r.TaxationCode))),
    total: rates.length,
    page: page.page,
    size: page.size,
  };
}
