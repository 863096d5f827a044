import { GraphQLError, Kind } from 'graphql';
import { LOCAL_DATE_TIME_PATTERN } from '../model/index.js';
import { builder } from './builder.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function parseDate(value: unknown): string {
  if (typeof value !== 'string' || !DATE.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
    throw new GraphQLError('Date must be a calendar date YYYY-MM-DD');
  }
  return value;
}

export const DateScalar = builder.scalarType('Date', {
  description: 'A calendar day without time or zone, ISO 8601 YYYY-MM-DD (e.g. 2024-10-01)',
  serialize: (value) => value,
  parseValue: parseDate,
  parseLiteral: (ast) => parseDate(ast.kind === Kind.STRING ? ast.value : undefined),
});

export const DateTimeScalar = builder.scalarType('DateTime', {
  description: 'An instant: an ISO 8601 date-time with its offset (e.g. 2024-10-01T15:00:00Z)',
  serialize: (value) => (value instanceof Date ? value.toISOString() : value),
  parseValue: (value) => {
    if (typeof value !== 'string' || Number.isNaN(Date.parse(value)))
      throw new GraphQLError('Invalid DateTime');
    return value;
  },
});

const LOCAL_DATE_TIME = new RegExp(LOCAL_DATE_TIME_PATTERN);

function parseLocalDateTime(value: unknown): string {
  if (typeof value !== 'string' || !LOCAL_DATE_TIME.test(value) || Number.isNaN(Date.parse(`${value}Z`))) {
    throw new GraphQLError(
      'LocalDateTime must be an ISO 8601 date-time without zone designator, YYYY-MM-DDTHH:MM:SS',
    );
  }
  return value;
}

/** Reservation times (contract §0): the property's wall-clock time, naive, as the specification writes them. */
export const LocalDateTimeScalar = builder.scalarType('LocalDateTime', {
  description:
    'ISO 8601 date-time without zone designator (YYYY-MM-DDTHH:MM:SS), in the property’s local time',
  serialize: (value) => value,
  parseValue: parseLocalDateTime,
  parseLiteral: (ast) => parseLocalDateTime(ast.kind === Kind.STRING ? ast.value : undefined),
});

/**
 * A string scalar that documents what the string is. Output passes the value through unchanged
 * (a vendor's value is served as the vendor gives it); input takes any string, which the field's
 * own declaration then validates (the same rules and errors as REST).
 */
function textScalar(name: 'URL' | 'CurrencyCode' | 'CountryCode', description: string) {
  const parse = (value: unknown): string => {
    if (typeof value !== 'string') throw new GraphQLError(`${name} must be a string`);
    return value;
  };
  return builder.scalarType(name, {
    description,
    serialize: (value) => value,
    parseValue: parse,
    parseLiteral: (ast) => parse(ast.kind === Kind.STRING ? ast.value : undefined),
  });
}

export const URLScalar = textScalar(
  'URL',
  'An absolute URL (RFC 3986), e.g. https://example.com/path; inputs are checked as the field says',
);

export const CurrencyCodeScalar = textScalar(
  'CurrencyCode',
  'A currency as an ISO 4217 code (e.g. EUR), as the connected software gives it: a value that is not such a code is passed through unchanged',
);

export const CountryCodeScalar = textScalar(
  'CountryCode',
  'A country as an ISO 3166-1 alpha-2 code (e.g. BE), as the connected software gives it: a value that is not such a code is passed through unchanged',
);

export const JSONScalar = builder.scalarType('JSON', {
  description: 'Any JSON value (a vendor payload)',
  serialize: (value) => value,
  parseValue: (value) => value,
});
