import type { z } from 'zod';
import type { ValidationIssue } from '../errors.js';

/**
 * Turns zod issues into FastAPI/pydantic v2 validation items (contract §2), so clients written
 * for Chift parse Lintel's 422 bodies unchanged. `prefix` is where the value came from
 * (`["query"]`, `["body"]`, …).
 */
export type ValidationItem = ValidationIssue;

type Issue = z.core.$ZodIssue;

type BoundItem = (bound: number) => Pick<ValidationItem, 'msg' | 'type' | 'ctx'>;
const plural = (n: number) => (n === 1 ? '' : 's');

/** pydantic's wording for a value past a bound, by side and by what was bounded. */
const BOUNDS: Record<'max' | 'min', Record<'string' | 'array' | 'exclusive' | 'inclusive', BoundItem>> = {
  max: {
    string: (n) => ({
      msg: `String should have at most ${n} character${plural(n)}`,
      type: 'string_too_long',
      ctx: { max_length: n },
    }),
    array: (n) => ({ msg: `List should have at most ${n} items`, type: 'too_long', ctx: { max_length: n } }),
    exclusive: (n) => ({ msg: `Input should be less than ${n}`, type: 'less_than', ctx: { lt: n } }),
    inclusive: (n) => ({
      msg: `Input should be less than or equal to ${n}`,
      type: 'less_than_equal',
      ctx: { le: n },
    }),
  },
  min: {
    string: (n) => ({
      msg: `String should have at least ${n} character${plural(n)}`,
      type: 'string_too_short',
      ctx: { min_length: n },
    }),
    array: (n) => ({
      msg: `List should have at least ${n} items`,
      type: 'too_short',
      ctx: { min_length: n },
    }),
    exclusive: (n) => ({ msg: `Input should be greater than ${n}`, type: 'greater_than', ctx: { gt: n } }),
    inclusive: (n) => ({
      msg: `Input should be greater than or equal to ${n}`,
      type: 'greater_than_equal',
      ctx: { ge: n },
    }),
  },
};

/** A custom issue may name its pydantic type in `params.type` (e.g. `int_parsing`). */
export function toValidationItems(
  issues: readonly Issue[],
  prefix: (string | number)[] = [],
): ValidationItem[] {
  const items: ValidationItem[] = [];
  for (const issue of issues) {
    const loc = [...prefix, ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))];
    const input = (issue as { input?: unknown }).input;
    const withInput = (item: ValidationItem): ValidationItem =>
      input === undefined ? item : { ...item, input };
    switch (issue.code) {
      case 'unrecognized_keys':
        for (const key of issue.keys) {
          items.push({ loc: [...loc, key], msg: 'Extra inputs are not permitted', type: 'extra_forbidden' });
        }
        break;
      case 'invalid_type': {
        if (input === undefined) {
          items.push({ loc, msg: 'Field required', type: 'missing' });
          break;
        }
        const expected = issue.expected;
        const [type, msg] =
          expected === 'string'
            ? ['string_type', 'Input should be a valid string']
            : expected === 'number'
              ? ['float_parsing', 'Input should be a valid number']
              : expected === 'int'
                ? ['int_parsing', 'Input should be a valid integer']
                : expected === 'boolean'
                  ? ['bool_parsing', 'Input should be a valid boolean']
                  : expected === 'array'
                    ? ['list_type', 'Input should be a valid list']
                    : expected === 'object'
                      ? ['dict_type', 'Input should be a valid dictionary']
                      : ['type_error', `Input should be a valid ${expected}`];
        items.push(withInput({ loc, msg, type }));
        break;
      }
      case 'too_big':
      case 'too_small': {
        const side = issue.code === 'too_big' ? 'max' : 'min';
        const bound = Number(issue.code === 'too_big' ? issue.maximum : issue.minimum);
        const kind: 'string' | 'array' | 'exclusive' | 'inclusive' =
          issue.origin === 'string'
            ? 'string'
            : issue.origin === 'array'
              ? 'array'
              : issue.inclusive === false
                ? 'exclusive'
                : 'inclusive';
        items.push(withInput({ loc, ...BOUNDS[side][kind](bound) }));
        break;
      }
      case 'invalid_value': {
        const expected = issue.values.map((v) => `'${String(v)}'`);
        const text =
          expected.length > 1 ? `${expected.slice(0, -1).join(', ')} or ${expected.at(-1)}` : expected[0];
        items.push(withInput({ loc, msg: `Input should be ${text}`, type: 'enum', ctx: { expected: text } }));
        break;
      }
      case 'invalid_format': {
        const formats: Record<string, [string, string]> = {
          uuid: ['uuid_parsing', 'Input should be a valid UUID'],
          date: ['date_parsing', 'Input should be a valid date in the format YYYY-MM-DD'],
          datetime: ['datetime_parsing', 'Input should be a valid datetime'],
          url: ['url_parsing', 'Input should be a valid URL'],
          email: ['value_error', 'value is not a valid email address'],
        };
        const [type, msg] = formats[issue.format] ?? ['string_pattern_mismatch', issue.message];
        items.push(withInput({ loc, msg, type }));
        break;
      }
      case 'invalid_union':
        // A required union (Chift's `BoolParam`: true/false as text or a boolean) left out.
        if (input === undefined) items.push({ loc, msg: 'Field required', type: 'missing' });
        else items.push(withInput({ loc, msg: issue.message, type: 'value_error' }));
        break;
      case 'custom': {
        const params = (issue.params ?? {}) as { type?: string; ctx?: Record<string, unknown> };
        items.push(
          withInput({
            loc,
            msg: issue.message,
            type: params.type ?? 'value_error',
            ...(params.ctx ? { ctx: params.ctx } : {}),
          }),
        );
        break;
      }
      default:
        items.push(withInput({ loc, msg: issue.message, type: 'value_error' }));
    }
  }
  return items;
}

