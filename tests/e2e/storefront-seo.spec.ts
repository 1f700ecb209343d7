import type { Page } from '@playwright/test';
import { E2E_BASE_URL } from './support/e2e-env';
import { expect, test } from './support/fixtures';

/**
 * Search engines and link previews run no script, so the HTML the server sends must
 * carry each page's title, description, canonical address, Open Graph / Twitter tags and
 * structured data. The JSON-LD is parsed and held to what schema.org's Product, Offer and
 * BreadcrumbList require for rich results.
 */

const PRODUCT = { id: 'hair-oil-1', name: 'Bhringraj & Amla Hair Oil', price: '249.00' };

/** The head's tags, read from the server's HTML with the browser's parser (no script runs). */
async function headOf(html: string, page: Page) {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const meta = (selector: string) => doc.head.querySelector<HTMLMetaElement>(`meta[${selector}]`)?.content ?? null;
    return {
      titles: [...doc.querySelectorAll('title')].map((title) => title.textContent),
      descriptions: doc.head.querySelectorAll('meta[name="description"]').length,
      description: meta('name="description"'),
      canonical: doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.getAttribute('href') ?? null,
      robots: meta('name="robots"'),
      og: Object.fromEntries(
        [...doc.head.querySelectorAll<HTMLMetaElement>('meta[property^="og:"]')].map((tag) => [
          tag.getAttribute('property') ?? '',
          tag.content,
        ]),
      ),
      twitter: Object.fromEntries(
        [...doc.head.querySelectorAll<HTMLMetaElement>('meta[name^="twitter:"]')].map((tag) => [tag.name, tag.content]),
      ),
      jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent ?? ''),
      h1: [...doc.body.querySelectorAll('h1')].map((heading) => heading.textContent),
    };
  }, html);
}

interface JsonLd {
  '@context': string;
  '@type': string;
  name?: string;
  description?: string;
  image?: string[];
  offers?: Array<{ '@type': string; priceCurrency: string; price: string; availability: string; url: string }>;
  aggregateRating?: { ratingValue: string; reviewCount: number };
  itemListElement?: Array<{ '@type': string; position: number; name: string; item: string }>;
}

/** The schema.org properties a Product rich result needs, checked on the parsed JSON-LD. */
function expectValidProduct(product: JsonLd) {
  expect(product['@context']).toBe('https://schema.org');
  expect(product['@type']).toBe('Product');
  expect(product.name).toBe(PRODUCT.name);
  expect(typeof product.description).toBe('string');
  const images = product.image ?? [];
  expect(images.length).toBeGreaterThan(0);
  for (const image of images) expect(image).toMatch(new RegExp(`^${E2E_BASE_URL}/`));
  const offers = product.offers ?? [];
  expect(offers.length).toBeGreaterThan(0);
  for (const offer of offers) {
    expect(offer['@type']).toBe('Offer');
    expect(offer.priceCurrency).toBe('INR');
    expect(offer.price).toMatch(/^\d+\.\d{2}$/);
    expect(['https://schema.org/InStock', 'https://schema.org/OutOfStock']).toContain(offer.availability);
    expect(offer.url).toBe(`${E2E_BASE_URL}/product/${PRODUCT.id}`);
  }
  expect(offers[0].price).toBe(PRODUCT.price);
  if (product.aggregateRating) {
    expect(Number(product.aggregateRating.ratingValue)).toBeGreaterThan(0);
    expect(product.aggregateRating.reviewCount).toBeGreaterThan(0);
  }
}

test.describe('what search engines and link previews read', () => {
  test('a product page: title and description with name and price, canonical, Open Graph, Twitter, Product and BreadcrumbList', async ({
    page,
    request,
  }) => {
    const html = await (await request.get(`/product/${PRODUCT.id}?utm_source=newsletter`)).text();
    const head = await headOf(html, page);
    expect(head.titles).toEqual([`${PRODUCT.name} – ₹${PRODUCT.price} · Herbal Roots`]);
    expect(head.descriptions).toBe(1);
    expect(head.description).toContain(PRODUCT.name);
    expect(head.description).toContain(`₹${PRODUCT.price}`);
    expect(head.description!.length).toBeLessThanOrEqual(161);
    expect(head.canonical).toBe(`${E2E_BASE_URL}/product/${PRODUCT.id}`);
    expect(head.og).toMatchObject({
      'og:type': 'product',
      'og:title': `${PRODUCT.name} – ₹${PRODUCT.price}`,
      'og:url': `${E2E_BASE_URL}/product/${PRODUCT.id}`,
      'og:image': `${E2E_BASE_URL}/images/products/hair-oil-1/1280.webp`,
    });
    expect(head.twitter).toMatchObject({
      'twitter:card': 'summary_large_image',
      'twitter:image': `${E2E_BASE_URL}/images/products/hair-oil-1/1280.webp`,
    });

    const data = head.jsonLd.map((text) => JSON.parse(text) as JsonLd);
    expectValidProduct(data.find((item) => item['@type'] === 'Product')!);
    const breadcrumbs = data.find((item) => item['@type'] === 'BreadcrumbList')!;
    expect(breadcrumbs['@context']).toBe('https://schema.org');
    expect(breadcrumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${E2E_BASE_URL}/` },
      { '@type': 'ListItem', position: 2, name: 'Hair Care', item: `${E2E_BASE_URL}/products/hair` },
      { '@type': 'ListItem', position: 3, name: 'Oils', item: `${E2E_BASE_URL}/products/hair?type=oil` },
      { '@type': 'ListItem', position: 4, name: PRODUCT.name, item: `${E2E_BASE_URL}/product/${PRODUCT.id}` },
    ]);
  });

  test('the home page has one h1 and its own tags; a listing its canonical; a 404 is not indexed', async ({ page, request }) => {
    const home = await headOf(await (await request.get('/')).text(), page);
    expect(home.h1).toHaveLength(1);
    expect(home.canonical).toBe(`${E2E_BASE_URL}/`);
    expect(home.og['og:type']).toBe('website');
    expect(home.jsonLd.map((text) => (JSON.parse(text) as { '@type': string })['@type'])).toEqual(['WebSite', 'Organization']);

    const listing = await headOf(await (await request.get('/products/skin?sort=newest&fbclid=x')).text(), page);
    expect(listing.titles).toEqual(['Skin Care Products · Herbal Roots']);
    expect(listing.canonical).toBe(`${E2E_BASE_URL}/products/skin`);

    const missing = await headOf(await (await request.get('/no/such/page')).text(), page);
    expect(missing.robots).toBe('noindex');
    expect(missing.canonical).toBeNull();
  });

  test('moving between pages in the browser replaces the tags instead of piling them up', async ({ page }) => {
    await page.goto(`/product/${PRODUCT.id}`);
    await expect(page).toHaveTitle(`${PRODUCT.name} – ₹${PRODUCT.price} · Herbal Roots`);
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Hair Care' }).click();
    await expect(page).toHaveTitle('Hair Care Products · Herbal Roots');
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${E2E_BASE_URL}/products/hair`);
    await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(0);
    await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
  });

  test('/sitemap.xml lists every product and category; robots.txt names it', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toContain(`${E2E_BASE_URL}/`);
    expect(locs).toContain(`${E2E_BASE_URL}/products/hair`);
    expect(locs).toContain(`${E2E_BASE_URL}/products/skin`);
    expect(locs).toContain(`${E2E_BASE_URL}/product/${PRODUCT.id}`);
    expect(locs.filter((loc) => loc.includes('/product/')).length).toBeGreaterThanOrEqual(27);
    expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${E2E_BASE_URL}/sitemap.xml`);
  });
});
