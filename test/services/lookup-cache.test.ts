import { describe, expect, it } from 'vitest';
import { createLookupCache } from '../../src/services/lookup-cache.js';

describe('lookup cache', () => {
  it('reuses a value until its TTL ends, then loads again', async () => {
    // lru-cache reads a start time of 0 as "none": the fake clock starts later.
    let clock = 1000;
    let loads = 0;
    const cache = createLookupCache(2000, () => clock);
    const load = async () => ({ n: ++loads });
    expect(await cache.get('k', load)).toEqual({ n: 1 });
    clock = 3000;
    expect(await cache.get('k', load)).toEqual({ n: 1 });
    clock = 3001;
    expect(await cache.get('k', load)).toEqual({ n: 2 });
  });

  it('never caches a miss, so a row created elsewhere is found at once', async () => {
    let row: string | undefined;
    const cache = createLookupCache(60_000);
    expect(await cache.get('k', async () => row)).toBeUndefined();
    row = 'created';
    expect(await cache.get('k', async () => row)).toBe('created');
  });

  it('forgets invalidated keys and caches nothing with a TTL of 0', async () => {
    let loads = 0;
    const cache = createLookupCache(60_000);
    await cache.get('k', async () => ++loads);
    cache.invalidate('k');
    expect(await cache.get('k', async () => ++loads)).toBe(2);
    const off = createLookupCache(0);
    await off.get('k', async () => ++loads);
    expect(await off.get('k', async () => ++loads)).toBe(4);
  });
});
