import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server the tests make their throwaway databases on (the local one by default). */
export const POSTGRES_SERVER = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A database of its own on a PostgreSQL server, for tests and benches that start real processes. */
export interface ThrowawayDatabase {
  name: string;
  /** The server's URL with this database as its path. */
  url: string;
  /** Drops it, forcing out connections still open. */
  drop(): Promise<void>;
}

/** Runs `fn` on a client connected to `url`, and ends the client. */
export async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Creates an empty database `<prefix>_<12 hex digits>` on the server of `serverUrl`. */
export async function createDatabase(serverUrl: string, prefix: string): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  await withClient(serverUrl, (admin) => admin.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      await withClient(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}
