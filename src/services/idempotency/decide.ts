import { isLintelError, type LintelErrorOptions } from '../../errors.js';
import type { IdempotencyClaim, Intent, Lease } from '../../store/idempotency.js';

/**
 * The write journal's decisions (contract §1: the `x-chift-client-requestid` / `Idempotency-Key`
 * of a create), as data. Each function is told what the store or the vendor answered and returns
 * what to do next and why; none reads the clock or does I/O. `services/write-intents.ts` carries
 * the actions out.
 *
 * The journal: a keyed write is first recorded as an intent, held under a lease its request
 * renews while the vendor call runs, and the vendor is told the write's id so that it can mark
 * the record it makes (`CreateHandler.findWritten` finds it again).
 *
 * 1. The claim of a key (`decideClaim`): a new key writes; the same request again replays the
 *    stored answer; another request, or one while the key is held, is refused (409); an
 *    interrupted intent is resolved before anything else.
 * 2. The answer (`decideAfterStore`): stored together with its webhook event, once, by the lease
 *    holder only. An answer that cannot be stored keeps the key pending and accepted (never
 *    freed: a retry would write a second record) for the next retry or the sweep.
 * 3. A failed write (`decideAfterFailure`): input refused before writing frees the key; any
 *    other failure may have come after the vendor accepted the write, so the vendor is asked
 *    before the key is freed.
 * 4. An interrupted intent (`decideResolution`, by the next retry or the background sweep): the
 *    record found at the vendor is the answer; a record the vendor never made is written now;
 *    where the vendor cannot tell, the outcome is unknown and retries answer 409
 *    `ERROR_IDEMPOTENCY_UNKNOWN_OUTCOME` saying how to check.
 *
 * So a key is never "in progress" for longer than a lease, and no retry writes twice.
 */

/** A 409 the executor throws as a `LintelError`. */
export interface Refusal {
  code: 'ERROR_IDEMPOTENCY_CONFLICT' | 'ERROR_IDEMPOTENCY_UNKNOWN_OUTCOME';
  options: LintelErrorOptions;
}

/** What asking the vendor for the record of a write (`findWritten(writeId)`) gave. */
export type VendorAnswer =
  /** The vendor cannot be asked at all (no connection any more, no `findWritten`…), and why. */
  | { kind: 'cannot-ask'; reason: string }
  | { kind: 'found'; record: unknown }
  /** The vendor holds no record of the write: it marks the record with the write, so it was never made. */
  | { kind: 'absent'; vendor: string }
  /** The vendor could not be asked now (down, timing out). */
  | { kind: 'unreachable'; error: unknown };

/** 409 unknown outcome: Lintel cannot tell whether the vendor holds the record. */
export function unknownOutcome(detail: string): Refusal {
  return { code: 'ERROR_IDEMPOTENCY_UNKNOWN_OUTCOME', options: { detail } };
}

/** Why the outcome is unknown and how the client can check (the 409's detail). */
export function unknownDetail(
  sentAt: Date,
  connectionId: string | null,
  writeId: string,
  reason: string,
): string {
  return (
    `Lintel sent this write at ${sentAt.toISOString()} through connection ${connectionId ?? '(deleted)'} ` +
    `but does not know its outcome: ${reason}. Check in the connected software whether the record ` +
    `exists (created around that time; in Odoo its external id is __lintel__.${writeId}); if it does ` +
    'not, send the request again with a new idempotency key.'
  );
}

// 1. The claim ---------------------------------------------------------------------------------

export type ClaimAction =
  | { do: 'write'; lease: Lease; why: string }
  | { do: 'replay'; response: unknown; why: string }
  | { do: 'refuse'; refusal: Refusal; why: string }
  | { do: 'resolve'; lease: Lease; intent: Intent; why: string };

/** What a keyed create does with the claim of its key (`IdempotencyStore.claim`). */
export function decideClaim(claim: IdempotencyClaim): ClaimAction {
  switch (claim.state) {
    case 'claimed':
      return {
        do: 'write',
        lease: claim.lease,
        why: 'the key is new, or nothing was written under it: call the vendor under the lease',
      };
    case 'replay':
      return {
        do: 'replay',
        response: claim.response,
        why: 'the same request was answered before: the same answer, without a second write',
      };
    case 'conflict':
      return {
        do: 'refuse',
        refusal: { code: 'ERROR_IDEMPOTENCY_CONFLICT', options: {} },
        why: 'the key was used with another request',
      };
    case 'in-progress':
      return {
        do: 'refuse',
        refusal: {
          code: 'ERROR_IDEMPOTENCY_CONFLICT',
          options: {
            message: 'A request with this idempotency key is still being processed',
            detail: `Send it again in ${claim.retryAfterSeconds} s to get its answer`,
            headers: { 'Retry-After': String(claim.retryAfterSeconds) },
          },
        },
        why: 'another request holds the key: retry once its lease ends',
      };
    case 'unknown':
      return {
        do: 'refuse',
        refusal: unknownOutcome(
          `${claim.detail}. Check in the connected software whether the record exists; if it does not, ` +
            'send the request again with a new idempotency key.',
        ),
        why: 'a write interrupted before write intents existed: its outcome cannot be found out',
      };
    case 'recover':
      return {
        do: 'resolve',
        lease: claim.lease,
        intent: claim.intent,
        why: 'an earlier attempt was interrupted and may have written: find its record before anything else',
      };
  }
}

// 2. The answer --------------------------------------------------------------------------------

/** How storing the answer with its event went (`IdempotencyStore.complete` in one transaction). */
export type StoreOutcome =
  | { kind: 'stored' }
  /** The lease was lost: another holder took the key over and settled it. */
  | { kind: 'taken-over' }
  | { kind: 'failed'; error: unknown };

