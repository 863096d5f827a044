import type { Logger } from 'pino';
import type { Caller } from '../auth/caller.js';
import type { CreateHandler } from '../connectors/connector.js';
import type { ConnectorRegistry } from '../connectors/registry.js';
import { LintelError } from '../errors.js';
import { isWrite, type OperationId, operationDeclaration, operationIds } from '../model/index.js';
import type { Connection } from '../store/connections.js';
import type { Intent, Lease, WriteTarget } from '../store/idempotency.js';
import type { Store } from '../store/index.js';
import {
  decideAfterFailure,
  decideAfterStore,
  decideClaim,
  decideResolution,
  type Refusal,
  type ResolutionAction,
  type StoreOutcome,
  unknownOutcome,
} from './idempotency/decide.js';
import { requestHash } from './idempotency/request-hash.js';
import { createVendorLookup } from './idempotency/vendor-lookup.js';

/**
 * Idempotent creates (contract §1): the executor of the write journal. What to do in each case
 * is decided in `idempotency/decide.ts` (read it first: it is the journal's specification); this
 * module asks the store, calls the vendor, renews the lease and stores answers and events as
 * those decisions say.
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

/** What a write needs of its request: the caller's account and the idempotency key it sent. */
export interface WriteRequest {
  caller: Pick<Caller, 'accountId'>;
  idempotencyKey: string | null;
}

/** A resolution carried out; `finish` with the answer it stored (or the one that won). */
type Resolved<T> = Exclude<ResolutionAction, { do: 'finish' }> | { do: 'finish'; record: T; why: string };

const isOperation = (value: string): value is OperationId =>
  (operationIds as readonly string[]).includes(value);

const refuse = (refusal: Refusal) => new LintelError(refusal.code, refusal.options);

/** What an interrupted intent's write was, as recorded with it (for its event). */
const targetOf = (intent: Intent): WriteTarget => ({
  operation: intent.operation ?? '',
  connectionId: intent.connectionId ?? '',
  consumerId: intent.consumerId ?? '',
  integrationId: intent.integrationId ?? 0,
});

