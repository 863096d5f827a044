import { randomUUID } from 'node:crypto';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** The client's `X-Request-Id` when it is a sane token, else a new UUID. */
export function requestIdFrom(given: string | null | undefined): string {
  return given && REQUEST_ID.test(given) ? given : randomUUID();
}
