import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { validationError } from './errors.js';

/**
 * Outbound URLs that users supply (webhook targets, vendor base URLs) must not reach the
 * service's own network in production (contract §3): loopback, private, link-local, CGNAT,
 * metadata and unspecified addresses are refused, after DNS resolution.
 */
const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

export function isBlockedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) {
    // IPv4-mapped IPv6 (::ffff:127.0.0.1) is checked as the IPv4 address it maps.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return blocked.check(mapped[1]!, 'ipv4');
    return blocked.check(address, 'ipv6');
  }
  return true;
}

export interface OutboundPolicy {
  /** Enforce the rules (production without LINTEL_ALLOW_PRIVATE_NETWORKS). */
  enforce: boolean;
  resolve?: (host: string) => Promise<string[]>;
}

const defaultResolve = async (host: string) => (await lookup(host, { all: true })).map((a) => a.address);

/** Throws a 422 naming `loc` when `url` is not an http(s) URL allowed by the policy. */
export function createOutboundUrlCheck(policy: OutboundPolicy) {
  const resolve = policy.resolve ?? defaultResolve;
  return async (url: string, loc: (string | number)[]): Promise<void> => {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw validationError([{ loc, msg: 'Input should be a valid URL', type: 'url_parsing', input: url }]);
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
      throw validationError([
        { loc, msg: 'URL scheme should be http or https', type: 'url_scheme', input: url },
      ]);
    }
    if (!policy.enforce) return;
    const host = parsed.hostname.replace(/^\[|\]$/g, '');
    let addresses: string[];
    try {
      addresses = isIP(host) ? [host] : await resolve(host);
    } catch {
      throw validationError([{ loc, msg: 'The URL host does not resolve', type: 'value_error', input: url }]);
    }
    if (addresses.length === 0 || addresses.some(isBlockedAddress)) {
      throw validationError([
        {
          loc,
          msg: 'The URL points at a private, loopback, link-local or metadata address',
          type: 'value_error',
          input: url,
        },
      ]);
    }
  };
}

/**
 * A `lookup` for sockets that refuses blocked addresses after DNS resolution, on the address
 * actually connected (a name that resolves to 127.0.0.1 is caught here, not only at creation).
 */
export function guardedLookup(
  hostname: string,
  options: LookupOptions,
  callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    if (addresses.length === 0 || addresses.some((a) => isBlockedAddress(a.address))) {
      const refused = Object.assign(new Error(`${hostname} resolves to a blocked address`), {
        code: 'EBLOCKEDADDRESS',
      });
      return callback(refused, []);
    }
    if (options.all) return callback(null, addresses);
    const first = addresses[0]!;
    callback(null, first.address, first.family);
  });
}

/** True when `url`'s host is an IP literal on a blocked network (sockets skip `lookup` for those). */
export function isBlockedLiteral(url: URL): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(host) !== 0 && isBlockedAddress(host);
}
