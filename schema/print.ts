/**
 * Prints the Pothos schema to `schema/schema.graphql`; with `--check`, fails when the committed
 * file differs (CI and `npm run check` run that).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from '../src/schema/index.js';

const target = new URL('./schema.graphql', import.meta.url);
const printed = `${printSchema(lexicographicSortSchema(schema))}\n`;

if (process.argv.includes('--check')) {
  const committed = await readFile(target, 'utf8').catch(() => '');
  if (committed !== printed) {
    process.stderr.write('schema/schema.graphql is stale: run `npm run schema:print` and commit it.\n');
    process.exit(1);
  }
  process.stdout.write('schema/schema.graphql is up to date.\n');
} else {
  await writeFile(target, printed);
  process.stdout.write('schema/schema.graphql written.\n');
}
