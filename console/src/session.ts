/**
 * The signed-in session: the token of `POST /token` and when it ends, kept in `sessionStorage`
 * (gone with the tab). The client secret is never stored: it is asked again when the token ends.
 */

export interface Session {
  token: string;
  /** When the token ends, in ms since the epoch (this browser's clock). */
  expiresAt: number;
  /** How long tokens last, in ms (the renewal prompt shows a fraction of it before the end). */
  lifetime: number;
  clientId: string;
  accountId: string;
}

const KEY = 'lintel.console.session';

export function loadSession(): Session | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const session = JSON.parse(raw) as Session;
    if (typeof session.token !== 'string' || !(session.expiresAt > Date.now())) return null;
    return session;
  } catch {
    return null;
  }
}

export function saveSession(session: Session): void {
  sessionStorage.setItem(KEY, JSON.stringify(session));
}

export function clearSession(): void {
  sessionStorage.removeItem(KEY);
}

/** What was typed into the sign-in form. */
export interface Credentials {
  clientId: string;
  clientSecret: string;
  accountId: string;
}

/** A sign-in that failed: `message` is what `POST /token` answered, or what kept it from answering. */
export class SignInError extends Error {}

export async function requestToken(credentials: Credentials): Promise<Session> {
  let response: Response;
  try {
    response = await fetch('/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(credentials),
    });
  } catch {
    throw new SignInError('Lintel could not be reached (network error). Check the connection and try again.');
  }
  const body = (await response.json().catch(() => null)) as {
    access_token?: string;
    expires_in?: number;
    message?: string;
    detail?: string | null;
  } | null;
  if (!response.ok || !body?.access_token || !body.expires_in) {
    const said = [body?.message, body?.detail].filter(Boolean).join(': ');
    throw new SignInError(said || `POST /token answered ${response.status}`);
  }
  const lifetime = body.expires_in * 1000;
  return {
    token: body.access_token,
    expiresAt: Date.now() + lifetime,
    lifetime,
    clientId: credentials.clientId,
    accountId: credentials.accountId,
  };
}

/** When to ask for the secret again: two minutes before the end, or the last fifth of a short token. */
export function renewalAt(session: Session): number {
  return session.expiresAt - Math.min(120_000, session.lifetime / 5);
}
