import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerPos, emptyPosState, type SquarePosState, searchCatalog } from './pos.js';

/**
 * A fake Square speaking the Catalog API of `connectors/square.md` on 127.0.0.1 (port 0):
 * `GET /v2/catalog/list?types=…&cursor=…` with Square's page size (100) and a `cursor` only
 * while pages remain, money in minor units as seeded, the `errors[]` envelope, 401 UNAUTHORIZED
 * for unknown bearer tokens. It is stricter than Square in one place on purpose: a request
 * without a well-formed `Square-Version` header is refused (400), so the connector must pin one.
 * Every request is logged in `calls`; `inject` makes the next calls fail in chosen ways.
 */

export interface SquareMoneyJson {
  amount?: number;
  currency?: string;
}

/** A catalog object as Square sends it; tests seed any JSON (including wrong shapes). */
export type CatalogObjectJson = Record<string, unknown>;

export interface SquareFakeState {
  /** Catalog objects in the order ListCatalog returns them (any `type`, deleted ones included). */
  objects: CatalogObjectJson[];
  /** Access tokens that authenticate; any other bearer gets 401 UNAUTHORIZED. */
  tokens: Set<string>;
  /** Objects per ListCatalog page (Square: 100). */
  pageSize: number;
  /** Locations, orders, payments, refunds, customers, token permissions (pos.ts). */
  pos: SquarePosState;
  /** Every answer waits this long first (a vendor's latency; 0: none). */
  latencyMs: number;
}

export interface SquareFakeCall {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | null;
  squareVersion: string | null;
  /** The JSON body of a POST or PUT, parsed. */
  body?: Record<string, any>;
  status: number;
  /** The fault that answered, if any. */
  fault?: SquareFault['kind'];
}

export type SquareFault =
  /** 401 AUTHENTICATION_ERROR/UNAUTHORIZED. */
  | { kind: 'unauthorized' }
  /** 403 AUTHENTICATION_ERROR/INSUFFICIENT_SCOPES. */
  | { kind: 'forbidden' }
  /** 429 RATE_LIMIT_ERROR/RATE_LIMITED, with `Retry-After` when given (seconds or HTTP-date). */
  | { kind: 'rate-limited'; retryAfter?: string }
  /** 500 INTERNAL_SERVER_ERROR, 502 or 503 SERVICE_UNAVAILABLE in the envelope. */
  | { kind: 'server-error'; status?: 500 | 502 | 503 }
  /** Waits `delayMs`, then answers normally (if the client is still there). */
  | { kind: 'slow'; delayMs: number }
  /** 200 with a body that is not JSON. */
  | { kind: 'garbage'; body?: string }
  /** 200 with JSON of the wrong shape. */
  | { kind: 'wrong-shape'; body?: unknown }
  /** Any status and JSON body. */
  | { kind: 'status'; status: number; body?: unknown };

export interface SquareFake {
  url: string;
  state: SquareFakeState;
  calls: SquareFakeCall[];
  /** Calls of one route, e.g. `count('GET /v2/catalog/list')`; all calls without a route. */
  count(route?: string): number;
  /** The next `times` requests answer with `fault`, after any faults already queued. */
  inject(fault: SquareFault, times?: number): void;
  /** Forgets the call log and queued faults (not the data). */
  reset(): void;
  close(): Promise<void>;
}

export const FAKE_TOKEN = 'EAAA-fake-square-token-0123456789';

const encodeCursor = (offset: number) => Buffer.from(`offset:${offset}`).toString('base64url');
function decodeCursor(cursor: string): number | undefined {
  const match = /^offset:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString());
  return match ? Number(match[1]) : undefined;
}

