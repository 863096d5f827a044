import { describe, expect, it } from 'vitest';
import { LintelError } from '../../../src/errors.js';
import {
  decideAfterFailure,
  decideAfterStore,
  decideClaim,
  decideResolution,
  unknownDetail,
  type VendorAnswer,
  type WriteFailure,
} from '../../../src/services/idempotency/decide.js';
import type { Intent, IntentState, Lease } from '../../../src/store/idempotency.js';

/**
 * The write journal's decision tables (src/services/idempotency/decide.ts), each case of each
 * table: pure functions, so no app, no database and no clock (times are passed in).
 */

const WRITE_ID = '0123456789abcdef0123456789abcdef';
const SENT_AT = new Date('2025-03-04T05:06:07.000Z');
const CREATED_AT = new Date('2025-03-04T01:02:03.000Z');
const lease: Lease = { accountId: 'acc', key: 'key-1', token: 'tok', writeId: WRITE_ID };
const record = { id: 'P42', name: 'Chair', raw: { vendor: true } };
const vendorDown = new Error('connect ECONNREFUSED');

/** Every answer the vendor can give about a write, by kind. */
const answers: Record<VendorAnswer['kind'], VendorAnswer> = {
  'cannot-ask': { kind: 'cannot-ask', reason: 'Odoo cannot look records up by the write id' },
  found: { kind: 'found', record },
  absent: { kind: 'absent', vendor: 'Odoo' },
  unreachable: { kind: 'unreachable', error: vendorDown },
};

const checkAdvice =
  'Check in the connected software whether the record exists (created around that time; in Odoo its ' +
  `external id is __lintel__.${WRITE_ID}); if it does not, send the request again with a new idempotency key.`;

describe('unknownDetail: the 409 tells when the write was sent, through which connection, and how to check', () => {
  it('names the time, the connection, the reason and the external id', () => {
    expect(unknownDetail(SENT_AT, 'conn-1', WRITE_ID, 'the vendor cannot be asked')).toBe(
      'Lintel sent this write at 2025-03-04T05:06:07.000Z through connection conn-1 but does not know ' +
        `its outcome: the vendor cannot be asked. ${checkAdvice}`,
    );
  });

  it('says so when the connection was deleted since', () => {
    expect(unknownDetail(SENT_AT, null, WRITE_ID, 'gone')).toContain('through connection (deleted) but');
  });
});

describe('decideClaim: what a keyed create does with its key', () => {
  it('a new key (or one nothing was written under) writes under the lease', () => {
    expect(decideClaim({ state: 'claimed', lease })).toMatchObject({ do: 'write', lease });
  });

  it('the same request again replays the stored answer', () => {
    expect(decideClaim({ state: 'replay', status: 200, response: record })).toMatchObject({
      do: 'replay',
      response: record,
    });
  });

  it('another request under the key is refused: 409 conflict, with the catalogue message', () => {
    const action = decideClaim({ state: 'conflict' });
    expect(action).toMatchObject({
      do: 'refuse',
      refusal: { code: 'ERROR_IDEMPOTENCY_CONFLICT', options: {} },
    });
  });

  it('a key held by another request is refused with when to retry (Retry-After)', () => {
    expect(decideClaim({ state: 'in-progress', retryAfterSeconds: 7 })).toMatchObject({
      do: 'refuse',
      refusal: {
        code: 'ERROR_IDEMPOTENCY_CONFLICT',
        options: {
          message: 'A request with this idempotency key is still being processed',
          detail: 'Send it again in 7 s to get its answer',
          headers: { 'Retry-After': '7' },
        },
      },
    });
  });

  it('a write from before write intents, with an unknown outcome, is refused: 409 unknown outcome', () => {
    expect(
      decideClaim({ state: 'unknown', detail: 'The write was interrupted; its outcome is unknown' }),
    ).toMatchObject({
      do: 'refuse',
      refusal: {
        code: 'ERROR_IDEMPOTENCY_UNKNOWN_OUTCOME',
        options: {
          detail:
            'The write was interrupted; its outcome is unknown. Check in the connected software whether the ' +
            'record exists; if it does not, send the request again with a new idempotency key.',
        },
      },
    });
  });

  it('an interrupted intent is resolved first, under the lease now held', () => {
    const intent = intentOf({ state: 'pending', accepted: false, kept: false, storedDetail: false });
    expect(decideClaim({ state: 'recover', lease, intent })).toMatchObject({ do: 'resolve', lease, intent });
  });

  it('every refusal is a 409 of the catalogue', () => {
    for (const claim of [
      { state: 'conflict' as const },
      { state: 'in-progress' as const, retryAfterSeconds: 1 },
      { state: 'unknown' as const, detail: 'x' },
    ]) {
      const action = decideClaim(claim);
      if (action.do !== 'refuse') throw new Error(`${claim.state} was not refused`);
      expect(new LintelError(action.refusal.code, action.refusal.options).status).toBe(409);
    }
  });
});

