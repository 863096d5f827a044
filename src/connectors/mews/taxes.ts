import { type Page, type PageRequest, type PmsTaxRate, pageOffset } from '../../model/index.js';
import type { MewsClient } from './client.js';
import type { MewsContext, MewsContextCache } from './configuration.js';
import type { MewsHandlers } from './connection.js';
import {
  envelopeOf,
  type MewsTaxation,
  type MewsTaxations,
  type MewsTaxRate,
  taxationList,
  taxRateList,
} from './types.js';

/**
 * How a Mews tax rate is recognised as a city (tourist) tax: from its taxation, never from its
 * strategy. Mews models city tax as products and `CityTax` order items, not as a flag on the
 * rate, and a `Flat` strategy is no sign of one (the documented `AT-5-EUR` is a flat rate of the
 * VAT taxation `AT`). So a rate is a city tax when its taxation's code, name or local name reads
 * like one (below) and not like VAT; a rate whose taxation Mews does not list is judged by its
 * own code.
 */
export const CITY_TAX_PATTERN =
  /city|tourist|tourism|kurtax|ortstax|taxe de s[ée]jour|stadtsteuer|tassa di soggiorno|imposta di soggiorno|toeristenbelasting|lodging|accommodation tax|occupancy tax|levy|n[äa]chtigungs|abgabe/i;
/** Value-added and sales taxes, whatever else their names say ("Extra tax on top of VAT"). */
export const VAT_PATTERN =
  /\b(vat|mwst|ust|tva|iva|btw|dph|áfa|afa|moms|mva|alv|ddv|pdv|gst|hst|pst|qst|tvq|sales tax)\b/i;

export function isCityTax(rate: MewsTaxRate, taxation: MewsTaxation | undefined): boolean {
  const texts = taxation ? [taxation.Code, taxation.Name, taxation.LocalName] : [rate.Code];
  const reads = (pattern: RegExp) => texts.some((text) => typeof text === 'string' && pattern.test(text));
  return reads(CITY_TAX_PATTERN) && !reads(VAT_PATTERN);
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

const taxationsEnvelope = envelopeOf([taxationList, taxRateList]);

/** taxations/getAll (operations/taxations.md): tokens only, not paged; records parsed one by one. */
export async function fetchTaxations(client: MewsClient): Promise<MewsTaxations> {
  const answer = await client.call('taxations/getAll', {}, taxationsEnvelope, 'list tax rates');
  return {
    Taxations: client.records(answer[taxationList.key], taxationList),
    TaxRates: client.records(answer[taxRateList.key], taxRateList),
  };
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

export const handlers = {
  'pms.taxes.list': (m) => (page) => listTaxRates(m.client, m.contexts, page),
} satisfies MewsHandlers;
