import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { invalidInput } from '../kernel/errors.js';

export const MAX_WEBHOOK_URL_LENGTH = 2000;

/**
 * Where webhooks may not go unless WEBHOOK_ALLOW_PRIVATE_TARGETS is set: this machine, the
 * shop's own network and anything not publicly routable, so an admin account (or whoever took
 * it over) cannot aim the shop's requests at internal services.
 */
const privateAddresses = (() => {
  const list = new BlockList();
  for (const [network, prefix] of [
    ['0.0.0.0', 8], // "this" network
    ['10.0.0.0', 8],
    ['100.64.0.0', 10], // carrier-grade NAT
    ['127.0.0.0', 8], // loopback
    ['169.254.0.0', 16], // link-local (cloud metadata services live here)
    ['172.16.0.0', 12],
    ['192.0.0.0', 24],
    ['192.168.0.0', 16],
    ['198.18.0.0', 15], // benchmarking
    ['224.0.0.0', 4], // multicast
    ['240.0.0.0', 4], // reserved, broadcast
  ] as const) {
    list.addSubnet(network, prefix, 'ipv4');
  }
  for (const [network, prefix] of [
    ['::', 128], // unspecified
    ['::1', 128], // loopback
    ['64:ff9b::', 96], // NAT64 of IPv4 addresses: the gateway would reach whatever IPv4 address it names
    ['64:ff9b:1::', 48], // local-use NAT64
    ['100::', 64], // discard-only
    ['2001::', 32], // Teredo: tunnels to an IPv4 address written (inverted) inside
    ['2001:db8::', 32], // documentation
    ['2002::', 16], // 6to4: tunnels to the IPv4 address in bits 16-47
    ['fc00::', 7], // unique local
    ['fe80::', 10], // link-local
    ['ff00::', 8], // multicast
  ] as const) {
    list.addSubnet(network, prefix, 'ipv6');
  }
  return list;
})();

/**
 * True for loopback, link-local, private and other non-public addresses. An IPv6 address that
 * carries an IPv4 address (IPv4-compatible ::a.b.c.d, IPv4-mapped ::ffff:a.b.c.d, IPv4-translated
 * ::ffff:0:a.b.c.d) is judged by that IPv4 address; the tunnel and translation prefixes (NAT64,
 * 6to4, Teredo) are refused whole, since a gateway on the way would deliver to the address inside.
 */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return privateAddresses.check(address, 'ipv4');
  if (family !== 6) return true;
  const words = ipv6Words(address);
  if (!words) return true;
  const embedded = embeddedIpv4(words);
  if (embedded) return privateAddresses.check(embedded, 'ipv4');
  return privateAddresses.check(address, 'ipv6');
}

