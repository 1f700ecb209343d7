import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Request } from 'express';
import { LRUCache } from 'lru-cache';
import type { Logger } from '../../kernel/logger.js';
import type { CatalogueChanges } from '../../catalogue/cache/catalogue-changes.js';

/** What client/src/entry-server.tsx exports (built into client/dist-ssr/entry-server.js). */
interface PageRendererModule {
  isServerRenderedPath(pathname: string): boolean;
  /** The URL the page is rendered from and kept under (the query parameters it reads only). */
  renderKey(url: URL): string | null;
  renderPage(
    url: URL,
    graphqlUrl: string,
    signal?: AbortSignal,
  ): Promise<{
    status: number;
    head?: string | null;
    html: string;
    state: unknown;
    pageModules: string[];
    /** Deferred parts rendered into the page: their stylesheets are linked, their code still waits. */
    deferredModules?: string[];
    keep?: boolean;
  } | null>;
}

/** The parts of Vite's build manifest (client/dist/.vite/manifest.json) read here. */
type BuildManifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

/**
 * The rendered pages' chunks and everything they import: their scripts, fetched with the shared
 * ones rather than after them, and their stylesheets, which go in the head (without them the
 * HTML would paint unstyled and jump when the page's script brought them).
 */
export function pageAssets(manifest: BuildManifest, pageModules: string[]): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    chunk.css?.forEach((file) => styles.add(file));
    chunk.imports?.forEach(visit);
  };
  pageModules.forEach(visit);
  return { scripts: [...scripts].map((file) => `/${file}`), styles: [...styles].map((file) => `/${file}`) };
}

const ENTRY_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g;

/**
 * The template's scripts moved behind the page's load (client/public/start-after-load.js): on a
 * server-rendered page they make what is on screen interactive, so on a slow connection they
 * should not take bandwidth from what shows it. The page's own modules join the shared ones.
 * `laterScripts` (the code of the deferred parts the page holds) are fetched once the entry has
 * run, a few per task: a part's import then finds its chunks there, where it would otherwise add
 * them all in the task that hydrates it (the home page's part below the banner: 27 at once).
 */
export function scriptsAfterLoad(template: string, pageScripts: string[], laterScripts: string[] = []): string {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) return template;
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const modules = [...new Set([...preloads, ...pageScripts])];
  // The template's preloads come first: the shared chunks, each after those it imports (Vite's
  // order). The loader runs those `data-shared` first ones one per task before the entry, so no
  // single task evaluates them all.
  const later = laterScripts.filter((script) => !modules.includes(script));
  const laterAttribute = later.length ? ` data-later="${later.join(' ')}"` : '';
  const loader = `<script src="/start-after-load.js" defer data-entry="${entry}" data-preload="${modules.join(' ')}" data-shared="${new Set(preloads).size}"${laterAttribute}></script>`;
  return template.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => loader);
}

const TEMPLATE_TITLE = /<title>[^<]*<\/title>/;
const TEMPLATE_DESCRIPTION = /<meta\s+name="description"[^>]*>/;

/**
 * The page's own title, description, canonical address, link-preview tags and structured data in
 * place of the template's general title and description (crawlers and link previews run no script).
 */
export function withPageHead(template: string, head: string | null): string {
  if (!head) return template;
  return template.replace(TEMPLATE_DESCRIPTION, '').replace(TEMPLATE_TITLE, () => head);
}

export interface ServerRenderedPage {
  status: number;
  /** The built index.html with the page inside #root and the data it was rendered from. */
  html: string;
  /**
   * How this answer was made, for the `X-Render` header: `kept` (from memory), `rendered`,
   * `shared` (another request's render of the same page, made at the same time).
   */
  source: 'kept' | 'rendered' | 'shared';
}

/**
 * Rendering is CPU work on the one thread that also answers /healthz, GraphQL and payments: at
 * most this many renders run at once, a few more wait their turn, and past that a request gets
 * the browser-rendered page at once (the same shop, painted by its scripts) instead of a pile-up.
 */
export interface RenderLimits {
  concurrent: number;
  queued: number;
}

const DEFAULT_LIMITS: RenderLimits = { concurrent: 2, queued: 8 };

/** Past this, the shopper gets the page the browser renders (what they had before server rendering). */
const RENDER_TIMEOUT_MS = 3000;

