import { describe, expect, it } from 'vitest';
import { fromCents, minorDigits, roundMoney, sumAmounts, toCents, withoutTax } from '../src/money.js';

describe('money', () => {
  it('knows the ISO 4217 minor unit, not the display digits of the runtime', () => {
    expect([minorDigits('EUR'), minorDigits('usd'), minorDigits('JPY'), minorDigits('KWD')]).toEqual([
      2, 2, 0, 3,
    ]);
    // ICU displays these without decimals; their amounts are in hundredths all the same.
    expect([minorDigits('HUF'), minorDigits('IDR'), minorDigits('COP')]).toEqual([2, 2, 2]);
    expect([minorDigits('CLF'), minorDigits(null), minorDigits(undefined), minorDigits('???')]).toEqual([
      4, 2, 2, 2,
    ]);
  });

  it('rounds to the minor unit and sums exactly to the cent', () => {
    expect(roundMoney(0.1 + 0.2, 'EUR')).toBe(0.3);
    expect(roundMoney(1.23456, 'KWD')).toBe(1.235);
    expect(roundMoney(499.6, 'JPY')).toBe(500);
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumAmounts([0.1, 0.2])).toBe(0.3);
    expect([toCents(12.34), toCents(-0.015), fromCents(1234), fromCents(11700.000000000002)]).toEqual([
      1234, -1, 12.34, 117,
    ]);
  });

  it('takes the tax out of a price with tax, to the cent', () => {
    expect(withoutTax(250, 12)).toBe(223);
    expect(withoutTax(350, 21)).toBe(289);
    expect(withoutTax(0, 6)).toBe(0);
  });
});