export async function startSquareFake(
  options: { tokens?: string[]; pageSize?: number; objects?: CatalogObjectJson[] } = {},
): Promise<SquareFake> {
  const state: SquareFakeState = {
    objects: options.objects ?? [],
    tokens: new Set(options.tokens ?? [FAKE_TOKEN]),
    pageSize: options.pageSize ?? 100,
    pos: emptyPosState(),
    latencyMs: 0,
  };
  const calls: SquareFakeCall[] = [];
  const faults: SquareFault[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const send = (res: ServerResponse, call: SquareFakeCall, status: number, body: unknown, headers = {}) => {
    call.status = status;
    if (res.destroyed) return;
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    res.writeHead(status, {
      'content-type': typeof body === 'string' ? 'text/html' : 'application/json',
      ...headers,
    });
    res.end(text);
  };
  const errors = (category: string, code: string, detail: string, field?: string) => ({
    errors: [{ category, code, detail, ...(field ? { field } : {}) }],
  });

  function answer(req: IncomingMessage, res: ServerResponse, call: SquareFakeCall, url: URL, rawBody = '') {
    const auth = call.authorization ?? '';
    const token = auth.startsWith('Bearer ') ? auth.slice('Bearer '.length) : undefined;
    if (!token || !state.tokens.has(token)) {
      return send(
        res,
        call,
        401,
        errors('AUTHENTICATION_ERROR', 'UNAUTHORIZED', 'This request could not be authorized.'),
      );
    }
    if (!/^\d{4}-\d{2}-\d{2}$/.test(call.squareVersion ?? '')) {
      return send(
        res,
        call,
        400,
        errors(
          'INVALID_REQUEST_ERROR',
          'INVALID_SQUARE_VERSION_FORMAT',
          'Square-Version must be a date YYYY-MM-DD.',
          'Square-Version',
        ),
      );
    }
    const posRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: call.body,
      rawBody,
      token,
    };
    if (req.method === 'POST' && url.pathname === '/v2/catalog/search') {
      const denied = answerPos(state.pos, { ...posRequest, path: '/v2/catalog/search' });
      const found = denied ?? searchCatalog(state.objects, posRequest);
      return send(res, call, found.status, found.body);
    }
    const pos = answerPos(state.pos, posRequest);
    if (pos) return send(res, call, pos.status, pos.body);
    if (req.method === 'GET' && url.pathname === '/v2/catalog/list') {
      const types = (url.searchParams.get('types') ?? '')
        .split(',')
        .map((t) => t.trim().toUpperCase())
        .filter(Boolean);
      const matching = types.length
        ? state.objects.filter((o) => types.includes(String(o['type'])))
        : state.objects;
      const cursor = url.searchParams.get('cursor');
      const offset = cursor === null ? 0 : decodeCursor(cursor);
      if (offset === undefined) {
        return send(
          res,
          call,
          400,
          errors('INVALID_REQUEST_ERROR', 'INVALID_CURSOR', 'Invalid cursor.', 'cursor'),
        );
      }
      const objects = matching.slice(offset, offset + state.pageSize);
      const next = offset + state.pageSize;
      // Square sends `{}` for an empty catalogue and omits `cursor` on the last page.
      return send(res, call, 200, {
        ...(objects.length ? { objects } : {}),
        ...(next < matching.length ? { cursor: encodeCursor(next) } : {}),
      });
    }
    return send(
      res,
      call,
      404,
      errors('INVALID_REQUEST_ERROR', 'NOT_FOUND', `No route ${req.method} ${url.pathname}.`),
    );
  }

  function applyFault(fault: SquareFault, res: ServerResponse, call: SquareFakeCall, then: () => void) {
    call.fault = fault.kind;
    switch (fault.kind) {
      case 'unauthorized':
        return send(
          res,
          call,
          401,
          errors('AUTHENTICATION_ERROR', 'UNAUTHORIZED', 'This request could not be authorized.'),
        );
      case 'forbidden':
        return send(
          res,
          call,
          403,
          errors(
            'AUTHENTICATION_ERROR',
            'INSUFFICIENT_SCOPES',
            'The merchant has not given your application sufficient permissions.',
          ),
        );
      case 'rate-limited':
        return send(
          res,
          call,
          429,
          errors('RATE_LIMIT_ERROR', 'RATE_LIMITED', 'Rate limit exceeded.'),
          fault.retryAfter !== undefined ? { 'retry-after': fault.retryAfter } : {},
        );
      case 'server-error': {
        const status = fault.status ?? 500;
        const code =
          status === 503 ? 'SERVICE_UNAVAILABLE' : status === 502 ? 'BAD_GATEWAY' : 'INTERNAL_SERVER_ERROR';
        return send(res, call, status, errors('API_ERROR', code, 'Square is having a bad day.'));
      }
      case 'slow': {
        const timer = setTimeout(() => {
          timers.delete(timer);
          then();
        }, fault.delayMs);
        timers.add(timer);
        return;
      }
      case 'garbage':
        return send(
          res,
          call,
          200,
          fault.body ?? '<html><body>Service temporarily unavailable</body></html>',
        );
      case 'wrong-shape':
        return send(res, call, 200, fault.body ?? { objects: [{ type: 'MODIFIER_LIST', id: 42 }] });
      case 'status':
        return send(res, call, fault.status, fault.body ?? {});
    }
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake.square');
    const header = (name: string) => {
      const value = req.headers[name];
      return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
    };
    const call: SquareFakeCall = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      authorization: header('authorization'),
      squareVersion: header('square-version'),
      status: 0,
    };
    calls.push(call);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      if (rawBody) {
        try {
          call.body = JSON.parse(rawBody) as Record<string, any>;
        } catch {
          return send(
            res,
            call,
            400,
            errors('INVALID_REQUEST_ERROR', 'INVALID_CONTENT_TYPE', 'The request body is not JSON.'),
          );
        }
      }
      const fault = faults.shift();
      const go = () => {
        if (fault) applyFault(fault, res, call, () => answer(req, res, call, url, rawBody));
        else answer(req, res, call, url, rawBody);
      };
      if (state.latencyMs <= 0) return go();
      const timer = setTimeout(() => {
        timers.delete(timer);
        go();
      }, state.latencyMs);
      timers.add(timer);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    state,
    calls,
    count(route) {
      if (route === undefined) return calls.length;
      return calls.filter((c) => `${c.method} ${c.path}` === route).length;
    },
    inject(fault, times = 1) {
      for (let i = 0; i < times; i++) faults.push(fault);
    },
    reset() {
      calls.length = 0;
      faults.length = 0;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

// Builders for seeding: Square's shapes with defaults, every field overridable.

/** A `MODIFIER` object; `amount` in the currency's minor units, `null` for no price. */
export function squareModifier(
  id: string,
  name: string,
  amount: number | null,
  currency = 'USD',
  extra: { modifier_data?: Record<string, unknown> } & Record<string, unknown> = {},
): CatalogObjectJson {
  const { modifier_data, ...rest } = extra;
  return {
    type: 'MODIFIER',
    id,
    updated_at: '2024-03-01T10:00:00.000Z',
    version: 1709287200000,
    is_deleted: false,
    present_at_all_locations: true,
    ...rest,
    modifier_data: {
      name,
      ...(amount === null ? {} : { price_money: { amount, currency } }),
      ...modifier_data,
    },
  };
}

/** A `MODIFIER_LIST` object holding `modifiers`. */
export function squareModifierList(
  id: string,
  name: string,
  modifiers: CatalogObjectJson[],
  extra: Record<string, unknown> = {},
): CatalogObjectJson {
  return {
    type: 'MODIFIER_LIST',
    id,
    updated_at: '2024-03-01T10:00:00.000Z',
    version: 1709287200000,
    is_deleted: false,
    present_at_all_locations: true,
    ...extra,
    modifier_list_data: {
      name,
      selection_type: 'SINGLE',
      modifiers: modifiers.map((m) => ({
        ...m,
        modifier_data: { ...(m['modifier_data'] as object), modifier_list_id: id },
      })),
    },
  };
}

/** `n` simple modifier lists `ML0001…` with one 1.00 USD modifier each. */
export function squareModifierLists(n: number, prefix = 'ML'): CatalogObjectJson[] {
  return Array.from({ length: n }, (_, i) => {
    const id = `${prefix}${String(i + 1).padStart(4, '0')}`;
    return squareModifierList(id, `List ${i + 1}`, [squareModifier(`${id}-M1`, 'Option', 100)]);
  });
}
