import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** A real webhook receiver on loopback: records every request; answers what the test scripts. */
export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** Date.now() on arrival. */
  at: number;
  /** performance.now() on arrival: below the millisecond, for measuring latency. */
  monotonic: number;
  /** What `identify` said of the connection it came on (undefined without `identify`). */
  source: number | undefined;
  /** performance.now() once answered, or once its connection closed unanswered (undefined before). */
  ended?: number;
}

export type Answer = number | { status: number; headers?: Record<string, string> } | 'hang';

export interface ReceiverOptions {
  /**
   * Answers each request this long after its arrival (it is recorded on arrival); a function
   * decides per request (by its `source`, say).
   */
  delayMs?: number | ((received: Received) => number);
  /**
   * Called once per incoming connection, while it is open; every request on it carries what it
   * answers as `source` (e.g. which process opened it, found from its source port).
   */
  identify?: (socket: Socket) => number | undefined;
  /** Called for every request once it is recorded (and answered, without `delayMs`). */
  onReceived?: (received: Received) => void;
  /** How long an idle keep-alive connection stays open (Node's default otherwise). */
  keepAliveTimeoutMs?: number;
}

export interface Receiver {
  url: string;
  received: Received[];
  /** Answers for the next requests to a path, in order; afterwards 200. `hang` never answers. */
  script(path: string, ...answers: Answer[]): void;
  waitFor(count: number, timeoutMs?: number): Promise<Received[]>;
  /** How many distinct `webhook-id`s arrived. */
  distinct(): number;
  /** Requests received and not answered yet (delayed or hanging). */
  inFlight(): number;
  close(): Promise<void>;
}

export async function startReceiver(options: ReceiverOptions = {}): Promise<Receiver> {
  const received: Received[] = [];
  const waiters: (() => void)[] = [];
  const unanswered = new Set<ServerResponse>();
  const scripts = new Map<string, Answer[]>();
  const sources = new WeakMap<Socket, number | undefined>();
  const receiver: Receiver = {
    url: '',
    received,
    script(path, ...answers) {
      scripts.set(path, [...(scripts.get(path) ?? []), ...answers]);
    },
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`receiver got ${received.length} of ${count} deliveries`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
      return received;
    },
    distinct: () => new Set(received.map((r) => String(r.headers['webhook-id']))).size,
    inFlight: () => unanswered.size,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of unanswered) res.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const monotonic = performance.now();
      const entry: Received = {
        path: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
        monotonic,
        source: sources.get(req.socket),
      };
      received.push(entry);
      res.once('close', () => {
        entry.ended = performance.now();
      });
      for (const w of waiters.splice(0)) w();
      const next = scripts.get(req.url ?? '/')?.shift() ?? 200;
      if (next === 'hang') {
        unanswered.add(res);
      } else {
        const answer = typeof next === 'number' ? { status: next } : next;
        const send = () => res.writeHead(answer.status, answer.headers ?? {}).end('ok');
        const delayMs = typeof options.delayMs === 'function' ? options.delayMs(entry) : options.delayMs;
        if (delayMs === undefined) send();
        else {
          unanswered.add(res);
          const timer = setTimeout(() => {
            unanswered.delete(res);
            if (!res.destroyed) send();
          }, delayMs);
          // A connection closed by its sender (a killed process) is not waited for.
          res.once('close', () => {
            clearTimeout(timer);
            unanswered.delete(res);
          });
        }
      }
      options.onReceived?.(entry);
    });
  });
  const { identify } = options;
  if (identify) server.on('connection', (socket: Socket) => sources.set(socket, identify(socket)));
  if (options.keepAliveTimeoutMs !== undefined) server.keepAliveTimeout = options.keepAliveTimeoutMs;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return receiver;
}
