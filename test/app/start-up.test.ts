import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedDataDir } from '../kit/databases.js';
import { POSTGRES_SERVER, withClient } from '../kit/postgres.js';
import {
  bannerLine,
  cleanUp,
  kill,
  type Lintel,
  onCleanUp,
  refusal,
  startLintel,
  stop,
  waitForBanner,
} from '../kit/process.js';

/**
 * A newcomer's first hour (issue 22), across real processes: what stops a start says so in one
 * sentence on stderr (exit code 1, no stack), what is allowed but probably not meant is said as a
 * warning, and the banner says what is true of this process.
 */

const TIMEOUT = 90_000;
const QUIET = { PORT: '0', HOST: '127.0.0.1', LINTEL_LOG_LEVEL: 'warn', LINTEL_LOG_FORMAT: 'json' };
const SECRET_KEY = 'start-up-test-secret-key-0123456789abcdef';

let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'lintel-start-up-'));
  onCleanUp(() => rm(root, { recursive: true, force: true }));
});

afterAll(cleanUp);

/** One line on stderr saying why, after `Lintel cannot start: `, without a stack. */
function expectOneSentence(stderr: string): string {
  const lines = stderr.trimEnd().split('\n');
  expect(lines, stderr).toHaveLength(1);
  expect(lines[0]).toMatch(/^Lintel cannot start: /);
  expect(stderr).not.toMatch(/^ {4}at /m);
  return lines[0]!;
}

/** The `msg` of each JSON log line of stdout at level warn (40). */
function warnings(stdout: string): string[] {
  return stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string })
    .filter((line) => line.level === 40)
    .map((line) => line.msg);
}

describe('one embedded data directory, one process', () => {
  let dataDir: string;
  let first: Lintel;
  let base: string;

  beforeAll(async () => {
    // Made as a first start leaves it (the lock, not the first start, is what is tested here).
    dataDir = await preparedDataDir(join(root, 'shared'));
  });

  it(
    'a second process on the same directory refuses to start, naming it and the first process; the first still serves',
    async () => {
      first = startLintel({ ...QUIET, LINTEL_DATA_DIR: dataDir });
      ({ base } = await waitForBanner(first, 60_000));

      const second = startLintel({ ...QUIET, LINTEL_DATA_DIR: dataDir });
      const { code, stderr } = await refusal(second);
      expect(code).toBe(1);
      const sentence = expectOneSentence(stderr);
      expect(sentence).toContain(dataDir);
      expect(sentence).toContain(`pid ${first.child.pid}`);
      expect(sentence).toContain('LINTEL_DATA_DIR');
      expect(sentence).toContain('DATABASE_URL');
      expect(second.stdout()).not.toContain('Lintel is running');

      expect((await fetch(`${base}/ready`)).status).toBe(200);
      expect(first.child.exitCode).toBeNull();
    },
    TIMEOUT,
  );

  it(
    'a lock left by a process killed with kill -9 does not block the next start; a clean stop removes it',
    async () => {
      expect(first, 'the first process must have started').toBeDefined();
      await kill(first);
      const lockFile = join(dataDir, 'lintel.pid');
      // Left behind, naming a process that is gone.
      expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(first.child.pid));

      const next = startLintel({ ...QUIET, LINTEL_DATA_DIR: dataDir });
      const banner = await waitForBanner(next, 60_000);
      expect((await fetch(`${banner.base}/ready`)).status).toBe(200);
      expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(next.child.pid));

      expect(await stop(next)).toMatchObject({ code: 0, signal: null });
      expect(existsSync(lockFile)).toBe(false);
    },
    TIMEOUT,
  );
});

describe('a port in use', () => {
  let taken: Server;
  let port: number;

  beforeAll(async () => {
    taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    port = (taken.address() as { port: number }).port;
    onCleanUp(() => new Promise((resolve) => taken.close(resolve)));
  });

  it(
    'stops the start with exit code 1 and one line naming the port and PORT',
    async () => {
      // A data directory as a first start leaves it: the port, not the database, is tested here.
      const dataDir = await preparedDataDir(join(root, 'port-in-use'));
      const lintel = startLintel({ ...QUIET, PORT: String(port), LINTEL_DATA_DIR: dataDir });
      const { code, stderr } = await refusal(lintel);
      expect(code).toBe(1);
      const sentence = expectOneSentence(stderr);
      expect(sentence).toContain(`Port ${port} is in use`);
      expect(sentence).toContain('set PORT');
    },
    TIMEOUT,
  );
});

