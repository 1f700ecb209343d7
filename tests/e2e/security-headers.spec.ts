import type { Page, Response } from '@playwright/test';
import { expect, freshShopper, signInThroughDialog, test } from './support/fixtures';
import { fillShipping } from './support/shopper';

/**
 * The Content-Security-Policy and the other helmet headers, checked where they matter: in
 * Chromium, across every kind of page the shop has (storefront, checkout, the payment sandbox's
 * hosted page, the admin console). Any `securitypolicyviolation` event or CSP console error fails.
 */
interface Violation {
  page: string;
  directive: string;
  blocked: string;
  sample?: string;
}

/** Collects CSP violations of every document the page loads, reported through a binding. */
async function watchViolations(page: Page): Promise<Violation[]> {
  const violations: Violation[] = [];
  await page.exposeBinding('__reportCspViolation', (_source, violation: Violation) => {
    violations.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation(v: unknown): void }).__reportCspViolation({
        page: location.pathname,
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      });
    });
  });
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) {
      violations.push({ page: page.url(), directive: 'console', blocked: message.text() });
    }
  });
  return violations;
}

function expectHelmetHeaders(response: Response | null) {
  expect(response, 'a document response').not.toBeNull();
  const headers = response!.headers();
  const csp = headers['content-security-policy'];
  expect(csp).toBeDefined();
  for (const directive of [
    "default-src 'self'",
    "script-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "base-uri 'self'",
  ]) {
    expect(csp).toContain(directive);
  }
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(headers['x-dns-prefetch-control']).toBe('off');
  expect(headers['x-powered-by']).toBeUndefined();
}

const SHOPPER = {
  'First Name': 'Kavya',
  'Last Name': 'Rao',
  Email: 'kavya.rao@example.in',
  Phone: '+91 98450 11111',
  Address: '3 Lalbagh Road',
  City: 'Bengaluru',
  State: 'Karnataka',
  'PIN code': '560027',
};

test.describe('security headers and Content-Security-Policy', () => {
  test('the storefront, checkout and payment page run with no CSP violation', async ({ page }) => {
    const violations = await watchViolations(page);
    await freshShopper(page);

    /** Loads a page, checks its headers and lets its data and images arrive. */
    const visit = async (path: string) => {
      expectHelmetHeaders(await page.goto(path));
      await expect(page.getByRole('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
      // Lazy images and late fonts below the fold load too.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
    };
    await visit('/');
    await visit('/products');
    await visit('/product/hair-oil-1');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await visit('/cart');
    await expect(page.getByRole('heading', { name: 'Your Shopping Cart', level: 1 })).toBeVisible();

    expectHelmetHeaders(await page.goto('/checkout'));
    await fillShipping(page, SHOPPER);
    await page.getByRole('button', { name: /Continue to Payment/ }).click();
    const payPage = page.waitForResponse(
      (response) => response.url().includes('/sandbox/phonepe/') && response.request().resourceType() === 'document',
    );
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    expectHelmetHeaders(await payPage);
    await expect(page).toHaveURL(/\/sandbox\/phonepe\//);
    await page.getByRole('button', { name: /^Pay/ }).click();

    await expect(page).toHaveURL(/\/checkout\?status=SUCCESS/);
    await page.getByRole('link', { name: 'View Order Summary' }).click();
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();

    expect(violations).toEqual([]);
  });

  test('the admin sign-in and console run with no CSP violation', async ({ page, adminCredentials }) => {
    const violations = await watchViolations(page);
    expectHelmetHeaders(await page.goto('/'));
    await signInThroughDialog(page, adminCredentials);

    for (const path of ['/admin', '/admin/orders', '/admin/products']) {
      expectHelmetHeaders(await page.goto(path));
      await expect(page.getByRole('navigation', { name: 'Admin navigation' })).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    expect(violations).toEqual([]);
  });

  test('the storefront sends its registered operations by hash, naming itself', async ({ page }) => {
    interface OperationBody {
      query?: string;
      extensions?: { persistedQuery?: { sha256Hash?: string } };
    }
    const requests: Array<{ body: OperationBody; client: string | undefined }> = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/graphql' && request.method() === 'POST') {
        requests.push({ body: request.postDataJSON() as OperationBody, client: request.headers()['apollographql-client-name'] });
      }
    });
    const answers: Array<{ errors?: unknown[] }> = [];
    page.on('response', async (response) => {
      if (new URL(response.url()).pathname === '/graphql')
        answers.push((await response.json().catch(() => ({}))) as { errors?: unknown[] });
    });

    await page.goto('/products');
    await expect(page.getByText('Bhringraj & Amla Hair Oil').first()).toBeVisible();
    // The listing came rendered from the server (and a visitor is not asked about): the browser's
    // own first operation is the next page of products.
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Show more products' }).click();
    await expect(page.getByRole('article')).toHaveCount(27);
    await expect.poll(() => answers.length).toBeGreaterThanOrEqual(requests.length);

    expect(requests.length).toBeGreaterThan(0);
    for (const { body, client } of requests) {
      expect(client).toBe('herbal-storefront');
      expect(body.extensions?.persistedQuery?.sha256Hash).toMatch(/^[0-9a-f]{64}$/);
      expect(body.query).toBeUndefined();
    }
    expect(answers.flatMap((answer) => answer.errors ?? [])).toEqual([]);
  });
});
