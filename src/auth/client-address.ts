import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The address a request came from, as a rate-limit key: the connection's peer, or with
 * `trustProxy` (LINTEL_TRUST_PROXY) the last `X-Forwarded-For` entry — the one the proxy in front
 * of Lintel added; entries before it are whatever the client sent. IPv6 addresses count by their
 * /64 prefix, which one host holds whole. Requests handed to the app in-process (no socket) all
 * share the key `local`.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req
      .header('x-forwarded-for')
      ?.split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .at(-1);
    if (forwarded) return addressKey(forwarded);
  }
  // The Node adapter passes the request's `incoming` message as the env; fetch() alone does not.
  const env = c.env as { incoming?: unknown; server?: unknown } | undefined;
  const peer = env?.incoming || env?.server ? getConnInfo(c).remote.address : undefined;
  return peer ? addressKey(peer) : 'local';
}

function addressKey(address: string): string {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped) return mapped[1]!;
  if (!bare.includes(':')) return bare;
  const [head = '', tail] = bare.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  const prefix = groups.slice(0, 4).map((group) => (Number.parseInt(group, 16) || 0).toString(16));
  return `${prefix.join(':')}::/64`;
}
