/**
 * Writes the connectors' registries (`schema/registries.ts`), then prints the Pothos schema to
 * `schema/schema.graphql`, the OpenAPI document to `schema/openapi.json`, the operations per
 * connector and the webhook events to `schema/reference.md` and the README's generated sections (data model,
 * GraphQL root fields, connectors, webhook events: `schema/readme-facts.ts`); with `--check`, fails when a committed
 * file differs (CI and `npm run check` run that).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { connectorRegistries, type Output } from './registries.js';

const check = process.argv.includes('--check');
let stale = false;
const relativeName = (file: URL) => file.pathname.slice(new URL('..', import.meta.url).pathname.length);

async function emit(outputs: Output[], nameOf: (file: URL) => string): Promise<void> {
  for (const { file, text } of outputs) {
    const name = nameOf(file);
    const committed = await readFile(file, 'utf8').catch(() => '');
    if (check) {
      if (committed !== text) {
        process.stderr.write(`${name} is stale: run \`npm run schema:print\` and commit it.\n`);
        stale = true;
      } else process.stdout.write(`${name} is up to date.\n`);
    } else {
      if (committed !== text) await writeFile(file, text);
      process.stdout.write(`${name} written.\n`);
    }
  }
}

// The registries first: the schema and the README read the connectors that import them.
await emit(connectorRegistries(), relativeName);

const { assertValidSchema, lexicographicSortSchema, printSchema } = await import('graphql');
const { openApiDocument } = await import('../src/openapi/index.js');
const { schema } = await import('../src/schema/index.js');
// A schema GraphQL would refuse at the first request (a type that breaks its interface) fails here.
assertValidSchema(schema);
const { referencePage, withReadmeFacts } = await import('./readme-facts.js');

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
  { file: new URL('./reference.md', import.meta.url), text: referencePage() },
  { file: readmeFile, text: withReadmeFacts(await readFile(readmeFile, 'utf8'), schema) },
];

await emit(outputs, (file) => {
  const base = file.pathname.split('/').pop();
  return file === readmeFile ? `${base} (generated sections)` : `schema/${base}`;
});
if (stale) process.exit(1);
