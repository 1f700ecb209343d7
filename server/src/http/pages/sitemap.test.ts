import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../kernel/logger.js';
import { CatalogueChanges } from '../../catalogue/cache/catalogue-changes.js';
import { createSitemapRoutes } from './sitemap.js';

/** 250 products (three pages of the catalogue's largest page) in two categories. */
function fakeCatalogue() {
  const products = Array.from({ length: 250 }, (_, index) => ({
    id: `oil-${index}`,
    updatedAt: new Date(Date.UTC(2026, 0, 1 + (index % 28))),
  }));
  let reads = 0;
  return {
    changes: new CatalogueChanges(),
    reads: () => reads,
    categories: () => Promise.resolve([{ id: 'hair' }, { id: 'skin' }]),
    listProducts: (_filter: unknown, _sort: unknown, offset: number, limit: number) => {
      reads += 1;
      const pageInfo = { hasNextPage: offset + limit < products.length, hasPreviousPage: offset > 0, endCursor: null };
      return Promise.resolve({ items: products.slice(offset, offset + limit), totalCount: -1, pageInfo });
    },
  };
}

let server: Server | null = null;
afterEach(() => server?.close());

async function start(catalogue: ReturnType<typeof fakeCatalogue>) {
  const app = express();
  app.use(createSitemapRoutes(catalogue as never, 'https://herbalroots.example/shop', createLogger('silent')));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server!.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('sitemap and robots.txt', () => {
  it('lists every public page, category and product on the public origin, and is kept until the catalogue changes', async () => {
    const catalogue = fakeCatalogue();
    const base = await start(catalogue);
    const response = await fetch(`${base}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toContain('https://herbalroots.example/');
    expect(locs).toContain('https://herbalroots.example/products');
    expect(locs).toContain('https://herbalroots.example/products/hair');
    expect(locs).toContain('https://herbalroots.example/products/skin');
    expect(locs).toContain('https://herbalroots.example/product/oil-0');
    expect(locs).toContain('https://herbalroots.example/product/oil-249');
    expect(locs.filter((loc) => loc.includes('/product/'))).toHaveLength(250);
    expect(xml).toContain('<loc>https://herbalroots.example/product/oil-1</loc><lastmod>2026-01-02T00:00:00.000Z</lastmod>');

    const reads = catalogue.reads();
    await (await fetch(`${base}/sitemap.xml`)).text();
    expect(catalogue.reads()).toBe(reads);
    catalogue.changes.changed();
    await (await fetch(`${base}/sitemap.xml`)).text();
    expect(catalogue.reads()).toBeGreaterThan(reads);
  });

  it('robots.txt keeps crawlers out of private paths and names the sitemap', async () => {
    const base = await start(fakeCatalogue());
    const text = await (await fetch(`${base}/robots.txt`)).text();
    expect(text).toContain('Disallow: /admin');
    expect(text).toContain('Disallow: /checkout');
    expect(text).toContain('Disallow: /account');
    expect(text).toContain('Sitemap: https://herbalroots.example/sitemap.xml');
  });
});
