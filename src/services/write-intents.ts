import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import type { Caller } from '../auth/caller.js';
import type { CreateHandler } from '../connectors/connector.js';
import type { ConnectorRegistry } from '../connectors/registry.js';
import { isLintelError, LintelError } from '../errors.js';
import { isWrite, type OperationId, operationDeclaration, operationIds } from '../model/index.js';
import type { Connection } from '../store/connections.js';
import type { Intent, Lease, WriteTarget } from '../store/idempotency.js';
import type { Store } from '../store/index.js';

/**
 * Idempotent creates (contract §1, issue 8). With an idempotency key, a write is first recorded
 * as an intent held for a short lease (renewed while the vendor call runs), and the vendor is
 * told the write's id so that it can mark the record (`CreateHandler.findWritten`). Then:
 *
 * - the answer and its webhook event are stored together, once (the holder's lease token
 *   guards the row, so a second process can never store them again);
 * - an answer that cannot be stored leaves the key pending and "accepted", never released;
 * - a failed write asks the vendor whether the record exists after all (when it can) before
 *   the key is freed for a retry;
 * - an intent whose holder is gone (kill -9, a lost lease) is resolved by the next retry or by
 *   the background sweep: the record found at the vendor is the answer (and its event is
 *   recorded once); a record the vendor does not have is written now; where the vendor cannot
 *   be asked, the retry answers 409 `ERROR_IDEMPOTENCY_UNKNOWN_OUTCOME` with how to check.
 *
 * So a key is never "in progress" for longer than a lease, and no retry writes twice.
 */

export interface WriteIntentOptions {
  store: Store;
  connectors: ConnectorRegistry;
  logger: Logger;
  /** Wakes the webhook worker and event streams after events were recorded. */
  wake: () => void;
  /** How long a key is held by the request writing it, renewed while it runs (≤ 60 s). */
  leaseMs: number;
  /** How often pending intents that nobody holds are resolved in the background. */
  sweepIntervalMs: number;
  /**
   * This process alone uses the database (embedded PGlite): at start, every lease belongs to a
   * process that is gone, so they are void at once instead of after their lease.
   */
  soleOwner: boolean;
}

/** One create through a connector, as the mutation resolver has it. */
export interface CreateCall<T> {
  operation: OperationId;
  connection: Connection;
  /** The body the connector gets; with the operation and consumer, what a key is bound to. */
  input: unknown;
  create: CreateHandler<unknown, T>;
}

type Finder = { find: (writeId: string) => Promise<unknown>; vendor: string } | { reason: string };
type Found<T> = { kind: 'found'; record: T };
type Resolution<T> =
  | Found<T>
  /** The vendor holds no record of the write: nothing was written. */
  | { kind: 'absent' }
  | { kind: 'unknown'; detail: string }
  /** The vendor could not be asked now (down, timing out): the key stays pending. */
  | { kind: 'unreachable'; error: unknown };

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
function requestHash(operation: OperationId, consumerId: string, input: unknown): string {
  return createHash('sha256')
    .update(`${operation}:${consumerId}\n${canonical(input)}`)
    .digest('hex');
}

const isOperation = (value: string | null): value is OperationId =>
  value !== null && (operationIds as readonly string[]).includes(value);

/** Input the connector refused before writing: nothing reached the vendor. */
const refusedInput = (error: unknown) => isLintelError(error) && error.code === 'ERROR_VALIDATION';

function unknownOutcome(detail: string): LintelError {
  return new LintelError('ERROR_IDEMPOTENCY_UNKNOWN_OUTCOME', { detail });
}

/** What a write needs of its request: the caller's account and the idempotency key it sent. */
export interface WriteRequest {
  caller: Pick<Caller, 'accountId'>;
  idempotencyKey: string | null;
}