const ROOT_ELEMENT = '<div id="root"></div>';
/** Rendered pages kept (least recently used go first), by the URL the page was rendered from. */
const MAX_KEPT_PAGES = 100;
/** Rendered 404s kept: the one page of every unknown path, and a few unknown products. */
const MAX_KEPT_MISSING = 10;

/**
 * Rendered pages show prices and stock, so they are kept exactly as long as catalogue responses
 * are (server/src/catalogue/cache/catalogue-response-cache.ts): until the next change to products, and only
 * while every change is known about.
 */
export interface RenderedPageFreshness {
  changes: CatalogueChanges;
  isTrustworthy(): boolean;
  /** Resolves once every change committed before the call is known (another process's too). */
  caughtUp?(): Promise<void>;
}

/** JSON that is safe inside a <script> element: no `</script>`, no line separators JS rejects. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The shop's own /graphql as this server listens for it, for the renderer's queries. */
function ownGraphqlUrl(req: Request): string {
  const address = req.socket.localAddress ?? '127.0.0.1';
  const host = address.includes(':') && !address.startsWith('::ffff:') ? `[${address}]` : address.replace(/^::ffff:/, '');
  return `http://${host}:${req.socket.localPort}/graphql`;
}

/**
 * Public catalogue pages rendered to HTML on the server, from the built client (client/dist's
 * index.html as the template, client/dist-ssr's renderer). Both are re-read when a build replaces
 * them. Any failure falls back to the browser-rendered page: server rendering makes pages appear
 * sooner, it is never the reason a page does not appear.
 */
