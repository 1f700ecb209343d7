import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionEntity } from '../../server/src/entities/session.entity.js';
import { ShopClient, startTestShop, TEST_ADMIN, type TestShop } from '../support/test-shop.js';

/**
 * Sessions as a production server runs them: a `__Host-` cookie (Secure, HttpOnly, SameSite=Lax,
 * Path=/, no Domain), a new token at every sign-in, and a sign-out that ends the session on the
 * server, so an admin's old cookie is worthless even when replayed.
 */
let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop({ NODE_ENV: 'production', SESSION_SECRET: 'sessions-test-secret-0123456789abcdef', ALLOW_SANDBOX_IN_PRODUCTION: 'true' });
});

afterAll(async () => {
  await shop?.close();
});

const LOGIN = `mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { id role } }`;
const ME = `{ me { email role } }`;
const ADMIN_QUERIES = [`{ orders { totalCount } }`, `{ dashboard { orderCount } }`];

/** A request carrying exactly this Cookie header, as an attacker replaying a stolen cookie would send it. */
async function replay(cookie: string, query: string) {
  const response = await fetch(`${shop.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', cookie },
    body: JSON.stringify({ query }),
  });
  return response.json();
}

async function login(client: ShopClient): Promise<string> {
  const response = await client.fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({ query: LOGIN, variables: TEST_ADMIN }),
  });
  const body = await response.json();
  if (body.errors) throw new Error(body.errors[0].message);
  const [setCookie] = response.headers.getSetCookie();
  return setCookie;
}

describe('the production session cookie', () => {
  it('is __Host- prefixed, Secure, HttpOnly, SameSite=Lax, Path=/ and has no Domain', async () => {
    const setCookie = await login(shop.client());
    expect(setCookie).toMatch(/^__Host-herbal_session=[A-Za-z0-9_-]{40,};/);
    const attributes = setCookie.split(';').slice(1).map((part) => part.trim().toLowerCase());
    expect(attributes).toContain('secure');
    expect(attributes).toContain('httponly');
    expect(attributes).toContain('samesite=lax');
    expect(attributes).toContain('path=/');
    expect(attributes.some((attribute) => attribute.startsWith('domain'))).toBe(false);
  });

  it('is only read under its prefixed name', async () => {
    const client = shop.client();
    await login(client);
    const token = client.cookieHeader.split('=').slice(1).join('=');
    expect((await replay(`__Host-herbal_session=${token}`, ME)).data.me.email).toBe(TEST_ADMIN.email);
    // A cookie without the prefix could have been planted by a sibling subdomain or over HTTP.
    expect((await replay(`herbal_session=${token}`, ME)).data.me).toBeNull();
  });
});

describe('sign-in', () => {
  it('rotates the token: a second sign-in gives a new cookie and the old one stops working', async () => {
    const client = shop.client();
    await login(client);
    const first = client.cookieHeader;
    await login(client);
    const second = client.cookieHeader;
    expect(second).not.toBe(first);
    expect((await replay(first, ME)).data.me).toBeNull();
    expect((await replay(second, ME)).data.me.email).toBe(TEST_ADMIN.email);
  });
});

describe('sign-out', () => {
  it('deletes the session on the server; replaying the admin’s old cookie finds nobody and may do nothing', async () => {
    const client = shop.client();
    await login(client);
    const cookie = client.cookieHeader;
    for (const query of ADMIN_QUERIES) expect((await replay(cookie, query)).errors).toBeUndefined();
    const sessionsBefore = await shop.dataSource.getRepository(SessionEntity).count();

    const response = await client.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      body: JSON.stringify({ query: 'mutation { logout }' }),
    });
    expect((await response.json()).data.logout).toBe(true);
    expect(response.headers.getSetCookie()[0]).toMatch(/^__Host-herbal_session=;.*Expires=Thu, 01 Jan 1970/i);
    expect(await shop.dataSource.getRepository(SessionEntity).count()).toBe(sessionsBefore - 1);

    expect((await replay(cookie, ME)).data.me).toBeNull();
    for (const query of ADMIN_QUERIES) {
      const answer = await replay(cookie, query);
      expect(answer.data).toBeNull();
      expect(answer.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    }
    const rest = await fetch(`${shop.url}/api/orders/getorders/`, { headers: { cookie } });
    expect(rest.status).toBe(401);
  });

  it('through the REST shim too', async () => {
    const client = shop.client();
    await client.rest('POST', '/api/users/login/', TEST_ADMIN);
    const cookie = client.cookieHeader;
    expect(cookie).toMatch(/^__Host-herbal_session=/);
    expect((await client.rest('POST', '/api/users/logout/')).status).toBe(200);
    expect((await replay(cookie, ME)).data.me).toBeNull();
    expect((await fetch(`${shop.url}/api/orders/getorders/`, { headers: { cookie } })).status).toBe(401);
  });
});
