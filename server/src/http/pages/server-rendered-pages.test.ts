import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Request } from 'express';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../kernel/logger.js';
import { CatalogueChanges } from '../../catalogue/cache/catalogue-changes.js';
import { createServerRenderedPages, pageAssets, scriptsAfterLoad } from './server-rendered-pages.js';

const TEMPLATE = `<!doctype html><html><head><title>Shop</title>
<meta
  name="description"
  content="The shop's general description."
/>
<script type="module" crossorigin src="/assets/index-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-1.js">
<link rel="stylesheet" crossorigin href="/assets/index-1.css">
</head><body><div id="root"></div></body></html>`;
const MANIFEST = {
  'src/app/routes/product.tsx': { file: 'assets/product-1.js', css: ['assets/product-1.css'], imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-1.js', css: ['assets/shared-1.css'], imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-1.js' },
  'src/app/routes/home.tsx': { file: 'assets/home-1.js', css: ['assets/home-1.css'], imports: ['_react.js'] },
  'src/features/below-the-fold.tsx': { file: 'assets/below-1.js', css: ['assets/below-1.css'], imports: ['_shared.js'] },
};

/**
 * A stand-in for client/dist-ssr/entry-server.js: renders /product/:id and /products (which reads
 * only ?search=), counting its renders in globalThis so a test can tell a kept page from a fresh
 * render; /broken throws, /slow never ends, /products?search=… takes 50 ms (counting how many run
 * at once), /product/gone is a 404, /order-summary/:id a page not to be kept, / a page with a
 * deferred part rendered into it.
 */
const RENDERER = `
export function isServerRenderedPath(pathname) { return pathname !== '/cart'; }
export function renderKey(url) {
  if (!isServerRenderedPath(url.pathname)) return null;
  const search = url.searchParams.get('search');
  return (url.pathname === '/products' || url.pathname === '/busy') && search ? url.pathname + '?search=' + encodeURIComponent(search) : url.pathname;
}
export async function renderPage(url, graphqlUrl) {
  globalThis.renders = (globalThis.renders ?? 0) + 1;
  if (url.pathname === '/broken') throw new Error('renderer failed');
  if (url.pathname === '/slow') return new Promise(() => {});
  if (url.pathname === '/products') {
    globalThis.running = (globalThis.running ?? 0) + 1;
    globalThis.mostAtOnce = Math.max(globalThis.mostAtOnce ?? 0, globalThis.running);
    await new Promise((resolve) => setTimeout(resolve, 50));
    globalThis.running -= 1;
    return { status: 200, html: '<h1>' + url.href + '</h1>', state: { apollo: {} }, pageModules: [] };
  }
  if (url.pathname === '/busy') {
    // Like prerenderStatic: wait for a query (I/O), then render synchronously, three times over.
    const { stat } = await import('node:fs/promises');
    for (let pass = 0; pass < 3; pass += 1) {
      await stat(import.meta.url.replace('file://', ''));
      const until = Date.now() + 30;
      while (Date.now() < until);
    }
    return { status: 200, html: '<h1>busy</h1>', state: { apollo: {} }, pageModules: [] };
  }
  if (url.pathname.startsWith('/order-summary/')) return { status: 200, html: '<h1>Order</h1>', state: { apollo: {} }, pageModules: [], keep: false };
  if (url.pathname === '/') {
    return { status: 200, html: '<h1>Home</h1>', state: { apollo: {} }, pageModules: ['src/app/routes/home.tsx'], deferredModules: ['src/features/below-the-fold.tsx'] };
  }
  if (url.pathname === '/product/gone') return { status: 404, html: '<h1>Page Not Found</h1>', state: { apollo: {} }, pageModules: [] };
  const head = '<title>' + url.pathname + ' · Shop</title><link rel="canonical" href="' + url.href + '">';
  return { status: 200, head, html: '<h1>' + url.pathname + '</h1>', state: { apollo: { note: '</script><script>alert(1)</script>' }, graphqlUrl }, pageModules: ['src/app/routes/product.tsx'] };
}
`;

const renders = () => (globalThis as { renders?: number }).renders ?? 0;
const mostAtOnce = () => (globalThis as { mostAtOnce?: number }).mostAtOnce ?? 0;
const request = (url: string) =>
  ({
    path: new URL(url, 'http://x').pathname,
    originalUrl: url,
    socket: { localAddress: '127.0.0.1', localPort: 4000 },
  }) as unknown as Request;

