import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginFailureEntity } from '../../server/src/entities/login-failure.entity.js';
import { SessionEntity } from '../../server/src/entities/session.entity.js';
import { UserEntity } from '../../server/src/entities/user.entity.js';
import { hashPassword } from '../../server/src/services/auth.service.js';
import { ShopClient, startTestShop, TEST_ADMIN, type GraphQLResult, type TestShop } from '../support/test-shop.js';

/** Sign-in, sessions and throttling, over GraphQL and the spec's REST login. */
let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
});

afterAll(async () => {
  await shop?.close();
});

const LOGIN = `mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { id email role } }`;
const ME = `{ me { id email role } }`;
const LOGOUT = `mutation { logout }`;

/**
 * A GraphQL call as if from another address. The app trusts X-Forwarded-For from loopback (it
 * sits behind one proxy), which lets each test keep its failures out of the others' per-address
 * throttle.
 */
async function gqlFrom(client: ShopClient, ip: string, query: string, variables?: Record<string, unknown>): Promise<GraphQLResult> {
  const response = await client.fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', 'x-forwarded-for': ip },
    body: JSON.stringify({ query, variables }),
  });
  return { ...(await response.json()), status: response.status };
}

async function createUser(email: string, password: string): Promise<void> {
  await shop.dataSource.getRepository(UserEntity).insert({ email, passwordHash: await hashPassword(password), role: 'user' });
}