export type StoreAction =
  | { do: 'answer'; why: string }
  | { do: 'answer-stored'; why: string }
  | { do: 'keep-accepted'; detail: string; why: string };

/** What follows storing the vendor's answer `record` with its event. */
export function decideAfterStore(outcome: StoreOutcome, record: unknown): StoreAction {
  switch (outcome.kind) {
    case 'stored':
      return { do: 'answer', why: 'the answer and its event are stored' };
    case 'taken-over':
      return {
        do: 'answer-stored',
        why: 'another holder took the key over (this one was too slow) and settled it: its answer wins',
      };
    case 'failed': {
      const id = record !== null && typeof record === 'object' ? (record as { id?: unknown }).id : undefined;
      return {
        do: 'keep-accepted',
        detail: `The vendor accepted the write${typeof id === 'string' ? ` (record ${id})` : ''}, but Lintel could not store its answer`,
        why: 'the vendor holds the record: the key stays pending and accepted for a retry or the sweep to store it with its event; freeing it would let a retry write a second record',
      };
    }
  }
}

// 3. A failed write ----------------------------------------------------------------------------

export interface WriteFailure {
  error: unknown;
  /** When the write was sent (the 409's detail tells the client when to look). */
  sentAt: Date;
  connectionId: string;
  writeId: string;
}

export type FailureAction =
  | { do: 'ask-vendor'; why: string }
  | { do: 'finish'; record: unknown; why: string }
  | { do: 'free'; why: string }
  | { do: 'mark-unknown'; detail: string; why: string }
  | { do: 'keep-pending'; why: string };

/** Input the connector refused before writing (a 422): nothing reached the vendor. */
export const isRefusedInput = (error: unknown): boolean =>
  isLintelError(error) && error.code === 'ERROR_VALIDATION';

/**
 * What follows a failed vendor call; asked first without `answer`, then (on `ask-vendor`) with
 * what the vendor said. Except where the record is found, the failure is then answered as is.
 */
export function decideAfterFailure(failure: WriteFailure): FailureAction;
export function decideAfterFailure(
  failure: WriteFailure,
  answer: VendorAnswer,
): Exclude<FailureAction, { do: 'ask-vendor' }>;
export function decideAfterFailure(failure: WriteFailure, answer?: VendorAnswer): FailureAction {
  if (isRefusedInput(failure.error)) {
    return {
      do: 'free',
      why: 'the connector refused the input before writing: the key is free for the corrected request',
    };
  }
  if (!answer) {
    return {
      do: 'ask-vendor',
      why: 'the write may have failed after the vendor accepted it (a lost answer, a failed read-back)',
    };
  }
  switch (answer.kind) {
    case 'cannot-ask': {
      const { error } = failure;
      const said =
        isLintelError(error) && typeof error.detail === 'string' && error.detail ? `: ${error.detail}` : '';
      return {
        do: 'mark-unknown',
        detail: unknownDetail(
          failure.sentAt,
          failure.connectionId,
          failure.writeId,
          `the write failed after it may have reached the vendor (${error instanceof Error ? error.message : 'an error'}${said}), and ${answer.reason}`,
        ),
        why: 'the write may have reached the vendor, which cannot be asked',
      };
    }
    case 'found':
      return {
        do: 'finish',
        record: answer.record,
        why: 'the vendor made the record after all: it is the answer',
      };
    case 'absent':
      return { do: 'free', why: 'the vendor holds no record of the write: the key is free for a retry' };
    case 'unreachable':
      return {
        do: 'keep-pending',
        why: 'the vendor could not be asked now: the key stays pending, for the next retry or the sweep',
      };
  }
}

// 4. An interrupted intent ---------------------------------------------------------------------

export type ResolutionAction =
  | { do: 'finish'; record: unknown; why: string }
  | { do: 'write'; why: string }
  | { do: 'mark-unknown'; detail: string; why: string }
  | { do: 'keep-pending'; error: unknown; why: string };

/**
 * How an interrupted intent (its holder crashed or lost its lease) is resolved, given what the
 * vendor said of its write `writeId`. `write` is for a retry, which has the request to write;
 * the sweep has none and frees the key for the client's retry instead.
 */
export function decideResolution(intent: Intent, writeId: string, answer: VendorAnswer): ResolutionAction {
  switch (answer.kind) {
    case 'cannot-ask':
      if (intent.accepted && intent.response !== null) {
        return {
          do: 'finish',
          record: intent.response,
          why: 'the vendor accepted the write and its answer was kept when storing it failed: it is the answer',
        };
      }
      return {
        do: 'mark-unknown',
        detail:
          intent.state === 'unknown' && intent.detail
            ? intent.detail
            : unknownDetail(intent.createdAt, intent.connectionId, writeId, answer.reason),
        why: 'the write may have reached the vendor, which cannot be asked',
      };
    case 'found':
      return { do: 'finish', record: answer.record, why: 'the vendor holds the record: it is the answer' };
    case 'absent':
      if (intent.accepted || intent.state === 'unknown') {
        return {
          do: 'mark-unknown',
          detail: unknownDetail(
            intent.createdAt,
            intent.connectionId,
            writeId,
            `${answer.vendor} accepted it, but no longer has the record it made (deleted since?)`,
          ),
          why: 'the vendor accepted the write but has no record of it now',
        };
      }
      return {
        do: 'write',
        why: 'the first attempt never reached the vendor: write now, under the same write id',
      };
    case 'unreachable':
      return {
        do: 'keep-pending',
        error: answer.error,
        why: 'the vendor could not be asked now: the key stays pending, for the next retry or the sweep',
      };
  }
}
