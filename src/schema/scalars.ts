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
  description: 'Calendar date, YYYY-MM-DD',
  serialize: (value) => value,
  parseValue: parseDate,
  parseLiteral: (ast) => parseDate(ast.kind === Kind.STRING ? ast.value : undefined),
});

export const DateTimeScalar = builder.scalarType('DateTime', {
  description: 'ISO 8601 date-time',
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

export const JSONScalar = builder.scalarType('JSON', {
  description: 'Any JSON value (a vendor payload)',
  serialize: (value) => value,
  parseValue: (value) => value,
});