export function createServerRenderedPages(
  clientDist: string,
  rendererDist: string,
  logger: Logger,
  freshness: RenderedPageFreshness | null,
  options: {
    limits?: RenderLimits;
    /** The shop's public URL: pages' canonical and link-preview addresses are made against it. */
    publicUrl?: string;
  } = {},
) {
  const limits = options.limits ?? DEFAULT_LIMITS;
  const origin = new URL(options.publicUrl ?? 'http://localhost').origin;
  const templateFile = path.join(clientDist, 'index.html');
  const rendererFile = path.join(rendererDist, 'entry-server.js');
  const manifestFile = path.join(clientDist, '.vite', 'manifest.json');
  let loaded: { version: string; template: string; manifest: BuildManifest; renderer: PageRendererModule } | null = null;
  const kept = new LRUCache<string, ServerRenderedPage>({ max: MAX_KEPT_PAGES });
  const keptMissing = new LRUCache<string, ServerRenderedPage>({ max: MAX_KEPT_MISSING });
  /** Renders in progress by key: a second request for the same page waits for the first's. */
  const inFlight = new Map<string, Promise<ServerRenderedPage | null>>();
  freshness?.changes.onChange(() => {
    kept.clear();
    keptMissing.clear();
  });

  let running = 0;
  const waiting: Array<() => void> = [];
  /** A render slot, or false when every slot is busy and the queue is full (or the wait timed out). */
  async function slot(signal: AbortSignal): Promise<boolean> {
    if (running < limits.concurrent) {
      running += 1;
      return true;
    }
    if (waiting.length >= limits.queued) return false;
    return new Promise<boolean>((resolve) => {
      const turn = () => {
        signal.removeEventListener('abort', giveUp);
        running += 1;
        resolve(true);
      };
      const giveUp = () => {
        const index = waiting.indexOf(turn);
        if (index >= 0) waiting.splice(index, 1);
        resolve(false);
      };
      waiting.push(turn);
      signal.addEventListener('abort', giveUp, { once: true });
    });
  }
  function release() {
    running -= 1;
    waiting.shift()?.();
  }

  async function current() {
    if (!existsSync(templateFile) || !existsSync(rendererFile) || !existsSync(manifestFile)) return null;
    const [templateInfo, rendererInfo] = await Promise.all([stat(templateFile), stat(rendererFile)]);
    const version = `${templateInfo.mtimeMs}:${rendererInfo.mtimeMs}`;
    if (loaded?.version !== version) {
      const template = await readFile(templateFile, 'utf8');
      if (!template.includes(ROOT_ELEMENT) || !template.includes('</head>')) return null;
      const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as BuildManifest;
      // A new query string is a new module to Node: a rebuilt renderer is loaded afresh.
      const renderer = (await import(`${pathToFileURL(rendererFile).href}?v=${encodeURIComponent(version)}`)) as PageRendererModule;
      loaded = { version, template, manifest, renderer };
    }
    return loaded;
  }

  return {
    clientDist,
    /** The rendered page, or null when this path is rendered in the browser (or rendering failed). */
    async render(req: Request): Promise<ServerRenderedPage | null> {
      let built;
      try {
        built = await current();
      } catch (error) {
        logger.warn('server rendering unavailable', { error: (error as Error).message });
        return null;
      }
      if (!built || !built.renderer.isServerRenderedPath(req.path)) return null;
      const original = new URL(req.originalUrl, 'http://shop.invalid');
      const renderUrl = built.renderer.renderKey(original);
      if (!renderUrl) return null;
      const key = `${built.version} ${renderUrl}`;
      // A change another process committed before this request must be known before a kept page is served.
      await freshness?.caughtUp?.();
      const trusted = freshness?.isTrustworthy() ?? false;
      const hit = trusted ? (kept.get(key) ?? keptMissing.get(key)) : undefined;
      if (hit) return { ...hit, source: 'kept' };
      const shared = inFlight.get(key);
      if (shared) {
        const page = await shared;
        return page && { ...page, source: 'shared' };
      }
      // Rendered on the public origin (never the request's Host, which a kept page must not echo).
      const rendering = renderOnce(built, new URL(renderUrl, origin), req, key, trusted);
      inFlight.set(key, rendering);
      try {
        return await rendering;
      } finally {
        inFlight.delete(key);
      }
    },
  };

  async function renderOnce(
    built: NonNullable<typeof loaded>,
    url: URL,
    req: Request,
    key: string,
    trusted: boolean,
  ): Promise<ServerRenderedPage | null> {
    const generation = freshness?.changes.generation;
    // One deadline for waiting and rendering: the shopper never waits longer than this for HTML.
    const signal = AbortSignal.timeout(RENDER_TIMEOUT_MS);
    if (!(await slot(signal))) return null;
    try {
      const page = await Promise.race([
        built.renderer.renderPage(url, ownGraphqlUrl(req), signal),
        new Promise<null>((resolve) => signal.addEventListener('abort', () => resolve(null), { once: true })),
      ]);
      if (!page) return null;
      const body = `<div id="root">${page.html}</div><script type="application/json" id="shop-state">${scriptSafeJson(page.state)}</script>`;
      const assets = pageAssets(built.manifest, page.pageModules);
      // A deferred part's HTML is in the page from the start, so its styles must be too: without
      // them the home page's products below the banner showed as bare links and full-width images
      // to a shopper who scrolled before they hydrated. Its code is fetched after the page's own
      // (scriptsAfterLoad); it still hydrates when it is near.
      const deferred = pageAssets(built.manifest, page.deferredModules ?? []);
      // The template already links the first load's stylesheet: linking it again made a second sheet to apply.
      const styleTags = [...new Set([...assets.styles, ...deferred.styles])]
        .filter((href) => !built.template.includes(`href="${href}"`))
        .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
        .join('');
      const html = withPageHead(scriptsAfterLoad(built.template, assets.scripts, deferred.scripts), page.head ?? null)
        .replace('</head>', () => `${styleTags}</head>`)
        .replace(ROOT_ELEMENT, () => body);
      const rendered: ServerRenderedPage = { status: page.status, html, source: 'rendered' };
      // Kept only if no change to products happened while it was rendered (see CatalogueChanges); 404s
      // have their own few places, so made-up product ids cannot push real pages out. An order's page
      // (keep: false) is never kept: its state changes with no catalogue change.
      const store = page.keep !== false && (page.status === 200 ? kept : page.status === 404 ? keptMissing : null);
      if (store && freshness && trusted && freshness.changes.generation === generation && freshness.isTrustworthy()) {
        store.set(key, rendered);
      }
      return rendered;
    } catch (error) {
      logger.warn('server rendering failed; sending the browser-rendered page', { path: url.pathname, error: (error as Error).message });
      return null;
    } finally {
      release();
    }
  }
}

export type ServerRenderedPages = ReturnType<typeof createServerRenderedPages>;
