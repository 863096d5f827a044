import type { z } from 'zod';
import type { AnyResource, WithRaw } from '../../model/index.js';

/** A record as the Sandbox stores it: the model object, plus the fields its filters read. */
export type StoredData = Record<string, unknown>;

const keysOf = new WeakMap<AnyResource, string[]>();

/**
 * A stored record as the model's object: exactly the keys the resource's declaration has (the
 * store also keeps filter fields such as `location_ids` or `business_date`), a missing one null,
 * and the whole stored record as `raw`. The declaration is the one list of fields.
 */
export function fromStored<S extends AnyResource>(resource: S, record: object): z.output<S> & WithRaw {
  const data = record as StoredData;
  let keys = keysOf.get(resource);
  if (!keys) {
    keys = Object.keys(resource.shape);
    keysOf.set(resource, keys);
  }
  const out: StoredData = {};
  for (const key of keys) out[key] = data[key] ?? null;
  out['raw'] = data;
  return out as z.output<S> & WithRaw;
}