export function createWriteIntents(options: WriteIntentOptions) {
  const { store, connectors, logger, leaseMs } = options;
  const intents = store.idempotency;

  /** Runs a store call whose failure must not hide the error being answered; logs it. */
  async function quietly(what: string, run: () => Promise<unknown>): Promise<void> {
    try {
      await run();
    } catch (error) {
      // The lease then simply runs out: the key is resolved by the next retry or the sweep.
      logger.error({ err: error }, `idempotency: could not ${what}`);
    }
  }

  /** The answer stored and its event recorded, in one transaction, by the lease holder only. */
  async function finish<T>(lease: Lease, target: WriteTarget, record: T): Promise<T> {
    let stored: boolean;
    try {
      stored = await store.transaction(async (tx) => {
        if (!(await tx.idempotency.complete(lease, 200, record))) return false;
        const { raw: _raw, ...data } = record as Record<string, unknown>;
        const declaration = isOperation(target.operation)
          ? operationDeclaration(target.operation)
          : undefined;
        if (declaration && isWrite(declaration) && declaration.event) {
          await tx.events.record({
            accountId: lease.accountId,
            event: declaration.event,
            consumerId: target.consumerId,
            integrationId: target.integrationId,
            data,
          });
        }
        return true;
      });
    } catch (error) {
      // The vendor holds the record: keep the key (accepted, pending) so that a retry or the
      // sweep finds the record and stores it with its event. Releasing it would let a retry
      // write a second record.
      logger.error(
        { err: error, accountId: lease.accountId, key: lease.key },
        'idempotency: the vendor accepted a write whose answer could not be stored; kept for recovery',
      );
      const id = (record as { id?: unknown }).id;
      const detail = `The vendor accepted the write${typeof id === 'string' ? ` (record ${id})` : ''}, but Lintel could not store its answer`;
      await quietly('mark an accepted write', async () => {
        try {
          await intents.accepted(lease, detail, record);
        } catch {
          // The answer itself may be what cannot be stored: keep the mark without it.
          await intents.accepted(lease, detail, null);
        }
      });
      return record;
    }
    options.wake();
    if (stored) return record;
    // Another holder took the key over (this one was too slow) and resolved it: its answer wins.
    const answer = await intents.answer(lease.accountId, lease.key);
    return (answer?.response as T | undefined) ?? record;
  }

  /** Renews the lease while the vendor call runs (it may take several vendor round trips). */
  function keepLease(lease: Lease): () => void {
    const timer = setInterval(
      () => {
        intents.renew(lease, leaseMs).catch((error: unknown) => {
          logger.warn({ err: error, key: lease.key }, 'idempotency: could not renew a lease');
        });
      },
      Math.max(50, Math.floor(leaseMs / 3)),
    );
    timer.unref();
    return () => clearInterval(timer);
  }

  async function write<T>(lease: Lease, target: WriteTarget, call: CreateCall<T>): Promise<T> {
    const stop = keepLease(lease);
    try {
      let record: T;
      try {
        record = await call.create(call.input, { writeId: lease.writeId });
      } catch (error) {
        return await afterFailedWrite(lease, target, call.connection, error);
      }
      return await finish(lease, target, record);
    } finally {
      stop();
    }
  }

  /**
   * The write failed, perhaps after the vendor accepted it (a lost answer, a failed read-back):
   * the vendor is asked before the key is freed.
   */
  async function afterFailedWrite<T>(
    lease: Lease,
    target: WriteTarget,
    connection: Connection,
    error: unknown,
  ): Promise<T> {
    if (refusedInput(error)) {
      await quietly('free a key', () => intents.fail(lease));
      throw error;
    }
    const finder = await finderOf(connection, target.operation);
    if ('reason' in finder) {
      const said =
        isLintelError(error) && typeof error.detail === 'string' && error.detail ? `: ${error.detail}` : '';
      const detail = unknownDetail(
        new Date(),
        target.connectionId,
        lease.writeId,
        `the write failed after it may have reached the vendor (${error instanceof Error ? error.message : 'an error'}${said}), and ${finder.reason}`,
      );
      await quietly('mark a write unknown', () => intents.unknown(lease, detail));
      throw error;
    }
    let found: T | null;
    try {
      found = (await finder.find(lease.writeId)) as T | null;
    } catch {
      await quietly('release a key', () => intents.release(lease));
      throw error;
    }
    if (found !== null) return finish(lease, target, found);
    await quietly('free a key', () => intents.fail(lease));
    throw error;
  }

  /** The connector's finder for an intent's connection, or why there is none. */
  async function finderFor(intent: Intent): Promise<Finder> {
    if (intent.connectionId === null) return { reason: 'its connection was deleted since' };
    const connection = await store.connections.get(intent.accountId, intent.connectionId);
    if (!connection) return { reason: 'its connection was deleted since' };
    return finderOf(connection, intent.operation);
  }

  /**
   * The connection's `findWritten` for the operation, asked of the registry itself (not of the
   * handler a request got, which callers may have wrapped).
   */
  async function finderOf(connection: Connection, operation: string | null): Promise<Finder> {
    if (!isOperation(operation) || !isWrite(operationDeclaration(operation))) {
      return { reason: 'the write predates write intents' };
    }
    const definition = connectors.get(connection.integrationId);
    if (!definition) return { reason: 'its connection was deleted since' };
    if (operationDeclaration(operation).kind === 'update') {
      // An update applied twice leaves the record as once: a lost outcome is applied again
      // (the vendor "holds no record of the write"), never answered 409.
      return { find: async () => null, vendor: definition.name };
    }
    let handler: unknown;
    try {
      handler = await connectors.handler(
        definition,
        {
          id: connection.id,
          version: connection.updatedAt.toISOString(),
          loadCredentials: () => store.connections.credentials(connection.id),
        },
        operation,
      );
    } catch {
      return { reason: `${definition.name} no longer offers this operation` };
    }
    const find = (handler as CreateHandler<unknown, unknown>).findWritten;
    if (!find) return { reason: `${definition.name} cannot look records up by the write's id` };
    return { find, vendor: definition.name };
  }

  /** Why the outcome is unknown and how the client can check (the 409's detail). */
  function unknownDetail(when: Date, connectionId: string | null, writeId: string, reason: string): string {
    return (
      `Lintel sent this write at ${when.toISOString()} through connection ${connectionId ?? '(deleted)'} ` +
      `but does not know its outcome: ${reason}. Check in the connected software whether the record ` +
      `exists (created around that time; in Odoo its external id is __lintel__.${writeId}); if it does ` +
      'not, send the request again with a new idempotency key.'
    );
  }

  /**
   * Resolves an intent this process now holds (`lease`): the record found at the vendor is
   * stored as the answer, with its event; a pending write the vendor has no record of was never
   * made (the vendor marks the record in the same transaction that creates it).
   */
  async function resolve<T>(lease: Lease, intent: Intent): Promise<Resolution<T>> {
    const target: WriteTarget = {
      operation: intent.operation ?? '',
      connectionId: intent.connectionId ?? '',
      consumerId: intent.consumerId ?? '',
      integrationId: intent.integrationId ?? 0,
    };
    const finder = await finderFor(intent);
    if ('reason' in finder && intent.accepted && intent.response !== null) {
      // The vendor's answer was kept when its storing failed: it is the answer, with its event.
      return { kind: 'found', record: await finish(lease, target, intent.response as T) };
    }
    if ('reason' in finder) {
      const detail =
        intent.detail && intent.state === 'unknown'
          ? intent.detail
          : unknownDetail(intent.createdAt, intent.connectionId, lease.writeId, finder.reason);
      await intents.unknown(lease, detail);
      return { kind: 'unknown', detail };
    }
    let record: T | null;
    try {
      record = (await finder.find(lease.writeId)) as T | null;
    } catch (error) {
      await quietly('release a key', () => intents.release(lease));
      return { kind: 'unreachable', error };
    }
    if (record !== null) return { kind: 'found', record: await finish(lease, target, record) };
    if (intent.accepted || intent.state === 'unknown') {
      const detail = unknownDetail(
        intent.createdAt,
        intent.connectionId,
        lease.writeId,
        `${finder.vendor} accepted it, but no longer has the record it made (deleted since?)`,
      );
      await intents.unknown(lease, detail);
      return { kind: 'unknown', detail };
    }
    return { kind: 'absent' };
  }

  let timer: NodeJS.Timeout | undefined;
  let sweeping: Promise<number> | undefined;

  /**
   * Resolves pending intents nobody holds (a crashed process's); answers how many it looked at.
   * It takes no lease: a retry of the same key is never told to wait for the sweep, and every
   * settlement applies only while the intent is still pending and free, so the sweep and a
   * retry (or two processes' sweeps) settle a key once.
   */
  async function sweepOnce(): Promise<number> {
    const due = await intents.pendingUnheld(500);
    for (const { lease, intent } of due) {
      try {
        const outcome = await resolve(lease, intent);
        // Nothing was written: the key is free for the client's retry, which writes then.
        if (outcome.kind === 'absent') await intents.fail(lease);
        logger.info({ key: lease.key, outcome: outcome.kind }, 'idempotency: resolved an interrupted write');
      } catch (error) {
        logger.error({ err: error, key: lease.key }, 'idempotency: could not resolve an interrupted write');
      }
    }
    return due.length;
  }

  function sweep(): Promise<number> {
    sweeping ??= sweepOnce().finally(() => {
      sweeping = undefined;
    });
    return sweeping;
  }

  return {
    leaseMs,

    /**
     * Runs a create at most once per idempotency key (contract §1): the same key with the same
     * request answers the first result again without a second write; another request → 409.
     * Without a key the write simply runs. Either way the create's event is recorded once, with
     * the answer.
     */
    async create<T>(ctx: WriteRequest, call: CreateCall<T>): Promise<T> {
      const target: WriteTarget = {
        operation: call.operation,
        connectionId: call.connection.id,
        consumerId: call.connection.consumerId,
        integrationId: call.connection.integrationId,
      };
      const key = ctx.idempotencyKey;
      if (key === null) {
        const record = await call.create(call.input);
        const declaration = operationDeclaration(call.operation);
        const { raw: _raw, ...data } = record as Record<string, unknown>;
        if (isWrite(declaration) && declaration.event) {
          const event = declaration.event;
          await store.transaction((tx) =>
            tx.events.record({
              accountId: ctx.caller.accountId,
              event,
              consumerId: target.consumerId,
              integrationId: target.integrationId,
              data,
            }),
          );
          options.wake();
        }
        return record;
      }
      const hash = requestHash(call.operation, target.consumerId, call.input);
      const claim = await intents.claim(ctx.caller.accountId, key, hash, target, leaseMs);
      switch (claim.state) {
        case 'replay':
          return claim.response as T;
        case 'conflict':
          throw new LintelError('ERROR_IDEMPOTENCY_CONFLICT');
        case 'in-progress':
          throw new LintelError('ERROR_IDEMPOTENCY_CONFLICT', {
            message: 'A request with this idempotency key is still being processed',
            detail: `Send it again in ${claim.retryAfterSeconds} s to get its answer`,
            headers: { 'Retry-After': String(claim.retryAfterSeconds) },
          });
        case 'unknown':
          throw unknownOutcome(
            `${claim.detail}. Check in the connected software whether the record exists; if it does not, ` +
              'send the request again with a new idempotency key.',
          );
        case 'claimed':
          return write(claim.lease, target, call);
        case 'recover': {
          const stop = keepLease(claim.lease);
          let outcome: Resolution<T>;
          try {
            outcome = await resolve<T>(claim.lease, claim.intent);
          } finally {
            stop();
          }
          switch (outcome.kind) {
            case 'found':
              return outcome.record;
            case 'absent':
              // The first attempt never reached the vendor: this retry writes, under the same
              // write id and the lease it already holds.
              return write(claim.lease, target, call);
            case 'unknown':
              throw unknownOutcome(outcome.detail);
            case 'unreachable':
              throw outcome.error;
          }
        }
      }
    },

    /**
     * Resolves what crashed processes left: at once (in the background) and then every
     * `sweepIntervalMs`. On a database only this process uses, every lease is void at start.
     */
    async start(): Promise<void> {
      if (options.soleOwner) await intents.voidLeases();
      void sweep().catch((error: unknown) => logger.error({ err: error }, 'idempotency: sweep failed'));
      timer = setInterval(() => {
        void sweep().catch((error: unknown) => logger.error({ err: error }, 'idempotency: sweep failed'));
      }, options.sweepIntervalMs);
      timer.unref();
    },

    /** Resolves the pending intents nobody holds now; answers how many it looked at. */
    sweep,

    async stop(): Promise<void> {
      clearInterval(timer);
      await sweeping?.catch(() => {});
    },
  };
}

export type WriteIntents = ReturnType<typeof createWriteIntents>;
