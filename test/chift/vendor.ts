import { readFileSync, writeFileSync } from 'node:fs';

/**
 * `test/chift/openapi.json`: the parts of Chift's published OpenAPI document
 * (`../shared/chift/openapi.json`) the tests validate against — paths, methods, parameters,
 * request bodies, responses and component schemas — without Chift's prose (descriptions,
 * summaries, examples), so the suite runs from a clean clone wherever it sits.
 * `npx tsx test/chift/vendor.ts` writes it; `test/chift/vendored.test.ts` checks it is current.
 */

const PROSE = new Set(['description', 'summary', 'example', 'examples', 'externalDocs', 'x-codeSamples']);

export function withoutProse(value: unknown, fieldNames = false): unknown {
  if (Array.isArray(value)) return value.map((v) => withoutProse(v));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    // Keys of `properties` (and of `paths`, `schemas`, `responses`) are names, not keywords.
    if (!fieldNames && PROSE.has(key)) continue;
    out[key] = withoutProse(child, NAMED.has(key));
  }
  return out;
}

/** Objects whose keys are names chosen by Chift (a field may well be called `description`). */
const NAMED = new Set(['properties', 'paths', 'schemas', 'responses', 'content', 'patternProperties']);

export function vendoredDocument(source: unknown): unknown {
  const doc = source as {
    openapi: string;
    info: { version: string };
    paths: unknown;
    components: { schemas: unknown };
  };
  return withoutProse({
    openapi: doc.openapi,
    info: { title: 'Chift API (schemas only, vendored for the tests)', version: doc.info.version },
    paths: doc.paths,
    components: { schemas: doc.components.schemas },
  });
}

export const SHARED_URL = new URL('../../../shared/chift/openapi.json', import.meta.url);
export const VENDORED_URL = new URL('./openapi.json', import.meta.url);

if (process.argv[1]?.endsWith('vendor.ts')) {
  const source = JSON.parse(readFileSync(SHARED_URL, 'utf8'));
  writeFileSync(VENDORED_URL, `${JSON.stringify(vendoredDocument(source))}\n`);
  console.log('test/chift/openapi.json written');
}
