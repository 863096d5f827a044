import { GraphQLError, Kind } from 'graphql';
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

export const JSONScalar = builder.scalarType('JSON', {
  description: 'Any JSON value (a vendor payload)',
  serialize: (value) => value,
  parseValue: (value) => value,
});
