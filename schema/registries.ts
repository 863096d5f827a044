/**
 * The connectors' registries, written from their folders (`schema/print.ts`): what a connector
 * serves is the handlers its files export, and what the Sandbox seeds is the seeds its resources
 * export, with no list kept by hand beside them. A new file that exports `handlers` (a vendor's)
 * or a new resource folder (the Sandbox's) is served once `npm run schema:print` has run;
 * `npm run schema:check` fails while a registry is stale.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';

const CONNECTORS = new URL('../src/connectors/', import.meta.url);

export interface Output {
  file: URL;
  text: string;
}

/** `accounting-categories` → `accountingCategories`. */
function camel(name: string): string {
  return name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

const exportsHandlers = (file: URL) => /^export const handlers\b/m.test(readFileSync(file, 'utf8'));
const exportsSeed = (file: URL) =>
  existsSync(file) &&
  /^export (?:async )?function seed\(|^export const seed\b/m.test(readFileSync(file, 'utf8'));

const HEADER = (what: string) =>
  `// Written by \`npm run schema:print\` from ${what}: do not edit (run it again instead).\n`;

/** `src/connectors/<vendor>/handlers.ts`: the handlers every file of the vendor's folder exports. */
function vendorRegistry(vendor: string): Output {
  const folder = new URL(`${vendor}/`, CONNECTORS);
  const files = readdirSync(folder)
    .filter((name) => name.endsWith('.ts') && name !== 'handlers.ts' && name !== 'index.ts')
    .filter((name) => exportsHandlers(new URL(name, folder)))
    .map((name) => name.slice(0, -3))
    .sort();
  const lines = [
    HEADER('the files beside it that export `handlers`'),
    ...files.map((name) => `import { handlers as ${camel(name)} } from './${name}.js';`),
    '',
    '/** Every handler of the connector, by operation: its capabilities are these keys. */',
    'export const handlers = {',
    ...files.map((name) => `  ...${camel(name)},`),
    '};',
    '',
  ];
  return { file: new URL('handlers.ts', folder), text: lines.join('\n') };
}

/** `open`, the entries, `close`; `open` and `close` joined on one line when there is no entry. */
function block(open: string, entries: string[], close: string): string[] {
  return entries.length === 0 ? [`${open}${close}`] : [open, ...entries, close];
}

/** `src/connectors/sandbox/<api>/resources.ts`: the handlers and seeds of its resource folders. */
function sandboxRegistry(api: string): Output {
  const folder = new URL(`sandbox/${api}/`, CONNECTORS);
  const resources = readdirSync(folder)
    .filter((name) => statSync(new URL(name, folder)).isDirectory())
    .sort();
  const seeded = resources.filter((name) => exportsSeed(new URL(`${name}/seed.ts`, folder)));
  const imports = resources.flatMap((name) => [
    `import { handlers as ${camel(name)} } from './${name}/handlers.js';`,
    ...(seeded.includes(name) ? [`import { seed as ${camel(name)}Seed } from './${name}/seed.js';`] : []),
  ]);
  const lines = [
    HEADER('the resource folders beside it'),
    "import type { SandboxHandlers } from '../kit.js';",
    "import type { SandboxRecord } from '../types.js';",
    ...imports,
    '',
    '/** The handlers of every resource of the API, by operation: its capabilities are these keys. */',
    // An empty object on one line, as the formatter writes it (an API's first resource is to come).
    ...block(
      'export const handlers = {',
      resources.map((name) => `  ...${camel(name)},`),
      '} satisfies SandboxHandlers;',
    ),
    '',
    '/** The seeds of the resources that hold records at the start (each listed in its own order). */',
    ...block(
      'export const seeds: Record<string, (now: Date) => SandboxRecord[]> = {',
      seeded.map((name) => `  ${camel(name)}: ${camel(name)}Seed,`),
      '};',
    ),
    '',
  ];
  return { file: new URL('resources.ts', folder), text: lines.join('\n') };
}

/** Every registry: one per vendor folder (one with an `index.ts`), one per API of the Sandbox. */
export function connectorRegistries(): Output[] {
  const folders = readdirSync(CONNECTORS).filter((name) => statSync(new URL(name, CONNECTORS)).isDirectory());
  const vendors = folders.filter(
    (name) => name !== 'sandbox' && existsSync(new URL(`${name}/index.ts`, CONNECTORS)),
  );
  const apis = readdirSync(new URL('sandbox/', CONNECTORS)).filter((name) =>
    statSync(new URL(`sandbox/${name}`, CONNECTORS)).isDirectory(),
  );
  return [...vendors.sort().map(vendorRegistry), ...apis.sort().map(sandboxRegistry)];
}