describe('server-rendered pages', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'ssr-'));
    await mkdir(path.join(dir, 'dist', '.vite'), { recursive: true });
    await mkdir(path.join(dir, 'dist-ssr'));
    await writeFile(path.join(dir, 'dist', 'index.html'), TEMPLATE);
    await writeFile(path.join(dir, 'dist', '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    await writeFile(path.join(dir, 'dist-ssr', 'entry-server.js'), RENDERER);
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  const logger = createLogger('silent');

  it("puts the page in #root, its data in a JSON script that cannot close early, and the page's head, styles and code in the head", async () => {
    const pages = createServerRenderedPages(path.join(dir, 'dist'), path.join(dir, 'dist-ssr'), logger, null, {
      publicUrl: 'https://shop.example/',
    });
    const page = await pages.render(request('/product/neem-1?ref=home'));
    expect(page?.status).toBe(200);
    expect(page?.html).toContain('<div id="root"><h1>/product/neem-1</h1></div>');
    expect(page?.html).toContain(
      '<script type="application/json" id="shop-state">{"apollo":{"note":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"},"graphqlUrl":"http://127.0.0.1:4000/graphql"}</script>',
    );
    expect(page?.html).not.toContain('<script>alert(1)');
    const head = page!.html.slice(0, page!.html.indexOf('</head>'));
    // The page's own title and canonical address, on the public origin, replace the template's.
    expect(head).toContain('<title>/product/neem-1 · Shop</title><link rel="canonical" href="https://shop.example/product/neem-1">');
    expect(head).not.toContain('<title>Shop</title>');
    expect(head).not.toContain('general description');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    expect(head).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/product-1.css"><link rel="stylesheet" crossorigin href="/assets/shared-1.css">',
    );
    // Scripts wait for the page's load; the page's own modules are fetched with the shared ones,
    // and the shared ones (the template's preloads, listed first) are run one per task before the entry.
    expect(head).not.toContain('modulepreload');
    expect(head).not.toContain('type="module"');
    expect(head).toContain(
      '<script src="/start-after-load.js" defer data-entry="/assets/index-1.js" data-preload="/assets/react-1.js /assets/product-1.js /assets/shared-1.js" data-shared="1"></script>',
    );
  });

  it("links a deferred part's stylesheets, whose HTML is in the page, and fetches its code after the page's own", async () => {
    const pages = createServerRenderedPages(path.join(dir, 'dist'), path.join(dir, 'dist-ssr'), logger, null);
    const page = await pages.render(request('/'));
    const head = page!.html.slice(0, page!.html.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/home-1.css"><link rel="stylesheet" crossorigin href="/assets/below-1.css"><link rel="stylesheet" crossorigin href="/assets/shared-1.css">',
    );
    // Its chunks that are not already the page's come once the entry has run, a few per task.
    expect(head).toContain(
      'data-preload="/assets/react-1.js /assets/home-1.js" data-shared="1" data-later="/assets/below-1.js /assets/shared-1.js"',
    );
  });

  it('leaves other paths, a failing render and a render past its time to the browser', async () => {
    const pages = createServerRenderedPages(path.join(dir, 'dist'), path.join(dir, 'dist-ssr'), logger, null);
    expect(await pages.render(request('/cart'))).toBeNull();
    expect(await pages.render(request('/broken'))).toBeNull();
    // A failed render frees its slot: the next page still renders.
    expect((await pages.render(request('/product/after-failure')))?.status).toBe(200);
    const started = Date.now();
    expect(await pages.render(request('/slow'))).toBeNull();
    expect(Date.now() - started).toBeLessThan(5000);
  }, 10_000);

  it('serves nothing before the client is built', async () => {
    const pages = createServerRenderedPages(path.join(dir, 'missing'), path.join(dir, 'dist-ssr'), logger, null);
    expect(await pages.render(request('/product/neem-1'))).toBeNull();
  });

  it('keeps a rendered page until the catalogue changes, and never while changes could go unseen', async () => {
    const changes = new CatalogueChanges();
    let trustworthy = true;
    const pages = createServerRenderedPages(path.join(dir, 'dist'), path.join(dir, 'dist-ssr'), logger, {
      changes,
      isTrustworthy: () => trustworthy,
    });
    const first = renders();
    await pages.render(request('/product/neem-1'));
    await pages.render(request('/product/neem-1'));
    expect(renders() - first).toBe(1);

    changes.changed();
    await pages.render(request('/product/neem-1'));
    expect(renders() - first).toBe(2);

    trustworthy = false;
    await pages.render(request('/product/neem-1'));
    expect(renders() - first).toBe(3);
  });

  it("renders an order's page afresh every time: its state changes with no catalogue change", async () => {
    const pages = createServerRenderedPages(path.join(dir, 'dist'), path.join(dir, 'dist-ssr'), logger, {
      changes: new CatalogueChanges(),
      isTrustworthy: () => true,
    });
    const first = renders();
    expect((await pages.render(request('/order-summary/7f3c')))?.source).toBe('rendered');
    expect((await pages.render(request('/order-summary/7f3c')))?.source).toBe('rendered');
    expect(renders() - first).toBe(2);
  });

  it('renders a page once however many unread query parameters its URLs carry, and once for many requests at the same time', async () => {
    const changes = new CatalogueChanges();
    const pages = createServerRenderedPages(path.join(dir, 'dist'), path.join(dir, 'dist-ssr'), logger, {
      changes,
      isTrustworthy: () => true,
    });
    const first = renders();
    // 50 at once, each with its own junk: one render, shared by the requests that came meanwhile.
    const junk = Array.from({ length: 50 }, (_, index) =>
      pages.render(request(`/products?x=${Math.random()}&utm_source=mail&fbclid=${index}`)),
    );
    const answers = await Promise.all(junk);
    expect(renders() - first).toBe(1);
    expect(answers.every((page) => page?.status === 200 && page.html.includes('<h1>http://localhost/products</h1>'))).toBe(true);
    expect(answers.filter((page) => page?.source === 'rendered')).toHaveLength(1);
    // Later ones come from memory.
    const later = await pages.render(request('/products?utm_campaign=diwali'));
    expect(later?.source).toBe('kept');
    expect(renders() - first).toBe(1);
    // A parameter the page reads is another page.
    await pages.render(request('/products?search=neem&x=1'));
    expect(renders() - first).toBe(2);
  });

  it('runs only a few renders at once, queues a few more and gives the rest the browser-rendered page at once', async () => {
    (globalThis as { mostAtOnce?: number }).mostAtOnce = 0;
    const pages = createServerRenderedPages(path.join(dir, 'dist'), path.join(dir, 'dist-ssr'), logger, null, {
      limits: { concurrent: 2, queued: 3 },
    });
    const first = renders();
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => pages.render(request(`/products?search=s${index}`))));
    expect(mostAtOnce()).toBe(2);
    expect(renders() - first).toBe(5);
    expect(answers.filter((page) => page !== null)).toHaveLength(5);
    // Three rounds of 50 ms, not twenty.
    expect(Date.now() - started).toBeLessThan(600);
  });

  it('keeps the process answering other requests (a /healthz) while many different pages are asked for at once', async () => {
    const health = http.createServer((_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => health.listen(0, '127.0.0.1', resolve));
    const healthUrl = `http://127.0.0.1:${(health.address() as AddressInfo).port}/healthz`;
    const timeHealth = () =>
      new Promise<number>((resolve, reject) => {
        const started = Date.now();
        http
          .get(healthUrl, (res) => {
            res.resume();
            res.on('end', () => resolve(Date.now() - started));
          })
          .on('error', reject);
      });
    try {
      const pages = createServerRenderedPages(path.join(dir, 'dist'), path.join(dir, 'dist-ssr'), logger, null);
      await pages.render(request('/busy?warm=1'));
      await timeHealth();
      // 30 different pages at once (a junk query string each, as an attacker sends them) with
      // health checks among them: each waits for at most the couple of renders allowed at once.
      const renders = Array.from({ length: 30 }, (_, index) => pages.render(request(`/busy?search=${index}`)));
      const checks: number[] = [];
      for (let check = 0; check < 6; check += 1) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        checks.push(await timeHealth());
      }
      const answers = await Promise.all(renders);
      // Without the cap, 30 renders of 3 × 30 ms took /healthz ~900 ms per check.
      console.log(checks);
      expect(Math.max(...checks)).toBeLessThan(250);
      expect(answers.filter((page) => page === null).length).toBeGreaterThan(0);
    } finally {
      await new Promise((resolve) => health.close(resolve));
    }
  });

  it('answers an unknown page with its 404 and keeps it apart from the real pages', async () => {
    const pages = createServerRenderedPages(path.join(dir, 'dist'), path.join(dir, 'dist-ssr'), logger, {
      changes: new CatalogueChanges(),
      isTrustworthy: () => true,
    });
    const first = renders();
    expect((await pages.render(request('/product/gone')))?.status).toBe(404);
    const again = await pages.render(request('/product/gone'));
    expect(again?.status).toBe(404);
    expect(again?.source).toBe('kept');
    expect(renders() - first).toBe(1);
  });

  it('lists each stylesheet and module once, following shared imports', () => {
    const pages = ['src/app/routes/product.tsx', 'src/app/routes/product.tsx', 'src/unknown.tsx'];
    expect(pageAssets(MANIFEST, pages)).toEqual({
      scripts: ['/assets/product-1.js', '/assets/shared-1.js', '/assets/react-1.js'],
      styles: ['/assets/product-1.css', '/assets/shared-1.css'],
    });
  });

  it('leaves a template without an entry script as it is', () => {
    expect(scriptsAfterLoad('<head></head>', ['/a.js'])).toBe('<head></head>');
  });
});