/** The eight 16-bit groups of a valid IPv6 address (a trailing dotted IPv4 part included), or null. */
export function ipv6Words(address: string): number[] | null {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const dotted = /^(.*:)(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const bytes = dotted.slice(2).map(Number);
    if (bytes.some((byte) => byte > 255)) return null;
    text = `${dotted[1]}${((bytes[0] << 8) | bytes[1]).toString(16)}:${((bytes[2] << 8) | bytes[3]).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string) => (part ? part.split(':').map((group) => (/^[0-9a-f]{1,4}$/.test(group) ? parseInt(group, 16) : NaN)) : []);
  const head = parse(halves[0]);
  const tail = halves.length === 2 ? parse(halves[1]) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const words = [...head, ...Array<number>(missing).fill(0), ...tail];
  return words.some(Number.isNaN) ? null : words;
}

/** The IPv4 address an IPv6 address stands for directly (compatible, mapped, translated), or null. */
function embeddedIpv4(words: readonly number[]): string | null {
  const zeroUpTo = (end: number) => words.slice(0, end).every((word) => word === 0);
  const ipv4 = () => `${words[6] >> 8}.${words[6] & 255}.${words[7] >> 8}.${words[7] & 255}`;
  // ::ffff:a.b.c.d (mapped) and ::ffff:0:a.b.c.d (translated)
  if (zeroUpTo(5) && words[5] === 0xffff) return ipv4();
  if (zeroUpTo(4) && words[4] === 0xffff && words[5] === 0) return ipv4();
  // ::a.b.c.d (compatible, deprecated but still routed by some stacks); :: and ::1 stay IPv6.
  if (zeroUpTo(6) && (words[6] !== 0 || words[7] > 1)) return ipv4();
  return null;
}

/** True for this machine's own addresses (127.0.0.0/8, ::1, and IPv4 loopback written in IPv6). */
export function isLoopbackAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return address.startsWith('127.');
  if (family !== 6) return false;
  const words = ipv6Words(address);
  if (!words) return false;
  const embedded = embeddedIpv4(words);
  if (embedded) return embedded.startsWith('127.');
  return words.slice(0, 7).every((word) => word === 0) && words[7] === 1;
}

/** A receiver on this machine, named by `localhost` or a loopback address. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  return host === 'localhost' || isLoopbackAddress(host);
}

export interface WebhookTargetRules {
  /** https only (production), except for a loopback receiver when allowLoopback. */
  requireHttps: boolean;
  /** WEBHOOK_ALLOW_PRIVATE_TARGETS. */
  allowPrivate: boolean;
  /**
   * A developer's own receiver on this machine (http://localhost:3000/hooks): allowed in
   * development and wherever WEBHOOK_ALLOW_PRIVATE_TARGETS is set, over http too.
   */
  allowLoopback?: boolean;
}

type Resolver = (host: string) => Promise<LookupAddress[]>;

const resolveAll: Resolver = (host) =>
  new Promise((resolve, reject) => {
    dnsLookup(host, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses)));
  });

/**
 * Checks a receiver URL when an admin registers it: http(s) (https in production), no user or
 * password in it, and a host whose every address is public. Returns the normalised URL.
 */
export async function validateWebhookUrl(raw: string, rules: WebhookTargetRules, resolve: Resolver = resolveAll): Promise<string> {
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (!text || text.length > MAX_WEBHOOK_URL_LENGTH)
    throw invalidInput('Enter the receiver’s URL, e.g. https://example.com/hooks/herbal', { field: 'url' });
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw invalidInput('This is not a URL, e.g. https://example.com/hooks/herbal', { field: 'url' });
  }
  const localReceiver = !!rules.allowLoopback && isLoopbackHost(url.hostname) && (url.protocol === 'http:' || url.protocol === 'https:');
  if (!localReceiver && url.protocol !== 'https:' && (rules.requireHttps || url.protocol !== 'http:')) {
    throw invalidInput(rules.requireHttps ? 'Webhook URLs must use https' : 'Webhook URLs must use https (or http outside production)', {
      field: 'url',
    });
  }
  if (url.username || url.password)
    throw invalidInput('Put no user name or password in the URL; verify the signature instead', { field: 'url' });
  url.hash = '';
  if (localReceiver) return url.toString();
  if (!rules.allowPrivate) {
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    let addresses: string[];
    if (isIP(host)) addresses = [host];
    else {
      try {
        addresses = (await resolve(host)).map((entry) => entry.address);
      } catch {
        throw invalidInput(`The host ${host} could not be found`, { field: 'url' });
      }
    }
    if (addresses.length === 0 || addresses.some(isPrivateAddress)) {
      throw invalidInput('Webhook URLs must point at a public address, not a loopback, link-local or private one', { field: 'url' });
    }
  }
  return url.toString();
}

/**
 * A `lookup` for http.request that refuses private addresses at connection time as well, so a
 * host name that resolved to a public address when registered cannot be re-pointed inside the
 * network later (DNS rebinding).
 */
export function guardedLookup(allowPrivate: boolean, allowLoopback = false) {
  return (
    hostname: string,
    options: LookupOptions,
    callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
  ): void => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const refused = allowPrivate
        ? undefined
        : addresses.find((entry) => isPrivateAddress(entry.address) && !(allowLoopback && isLoopbackAddress(entry.address)));
      if (refused || addresses.length === 0) {
        const failure: NodeJS.ErrnoException = new Error(`${hostname} resolves to a private address; not sending`);
        failure.code = 'EPRIVATETARGET';
        return callback(failure, []);
      }
      if (options.all) return callback(null, addresses);
      return callback(null, addresses[0].address, addresses[0].family);
    });
  };
}
