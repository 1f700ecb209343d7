import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Request } from 'express';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { CatalogueChanges } from '../services/catalogue-changes.js';
import { createServerRenderedPages, pageAssets, scriptsAfterLoad } from './server-rendered-pages.js';

const TEMPLATE = `<!doctype html><html><head><title>Shop</title>
<script type="module" crossorigin src="/assets/index-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-1.js">
<link rel="stylesheet" crossorigin href="/assets/index-1.css">
</head><body><div id="root"></div></body></html>`;
const MANIFEST = {
  'src/app/routes/product.tsx': { file: 'assets/product-1.js', css: ['assets/product-1.css'], imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-1.js', css: ['assets/shared-1.css'], imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-1.js' },
};

/**
 * A stand-in for client/dist-ssr/entry-server.js: renders /product/:id, counting its renders in
 * globalThis so a test can tell a kept page from a fresh render; /broken throws, /slow never ends.
 */
const RENDERER = `
export function isServerRenderedPath(pathname) { return pathname.startsWith('/product/') || pathname === '/broken' || pathname === '/slow'; }
export async function renderPage(url, graphqlUrl) {
  globalThis.renders = (globalThis.renders ?? 0) + 1;
  if (url.pathname === '/broken') throw new Error('renderer failed');
  if (url.pathname === '/slow') return new Promise(() => {});
  return { status: 200, html: '<h1>' + url.pathname + '</h1>', state: { apollo: { note: '</script><script>alert(1)</script>' }, graphqlUrl }, pageModules: ['src/app/routes/product.tsx'] };
}
`;

const renders = () => (globalThis as { renders?: number }).renders ?? 0;
const request = (url: string) => ({ path: new URL(url, 'http://x').pathname, originalUrl: url, socket: { localAddress: '127.0.0.1', localPort: 4000 } }) as unknown as Request;

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

  it("puts the page in #root, its data in a JSON script that cannot close early, and the page's styles and code in the head", async () => {
    const pages = createServerRenderedPages(path.join(dir, 'dist'), path.join(dir, 'dist-ssr'), logger, null);
    const page = await pages.render(request('/product/neem-1?ref=home'));
    expect(page?.status).toBe(200);
    expect(page?.html).toContain('<div id="root"><h1>/product/neem-1</h1></div>');
    expect(page?.html).toContain('<script type="application/json" id="shop-state">{"apollo":{"note":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"},"graphqlUrl":"http://127.0.0.1:4000/graphql"}</script>');
    expect(page?.html).not.toContain('<script>alert(1)');
    const head = page!.html.slice(0, page!.html.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/product-1.css"><link rel="stylesheet" crossorigin href="/assets/shared-1.css">');
    // Scripts wait for the page's load; the page's own modules are fetched with the shared ones.
    expect(head).not.toContain('modulepreload');
    expect(head).not.toContain('type="module"');
    expect(head).toContain('<script src="/start-after-load.js" defer data-entry="/assets/index-1.js" data-preload="/assets/react-1.js /assets/product-1.js /assets/shared-1.js"></script>');
  });

  it('leaves other paths, a failing render and a render past its time to the browser', async () => {
    const pages = createServerRenderedPages(path.join(dir, 'dist'), path.join(dir, 'dist-ssr'), logger, null);
    expect(await pages.render(request('/cart'))).toBeNull();
    expect(await pages.render(request('/broken'))).toBeNull();
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
    const pages = createServerRenderedPages(path.join(dir, 'dist'), path.join(dir, 'dist-ssr'), logger, { changes, isTrustworthy: () => trustworthy });
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
