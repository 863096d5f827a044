import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { CatalogObjectJson } from './server.js';

/**
 * Square's published examples (`examples/`, see its README for where each comes from), and what
 * Square makes of an upserted object: the same object with permanent ids.
 */

type Json = Record<string, any>;

/** A published example, parsed afresh on each call (tests may change their copy). */
export function publishedSquareExample(name: string): Json {
  return JSON.parse(readFileSync(new URL(`./examples/${name}.json`, import.meta.url), 'utf8')) as Json;
}

/** A permanent id in Square's style (24 upper-case letters and digits), derived from `seed`. */
function permanentId(seed: string): string {
  return createHash('sha256')
    .update(seed)
    .digest('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, 24);
}

/**
 * `object` as ListCatalog would return it after an UpsertCatalogObject: a temporary id (`#…`) or
 * a missing one becomes a permanent id, nested modifiers get ids and their `modifier_list_id`
 * (CatalogObject `id`: "the server supplies a unique identifier that replaces the temporary
 * identifier"). Everything else stays as published.
 */
export function asStored(object: Json, seed = 'published'): CatalogObjectJson {
  const id =
    typeof object['id'] === 'string' && !object['id'].startsWith('#')
      ? object['id']
      : permanentId(`${seed}:${object['id'] ?? ''}`);
  const stored: Json = { ...object, id };
  const data = object['modifier_list_data'];
  if (data && Array.isArray(data['modifiers'])) {
    stored['modifier_list_data'] = {
      ...data,
      modifiers: data['modifiers'].map((modifier: Json, index: number) => ({
        ...asStored(modifier, `${id}:${index}`),
        modifier_data: { ...modifier['modifier_data'], modifier_list_id: id },
      })),
    };
  }
  return stored;
}
