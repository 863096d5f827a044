// The library's plain entry: codes only. Its default entry also loads ~80 locale files of names.
import countries from 'i18n-iso-countries/index.js';

/**
 * A vendor's country code as ISO 3166-1 alpha-2, the form Chift's documents show (`FR`):
 * alpha-2 (`cz`, `CZ`), alpha-3 (`AUT`) and numeric (`040`) codes are accepted, anything else
 * is null. `UK`, which ISO reserves for the United Kingdom, is `GB`.
 */
export function toAlpha2(code: string | null | undefined): string | null {
  const trimmed = code?.trim().toUpperCase();
  if (!trimmed) return null;
  if (trimmed === 'UK') return 'GB';
  if (!countries.isValid(trimmed)) return null;
  return countries.toAlpha2(trimmed) ?? null;
}
