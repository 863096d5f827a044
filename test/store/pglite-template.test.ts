import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/store/db.js';
import { migrations } from '../../src/store/migrations/index.js';
import { copyTemplate, pgliteVersion, templateStampPath } from '../../src/store/pglite-setup.js';

/**
 * A first start copies the data directory `npm run build` made (issue 29) when PGlite is the one
 * that made it; otherwise it runs initdb. The copy itself, without PGlite: the built server's
 * first start over a real template is test/app/built.test.ts.
 */

let root: string;
let template: string;
let dataDir: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'lintel-template-'));
  template = join(root, 'pgdata-template');
  dataDir = join(root, 'data');
  mkdirSync(join(template, 'base', '1'), { recursive: true });
  writeFileSync(join(template, 'base', '1', '1259'), 'catalog');
  writeFileSync(join(template, 'PG_VERSION'), '17\n');
  mkdirSync(dataDir);
  // What the server has put in the directory before it holds a database: its key, its lock.
  writeFileSync(join(dataDir, 'secret.key'), 'key');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('a first start from the build template', () => {
  it('copies a template the installed PGlite made, keeping what the directory held', async () => {
    writeFileSync(templateStampPath(template), `${pgliteVersion()} digest`);
    expect(await copyTemplate(dataDir, template)).toBe(true);
    expect(readFileSync(join(dataDir, 'PG_VERSION'), 'utf8')).toBe('17\n');
    expect(readFileSync(join(dataDir, 'base', '1', '1259'), 'utf8')).toBe('catalog');
    expect(readFileSync(join(dataDir, 'secret.key'), 'utf8')).toBe('key');
  });

  it('refuses a template of another PGlite, one without a stamp, or one without a database', async () => {
    writeFileSync(templateStampPath(template), '0.0.1 digest');
    expect(await copyTemplate(dataDir, template)).toBe(false);
    rmSync(templateStampPath(template));
    expect(await copyTemplate(dataDir, template)).toBe(false);
    writeFileSync(templateStampPath(template), `${pgliteVersion()} digest`);
    rmSync(join(template, 'PG_VERSION'));
    expect(await copyTemplate(dataDir, template)).toBe(false);
    // Nothing was copied: the start goes on to initdb in an untouched directory.
    expect(existsSync(join(dataDir, 'base'))).toBe(false);
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(false);
  });

  it('without a template, creates the database with initdb in a child process, migrated', async () => {
    const created: string[] = [];
    const db = await openPglite(join(root, 'fresh'), {
      templates: [],
      onCreated: (from) => created.push(from),
    });
    try {
      expect(created).toEqual(['initdb']);
      const [row] = await db.query<{ n: number }>('select count(*)::int as n from schema_migrations');
      expect(row!.n).toBe(migrations.length);
    } finally {
      await db.close();
    }
  }, 120_000);
});
