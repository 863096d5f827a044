import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake Mews Connector API (`/work/shared/connectors/mews.md`) on 127.0.0.1: POST-only,
 * case-sensitive routes under `/api/connector/v1/` (anything else 404), tokens and `Client` in
 * the JSON body (401 `{"Message"}` otherwise), `Limitation.Count` 1–1000 where paged, every
 * `*Utc` interval at most 3 months, `Cursor` = id of the last record returned (null when none),
 * a `Request-Id` header on every answer, and faults injected per route.
 */

type Json = Record<string, any>;

export interface MewsFakeState {
  clientToken: string;
  accessToken: string;
  /** The `configuration/get` answer (`{NowUtc, Enterprise}`). */
  configuration: Json;
  taxEnvironments: Json[];
  taxations: Json[];
  taxRates: Json[];
  /** In the order the fake pages them (Mews: newest first; here: as stored). */
  orderItems: Json[];
  reservations: Json[];
  bills: Json[];
  resources: Json[];
  payments: Json[];
  customers: Json[];
  companies: Json[];
  accountingCategories: Json[];
  /** What `enterprises/getAll` lists (a portfolio token's properties). */
  enterprises: Json[];
}

export type MewsFault =
  /** Answer this status with `{"Message"}` (and `Retry-After` when given). */
  | { kind: 'status'; status: number; message?: string; retryAfter?: string }
  /** Wait before answering normally (longer than the client's timeout: the client gives up). */
  | { kind: 'slow'; delayMs: number }
  /** Never answer: the request hangs until the client gives up (or the fake closes). */
  | { kind: 'hang' }
  /** 200 with a body that is not JSON. */
  | { kind: 'garbage'; text?: string }
  /** 200 with this JSON instead of the route's answer (wrong shape). */
  | { kind: 'shape'; body: unknown };

export interface MewsFakeCall {
  /** `orderItems/getAll`, `reservations/getAll/2023-06-06`, … (or the raw path when unknown). */
  route: string;
  method: string;
  body: Json | null;
  status: number;
}

export interface MewsFake {
  url: string;
  state: MewsFakeState;
  calls: MewsFakeCall[];
  /** Calls that reached the fake, optionally of one route. */
  count(route?: string): number;
  /** The next `times` calls (of `route`, when given) answer with `fault`. */
  inject(fault: MewsFault, options?: { times?: number; route?: string }): void;
  /** Forgets calls and pending faults. */
  reset(): void;
  close(): Promise<void>;
}

class FakeError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const PREFIX = '/api/connector/v1/';

function emptyState(): MewsFakeState {
  return {
    clientToken: 'fake-client-token-0123456789',
    accessToken: 'fake-access-token-0123456789',
    configuration: {
      NowUtc: '2025-03-15T09:30:00Z',
      Enterprise: {
        Id: randomUUID(),
        Name: 'Fake hotel',
        TimeZoneIdentifier: 'UTC',
        TaxEnvironmentCode: null,
      },
    },
    taxEnvironments: [],
    taxations: [],
    taxRates: [],
    orderItems: [],
    reservations: [],
    bills: [],
    resources: [],
    payments: [],
    customers: [],
    companies: [],
    accountingCategories: [],
    enterprises: [],
  };
}

/** Same rule as the connector's but written independently: clamp the day to the target month. */
function plusThreeMonths(ms: number): number {
  const d = new Date(ms);
  const total = d.getUTCMonth() + 3;
  const year = d.getUTCFullYear() + Math.floor(total / 12);
  const month = total % 12;
  const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Date.UTC(
    year,
    month,
    Math.min(d.getUTCDate(), days),
    d.getUTCHours(),
    d.getUTCMinutes(),
    d.getUTCSeconds(),
  );
}

