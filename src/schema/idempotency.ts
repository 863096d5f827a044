import { createHash } from 'node:crypto';
import { LintelError } from '../errors.js';
import type { Tables } from '../store/index.js';
import type { RequestContext } from './context.js';
import { withEvents } from './events.js';

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

/**
 * Runs a write at most once per idempotency key (contract §1): the same key with the same
 * request answers the first result again without a second write; another request → 409.
 * Without a key the write simply runs.
 */
export async function withIdempotency<T>(
  ctx: RequestContext,
  scope: string,
  request: unknown,
  write: () => Promise<T>,
  /** Runs in the transaction that stores the answer (e.g. the outbox event of the write). */
  onCommit: (tx: Tables, result: T) => Promise<void> = async () => {},
): Promise<T> {
  const key = ctx.idempotencyKey;
  if (key === null) {
    const result = await write();
    await withEvents(ctx, (tx) => onCommit(tx, result));
    return result;
  }
  const store = ctx.deps.store.idempotency;
  const accountId = ctx.caller.accountId;
  const hash = createHash('sha256')
    .update(`${scope}\n${canonical(request)}`)
    .digest('hex');
  const claim = await store.claim(accountId, key, hash);
  switch (claim.state) {
    case 'replay':
      return claim.response as T;
    case 'conflict':
      throw new LintelError('ERROR_IDEMPOTENCY_CONFLICT');
    case 'in-progress':
      throw new LintelError('ERROR_IDEMPOTENCY_CONFLICT', {
        message: 'A request with this idempotency key is still being processed',
      });
    case 'claimed':
      break;
  }
  try {
    const result = await write();
    await withEvents(ctx, async (tx) => {
      await tx.idempotency.complete(accountId, key, 200, result);
      await onCommit(tx, result);
    });
    return result;
  } catch (error) {
    await store.release(accountId, key);
    throw error;
  }
}
