// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from './entry-server';

/** A /graphql that answers every operation with an error, as the shop's does when its database is down. */
let server: http.Server;
let graphqlUrl: string;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ errors: [{ message: 'The catalogue is unavailable', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  graphqlUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('rendering a page on the server', () => {
  it('gives up when a query fails, so the error is never sent (or kept) as the page', async () => {
    expect(await renderPage(new URL('http://shop.test/product/hair-oil-1'), graphqlUrl)).toBeNull();
  });

  it('leaves pages that show what the browser keeps to the browser', async () => {
    expect(await renderPage(new URL('http://shop.test/cart'), graphqlUrl)).toBeNull();
    expect(await renderPage(new URL('http://shop.test/admin/orders'), graphqlUrl)).toBeNull();
  });

  it('renders a page that needs no data', async () => {
    const page = await renderPage(new URL('http://shop.test/shipping-policy'), graphqlUrl);
    expect(page?.status).toBe(200);
    expect(page?.html).toContain('Shipping');
    expect(page?.pageModules).toContain('src/app/routes/shipping-policy.tsx');
  });
});
