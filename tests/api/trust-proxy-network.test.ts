import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE } from '@server/accounts/login-throttle.js';
import { startTestShop, TEST_ADMIN, type TestShop } from '../support/test-shop.js';

/**
 * Who may say who the client is, proven from another network: the test makes a network namespace
 * of its own joined to this one by a veth pair (a private 10.x link, as Docker port publishing,
 * Kubernetes SNAT or an office network would give), binds the shop to this side's address and
 * sends password guesses with curl from the other side, each with a new X-Forwarded-For. A client
 * on loopback would prove nothing: loopback is the one hop trusted by default.
 */
const run = promisify(execFile);

const id = process.pid % 10_000;
const NAMESPACE = `hr-trust-${id}`;
const HOST_LINK = `hrtp${id}h`;
const PEER_LINK = `hrtp${id}p`;
const SUBNET = `10.${200 + (process.pid % 50)}.${(process.pid >> 6) % 256}`;
const SHOP_ADDRESS = `${SUBNET}.1`;
const CLIENT_ADDRESS = `${SUBNET}.2`;
const GUESSES = 30;
/** Each guess is a process in the namespace and a password hash checked: about a second. */
const SUITE_TIMEOUT_MS = 120_000;

let unavailable: string | null = null;

async function ip(...args: string[]): Promise<void> {
  await run('ip', args);
}

async function makeNetwork(): Promise<void> {
  await ip('netns', 'add', NAMESPACE);
  await ip('link', 'add', HOST_LINK, 'type', 'veth', 'peer', 'name', PEER_LINK);
  await ip('link', 'set', PEER_LINK, 'netns', NAMESPACE);
  await ip('addr', 'add', `${SHOP_ADDRESS}/30`, 'dev', HOST_LINK);
  await ip('link', 'set', HOST_LINK, 'up');
  await ip('netns', 'exec', NAMESPACE, 'ip', 'addr', 'add', `${CLIENT_ADDRESS}/30`, 'dev', PEER_LINK);
  await ip('netns', 'exec', NAMESPACE, 'ip', 'link', 'set', PEER_LINK, 'up');
  await ip('netns', 'exec', NAMESPACE, 'ip', 'link', 'set', 'lo', 'up');
}

async function removeNetwork(): Promise<void> {
  // Deleting the namespace deletes its end of the pair, and with it this end.
  await ip('netns', 'del', NAMESPACE).catch(() => undefined);
  await ip('link', 'del', HOST_LINK).catch(() => undefined);
}

/** One wrong password for the admin, sent by curl from inside the namespace, claiming to come from `forwardedFor`. */
async function guessFromNamespace(shop: TestShop, forwardedFor: string): Promise<string> {
  const body = JSON.stringify({
    query:
      'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { user { email } errors { code } } }',
    variables: { email: TEST_ADMIN.email, password: `wrong-${forwardedFor}` },
  });
  const { stdout } = await run('ip', [
    'netns',
    'exec',
    NAMESPACE,
    'curl',
    '--silent',
    '--max-time',
    '10',
    '-H',
    'content-type: application/json',
    '-H',
    'apollo-require-preflight: true',
    '-H',
    `x-forwarded-for: ${forwardedFor}`,
    '--data',
    body,
    `${shop.url}/graphql`,
  ]);
  const answer = JSON.parse(stdout) as { data?: { login: { errors: Array<{ code: string }> } } };
  return answer.data?.login.errors[0]?.code ?? 'NONE';
}

/** Thirty guesses, each claiming a new address; the codes the shop answered, counted. */
async function thirtyGuesses(shop: TestShop): Promise<Record<string, number>> {
  const codes: Record<string, number> = {};
  for (let guess = 1; guess <= GUESSES; guess += 1) {
    const code = await guessFromNamespace(shop, `198.51.100.${guess}`);
    codes[code] = (codes[code] ?? 0) + 1;
  }
  return codes;
}

async function failureAddresses(shop: TestShop): Promise<string[]> {
  const rows: Array<{ ip: string }> = await shop.dataSource.query('SELECT DISTINCT ip FROM login_failures ORDER BY ip');
  return rows.map((row) => row.ip);
}

beforeAll(async () => {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) {
    unavailable = 'needs root on Linux to make a network namespace';
    return;
  }
  try {
    await makeNetwork();
  } catch (error) {
    unavailable = `network namespaces are not available here (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`;
    await removeNetwork();
  }
  if (unavailable) console.warn(`trust-proxy-network: skipped, ${unavailable}`);
});

afterAll(async () => {
  if (!unavailable) await removeNetwork();
});

describe('X-Forwarded-For from a client on a private network', () => {
  it(
    `is ignored by default: ${GUESSES} guesses with a rotating X-Forwarded-For are throttled after the login limit`,
    async (context) => {
      if (unavailable) context.skip(unavailable);
      const shop = await startTestShop({}, { listenHost: SHOP_ADDRESS });
      try {
        const codes = await thirtyGuesses(shop);
        console.log(`TRUST_PROXY default: ${JSON.stringify(codes)} of ${GUESSES} guesses from ${CLIENT_ADDRESS}`);
        // Every guess is the namespace's own address: after the per-address limit on the account, each is refused unchecked.
        expect(codes.INVALID_CREDENTIALS).toBe(LOGIN_THROTTLE.maxFailuresPerAccountAndIp);
        expect(codes.RATE_LIMITED).toBe(GUESSES - LOGIN_THROTTLE.maxFailuresPerAccountAndIp);
        expect(await failureAddresses(shop)).toEqual([CLIENT_ADDRESS]);
      } finally {
        await shop.close();
      }
    },
    SUITE_TIMEOUT_MS,
  );

  it(
    'is believed when TRUST_PROXY names that hop: the forwarded address is the client’s',
    async (context) => {
      if (unavailable) context.skip(unavailable);
      const shop = await startTestShop({ TRUST_PROXY: CLIENT_ADDRESS }, { listenHost: SHOP_ADDRESS });
      try {
        const codes = await thirtyGuesses(shop);
        console.log(`TRUST_PROXY=${CLIENT_ADDRESS}: ${JSON.stringify(codes)} of ${GUESSES} guesses`);
        // Each guess is a new client to the per-address limits (what a real proxy in front would report).
        const addresses = await failureAddresses(shop);
        expect(addresses).not.toContain(CLIENT_ADDRESS);
        expect(addresses.length).toBeGreaterThanOrEqual(LOGIN_THROTTLE.accountDelayAfter);
        expect(addresses.every((address) => address.startsWith('198.51.100.'))).toBe(true);
      } finally {
        await shop.close();
      }
    },
    SUITE_TIMEOUT_MS,
  );

  it(
    'was believed under the old default trust list (every private range), which is why a client could walk past the limit',
    async (context) => {
      if (unavailable) context.skip(unavailable);
      const shop = await startTestShop({ TRUST_PROXY: 'loopback, linklocal, uniquelocal' }, { listenHost: SHOP_ADDRESS });
      try {
        const codes = await thirtyGuesses(shop);
        console.log(`TRUST_PROXY=loopback, linklocal, uniquelocal: ${JSON.stringify(codes)} of ${GUESSES} guesses`);
        // 10.x is "uniquelocal": the namespace counted as a proxy, and each guess as a new client.
        expect(codes.RATE_LIMITED ?? 0).toBeLessThan(GUESSES - LOGIN_THROTTLE.maxFailuresPerAccountAndIp);
        expect(await failureAddresses(shop)).not.toContain(CLIENT_ADDRESS);
      } finally {
        await shop.close();
      }
    },
    SUITE_TIMEOUT_MS,
  );
});