describe('PostgreSQL that cannot be used', () => {
  let reason: string | undefined;

  beforeAll(async () => {
    reason = await withClient(POSTGRES_SERVER, (client) => client.query('select 1')).then(
      () => undefined,
      (error: unknown) => `no PostgreSQL answers at ${POSTGRES_SERVER} (${String(error)})`,
    );
  });

  /** The URL of the test server with another user or database, or another port. */
  function serverWith(change: { user?: string; database?: string; port?: string }): string {
    const url = new URL(POSTGRES_SERVER);
    if (change.user !== undefined) url.username = change.user;
    if (change.database !== undefined) url.pathname = `/${change.database}`;
    if (change.port !== undefined) url.port = change.port;
    return url.toString();
  }

  async function startOn(databaseUrl: string): Promise<string> {
    const lintel = startLintel({ ...QUIET, DATABASE_URL: databaseUrl, LINTEL_SECRET_KEY: SECRET_KEY });
    const { code, stderr } = await refusal(lintel);
    expect(code, stderr).toBe(1);
    return expectOneSentence(stderr);
  }

  it(
    'a database that does not exist: says so, with the createdb line that creates it',
    async ({ skip }) => {
      skip(reason !== undefined, reason);
      const { hostname, port, username } = new URL(POSTGRES_SERVER);
      const sentence = await startOn(serverWith({ database: 'lintel_missing_database' }));
      expect(sentence).toContain(
        `database "lintel_missing_database" does not exist on ${hostname}:${port || '5432'}`,
      );
      expect(sentence).toContain(
        `createdb -h ${hostname}${port && port !== '5432' ? ` -p ${port}` : ''} -U ${username} lintel_missing_database`,
      );
    },
    TIMEOUT,
  );

  it(
    'a closed port: cannot reach PostgreSQL, is the server running?',
    async ({ skip }) => {
      skip(reason !== undefined, reason);
      const sentence = await startOn(serverWith({ port: '1' }));
      expect(sentence).toContain(
        `cannot reach PostgreSQL at ${new URL(POSTGRES_SERVER).hostname}:1 (connection refused)`,
      );
      expect(sentence).toContain('is the server running');
    },
    TIMEOUT,
  );

  it(
    'a role that does not exist: check the user and password, which is not printed',
    async ({ skip }) => {
      skip(reason !== undefined, reason);
      const url = new URL(serverWith({ user: 'lintel_no_such_role' }));
      url.password = 'pa55-not-printed';
      const sentence = await startOn(url.toString());
      expect(sentence).toContain('role "lintel_no_such_role" does not exist');
      expect(sentence).toContain('check the user and password in DATABASE_URL');
      expect(sentence).not.toContain('pa55-not-printed');
    },
    TIMEOUT,
  );
});

