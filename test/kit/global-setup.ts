import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dropRunSchemas, EMPTY_TEMPLATE_ENV, pgliteDumps, RUN_ID_ENV, TEMPLATE_ENV } from './databases.js';

/**
 * Once per `vitest run`, before any worker starts: the migrated PGlite data directory every test
 * database starts from (initdb and the migrations, ~3 s, paid once instead of once per file), and
 * the id naming this run's PostgreSQL schemas. Workers read both from the environment, which
 * they inherit (test/kit/databases.ts).
 */
export default async function setup(): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'lintel-tests-'));
  const runId = randomUUID().replace(/-/g, '').slice(0, 8);
  process.env[RUN_ID_ENV] = runId;
  if (!process.env.DATABASE_URL) {
    const dumps = await pgliteDumps();
    for (const [name, env, dump] of [
      ['pglite-migrated.tar', TEMPLATE_ENV, dumps.migrated],
      ['pglite-empty.tar', EMPTY_TEMPLATE_ENV, dumps.empty],
    ] as const) {
      const path = join(dir, name);
      await writeFile(path, Buffer.from(await dump.arrayBuffer()));
      process.env[env] = path;
    }
  }
  return async () => {
    await rm(dir, { recursive: true, force: true });
    if (process.env.DATABASE_URL) await dropRunSchemas(process.env.DATABASE_URL, runId);
  };
}