/**
 * Text in Lintel never holds NUL: PostgreSQL refuses it in `text` and `jsonb`, and vendors
 * mishandle it. Strings are refused at each boundary (REST path, query and body; GraphQL
 * arguments and variables) with pydantic's `string_pattern_mismatch`, naming this pattern.
 */
export const NO_NUL_PATTERN = '^[^\\x00]*$';

/** At most this many items of invalid text in one answer (a body of a million NUL strings gets a short 422). */
const MAX_TEXT_ITEMS = 20;

/** The validation item of a string holding NUL, at `loc`. */
export function nulItem(loc: (string | number)[], input: string): ValidationItem {
  return {
    loc,
    msg: `String should match pattern '${NO_NUL_PATTERN}'`,
    type: 'string_pattern_mismatch',
    input,
    ctx: { pattern: NO_NUL_PATTERN },
  };
}

/**
 * A UTF-16 surrogate without its pair: a high one not followed by a low one, or a low one not
 * preceded by a high one. JSON's `\ud800` escape writes one; it is no Unicode character, has no
 * UTF-8, and PostgreSQL refuses it (`invalid byte sequence for encoding "UTF8"`).
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

/** True when `text` holds a lone surrogate (see `LONE_SURROGATE`). */
export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

/** `text` with each lone surrogate replaced by U+FFFD, as a UTF-8 encoder writes it. */
export function withoutLoneSurrogates(text: string): string {
  return text.replace(LONE_SURROGATES, '\uFFFD');
}

/**
 * The validation item of a string holding a lone surrogate, at `loc`: pydantic's
 * `string_unicode` (what it answers for a Python string it cannot encode, as FastAPI does for a
 * body carrying `\ud800`). The input is echoed with U+FFFD in place of each lone surrogate, so
 * the answer itself is valid Unicode wherever it is stored or logged.
 */
export function loneSurrogateItem(loc: (string | number)[], input: string): ValidationItem {
  return {
    loc: loc.map((part) => (typeof part === 'string' ? withoutLoneSurrogates(part) : part)),
    msg: 'Input should be a valid string, unable to parse raw data as a unicode string',
    type: 'string_unicode',
    input: withoutLoneSurrogates(input),
  };
}

/** The item of a string Lintel never accepts as text (a lone surrogate, or NUL), or null. */
export function invalidTextItem(loc: (string | number)[], text: string): ValidationItem | null {
  if (hasLoneSurrogate(text)) return loneSurrogateItem(loc, text);
  if (text.includes('\0')) return nulItem(loc, text);
  return null;
}

/**
 * An item for every string of `value` (object keys included) that is not valid text for Lintel:
 * one holding a lone surrogate (`string_unicode`) or NUL (`string_pattern_mismatch`), each at
 * `prefix` then its path. Walks without recursion, so any nesting is safe.
 */
export function invalidTextItems(value: unknown, prefix: (string | number)[] = []): ValidationItem[] {
  const items: ValidationItem[] = [];
  // Breadth first over a flat list (no recursion, no `shift`); a node's loc is rebuilt from its
  // parent links only when it is reported.
  const nodes: { value: unknown; parent: number; key: string | number | null }[] = [
    { value, parent: -1, key: null },
  ];
  const locOf = (index: number, last?: string): (string | number)[] => {
    const path: (string | number)[] = last === undefined ? [] : [last];
    for (let at = index; at >= 0; at = nodes[at]!.parent) {
      const key = nodes[at]!.key;
      if (key !== null) path.unshift(key);
    }
    return [...prefix, ...path];
  };
  const check = (text: string, index: number, key?: string) => {
    // The cheap test first: most strings hold neither.
    if (!/[\0\uD800-\uDFFF]/.test(text)) return;
    const item = invalidTextItem(locOf(index, key), text);
    if (item) items.push(item);
  };
  for (let next = 0; next < nodes.length && items.length < MAX_TEXT_ITEMS; next++) {
    const current = nodes[next]!.value;
    if (typeof current === 'string') check(current, next);
    else if (Array.isArray(current)) {
      for (const [index, element] of current.entries())
        nodes.push({ value: element, parent: next, key: index });
    } else if (current !== null && typeof current === 'object') {
      for (const [key, element] of Object.entries(current)) {
        check(key, next, key);
        nodes.push({ value: element, parent: next, key });
      }
    }
  }
  return items.slice(0, MAX_TEXT_ITEMS);
}