describe('decideAfterStore: what follows storing the answer with its event', () => {
  it('stored: the answer', () => {
    expect(decideAfterStore({ kind: 'stored' }, record).do).toBe('answer');
  });

  it('the lease was lost to another holder, which settled the key: its stored answer wins', () => {
    expect(decideAfterStore({ kind: 'taken-over' }, record).do).toBe('answer-stored');
  });

  it.each([
    [
      'with a string id',
      record,
      'The vendor accepted the write (record P42), but Lintel could not store its answer',
    ],
    ['with a numeric id', { id: 42 }, 'The vendor accepted the write, but Lintel could not store its answer'],
    ['without an id', { name: 'x' }, 'The vendor accepted the write, but Lintel could not store its answer'],
    ['that is null', null, 'The vendor accepted the write, but Lintel could not store its answer'],
  ])(
    'storing failed, for a record %s: the key is kept accepted (never freed), saying so',
    (_, answer, detail) => {
      expect(decideAfterStore({ kind: 'failed', error: new Error('db down') }, answer)).toMatchObject({
        do: 'keep-accepted',
        detail,
      });
    },
  );
});

describe('decideAfterFailure: a failed vendor call frees the key only when nothing was written', () => {
  const failure = (error: unknown): WriteFailure => ({
    error,
    sentAt: SENT_AT,
    connectionId: 'conn-1',
    writeId: WRITE_ID,
  });
  const refused = new LintelError('ERROR_VALIDATION', { detail: [] });
  const vendorError = new LintelError('ERROR_CONNECTOR_REQUEST', { detail: 'Odoo: read-back failed' });

  it.each([undefined, ...Object.values(answers)])(
    'input the connector refused frees the key without asking the vendor (answer: %o)',
    (answer) => {
      const action = answer
        ? decideAfterFailure(failure(refused), answer)
        : decideAfterFailure(failure(refused));
      expect(action.do).toBe('free');
    },
  );

  it.each([
    ['a vendor error', vendorError],
    ['a plain error', vendorDown],
    ['a thrown non-error', 'boom'],
  ])('any other failure (%s) asks the vendor first', (_, error) => {
    expect(decideAfterFailure(failure(error)).do).toBe('ask-vendor');
  });

  it.each([
    [
      'a vendor error with a detail',
      vendorError,
      '(Error while trying to perform your request: Odoo: read-back failed)',
    ],
    ['a plain error', vendorDown, '(connect ECONNREFUSED)'],
    ['a thrown non-error', 'boom', '(an error)'],
  ])(
    'the vendor cannot be asked, after %s: the outcome is unknown, saying what failed and why',
    (_, error, said) => {
      expect(decideAfterFailure(failure(error), answers['cannot-ask'])).toEqual({
        do: 'mark-unknown',
        detail: unknownDetail(
          SENT_AT,
          'conn-1',
          WRITE_ID,
          `the write failed after it may have reached the vendor ${said}, and Odoo cannot look records up by the write id`,
        ),
        why: expect.any(String),
      });
    },
  );

  it('the vendor holds the record after all: it is the answer', () => {
    expect(decideAfterFailure(failure(vendorError), answers.found)).toMatchObject({ do: 'finish', record });
  });

  it('the vendor holds no record: the key is free', () => {
    expect(decideAfterFailure(failure(vendorError), answers.absent).do).toBe('free');
  });

  it('the vendor cannot be reached now: the key stays pending', () => {
    expect(decideAfterFailure(failure(vendorError), answers.unreachable).do).toBe('keep-pending');
  });
});

