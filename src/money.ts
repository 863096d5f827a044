/**
 * Money, once for the whole repository: the minor unit of a currency (ISO 4217), amounts rounded
 * to it, and the cent arithmetic that keeps sums exact. Amounts travel as decimal numbers (12.34,
 * as Chift writes them); sums are made in integer minor units and converted back once, because
 * binary floating point drifts (0.1 + 0.2 ≠ 0.3).
 */

/**
 * ISO 4217 minor-unit digits of the currencies whose unit is not hundredths. The standard's
 * table, not the runtime's display digits: ICU shows HUF, IDR or COP without decimals, but their
 * amounts (Square's smallest units, Mews's rounding) are in hundredths.
 */
const MINOR_DIGITS: Record<string, number> = {
  // 0 digits
  BIF: 0,
  BYR: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  UYI: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  // 3 digits
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
  // 4 digits
  CLF: 4,
  UYW: 4,
};

/** Digits after the decimal point of `currency`; 2 for the rest and for a missing currency. */
export function minorDigits(currency: string | null | undefined): number {
  return MINOR_DIGITS[(currency ?? '').toUpperCase()] ?? 2;
}

/** `value` rounded to the currency's minor unit (sums of amounts drift in binary floating point). */
export function roundMoney(value: number, currency: string | null | undefined): number {
  const factor = 10 ** minorDigits(currency);
  return Math.round(value * factor) / factor;
}

/** An amount of a two-digit currency in cents, exact: 12.34 → 1234. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/** Cents as an amount, written once from an exact sum: 1234 → 12.34. */
export function fromCents(cents: number): number {
  return Math.round(cents) / 100;
}

/** The sum of amounts, exact to the cent. */
export function sumAmounts(amounts: readonly number[]): number {
  return fromCents(amounts.reduce((sum, amount) => sum + toCents(amount), 0));
}

/** The part of a price with tax (in cents) that is not tax, at `rate` percent, to the cent. */
export function withoutTax(cents: number, rate: number): number {
  return Math.round((cents * 100) / (100 + rate));
}