describe('NODE_ENV=production on the embedded database, with a misspelt variable', () => {
  let lintel: Lintel;
  let text: string;
  const clientSecret = 'start-up-test-client-secret';

  beforeAll(async () => {
    lintel = startLintel({
      ...QUIET,
      NODE_ENV: 'production',
      // Made as a first start leaves it: what production warns about is tested, not initdb.
      LINTEL_DATA_DIR: await preparedDataDir(join(root, 'production')),
      LINTEL_CLIENT_SECRET: clientSecret,
      LINTEL_WORKER: '2',
    });
    ({ text } = await waitForBanner(lintel, 60_000));
  }, TIMEOUT);

  afterAll(async () => {
    if (lintel) await stop(lintel);
  });

  it('warns that production needs PostgreSQL, LINTEL_SECRET_KEY and no demo, and creates no demo consumer', () => {
    const said = warnings(lintel.stdout());
    const production = said.find((msg) => msg.startsWith('NODE_ENV=production'));
    expect(production, said.join('\n')).toBeDefined();
    expect(production).toContain('DATABASE_URL');
    expect(production).toContain('LINTEL_SECRET_KEY');
    expect(production).toContain('LINTEL_DEMO=true');
    expect(text).not.toContain('Demo consumer:');
    expect(text).not.toMatch(/^ {2}C=/m);
  });

  it('names the closest known variable of a misspelt one', () => {
    expect(warnings(lintel.stdout())).toContain(
      'LINTEL_WORKER is not a Lintel variable and is ignored: did you mean LINTEL_WORKERS?',
    );
  });

  it('prints no GraphiQL link but says GraphiQL is off and how to turn it on', () => {
    expect(text).not.toMatch(/GraphiQL: +http/);
    expect(bannerLine(text, /GraphiQL: +(.+)\n/)[1]).toContain(
      'off in production (LINTEL_GRAPHIQL=true turns it on)',
    );
  });

  it('says the client secret comes from LINTEL_CLIENT_SECRET, and that secret issues tokens', async () => {
    expect(bannerLine(text, /Client secret: +(.+)\n/)[1]).toBe('from LINTEL_CLIENT_SECRET');
    expect(text).not.toContain('shown on first start only');
    const accountId = bannerLine(text, /Account id: +(\S+)\n/)[1]!;
    const clientId = bannerLine(text, /Client id: +(\S+)\n/)[1]!;
    const base = bannerLine(text, /Lintel is running on (\S+)/)[1]!;
    const token = await fetch(`${base}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ accountId, clientId, clientSecret }),
    });
    expect(token.status).toBe(200);
  });
});

describe('the banner of a first start on the embedded database', () => {
  it(
    'names the landing page, the API reference, GraphiQL and the console, and prints the README shell lines and a first REST and GraphQL call',
    async () => {
      const lintel = startLintel({ ...QUIET, LINTEL_DATA_DIR: 'memory://' });
      const { text, base, demoConsumerId } = await waitForBanner(lintel, 60_000);
      expect(warnings(lintel.stdout())).toEqual([]);
      expect(text).toContain(`  Landing page:  ${base}/\n`);
      expect(text).toContain(`  API reference: ${base}/docs\n`);
      expect(text).toContain(`  GraphiQL:      ${base}/graphql\n`);
      expect(text).toContain(`  Console:       ${base}/console\n`);
      // The lines that set up a shell, with this start's port and consumer, then a first call.
      expect(text).toContain(`\n  B=${base}\n  C=${demoConsumerId}\n  field() {`);
      expect(text).toContain(`\n  H="Authorization: Bearer $TOKEN"\n`);
      expect(text).toContain('\n  curl -sS "$B/consumers/$C/invoicing/taxes?size=3" -H "$H"\n');
      for (const page of [`${base}/`, `${base}/docs`]) {
        const response = await fetch(page, { headers: { accept: 'text/html' } });
        expect(response.status, page).toBe(200);
        expect(response.headers.get('content-type'), page).toContain('text/html');
      }
      expect(await stop(lintel)).toMatchObject({ code: 0, signal: null });

      // The README's quick start shows this banner as printed, but for ids, secret, port and directory.
      const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
      const sample = /^```\n(Lintel is running on [\s\S]*?)^```$/m.exec(readme)?.[1];
      expect(sample, 'the README shows the banner').toBeDefined();
      const secret = bannerLine(text, /Client secret: +(\S+)\n/)[1]!;
      const shape = (banner: string, clientSecret: string) =>
        banner
          .split(clientSecret)
          .join('<secret>')
          .replace(/http:\/\/127\.0\.0\.1:\d+/g, '<base>')
          .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<uuid>')
          .replace(/\(database: PGlite \([^)]*\)\)/, '(database: PGlite (<dir>))')
          .trim();
      const readmeSecret = bannerLine(sample!, /Client secret: +(\S+)\n/)[1]!;
      expect(shape(sample!, readmeSecret)).toBe(shape(text, secret));
    },
    TIMEOUT,
  );
});
