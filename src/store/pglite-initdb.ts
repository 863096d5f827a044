import { PGlite } from '@electric-sql/pglite';
import { createPgliteDatabase } from './db.js';
import { migrate } from './migrations/index.js';
import { pgliteOptions } from './pglite-setup.js';

/**
 * Run by `initdbInChild` (pglite-setup.ts) in a process of its own: creates the embedded database
 * in the directory given as argument and applies the migrations, then exits, handing its
 * initdb-sized memory back to the system.
 */
const dataDir = process.argv[2];
if (!dataDir) {
  process.stderr.write('usage: pglite-initdb <data dir>\n');
  process.exit(2);
}
const pglite = await PGlite.create(dataDir, pgliteOptions());
try {
  await migrate(createPgliteDatabase(pglite));
} finally {
  await pglite.close();
}
process.exit(0);
