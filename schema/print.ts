/**
 * Prints the Pothos schema to `schema/schema.graphql`, the OpenAPI document to
 * `schema/openapi.json` and the README's operations per connector; with `--check`, fails when a
 * committed file differs (CI and `npm run check` run that).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { openApiDocument } from '../src/openapi/index.js';
import { schema } from '../src/schema/index.js';
import { withOperationsTables } from './readme-operations.js';

const readmeFile = new URL('../README.md', import.meta.url);

const outputs = [
  {
    file: new URL('./schema.graphql', import.meta.url),
    text: `${printSchema(lexicographicSortSchema(schema))}\n`,
  },
  {
    file: new URL('./openapi.json', import.meta.url),
    text: `${JSON.stringify(openApiDocument(), null, 2)}\n`,
  },
  { file: readmeFile, text: withOperationsTables(await readFile(readmeFile, 'utf8')) },
];

const check = process.argv.includes('--check');
let stale = false;
for (const { file, text } of outputs) {
  const base = file.pathname.split('/').pop();
  const name = file === readmeFile ? `${base} (operations per connector)` : `schema/${base}`;
  if (check) {
    const committed = await readFile(file, 'utf8').catch(() => '');
    if (committed !== text) {
      process.stderr.write(`${name} is stale: run \`npm run schema:print\` and commit it.\n`);
      stale = true;
    } else process.stdout.write(`${name} is up to date.\n`);
  } else {
    await writeFile(file, text);
    process.stdout.write(`${name} written.\n`);
  }
}
if (stale) process.exit(1);