function interval(body: Json, name: string): { start: number; end: number } | null {
  const value = body[name];
  if (value === undefined || value === null) return null;
  const start = Date.parse(value?.StartUtc);
  const end = Date.parse(value?.EndUtc);
  if (Number.isNaN(start) || Number.isNaN(end)) throw new FakeError(400, `Invalid ${name}.`);
  if (end < start) throw new FakeError(400, `${name}: EndUtc is before StartUtc.`);
  if (end > plusThreeMonths(start)) {
    throw new FakeError(400, `${name}: the interval exceeds the maximum length of 3 months.`);
  }
  return { start, end };
}

function ids(body: Json, name: string): Set<string> | null {
  const value = body[name];
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) {
    throw new FakeError(400, `Invalid ${name}.`);
  }
  if (value.length > 1000) throw new FakeError(400, `${name}: at most 1000 items.`);
  return new Set(value as string[]);
}

function limitation(body: Json): { count: number; cursor: string | null } {
  const l = body['Limitation'];
  if (!l || typeof l !== 'object') throw new FakeError(400, 'Limitation is required.');
  const count = l.Count;
  if (!Number.isInteger(count) || count < 1 || count > 1000) {
    throw new FakeError(400, 'Limitation.Count must be between 1 and 1000.');
  }
  if (l.Cursor !== undefined && l.Cursor !== null && typeof l.Cursor !== 'string') {
    throw new FakeError(400, 'Invalid Limitation.Cursor.');
  }
  return { count, cursor: l.Cursor ?? null };
}

/** Cursor paging: records after the cursor's record, `Cursor` = id of the last one returned. */
function paged(records: Json[], body: Json, key: string): Json {
  const { count, cursor } = limitation(body);
  let from = 0;
  if (cursor !== null) {
    const at = records.findIndex((r) => r.Id === cursor);
    if (at < 0) throw new FakeError(400, 'Invalid Limitation.Cursor.');
    from = at + 1;
  }
  const page = records.slice(from, from + count);
  return { [key]: page, Cursor: page.length > 0 ? page[page.length - 1]!.Id : null };
}

const within = (value: unknown, range: { start: number; end: number } | null) => {
  if (range === null) return true;
  const t = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return t >= range.start && t <= range.end;
};

const oneOf = (value: unknown, set: Set<string> | null) => set === null || set.has(value as string);

type Handler = (body: Json, state: MewsFakeState) => unknown;