describe('login over GraphQL', () => {
  it('sets an httpOnly, SameSite=Lax session cookie that `me` then recognises', async () => {
    const client = shop.client();
    expect((await client.gql(ME)).data!.me).toBeNull();

    const response = await client.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      body: JSON.stringify({ query: LOGIN, variables: TEST_ADMIN }),
    });
    const body = await response.json();
    expect(body.errors).toBeUndefined();
    expect(body.data.login).toMatchObject({ email: TEST_ADMIN.email, role: 'admin' });

    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(/^herbal_session=[A-Za-z0-9_-]{40,};/);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(cookie).toMatch(/; Expires=/i);

    expect((await client.gql(ME)).data!.me).toEqual(body.data.login);
    // Only a hash of the token is stored, never the token itself.
    const token = cookie.split(';')[0].split('=')[1];
    const sessions = await shop.dataSource.getRepository(SessionEntity).find();
    expect(sessions.some((session) => session.tokenHash === token)).toBe(false);
  });

  it('accepts the e-mail in any case and with stray spaces', async () => {
    const client = shop.client();
    const result = await client.gql(LOGIN, { email: `  ${TEST_ADMIN.email.toUpperCase()} `, password: TEST_ADMIN.password });
    expect(result.errors).toBeUndefined();
    expect(result.data!.login.email).toBe(TEST_ADMIN.email);
  });

  it('refuses a wrong password or an unknown e-mail with the same message, and sets no cookie', async () => {
    for (const credentials of [
      { email: TEST_ADMIN.email, password: 'not-the-password' },
      { email: 'nobody@herbal.test', password: 'whatever-it-is' },
    ]) {
      const client = shop.client();
      const result = await gqlFrom(client, '198.51.100.1', LOGIN, credentials);
      expect(result.data).toBeNull();
      expect(result.errors?.[0]).toMatchObject({ message: 'Invalid email or password', extensions: { code: 'UNAUTHENTICATED' } });
      expect(client.cookieHeader).toBe('');
    }
    const failures = await shop.dataSource.getRepository(LoginFailureEntity).findBy({ ip: '198.51.100.1' });
    expect(failures.map((failure) => failure.email).sort()).toEqual(['admin@herbal.test', 'nobody@herbal.test']);
  });

  it('asks for both fields when one is empty', async () => {
    const result = await gqlFrom(shop.client(), '198.51.100.2', LOGIN, { email: ' ', password: '' });
    expect(result.errors?.[0]).toMatchObject({ message: 'Email and password are required', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('throttles after 5 failures for one account, even refusing the right password meanwhile', async () => {
    await createUser('throttled@herbal.test', 'the-right-password');
    const client = shop.client();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      // Different addresses, so only the per-account limit can be what stops the sixth.
      const result = await gqlFrom(client, `203.0.113.${attempt}`, LOGIN, { email: 'throttled@herbal.test', password: `guess-${attempt}` });
      expect(result.errors?.[0].message).toBe('Invalid email or password');
    }
    const blocked = await gqlFrom(client, '203.0.113.99', LOGIN, { email: 'throttled@herbal.test', password: 'the-right-password' });
    expect(blocked.errors?.[0]).toMatchObject({
      message: 'Too many login attempts. Please try again in a few minutes.',
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    expect(client.cookieHeader).toBe('');

    // Once the window has passed, the right password works again and clears the record.
    await shop.dataSource.query(`UPDATE login_failures SET at = now() - interval '16 minutes' WHERE email = 'throttled@herbal.test'`);
    const later = await gqlFrom(client, '203.0.113.99', LOGIN, { email: 'throttled@herbal.test', password: 'the-right-password' });
    expect(later.errors).toBeUndefined();
    expect(later.data!.login.role).toBe('user');
  });

  it('throttles one address after 20 failures across accounts, without locking out other addresses', async () => {
    const client = shop.client();
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      const result = await gqlFrom(client, '192.0.2.7', LOGIN, { email: `guess-${attempt}@herbal.test`, password: 'password' });
      expect(result.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    }
    const blocked = await gqlFrom(client, '192.0.2.7', LOGIN, TEST_ADMIN);
    expect(blocked.errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
    const elsewhere = await gqlFrom(shop.client(), '192.0.2.8', LOGIN, TEST_ADMIN);
    expect(elsewhere.errors).toBeUndefined();
  });
});

describe('sessions', () => {
  it('logout ends the session on the server: replaying the old cookie finds nobody', async () => {
    const client = shop.client();
    await client.loginAsAdmin();
    const oldCookie = client.cookieHeader;
    expect((await client.gql(ME)).data!.me.email).toBe(TEST_ADMIN.email);

    const result = await client.gql(LOGOUT);
    expect(result.data!.logout).toBe(true);
    expect(client.cookieHeader).toBe('');

    const replay = await fetch(`${shop.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', cookie: oldCookie },
      body: JSON.stringify({ query: ME }),
    });
    expect((await replay.json()).data.me).toBeNull();
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
      body: JSON.stringify({ query: ME }),
    });
    expect((await response.json()).data.me).toBeNull();
    expect((await client.gql(ME)).data!.me.email).toBe(TEST_ADMIN.email);
  });

  it('an expired session is no session', async () => {
    const client = shop.client();
    await client.loginAsAdmin();
    await shop.dataSource.query(`UPDATE sessions SET expires_at = now() - interval '1 second'`);
    expect((await client.gql(ME)).data!.me).toBeNull();
  });

  it('a made-up cookie is ignored', async () => {
    const response = await fetch(`${shop.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', cookie: 'herbal_session=forged' },
      body: JSON.stringify({ query: ME }),
    });
    expect(response.status).toBe(200);
    expect((await response.json()).data.me).toBeNull();
  });
});

describe('POST /api/users/login/ (REST shim)', () => {
  it('answers 200 with { data: { id, email, role } } and the same session cookie', async () => {
    const client = shop.client();
    const { status, json } = await client.rest('POST', '/api/users/login/', TEST_ADMIN);
    expect(status).toBe(200);
    expect(json).toEqual({ data: { id: expect.any(String), email: TEST_ADMIN.email, role: 'admin' } });
    expect(client.cookieHeader).toMatch(/^herbal_session=/);
    expect((await client.gql(ME)).data!.me.id).toBe(json.data.id);

    // Without the trailing slash too.
    expect((await shop.client().rest('POST', '/api/users/login', TEST_ADMIN)).status).toBe(200);
  });

  it('answers 401 with the message for wrong credentials', async () => {
    const { status, json } = await shop.client().rest('POST', '/api/users/login/', { email: TEST_ADMIN.email, password: 'nope-nope' });
    expect(status).toBe(401);
    expect(json.message).toBe('Invalid email or password');
  });

  it('answers 400 when a field is missing, not a string, or the body is not JSON', async () => {
    for (const body of [{ email: TEST_ADMIN.email }, { email: 42, password: 'x' }, {}]) {
      const { status, json } = await shop.client().rest('POST', '/api/users/login/', body);
      expect(status).toBe(400);
      expect(json.message).toBe('Email and password are required');
    }
    const noBody = await shop.client().rest('POST', '/api/users/login/');
    expect(noBody.status).toBe(400);
    expect(noBody.json.message).toBe('Email and password are required');

    const malformed = await shop.client().rest('POST', '/api/users/login/', '{"email": ');
    expect(malformed.status).toBe(400);
    expect(typeof malformed.json.message).toBe('string');
  });

  it('logs out through POST /api/users/logout/', async () => {
    const client = shop.client();
    await client.rest('POST', '/api/users/login/', TEST_ADMIN);
    const oldCookie = client.cookieHeader;
    const { status } = await client.rest('POST', '/api/users/logout/');
    expect(status).toBe(200);
    expect(client.cookieHeader).toBe('');

    const replay = await fetch(`${shop.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', cookie: oldCookie },
      body: JSON.stringify({ query: ME }),
    });
    expect((await replay.json()).data.me).toBeNull();
  });
});
