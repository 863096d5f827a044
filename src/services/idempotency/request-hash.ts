import { createHash } from 'node:crypto';
import type { OperationId } from '../../model/index.js';

/** JSON with object keys sorted, so `{a,b}` and `{b,a}` hash the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** What a key is bound to: the operation, the consumer and the body (as before migration 003). */
export function requestHash(operation: OperationId, consumerId: string, input: unknown): string {
  return createHash('sha256')
    .update(`${operation}:${consumerId}\n${canonical(input)}`)
    .digest('hex');
}