/** An intent as a crashed or too slow holder left it. */
interface Shape {
  state: Extract<IntentState, 'pending' | 'unknown'>;
  /** The vendor answered the write. */
  accepted: boolean;
  /** Its answer was kept when storing it failed. */
  kept: boolean;
  /** A detail was stored with it. */
  storedDetail: boolean;
}

const STORED_DETAIL = 'Lintel sent this write earlier but does not know its outcome: stored detail';
const kept = { id: 'P7', name: 'Kept chair' };

function intentOf(shape: Shape): Intent {
  return {
    accountId: 'acc',
    key: 'key-1',
    state: shape.state,
    writeId: WRITE_ID,
    operation: 'invoicing.products.create',
    connectionId: 'conn-1',
    consumerId: 'cons-1',
    integrationId: 3,
    accepted: shape.accepted,
    response: shape.kept ? kept : null,
    detail: shape.storedDetail ? STORED_DETAIL : null,
    createdAt: CREATED_AT,
  };
}

/** Every intent a resolution can meet: 2 states × accepted or not × answer kept or not × detail stored or not. */
const shapes: Shape[] = (['pending', 'unknown'] as const).flatMap((state) =>
  [false, true].flatMap((accepted) =>
    [false, true].flatMap((isKept) =>
      [false, true].map((storedDetail) => ({ state, accepted, kept: isKept, storedDetail })),
    ),
  ),
);
const label = (s: Shape) =>
  `${s.state}, ${s.accepted ? 'accepted' : 'not accepted'}, ${s.kept ? 'answer kept' : 'no answer kept'}, ${s.storedDetail ? 'detail stored' : 'no detail'}`;

