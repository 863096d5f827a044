import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * GraphiQL's editor workers, minified. `@graphql-yoga/render-graphiql` inlines three workers
 * unminified (2.7 MB of its 9 MB page; its main script and styles come minified). `npm run build`
 * minifies them with esbuild into `dist/graphiql-workers.json`, next to the bundle, so `npm start`
 * needs no esbuild at run time; from the sources (`npm run dev`, tests) they are minified on the
 * first page view. Each is keyed by the hash of the text it replaces: a file from another
 * version of the package replaces nothing.
 */

const FILE = 'graphiql-workers.json';

/** Original worker text's sha256 → its minified text. */
type Minified = Record<string, string>;

const hashOf = (text: string) => createHash('sha256').update(text).digest('base64url');

async function workerSources(): Promise<string[]> {
  const workers = await import('@graphql-yoga/render-graphiql/graphiql');
  return [workers.editorWorkerService, workers.jsonWorker, workers.graphqlWorker];
}

async function minifyAll(): Promise<Minified> {
  const esbuild = await import('esbuild');
  const minified: Minified = {};
  for (const source of await workerSources()) {
    const { code } = await esbuild.transform(source, { minify: true, loader: 'js', legalComments: 'none' });
    minified[hashOf(source)] = code;
  }
  return minified;
}

/** What the build wrote next to this module, else esbuild's work now, else nothing. */
async function loadMinified(): Promise<Minified> {
  try {
    return JSON.parse(await readFile(new URL(`./${FILE}`, import.meta.url), 'utf8')) as Minified;
  } catch {
    // Not built (running from the sources): minify here.
  }
  try {
    return await minifyAll();
  } catch {
    // No esbuild in this install and no built file: the workers are sent as the package ships them.
    return {};
  }
}

/** `html` (the package's rendered page) with each inlined worker replaced by its minified text. */
export async function withMinifiedWorkers(html: string): Promise<string> {
  const minified = await loadMinified();
  let page = html;
  for (const source of await workerSources()) {
    const code = minified[hashOf(source)];
    const inlined = JSON.stringify(source);
    if (code !== undefined && page.includes(inlined))
      page = page.replace(inlined, () => JSON.stringify(code));
  }
  return page;
}

/** Writes the minified workers into `dir`: the last step of `npm run build` (into dist/). */
export async function writeMinifiedWorkers(dir: string): Promise<void> {
  await writeFile(join(dir, FILE), JSON.stringify(await minifyAll()));
}
