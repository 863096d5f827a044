import type { Queryable } from './db.js';

/** Small key/value facts the service keeps about itself (e.g. which account is the bootstrap one). */
export function createSettingsStore(db: Queryable) {
  return {
    async get(key: string): Promise<string | undefined> {
      const [row] = await db.read<{ value: string }>('select value from settings where key = $1', [key]);
      return row?.value;
    },
    async set(key: string, value: string): Promise<void> {
      await db.query(
        'insert into settings(key, value) values ($1, $2) on conflict (key) do update set value = excluded.value',
        [key, value],
      );
    },
  };
}
