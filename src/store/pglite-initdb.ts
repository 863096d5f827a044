import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { createPgliteDatabase } from './db.js';
import { migrate, migrations } from './migrations/index.js';
import { pgliteOptions, pgliteVersion, templateStampPath } from './pglite-setup.js';

/**
 * Run by `initdbInChild` (pglite-setup.ts) in a process of its own: creates the embedded database
 * in the directory given as argument and applies the migrations, then exits, handing its
 * initdb-sized memory back to the system.
 *
 * `--template <dir>` (`npm run build`): the same, as the template a first start copies, stamped
 * with what made it; a template whose stamp is current is kept as it is (a build costs no initdb
 * when neither PGlite nor the migrations changed).
 */
const template = process.argv[2] === '--template';
const dataDir = template ? process.argv[3] : process.argv[2];
if (!dataDir) {
  process.stderr.write('usage: pglite-initdb [--template] <data dir>\n');
  process.exit(2);
}
const digest = createHash('sha256')
  .update(migrations.map((m) => `${m.id} ${m.name} ${'sql' in m ? m.sql : m.run.toString()}`).join('\n'))
  .digest('hex');
const stamp = `${pgliteVersion()} ${digest}`;
const stampPath = templateStampPath(dataDir);
if (template) {
  if (existsSync(stampPath) && readFileSync(stampPath, 'utf8') === stamp) process.exit(0);
  rmSync(stampPath, { force: true });
  rmSync(dataDir, { recursive: true, force: true });
}
const pglite = await PGlite.create(dataDir, pgliteOptions());
try {
  await migrate(createPgliteDatabase(pglite));
} finally {
  await pglite.close();
}
if (template) writeFileSync(stampPath, stamp);
process.exit(0);
