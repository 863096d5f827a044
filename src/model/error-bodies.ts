import { z } from 'zod';
import { resource } from './declare.js';

/** The error bodies of the REST surface (spec 7, contract §2), as Chift's document names them. */

export const validationItem = resource('ValidationError', 'One invalid value of a request', {
  loc: z.array(z.union([z.string(), z.int()])).describe('Where: body, query, path or header, then the field'),
  msg: z.string().describe('What is wrong'),
  type: z.string().describe('Kind of failure, in pydantic’s words (missing, less_than_equal, …)'),
  input: z.unknown().optional().describe('The value received'),
  ctx: z.record(z.string(), z.unknown()).optional().describe('The bound that was crossed'),
});

export const chiftError = resource('ChiftError', 'What went wrong', {
  message: z.string().describe('Short explanation'),
  status: z.string().nullable().describe('Always error'),
  detail: z.string().nullable().describe('More detail: what the connected software said, what to change'),
  error_code: z.string().nullable().describe('Stable code of the failure, e.g. ERROR_CONSUMER_NOT_FOUND'),
  errors: z
    .array(validationItem)
    .optional()
    .describe('On a 422 of the operations whose validation answer is a ChiftError: every invalid value'),
});

export const httpValidationError = resource('HTTPValidationError', 'The request is invalid', {
  message: z.string().describe('Validation error'),
  status: z.string().describe('Always error'),
  detail: z.array(validationItem).describe('Every invalid value at once'),
});
