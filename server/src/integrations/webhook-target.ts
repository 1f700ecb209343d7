import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { badInput } from '../kernel/errors.js';

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
    ['64:ff9b::', 96], // NAT64 of IPv4 addresses
    ['fc00::', 7], // unique local
    ['fe80::', 10], // link-local
    ['ff00::', 8], // multicast
  ] as const) {
    list.addSubnet(network, prefix, 'ipv6');
  }
  return list;
})();

/** True for loopback, link-local, private and other non-public addresses. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return privateAddresses.check(address, 'ipv4');
  if (family === 6) {
    // IPv4-mapped addresses (::ffff:a.b.c.d, which URLs write as ::ffff:hhhh:hhhh) are judged as IPv4.
    const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (dotted) return privateAddresses.check(dotted[1], 'ipv4');
    const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
    if (hex) {
      const [high, low] = [parseInt(hex[1], 16), parseInt(hex[2], 16)];
      return privateAddresses.check(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`, 'ipv4');
    }
    return privateAddresses.check(address, 'ipv6');
  }
  return true;
}

export interface WebhookTargetRules {
  /** https only (production). */
  requireHttps: boolean;
  /** WEBHOOK_ALLOW_PRIVATE_TARGETS. */
  allowPrivate: boolean;
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
    throw badInput('Enter the receiver’s URL, e.g. https://example.com/hooks/herbal', { field: 'url' });
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw badInput('This is not a URL, e.g. https://example.com/hooks/herbal', { field: 'url' });
  }
  if (url.protocol !== 'https:' && (rules.requireHttps || url.protocol !== 'http:')) {
    throw badInput(rules.requireHttps ? 'Webhook URLs must use https' : 'Webhook URLs must use https (or http outside production)', {
      field: 'url',
    });
  }
  if (url.username || url.password)
    throw badInput('Put no user name or password in the URL; verify the signature instead', { field: 'url' });
  url.hash = '';
  if (!rules.allowPrivate) {
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    let addresses: string[];
    if (isIP(host)) addresses = [host];
    else {
      try {
        addresses = (await resolve(host)).map((entry) => entry.address);
      } catch {
        throw badInput(`The host ${host} could not be found`, { field: 'url' });
      }
    }
    if (addresses.length === 0 || addresses.some(isPrivateAddress)) {
      throw badInput('Webhook URLs must point at a public address, not a loopback, link-local or private one', { field: 'url' });
    }
  }
  return url.toString();
}

/**
 * A `lookup` for http.request that refuses private addresses at connection time as well, so a
 * host name that resolved to a public address when registered cannot be re-pointed inside the
 * network later (DNS rebinding).
 */
export function guardedLookup(allowPrivate: boolean) {
  return (
    hostname: string,
    options: LookupOptions,
    callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
  ): void => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const refused = allowPrivate ? undefined : addresses.find((entry) => isPrivateAddress(entry.address));
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
