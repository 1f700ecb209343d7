import { Router } from 'express';
import type { Logger } from '../../kernel/logger.js';
import type { CatalogueService } from '../../catalogue/catalogue.service.js';
import { MAX_PAGE_SIZE } from '../../kernel/paging.js';

/** The sitemap protocol's limit per file; a shop past it needs a sitemap index. */
const MAX_URLS = 50_000;

/** Public pages that are not products or categories (client/src/config/paths.ts). */
const FIXED_PATHS = ['/', '/products', '/contact', '/shipping-policy', '/privacy-policy', '/terms-of-service'];

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

/** The sitemap XML of these pages, on the shop's public origin. */
export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
    return `<url><loc>${escapeXml(new URL(path, origin).href)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: the shopper-private and admin paths stay out; the sitemap is named, absolute. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /checkout',
    'Disallow: /account',
    'Disallow: /graphql',
    'Disallow: /api/',
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
}

/**
 * `/sitemap.xml` (every public page, category and product, so search engines find products no
 * link leads to yet) and `/robots.txt` pointing at it. The sitemap is built from the catalogue
 * and kept until products change, as the catalogue's other copies are.
 */
export function createSitemapRoutes(
  catalogue: Pick<CatalogueService, 'listProducts' | 'categories' | 'changes'>,
  publicUrl: string,
  logger: Logger,
) {
  const origin = new URL(publicUrl).origin;
  let kept: { generation: number; xml: Promise<string> } | null = null;

  async function build(): Promise<string> {
    const entries: SitemapEntry[] = FIXED_PATHS.map((path) => ({ path }));
    for (const category of await catalogue.categories()) entries.push({ path: `/products/${encodeURIComponent(category.id)}` });
    for (let offset = 0; entries.length < MAX_URLS; offset += MAX_PAGE_SIZE) {
      const page = await catalogue.listProducts(null, 'NEWEST', offset, MAX_PAGE_SIZE, { count: false });
      for (const product of page.items)
        entries.push({ path: `/product/${encodeURIComponent(product.id)}`, lastModified: product.updatedAt });
      if (page.items.length < MAX_PAGE_SIZE) break;
    }
    return sitemapXml(origin, entries.slice(0, MAX_URLS));
  }

  const router = Router();
  router.get('/sitemap.xml', async (_req, res, next) => {
    try {
      const generation = catalogue.changes.generation;
      if (kept?.generation !== generation) {
        const xml = build();
        kept = { generation, xml };
        // A failed build is not kept: the next request tries again.
        xml.catch(() => {
          if (kept?.xml === xml) kept = null;
        });
      }
      const xml = await kept.xml;
      res.status(200).setHeader('Cache-Control', 'public, max-age=3600').type('application/xml').send(xml);
    } catch (error) {
      logger.warn('sitemap could not be built', { error: (error as Error).message });
      next(error);
    }
  });
  router.get('/robots.txt', (_req, res) => {
    res.status(200).setHeader('Cache-Control', 'public, max-age=3600').type('text/plain').send(robotsTxt(origin));
  });
  return router;
}
