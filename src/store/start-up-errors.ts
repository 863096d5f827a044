import { DataDirLockedError } from './data-dir-lock.js';
import { SecretKeyMismatchError } from './secret-key.js';

/**
 * The database failures a user can fix before starting again (issue 22), as one sentence that
 * says what is wrong and what to do; `src/main.ts` prints it after `Lintel cannot start: ` and
 * exits 1, without a stack. Anything else is not known here (undefined) and keeps its stack.
 * The password of `DATABASE_URL` is never part of a sentence.
 */
export function describeStartUpError(error: unknown, databaseUrl: string | undefined): string | undefined {
  if (error instanceof DataDirLockedError || error instanceof SecretKeyMismatchError) return error.message;
  if (databaseUrl === undefined) return undefined;
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code !== 'string') return undefined;
  const server = serverOf(databaseUrl);
  const at = `${server.host}:${server.port}`;
  switch (code) {
    // invalid_catalog_name
    case '3D000': {
      const port = server.port === '5432' ? '' : ` -p ${server.port}`;
      const user = server.user ? ` -U ${server.user}` : '';
      return `database "${server.database}" does not exist on ${at}: create it with \`createdb -h ${server.host}${port}${user} ${server.database}\` (Lintel creates its tables, not the database)`;
    }
    // invalid_password
    case '28P01':
      return `PostgreSQL at ${at} refused user "${server.user}" (wrong password): check the user and password in DATABASE_URL`;
    // invalid_authorization_specification: an unknown role, or no pg_hba.conf entry
    case '28000':
      return `PostgreSQL at ${at} refused the connection (${String(message)}): check the user and password in DATABASE_URL`;
    case 'ECONNREFUSED':
      return `cannot reach PostgreSQL at ${at} (connection refused): is the server running, and are the host and port of DATABASE_URL its own?`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `cannot reach PostgreSQL at ${at} (host ${server.host} not found): check the host in DATABASE_URL`;
    case 'ETIMEDOUT':
      return `cannot reach PostgreSQL at ${at} (timed out): is the server running, and does a firewall let the connection through?`;
    default:
      return undefined;
  }
}

/** The parts of a `postgres://` URL a sentence may name (not the password). */
function serverOf(url: string): { host: string; port: string; user: string; database: string } {
  try {
    const parsed = new URL(url);
    return {
      host: parsed.hostname || 'localhost',
      port: parsed.port || '5432',
      user: decodeURIComponent(parsed.username),
      database: decodeURIComponent(parsed.pathname.replace(/^\//, '')) || decodeURIComponent(parsed.username),
    };
  } catch {
    return { host: 'localhost', port: '5432', user: '', database: '' };
  }
}
