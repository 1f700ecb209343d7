import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionEntity } from '@server/accounts/session.entity.js';
import { graphql } from '../support/gql/gql.js';
import { productionOverrides, ShopClient, startTestShop, TEST_ADMIN, type TestShop } from '../support/test-shop.js';

/**
 * Sessions as a production server runs them: a `__Host-` cookie (Secure, HttpOnly, SameSite=Lax,
 * Path=/, no Domain), a new token at every sign-in, and a sign-out that ends the session on the
 * server, so an admin's old cookie is worthless even when replayed.
 */
let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop(productionOverrides());
});

afterAll(async () => {
  await shop?.close();
});

const ME = graphql(`
  query SessionsMe {
    me {
      email
      role
    }
  }
`);
const LOGOUT = graphql(`
  mutation SessionsLogout {
    logout {
      signedOut
    }
  }
`);
const ORDERS = graphql(`
  query SessionsOrders {
    orders {
      totalCount
    }
  }
`);
const DASHBOARD = graphql(`
  query SessionsDashboard {
    dashboard {
      orderCount
    }
  }
`);
/** Admin reads, each sent as `client`. */
const ADMIN_QUERIES = [(client: ShopClient) => client.gql(ORDERS), (client: ShopClient) => client.gql(DASHBOARD)];

/** A client sending exactly this Cookie header, as an attacker replaying a stolen cookie would. */
const replaying = (cookie: string) => ShopClient.withCookieHeader(shop.url, cookie);

/** Signs the admin in; the Set-Cookie header that came back. */
async function login(client: ShopClient): Promise<string> {
  await client.loginOrFail(TEST_ADMIN.email, TEST_ADMIN.password);
  const [setCookie] = client.lastSetCookies;
  return setCookie;
}

describe('the production session cookie', () => {
  it('is __Host- prefixed, Secure, HttpOnly, SameSite=Lax, Path=/ and has no Domain', async () => {
    const setCookie = await login(shop.client());
    expect(setCookie).toMatch(/^__Host-herbal_session=[A-Za-z0-9_-]{40,};/);
    const attributes = setCookie
      .split(';')
      .slice(1)
      .map((part) => part.trim().toLowerCase());
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
    expect((await replaying(`__Host-herbal_session=${token}`).gql(ME)).data?.me?.email).toBe(TEST_ADMIN.email);
    // A cookie without the prefix could have been planted by a sibling subdomain or over HTTP.
    expect((await replaying(`herbal_session=${token}`).gql(ME)).data?.me).toBeNull();
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
    expect((await replaying(first).gql(ME)).data?.me).toBeNull();
    expect((await replaying(second).gql(ME)).data?.me?.email).toBe(TEST_ADMIN.email);
  });
});

describe('sign-out', () => {
  it('deletes the session on the server; replaying the admin’s old cookie finds nobody and may do nothing', async () => {
    const client = shop.client();
    await login(client);
    const cookie = client.cookieHeader;
    for (const send of ADMIN_QUERIES) expect((await send(replaying(cookie))).errors).toBeUndefined();
    const sessionsBefore = await shop.dataSource.getRepository(SessionEntity).count();

    const loggedOut = await client.gql(LOGOUT);
    expect(loggedOut.data?.logout.signedOut).toBe(true);
    expect(client.lastSetCookies[0]).toMatch(/^__Host-herbal_session=;.*Expires=Thu, 01 Jan 1970/i);
    expect(await shop.dataSource.getRepository(SessionEntity).count()).toBe(sessionsBefore - 1);

    expect((await replaying(cookie).gql(ME)).data?.me).toBeNull();
    for (const send of ADMIN_QUERIES) {
      const answer = await send(replaying(cookie));
      // Admin root fields are nullable (one refusal never blanks the rest): each comes back null.
      expect(Object.values(answer.data ?? {}).every((value) => value === null)).toBe(true);
      expect(answer.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
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
    expect((await replaying(cookie).gql(ME)).data?.me).toBeNull();
    expect((await fetch(`${shop.url}/api/orders/getorders/`, { headers: { cookie } })).status).toBe(401);
  });
});
