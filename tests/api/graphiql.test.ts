import { afterAll, describe, expect, it } from 'vitest';
import { productionOverrides, startTestShop, type TestShop } from '../support/test-shop.js';

/**
 * GraphiQL in production: absent (404, not the storefront's page) unless GRAPHIQL=true. The page
 * itself, and a query run from it, are checked in a browser (tests/e2e/graphiql.spec.ts).
 */
const shops: TestShop[] = [];
afterAll(async () => {
  await Promise.all(shops.map((shop) => shop.close()));
});

async function production(overrides: Record<string, string> = {}): Promise<TestShop> {
  const shop = await startTestShop({ ...productionOverrides(), ...overrides });
  shops.push(shop);
  return shop;
}

describe('/graphiql in production', () => {
  it('does not exist unless enabled', async () => {
    const shop = await production();
    for (const url of ['/graphiql', '/graphiql/', '/graphiql/assets/graphiql.js']) {
      const response = await fetch(`${shop.url}${url}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('Not found');
    }
  });

  it('is served with GRAPHIQL=true (the page once the client is built)', async () => {
    const shop = await production({ GRAPHIQL: 'true' });
    const response = await fetch(`${shop.url}/graphiql`);
    const body = await response.text();
    if (response.status === 503) expect(body).toContain('npm run build:client');
    else {
      expect(response.status).toBe(200);
      expect(body).toContain('API explorer (GraphiQL)');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    }
  });
});