export function createWriteIntents(options: WriteIntentOptions) {
  const { store, logger, leaseMs } = options;
  const intents = store.idempotency;
  const vendor = createVendorLookup(options);

  /** Runs a store call whose failure must not hide the error being answered; logs it. */
  async function quietly(what: string, run: () => Promise<unknown>): Promise<void> {
    try {
      await run();
    } catch (error) {
      // The lease then simply runs out: the key is resolved by the next retry or the sweep.
      logger.error({ err: error }, `idempotency: could not ${what}`);
    }
  }

  /**
   * Commits a create: its answer under `lease` (with a key) and its webhook event, when its
   * operation declares one, in one transaction. The one place a create's event is recorded, with
   * or without a key. `taken-over` when the lease no longer holds the key (nothing recorded).
   */
  async function commit(
    accountId: string,
    target: WriteTarget,
    record: unknown,
    lease: Lease | null,
  ): Promise<'stored' | 'taken-over'> {
    const declaration = isOperation(target.operation) ? operationDeclaration(target.operation) : undefined;
    const event = declaration && isWrite(declaration) ? declaration.event : undefined;
    if (!lease && !event) return 'stored';
    const stored = await store.transaction(async (tx) => {
      if (lease && !(await tx.idempotency.complete(lease, 200, record))) return false;
      if (event) {
        const { raw: _raw, ...data } = record as Record<string, unknown>;
        await tx.events.record({
          accountId,
          event,
          consumerId: target.consumerId,
          integrationId: target.integrationId,
          connectionId: target.connectionId,
          data,
        });
      }
      return true;
    });
    options.wake();
    return stored ? 'stored' : 'taken-over';
  }

  /** The vendor's answer stored with its event by the lease holder; answers what the key answers. */
  async function finish<T>(lease: Lease, target: WriteTarget, record: T): Promise<T> {
    let outcome: StoreOutcome;
    try {
      outcome = { kind: await commit(lease.accountId, target, record, lease) };
    } catch (error) {
      outcome = { kind: 'failed', error };
    }
    const action = decideAfterStore(outcome, record);
    switch (action.do) {
      case 'answer':
        return record;
      case 'answer-stored': {
        const answer = await intents.answer(lease.accountId, lease.key);
        return (answer?.response as T | undefined) ?? record;
      }
      case 'keep-accepted':
        logger.error(
          {
            err: outcome.kind === 'failed' ? outcome.error : undefined,
            accountId: lease.accountId,
            key: lease.key,
          },
          'idempotency: the vendor accepted a write whose answer could not be stored; kept for recovery',
        );
        await quietly('mark an accepted write', async () => {
          try {
            await intents.accepted(lease, action.detail, record);
          } catch {
            // The answer itself may be what cannot be stored: keep the mark without it.
            await intents.accepted(lease, action.detail, null);
          }
        });
        return record;
    }
  }

  /** Renews the lease while `run` goes on (a write may take several vendor round trips). */
  async function holding<R>(lease: Lease, run: () => Promise<R>): Promise<R> {
    const timer = setInterval(
      () => {
        intents.renew(lease, leaseMs).catch((error: unknown) => {
          logger.warn({ err: error, key: lease.key }, 'idempotency: could not renew a lease');
        });
      },
      Math.max(50, Math.floor(leaseMs / 3)),
    );
    timer.unref();
    try {
      return await run();
    } finally {
      clearInterval(timer);
    }
  }

  /** Calls the vendor under `lease`, telling it the write's id, and settles the key. */
  function write<T>(lease: Lease, target: WriteTarget, call: CreateCall<T>): Promise<T> {
    return holding(lease, async () => {
      let record: T;
      try {
        record = await call.create(call.input, { writeId: lease.writeId });
      } catch (error) {
        return afterFailedWrite<T>(lease, target, call.connection, error);
      }
      return finish(lease, target, record);
    });
  }

  /** Settles the key of a failed write as `decideAfterFailure` says; answers the failure unless the record is found. */
  async function afterFailedWrite<T>(
    lease: Lease,
    target: WriteTarget,
    connection: Connection,
    error: unknown,
  ): Promise<T> {
    const failure = { error, sentAt: new Date(), connectionId: target.connectionId, writeId: lease.writeId };
    const first = decideAfterFailure(failure);
    const action =
      first.do === 'ask-vendor'
        ? decideAfterFailure(failure, await vendor.ofWrite(connection, target.operation, lease.writeId))
        : first;
    switch (action.do) {
      case 'finish':
        return finish(lease, target, action.record as T);
      case 'free':
        await quietly('free a key', () => intents.fail(lease));
        break;
      case 'mark-unknown':
        await quietly('mark a write unknown', () => intents.unknown(lease, action.detail));
        break;
      case 'keep-pending':
        await quietly('release a key', () => intents.release(lease));
        break;
    }
    throw error;
  }

  /** Resolves an intent this process now holds (`lease`) as `decideResolution` says; `write` is the caller's. */
  async function resolve<T>(lease: Lease, intent: Intent): Promise<Resolved<T>> {
    const action = decideResolution(intent, lease.writeId, await vendor.ofIntent(intent, lease.writeId));
    switch (action.do) {
      case 'finish':
        return { ...action, record: await finish(lease, targetOf(intent), action.record as T) };
      case 'mark-unknown':
        await intents.unknown(lease, action.detail);
        return action;
      case 'keep-pending':
        await quietly('release a key', () => intents.release(lease));
        return action;
      case 'write':
        return action;
    }
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
        // The sweep has no request to write with: the key is freed, and the client's retry writes.
        if (outcome.do === 'write') await intents.fail(lease);
        logger.info(
          { key: lease.key, outcome: outcome.do, why: outcome.why },
          'idempotency: resolved an interrupted write',
        );
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
        await commit(ctx.caller.accountId, target, record, null);
        return record;
      }
      const hash = requestHash(call.operation, target.consumerId, call.input);
      const action = decideClaim(await intents.claim(ctx.caller.accountId, key, hash, target, leaseMs));
      switch (action.do) {
        case 'replay':
          return action.response as T;
        case 'refuse':
          throw refuse(action.refusal);
        case 'write':
          return write(action.lease, target, call);
        case 'resolve': {
          const { lease } = action;
          const resolved = await holding(lease, () => resolve<T>(lease, action.intent));
          switch (resolved.do) {
            case 'finish':
              return resolved.record;
            case 'write':
              // Under the write id and the lease this retry already holds.
              return write(lease, target, call);
            case 'mark-unknown':
              throw refuse(unknownOutcome(resolved.detail));
            case 'keep-pending':
              throw resolved.error;
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