describe('decideResolution: an interrupted intent, by a retry or the sweep', () => {
  it('covers every shape of intent', () => {
    expect(shapes).toHaveLength(16);
  });

  it.each(shapes.map((s) => [label(s), s] as const))(
    'the vendor holds the record (%s): it is the answer',
    (_, shape) => {
      expect(decideResolution(intentOf(shape), WRITE_ID, answers.found)).toMatchObject({
        do: 'finish',
        record,
      });
    },
  );

  it.each(shapes.map((s) => [label(s), s] as const))(
    'the vendor cannot be reached now (%s): the key stays pending, the error answered',
    (_, shape) => {
      expect(decideResolution(intentOf(shape), WRITE_ID, answers.unreachable)).toMatchObject({
        do: 'keep-pending',
        error: vendorDown,
      });
    },
  );

  const reasonDetail = unknownDetail(
    CREATED_AT,
    'conn-1',
    WRITE_ID,
    'Odoo cannot look records up by the write id',
  );
  const vanishedDetail = unknownDetail(
    CREATED_AT,
    'conn-1',
    WRITE_ID,
    'Odoo accepted it, but no longer has the record it made (deleted since?)',
  );
  type Expected =
    | 'finish with the kept answer'
    | 'unknown, why it cannot be asked'
    | 'unknown, as stored'
    | 'unknown, record gone'
    | 'write now';
  const expected: Record<Expected, object> = {
    'finish with the kept answer': { do: 'finish', record: kept },
    'unknown, why it cannot be asked': { do: 'mark-unknown', detail: reasonDetail },
    'unknown, as stored': { do: 'mark-unknown', detail: STORED_DETAIL },
    'unknown, record gone': { do: 'mark-unknown', detail: vanishedDetail },
    'write now': { do: 'write' },
  };

  // state, accepted, answer kept, detail stored → what happens
  const cannotAsk: [Shape['state'], boolean, boolean, boolean, Expected][] = [
    ['pending', false, false, false, 'unknown, why it cannot be asked'],
    ['pending', false, false, true, 'unknown, why it cannot be asked'],
    ['pending', false, true, false, 'unknown, why it cannot be asked'],
    ['pending', false, true, true, 'unknown, why it cannot be asked'],
    ['pending', true, false, false, 'unknown, why it cannot be asked'],
    ['pending', true, false, true, 'unknown, why it cannot be asked'],
    ['pending', true, true, false, 'finish with the kept answer'],
    ['pending', true, true, true, 'finish with the kept answer'],
    ['unknown', false, false, false, 'unknown, why it cannot be asked'],
    ['unknown', false, false, true, 'unknown, as stored'],
    ['unknown', false, true, false, 'unknown, why it cannot be asked'],
    ['unknown', false, true, true, 'unknown, as stored'],
    ['unknown', true, false, false, 'unknown, why it cannot be asked'],
    ['unknown', true, false, true, 'unknown, as stored'],
    ['unknown', true, true, false, 'finish with the kept answer'],
    ['unknown', true, true, true, 'finish with the kept answer'],
  ];
  it.each(cannotAsk)(
    'the vendor cannot be asked (%s, accepted %s, answer kept %s, detail stored %s): %s',
    (state, accepted, isKept, storedDetail, outcome) => {
      const intent = intentOf({ state, accepted, kept: isKept, storedDetail });
      expect(decideResolution(intent, WRITE_ID, answers['cannot-ask'])).toMatchObject(expected[outcome]);
    },
  );

  const absent: [Shape['state'], boolean, boolean, boolean, Expected][] = [
    ['pending', false, false, false, 'write now'],
    ['pending', false, false, true, 'write now'],
    ['pending', false, true, false, 'write now'],
    ['pending', false, true, true, 'write now'],
    ['pending', true, false, false, 'unknown, record gone'],
    ['pending', true, false, true, 'unknown, record gone'],
    ['pending', true, true, false, 'unknown, record gone'],
    ['pending', true, true, true, 'unknown, record gone'],
    ['unknown', false, false, false, 'unknown, record gone'],
    ['unknown', false, false, true, 'unknown, record gone'],
    ['unknown', false, true, false, 'unknown, record gone'],
    ['unknown', false, true, true, 'unknown, record gone'],
    ['unknown', true, false, false, 'unknown, record gone'],
    ['unknown', true, false, true, 'unknown, record gone'],
    ['unknown', true, true, false, 'unknown, record gone'],
    ['unknown', true, true, true, 'unknown, record gone'],
  ];
  it.each(absent)(
    'the vendor holds no record (%s, accepted %s, answer kept %s, detail stored %s): %s',
    (state, accepted, isKept, storedDetail, outcome) => {
      const intent = intentOf({ state, accepted, kept: isKept, storedDetail });
      expect(decideResolution(intent, WRITE_ID, answers.absent)).toMatchObject(expected[outcome]);
    },
  );

  it('a deleted connection is named as such in the detail', () => {
    const intent = {
      ...intentOf({ state: 'pending', accepted: false, kept: false, storedDetail: false }),
      connectionId: null,
    };
    expect(
      decideResolution(intent, WRITE_ID, { kind: 'cannot-ask', reason: 'its connection was deleted since' }),
    ).toMatchObject({
      do: 'mark-unknown',
      detail: unknownDetail(CREATED_AT, null, WRITE_ID, 'its connection was deleted since'),
    });
  });
});

describe('every action says why', () => {
  it('a short reason on each', () => {
    const intent = intentOf({ state: 'pending', accepted: true, kept: true, storedDetail: false });
    const failure: WriteFailure = {
      error: vendorDown,
      sentAt: SENT_AT,
      connectionId: 'c',
      writeId: WRITE_ID,
    };
    const actions = [
      decideClaim({ state: 'claimed', lease }),
      decideClaim({ state: 'conflict' }),
      decideAfterStore({ kind: 'stored' }, record),
      decideAfterFailure(failure),
      ...Object.values(answers).flatMap((answer) => [
        decideAfterFailure(failure, answer),
        decideResolution(intent, WRITE_ID, answer),
      ]),
    ];
    for (const action of actions) expect(action.why.length, action.do).toBeGreaterThan(10);
  });
});