const routes: Record<string, Handler> = {
  'configuration/get': (_body, state) => state.configuration,
  'taxEnvironments/getAll': (_body, state) => ({ TaxEnvironments: state.taxEnvironments }),
  'taxations/getAll': (_body, state) => ({ Taxations: state.taxations, TaxRates: state.taxRates }),

  'orderItems/getAll': (body, state) => {
    const filters = {
      OrderItemIds: ids(body, 'OrderItemIds'),
      ServiceOrderIds: ids(body, 'ServiceOrderIds'),
      ServiceIds: ids(body, 'ServiceIds'),
      BillIds: ids(body, 'BillIds'),
      EnterpriseIds: ids(body, 'EnterpriseIds'),
      AccountingStates: ids(body, 'AccountingStates'),
      Types: ids(body, 'Types'),
    };
    const windows = {
      CreatedUtc: interval(body, 'CreatedUtc'),
      UpdatedUtc: interval(body, 'UpdatedUtc'),
      ConsumedUtc: interval(body, 'ConsumedUtc'),
      ClosedUtc: interval(body, 'ClosedUtc'),
      CanceledUtc: interval(body, 'CanceledUtc'),
    };
    const anchored =
      filters.OrderItemIds ??
      filters.ServiceOrderIds ??
      filters.ServiceIds ??
      filters.BillIds ??
      windows.CreatedUtc ??
      windows.UpdatedUtc ??
      windows.ConsumedUtc ??
      windows.ClosedUtc;
    if (!anchored) {
      throw new FakeError(
        400,
        'At least one of OrderItemIds, ServiceOrderIds, ServiceIds, BillIds, CreatedUtc, UpdatedUtc, ClosedUtc must be specified.',
      );
    }
    const records = state.orderItems.filter(
      (i) =>
        oneOf(i.Id, filters.OrderItemIds) &&
        oneOf(i.ServiceOrderId, filters.ServiceOrderIds) &&
        oneOf(i.ServiceId, filters.ServiceIds) &&
        oneOf(i.BillId, filters.BillIds) &&
        oneOf(i.EnterpriseId, filters.EnterpriseIds) &&
        oneOf(i.AccountingState, filters.AccountingStates) &&
        oneOf(i.Type, filters.Types) &&
        Object.entries(windows).every(([field, range]) => within(i[field], range)),
    );
    return paged(records, body, 'OrderItems');
  },

  'reservations/getAll/2023-06-06': (body, state) => {
    const wanted = ids(body, 'ReservationIds');
    const assigned = ids(body, 'AssignedResourceIds');
    interval(body, 'CreatedUtc');
    interval(body, 'UpdatedUtc');
    const records = state.reservations.filter(
      (r) => oneOf(r.Id, wanted) && oneOf(r.AssignedResourceId, assigned),
    );
    return paged(records, body, 'Reservations');
  },

  'bills/getAll': (body, state) => {
    const wanted = ids(body, 'BillIds');
    const customers = ids(body, 'CustomerIds');
    const enterprises = ids(body, 'EnterpriseIds');
    const windows = {
      CreatedUtc: interval(body, 'CreatedUtc'),
      UpdatedUtc: interval(body, 'UpdatedUtc'),
      IssuedUtc: interval(body, 'IssuedUtc'),
      PaidUtc: interval(body, 'PaidUtc'),
      DueUtc: interval(body, 'DueUtc'),
    };
    // Deprecated (bills.md: "Use IssuedUtc instead"): the closing instant, which is the issue's.
    const closed = interval(body, 'ClosedUtc');
    if (wanted === null && customers === null && closed === null && Object.values(windows).every((w) => !w)) {
      throw new FakeError(400, 'BillIds is required if no other filter is provided.');
    }
    const state_ = body['State'];
    if (state_ !== undefined && state_ !== null && state_ !== 'Open' && state_ !== 'Closed') {
      throw new FakeError(400, 'Invalid State.');
    }
    const records = state.bills.filter(
      (b) =>
        oneOf(b.Id, wanted) &&
        oneOf(b.AccountId, customers) &&
        oneOf(b.EnterpriseId, enterprises) &&
        (state_ == null || b.State === state_) &&
        (body['Type'] == null || b.Type === body['Type']) &&
        (closed === null || (b.State === 'Closed' && within(b.IssuedUtc, closed))) &&
        Object.entries(windows).every(([field, range]) => within(b[field], range)),
    );
    return paged(records, body, 'Bills');
  },

  'payments/getAll': (body, state) => {
    const filters = {
      PaymentIds: ids(body, 'PaymentIds'),
      AccountIds: ids(body, 'AccountIds'),
      BillIds: ids(body, 'BillIds'),
      ReservationIds: ids(body, 'ReservationIds'),
    };
    if (filters.AccountIds && filters.AccountIds.size > 100) {
      throw new FakeError(400, 'AccountIds: at most 100 items.');
    }
    const windows = {
      CreatedUtc: interval(body, 'CreatedUtc'),
      UpdatedUtc: interval(body, 'UpdatedUtc'),
      ChargedUtc: interval(body, 'ChargedUtc'),
      ClosedUtc: interval(body, 'ClosedUtc'),
      SettlementUtc: interval(body, 'SettlementUtc'),
    };
    if (Object.values(filters).every((f) => f === null) && Object.values(windows).every((w) => !w)) {
      throw new FakeError(400, 'At least one filter parameter must be specified.');
    }
    const enterprises = ids(body, 'EnterpriseIds');
    const accountingStates = ids(body, 'AccountingStates');
    const states = ids(body, 'States');
    const records = state.payments.filter(
      (p) =>
        oneOf(p.Id, filters.PaymentIds) &&
        oneOf(p.AccountId, filters.AccountIds) &&
        oneOf(p.BillId, filters.BillIds) &&
        oneOf(p.ReservationId, filters.ReservationIds) &&
        oneOf(p.EnterpriseId, enterprises) &&
        oneOf(p.AccountingState, accountingStates) &&
        oneOf(p.State, states) &&
        (body['Type'] == null || p.Type === body['Type']) &&
        Object.entries(windows).every(([field, range]) => within(p[field], range)),
    );
    return paged(records, body, 'Payments');
  },

  'customers/getAll': (body, state) => {
    const extent = body['Extent'];
    if (!extent || typeof extent !== 'object') throw new FakeError(400, 'Extent is required.');
    const filters = {
      CustomerIds: ids(body, 'CustomerIds'),
      Emails: ids(body, 'Emails'),
      FirstNames: ids(body, 'FirstNames'),
      LastNames: ids(body, 'LastNames'),
      LoyaltyCodes: ids(body, 'LoyaltyCodes'),
      CompanyIds: ids(body, 'CompanyIds'),
    };
    if (filters.CompanyIds && filters.CompanyIds.size > 1)
      throw new FakeError(400, 'CompanyIds: at most 1 item.');
    const windows = {
      CreatedUtc: interval(body, 'CreatedUtc'),
      UpdatedUtc: interval(body, 'UpdatedUtc'),
      DeletedUtc: interval(body, 'DeletedUtc'),
    };
    if (Object.values(filters).every((f) => f === null) && Object.values(windows).every((w) => !w)) {
      throw new FakeError(400, 'CustomerIds is required if no other filter is provided.');
    }
    const activity = ids(body, 'ActivityStates');
    const records = extent.Customers
      ? state.customers.filter(
          (c) =>
            oneOf(c.Id, filters.CustomerIds) &&
            oneOf(c.Email, filters.Emails) &&
            oneOf(c.FirstName, filters.FirstNames) &&
            oneOf(c.LastName, filters.LastNames) &&
            oneOf(c.LoyaltyCode, filters.LoyaltyCodes) &&
            oneOf(c.CompanyId, filters.CompanyIds) &&
            oneOf(c.IsActive === false ? 'Deleted' : 'Active', activity) &&
            within(c.CreatedUtc, windows.CreatedUtc) &&
            within(c.UpdatedUtc, windows.UpdatedUtc),
        )
      : [];
    return { ...paged(records, body, 'Customers'), Documents: null };
  },

  'companies/getAll': (body, state) => {
    const wanted = ids(body, 'Ids');
    const names = ids(body, 'Names');
    const created = interval(body, 'CreatedUtc');
    const updated = interval(body, 'UpdatedUtc');
    const records = state.companies.filter(
      (c) =>
        oneOf(c.Id, wanted) &&
        oneOf(c.Name, names) &&
        within(c.CreatedUtc, created) &&
        within(c.UpdatedUtc, updated),
    );
    return paged(records, body, 'Companies');
  },

  'accountingCategories/getAll': (body, state) => {
    const wanted = ids(body, 'AccountingCategoryIds');
    const enterprises = ids(body, 'EnterpriseIds');
    const activity = ids(body, 'ActivityStates');
    const updated = interval(body, 'UpdatedUtc');
    const records = state.accountingCategories.filter(
      (c) =>
        oneOf(c.Id, wanted) &&
        oneOf(c.EnterpriseId, enterprises) &&
        oneOf(c.IsActive === false ? 'Deleted' : 'Active', activity) &&
        within(c.UpdatedUtc, updated),
    );
    return paged(records, body, 'AccountingCategories');
  },

  'enterprises/getAll': (body, state) => {
    const wanted = ids(body, 'EnterpriseIds');
    interval(body, 'LinkedUtc');
    interval(body, 'UpdatedUtc');
    return paged(
      state.enterprises.filter((e) => oneOf(e.Id, wanted)),
      body,
      'Enterprises',
    );
  },

  'resources/getAll': (body, state) => {
    const extent = body['Extent'];
    if (!extent || typeof extent !== 'object') throw new FakeError(400, 'Extent is required.');
    const wanted = ids(body, 'ResourceIds');
    const records = extent.Resources
      ? state.resources.filter((r) => oneOf(r.Id, wanted) && (extent.Inactive || r.IsActive !== false))
      : [];
    return paged(records, body, 'Resources');
  },
};

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Starts a fake Mews on 127.0.0.1, port 0. `seed` fills its state before the first call. */
export async function startMewsFake(seed?: (state: MewsFakeState) => void): Promise<MewsFake> {
  const state = emptyState();
  seed?.(state);
  const calls: MewsFakeCall[] = [];
  let faults: { fault: MewsFault; times: number; route?: string }[] = [];

  const takeFault = (route: string): MewsFault | undefined => {
    const entry = faults.find((f) => f.times > 0 && (f.route === undefined || f.route === route));
    if (!entry) return undefined;
    entry.times--;
    faults = faults.filter((f) => f.times > 0);
    return entry.fault;
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const requestId = randomUUID();
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const route = path.startsWith(PREFIX) ? path.slice(PREFIX.length) : path;
    const text = await readBody(req);
    let body: Json | null = null;
    try {
      body = text === '' ? null : JSON.parse(text);
    } catch {
      body = null;
    }
    const call: MewsFakeCall = { route, method: req.method ?? '', body, status: 0 };
    calls.push(call);

    const send = (status: number, payload: string, headers: Record<string, string> = {}) => {
      call.status = status;
      if (res.destroyed) return;
      res.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'request-id': requestId,
        ...headers,
      });
      res.end(payload);
    };
    const error = (status: number, message: string, headers: Record<string, string> = {}) =>
      send(status, JSON.stringify({ Message: message, RequestId: requestId }), headers);

    const handler = req.method === 'POST' && path.startsWith(PREFIX) ? routes[route] : undefined;
    if (!handler) return error(404, 'Not found.');

    const fault = takeFault(route);
    if (fault?.kind === 'status') {
      return error(
        fault.status,
        fault.message ?? `Injected HTTP ${fault.status}.`,
        fault.retryAfter ? { 'retry-after': fault.retryAfter } : {},
      );
    }
    if (fault?.kind === 'garbage')
      return send(200, fault.text ?? '<html>Service temporarily unavailable</html>');
    if (fault?.kind === 'shape') return send(200, JSON.stringify(fault.body));
    if (fault?.kind === 'hang') return;
    if (fault?.kind === 'slow') await new Promise((r) => setTimeout(r, fault.delayMs));

    if (body === null || typeof body !== 'object' || Array.isArray(body))
      return error(400, 'Invalid JSON body.');
    if (typeof body['Client'] !== 'string' || body['Client'] === '') return error(400, 'Client is required.');
    if (body['ClientToken'] !== state.clientToken || body['AccessToken'] !== state.accessToken) {
      return error(401, 'Invalid ClientToken or AccessToken.');
    }
    try {
      return send(200, JSON.stringify(handler(body, state)));
    } catch (e) {
      if (e instanceof FakeError) return error(e.status, e.message);
      return error(500, 'Fake failure.');
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    state,
    calls,
    count: (route) => (route === undefined ? calls.length : calls.filter((c) => c.route === route).length),
    inject(fault, options = {}) {
      faults.push({ fault, times: options.times ?? 1, ...(options.route ? { route: options.route } : {}) });
    },
    reset() {
      calls.length = 0;
      faults = [];
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
