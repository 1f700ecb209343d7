// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderKey, renderPage } from '@/entry-server';

/**
 * A /graphql that knows the shop's details (as the owner set them in Settings) and no product
 * `no-such-product`, and answers every other operation with an error, as the shop's does when its
 * database is down.
 */
const SHOP_DETAILS = {
  __typename: 'ShopDetails',
  shopName: 'Neem & Tulsi Naturals',
  legalName: 'Neem Tulsi Naturals LLP',
  address: '4 Car Street\nMylapore, Chennai 600004\nIndia',
  gstin: '33AAHCH1234R1ZE',
  phone: '+91 44 2345 6789',
  email: 'hello@neemtulsi.example',
  grievanceOfficerName: 'Lakshmi Narayanan',
  grievanceOfficerDesignation: 'Grievance Officer',
  grievanceOfficerEmail: 'grievance@herbalroots.in',
  grievanceOfficerPhone: '+91 98400 12346',
};
let server: http.Server;
let graphqlUrl: string;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if ((JSON.parse(body) as { operationName?: string }).operationName === 'ShopDetails') {
        res.end(JSON.stringify({ data: { shopDetails: SHOP_DETAILS } }));
        return;
      }
      if (body.includes('"no-such-product"')) {
        res.end(JSON.stringify({ data: { product: null } }));
        return;
      }
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
    expect(await renderPage(new URL('http://shop.test/wishlist'), graphqlUrl)).toBeNull();
    expect(await renderPage(new URL('http://shop.test/admin/orders'), graphqlUrl)).toBeNull();
  });

  it("renders the cart's and checkout's shell, never an empty cart: the cart is the browser's", async () => {
    const cart = await renderPage(new URL('http://shop.test/cart'), graphqlUrl);
    expect(cart?.html).toContain('Your Shopping Cart');
    expect(cart?.html).toContain('aria-label="Loading your cart"');
    expect(cart?.html).not.toContain('Your cart is empty');
    expect(cart?.keep).toBe(true);
    const checkout = await renderPage(new URL('http://shop.test/checkout'), graphqlUrl);
    expect(checkout?.html).toContain('Shipping Information');
    expect(checkout?.html).toMatch(/<input[^>]*name="firstName"/);
    // Not sent before the scripts start: a plain GET would put the address in the URL.
    expect(checkout?.html).toMatch(/<button[^>]*type="submit"[^>]*disabled/);
  });

  it('renders a page that needs no data', async () => {
    const page = await renderPage(new URL('http://shop.test/shipping-policy'), graphqlUrl);
    expect(page?.status).toBe(200);
    expect(page?.html).toContain('Shipping');
    expect(page?.pageModules).toContain('src/app/routes/shipping-policy.tsx');
  });

  it('writes the shop’s details from Settings into the footer, the contact page and the policies', async () => {
    // React marks where one text ends and the next begins with an empty comment.
    const html = async (path: string) =>
      (await renderPage(new URL(path, 'http://shop.test'), graphqlUrl))?.html.replaceAll('<!-- -->', '') ?? '';
    const contact = await html('/contact');
    const footer = contact.slice(contact.indexOf('<footer'));
    for (const text of [
      'Neem &amp; Tulsi Naturals',
      '4 Car Street',
      'Mylapore, Chennai 600004',
      '+91 44 2345 6789',
      'hello@neemtulsi.example',
    ])
      expect(footer).toContain(text);
    expect(footer).toContain('href="tel:+914423456789"');
    expect(footer).toContain('Neem Tulsi Naturals LLP · GSTIN 33AAHCH1234R1ZE');
    expect(contact.slice(0, contact.indexOf('<footer'))).toContain('4 Car Street, Mylapore, Chennai 600004, India');
    expect(contact).not.toMatch(/Temple Car Street|98400 12345|care@herbalroots\.in/);

    const shipping = await html('/shipping-policy');
    expect(shipping).toContain('We ship every Neem &amp; Tulsi Naturals order from our workshop at 4 Car Street, Mylapore');
    expect(shipping).toContain('href="mailto:hello@neemtulsi.example"');
    expect(await html('/privacy-policy')).toContain('Neem &amp; Tulsi Naturals respects your privacy');
    expect(await html('/terms-of-service')).toContain('run by Neem Tulsi Naturals LLP (GSTIN 33AAHCH1234R1ZE), 4 Car Street');
    // The browser hydrates from the answer the page carries, without asking for it again.
    expect((await renderPage(new URL('http://shop.test/privacy-policy'), graphqlUrl))?.state.results).toHaveProperty(['ShopDetails({})']);
  });

  it('answers an unknown path and an unknown product with the 404 page and status 404', async () => {
    const page = await renderPage(new URL('http://shop.test/no/such/page'), graphqlUrl);
    expect(page?.status).toBe(404);
    expect(page?.html).toContain('Page Not Found');
    const product = await renderPage(new URL('http://shop.test/product/no-such-product'), graphqlUrl);
    expect(product?.status).toBe(404);
    expect(product?.html).toContain('Page Not Found');
  });
});

describe('the URL a page is rendered from and kept under', () => {
  it('keeps the query parameters the page reads, written one way, and drops the rest', () => {
    const key = (url: string) => renderKey(new URL(url, 'http://shop.test'));
    expect(key('/products?utm_source=mail&fbclid=abc&x=123')).toBe('/products');
    expect(key('/products/hair?sort=newest&x=1&search=%20neem%20&gclid=z')).toBe('/products/hair?search=neem&sort=newest');
    expect(key('/products?sort=bogus&min=abc')).toBe('/products');
    expect(key('/product/hair-oil-1?ref=home')).toBe('/product/hair-oil-1');
    expect(key('/?utm_campaign=diwali')).toBe('/');
  });

  it('gives every unknown path one key, and none to pages the browser renders', () => {
    const key = (url: string) => renderKey(new URL(url, 'http://shop.test'));
    expect(key('/no/such/page')).toBe(key('/another-missing-page?x=1'));
    expect(key('/cart?ref=header')).toBe('/cart');
    expect(key('/checkout')).toBe('/checkout');
    // The payment provider's return is the browser's to render (the outcome is in the address).
    expect(key('/checkout?status=SUCCESS')).toBeNull();
    expect(key('/wishlist')).toBeNull();
    expect(key('/admin/orders')).toBeNull();
    expect(key('/order-summary/abc')).toBe('/order-summary/abc');
  });
});
