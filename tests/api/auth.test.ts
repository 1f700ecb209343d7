import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginFailureEntity } from '@server/accounts/login-failure.entity.js';
import { SessionEntity } from '@server/accounts/session.entity.js';
import { UserEntity } from '@server/accounts/user.entity.js';
import { hashPassword } from '@server/accounts/auth.service.js';
import { LoginDocument, MeDocument } from '@/gql/graphql.js';
import { graphql } from '../support/gql/gql.js';
import type { TypedDocumentString } from '../support/gql/graphql.js';
import { LOGIN, operationText, ShopClient, startTestShop, TEST_ADMIN, type GraphQLResult, type TestShop } from '../support/test-shop.js';

/** Sign-in, sessions and throttling, over GraphQL and the REST login kept for older integrations. */
let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
});

afterAll(async () => {
  await shop?.close();
});

const LOGOUT = graphql(`
  mutation AuthLogout {
    logout {
      signedOut
      errors {
        code
      }
    }
  }
`);

/** The `me` of a raw GraphQL response (requests sent with a hand-made cookie). */
async function meOf(response: Response): Promise<unknown> {
  return ((await response.json()) as GraphQLResult<{ me: unknown }>).data?.me;
}

/** Who the shop says a replayed session cookie belongs to (after logout: nobody). */
async function meWithCookie(cookie: string): Promise<unknown> {
  const replay = await fetch(`${shop.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', cookie },
    body: JSON.stringify({ query: operationText(MeDocument) }),
  });
  return meOf(replay);
}

/** The `{ message }` or `{ data }` a REST shim answered. */
function restBody(json: unknown): { message?: string; data?: { id: string } } {
  return json as { message?: string; data?: { id: string } };
}

/** Who the client's cookie signs in as, or null. */
async function me(client: ShopClient) {
  return (await client.gql(MeDocument)).data?.me ?? null;
}

/**
 * A GraphQL call as if from another address. The app trusts X-Forwarded-For from loopback (it
 * sits behind one proxy), which lets each test keep its failures out of the others' per-address
 * throttle.
 */
async function gqlFrom<TData, TVariables>(
  client: ShopClient,
  ip: string,
  document: TypedDocumentString<TData, TVariables>,
  variables?: TVariables,
): Promise<GraphQLResult<TData> & { retryAfter: string | null }> {
  const response = await client.fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', 'x-forwarded-for': ip },
    body: JSON.stringify({ query: document.toString(), variables }),
  });
  return { ...((await response.json()) as GraphQLResult<TData>), status: response.status, retryAfter: response.headers.get('retry-after') };
}

async function createUser(email: string, password: string): Promise<void> {
  await shop.dataSource
    .getRepository(UserEntity)
    .insert({ email, passwordHash: await hashPassword(password), role: 'user', emailConfirmedAt: new Date() });
}

describe('login over GraphQL', () => {
  it('sets an httpOnly, SameSite=Lax session cookie that `me` then recognises', async () => {
    const client = shop.client();
    expect(await me(client)).toBeNull();

    const response = await client.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      body: JSON.stringify({ query: operationText(LoginDocument), variables: TEST_ADMIN }),
    });
    const body = (await response.json()) as GraphQLResult<{ login: { user: unknown; errors: unknown[] } }>;
    expect(body.errors).toBeUndefined();
    expect(body.data?.login).toMatchObject({ user: { email: TEST_ADMIN.email, role: 'ADMIN' }, errors: [] });

    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(/^herbal_session=[A-Za-z0-9_-]{40,};/);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(cookie).toMatch(/; Expires=/i);

    expect(await me(client)).toEqual(body.data?.login.user);
    // Only a hash of the token is stored, never the token itself.
    const token = cookie.split(';')[0].split('=')[1];
    const sessions = await shop.dataSource.getRepository(SessionEntity).find();
    expect(sessions.some((session) => session.tokenHash === token)).toBe(false);
  });

  it('accepts the e-mail in any case and with stray spaces', async () => {
    const client = shop.client();
    const result = await client.login(`  ${TEST_ADMIN.email.toUpperCase()} `, TEST_ADMIN.password);
    expect(result.errors).toBeUndefined();
    expect(result.data?.login.user?.email).toBe(TEST_ADMIN.email);
  });

  it('refuses a wrong password or an unknown e-mail with the same message, and sets no cookie', async () => {
    for (const credentials of [
      { email: TEST_ADMIN.email, password: 'not-the-password' },
      { email: 'nobody@herbal.test', password: 'whatever-it-is' },
    ]) {
      const client = shop.client();
      const result = await gqlFrom(client, '198.51.100.1', LOGIN, credentials);
      expect(result.status).toBe(200);
      expect(result.errors).toBeUndefined();
      expect(result.data!.login).toEqual({
        user: null,
        errors: [expect.objectContaining({ message: 'Invalid email or password', code: 'INVALID_CREDENTIALS', retryAfterSeconds: null })],
      });
      expect(client.cookieHeader).toBe('');
    }
    const failures = await shop.dataSource.getRepository(LoginFailureEntity).findBy({ ip: '198.51.100.1' });
    expect(failures.map((failure) => failure.email).sort()).toEqual(['admin@herbal.test', 'nobody@herbal.test']);
  });

  it('asks for both fields when one is empty', async () => {
    const result = await gqlFrom(shop.client(), '198.51.100.2', LOGIN, { email: ' ', password: '' });
    expect(result.data!.login.errors).toMatchObject([{ message: 'Email and password are required', code: 'VALIDATION' }]);
  });

  it('five wrong passwords from five addresses do not lock the owner out', async () => {
    await createUser('owner@herbal.test', 'the-right-password');
    const client = shop.client();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const result = await gqlFrom(client, `203.0.113.${attempt}`, LOGIN, { email: 'OWNER@herbal.test', password: `guess-${attempt}` });
      expect(result.data!.login.errors[0]?.message).toBe('Invalid email or password');
    }
    const owner = await gqlFrom(client, '203.0.113.99', LOGIN, { email: 'owner@herbal.test', password: 'the-right-password' });
    expect(owner.data!.login.errors).toEqual([]);
    expect(owner.data!.login.user?.email).toBe('owner@herbal.test');
  });

  it('stops one address after 5 failures on one account, with Retry-After in the header and the error', async () => {
    await createUser('pair@herbal.test', 'the-right-password');
    const client = shop.client();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const result = await gqlFrom(client, '198.51.100.40', LOGIN, { email: 'pair@herbal.test', password: `guess-${attempt}` });
      expect(result.data!.login.errors[0]?.code).toBe('INVALID_CREDENTIALS');
    }
    const blocked = await gqlFrom(client, '198.51.100.40', LOGIN, { email: 'pair@herbal.test', password: 'the-right-password' });
    expect(blocked.status).toBe(200);
    expect(blocked.data!.login).toMatchObject({
      user: null,
      errors: [{ message: 'Too many login attempts. Please try again in a few minutes.', code: 'RATE_LIMITED' }],
    });
    const seconds = blocked.data!.login.errors[0].retryAfterSeconds!;
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(15 * 60);
    expect(Number(blocked.retryAfter)).toBe(seconds);
    expect(client.cookieHeader).toBe('');

    // Once the window has passed, the right password works again from that address too.
    await shop.dataSource.query(`UPDATE login_failures SET at = now() - interval '16 minutes' WHERE email = 'pair@herbal.test'`);
    const later = await gqlFrom(client, '198.51.100.40', LOGIN, { email: 'pair@herbal.test', password: 'the-right-password' });
    expect(later.data!.login.errors).toEqual([]);
  });

  it('a 1,000-guess run across 100 addresses gets few guesses checked, and the owner still signs in', async () => {
    await createUser('target@herbal.test', 'the-right-password');
    // Guess i comes from address i mod 100: addresses take turns, as a botnet would spread them.
    const guesses = Array.from({ length: 1000 }, (_, index) => index);
    const addresses = new Set<string>();
    const tally = { checked: 0, throttled: 0, other: 0 };
    let next = 0;
    const worker = async () => {
      while (next < guesses.length) {
        const index = guesses[next++];
        const ip = `10.77.${index % 100}.1`;
        addresses.add(ip);
        const result = await gqlFrom(shop.client(), ip, LOGIN, { email: 'target@herbal.test', password: `guess-${index}` });
        const code = result.data?.login.errors[0]?.code;
        if (code === 'INVALID_CREDENTIALS') tally.checked += 1;
        else if (code === 'RATE_LIMITED') tally.throttled += 1;
        else tally.other += 1;
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: 8 }, worker));
    const owner = await gqlFrom(shop.client(), '198.51.100.200', LOGIN, { email: 'target@herbal.test', password: 'the-right-password' });
    console.log(
      `lock-out: 1000 guesses from ${addresses.size} addresses in ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
        `${tally.checked} checked, ${tally.throttled} throttled, ${tally.other} other; owner from a new address: ${owner.data?.login.errors[0]?.message ?? 'signed in'}`,
    );
    expect(addresses.size).toBe(100);
    expect(tally.other).toBe(0);
    expect(tally.checked).toBeLessThan(200);
    expect(owner.data!.login.user).not.toBeNull();
  }, 120_000);

  it('throttles one address after 20 failures across accounts, without locking out other addresses', async () => {
    const client = shop.client();
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      const result = await gqlFrom(client, '192.0.2.7', LOGIN, { email: `guess-${attempt}@herbal.test`, password: 'password' });
      expect(result.data!.login.errors[0]?.code).toBe('INVALID_CREDENTIALS');
    }
    const blocked = await gqlFrom(client, '192.0.2.7', LOGIN, TEST_ADMIN);
    expect(blocked.data!.login.errors[0]?.code).toBe('RATE_LIMITED');
    const elsewhere = await gqlFrom(shop.client(), '192.0.2.8', LOGIN, TEST_ADMIN);
    expect(elsewhere.data!.login.user).not.toBeNull();
  });
});

describe('sessions', () => {
  it('logout ends the session on the server: replaying the old cookie finds nobody', async () => {
    const client = shop.client();
    await client.loginAsAdmin();
    const oldCookie = client.cookieHeader;
    expect((await me(client))?.email).toBe(TEST_ADMIN.email);

    const result = await client.gql(LOGOUT);
    expect(result.data!.logout).toEqual({ signedOut: true, errors: [] });
    expect(client.cookieHeader).toBe('');

    expect(await meWithCookie(oldCookie)).toBeNull();
  });

  it('a new sign-in replaces the browser’s previous session', async () => {
    const client = shop.client();
    await client.loginAsAdmin();
    const first = client.cookieHeader;
    await client.loginAsAdmin();
    expect(client.cookieHeader).not.toBe(first);

    const stale = new ShopClient(shop.url);
    const response = await stale.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', cookie: first },
      body: JSON.stringify({ query: operationText(MeDocument) }),
    });
    expect(await meOf(response)).toBeNull();
    expect((await me(client))?.email).toBe(TEST_ADMIN.email);
  });

  it('an expired session is no session', async () => {
    const client = shop.client();
    await client.loginAsAdmin();
    await shop.dataSource.query(`UPDATE sessions SET expires_at = now() - interval '1 second'`);
    expect(await me(client)).toBeNull();
  });

  it('a made-up cookie is ignored', async () => {
    const response = await fetch(`${shop.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', cookie: 'herbal_session=forged' },
      body: JSON.stringify({ query: operationText(MeDocument) }),
    });
    expect(response.status).toBe(200);
    expect(await meOf(response)).toBeNull();
  });
});

describe('POST /api/users/login/ (REST shim)', () => {
  it('answers 200 with { data: { id, email, role } } and the same session cookie', async () => {
    const client = shop.client();
    const answer = await client.rest('POST', '/api/users/login/', TEST_ADMIN);
    const json = restBody(answer.json);
    expect(answer.status).toBe(200);
    expect(typeof json.data?.id).toBe('string');
    expect(json).toEqual({ data: { id: json.data?.id, email: TEST_ADMIN.email, role: 'admin' } });
    expect(client.cookieHeader).toMatch(/^herbal_session=/);
    expect((await me(client))?.id).toBe(json.data?.id);

    // Without the trailing slash too.
    expect((await shop.client().rest('POST', '/api/users/login', TEST_ADMIN)).status).toBe(200);
  });

  it('answers 401 with the message for wrong credentials', async () => {
    const answer = await shop.client().rest('POST', '/api/users/login/', { email: TEST_ADMIN.email, password: 'nope-nope' });
    expect(answer.status).toBe(401);
    expect(restBody(answer.json).message).toBe('Invalid email or password');
  });

  it('answers 400 when a field is missing, not a string, or the body is not JSON', async () => {
    for (const body of [{ email: TEST_ADMIN.email }, { email: 42, password: 'x' }, {}]) {
      const answer = await shop.client().rest('POST', '/api/users/login/', body);
      expect(answer.status).toBe(400);
      expect(restBody(answer.json).message).toBe('Email and password are required');
    }
    const noBody = await shop.client().rest('POST', '/api/users/login/');
    expect(noBody.status).toBe(400);
    expect(restBody(noBody.json).message).toBe('Email and password are required');

    const malformed = await shop.client().rest('POST', '/api/users/login/', '{"email": ');
    expect(malformed.status).toBe(400);
    expect(typeof restBody(malformed.json).message).toBe('string');
  });

  it('logs out through POST /api/users/logout/', async () => {
    const client = shop.client();
    await client.rest('POST', '/api/users/login/', TEST_ADMIN);
    const oldCookie = client.cookieHeader;
    const { status } = await client.rest('POST', '/api/users/logout/');
    expect(status).toBe(200);
    expect(client.cookieHeader).toBe('');

    expect(await meWithCookie(oldCookie)).toBeNull();
  });
});
