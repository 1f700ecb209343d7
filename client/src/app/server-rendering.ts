import { useContext } from 'react';
import { matchPath } from 'react-router-dom';
import { paths } from '@/config/paths';
import { processWideContext } from '@/lib/process-wide-context';
import type { PageHead } from './page-head';

/**
 * What the server renders to HTML and how the browser picks it up. Public pages are rendered on
 * the server: they look the same for every shopper, so the HTML is right before any JavaScript
 * runs, and an unknown path gets the 404 page with status 404. Pages that show what this browser
 * keeps (cart, checkout, wishlist), a shopper's payment, order or account (and the links e-mailed
 * to it), or the admin console are rendered in the browser only.
 */
const BROWSER_RENDERED_PATTERNS = [
  paths.cart.path,
  paths.checkout.path,
  paths.wishlist.path,
  paths.paymentSuccess.path,
  paths.paymentFailed.path,
  paths.paymentCallback.path,
  paths.orderSummary.path,
  paths.account.path,
  `${paths.account.path}/*`,
  paths.admin.root.path,
  `${paths.admin.root.path}/*`,
];

export function isServerRenderedPath(pathname: string): boolean {
  return !BROWSER_RENDERED_PATTERNS.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}

/**
 * What a page rendered on the server tells the response besides its markup: its HTTP status (an
 * unknown page or product is a 404, not a 200 that search engines would index) and its head.
 * Pages write it while they render; only the server provides one, so in the browser it is null.
 */
export interface PageResponse {
  status: number;
  /** The page's title, description, canonical address, link-preview and structured data. */
  head: PageHead | null;
  /** Called by a page while it renders (methods: a context value is not changed in place). */
  notFound(): void;
  setHead(head: PageHead): void;
}

/** A fresh response for one server render. */
export function createPageResponse(status: number): PageResponse {
  const response: PageResponse = {
    status,
    head: null,
    notFound: () => {
      response.status = 404;
    },
    setHead: (head) => {
      response.head = head;
    },
  };
  return response;
}

/** One per process: the server's renderer and its page chunks are separate copies of this module (lib/process-wide-context.ts). */
export const PageResponseContext = processWideContext<PageResponse | null>('page-response', null);

/** Answers the server-rendered page with 404 when `notFound` (a no-op in the browser). */
export function useNotFoundStatus(notFound = true): void {
  const response = useContext(PageResponseContext);
  if (notFound) response?.notFound();
}

/** The `<script type="application/json">` that carries the server's Apollo cache to the browser. */
export const SERVER_STATE_ELEMENT_ID = 'shop-state';

export interface ServerState {
  /** `client.extract()` of the server's Apollo cache after rendering. */
  apollo: Record<string, unknown>;
  /** The page's biggest answers as its queries returned them (lib/server-rendered-query.ts). */
  results: Record<string, unknown>;
}

/** The server's state, when this page was rendered on the server; null for a browser-only page. */
export function readServerState(doc: Document): ServerState | null {
  const element = doc.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const state = JSON.parse(element.textContent) as ServerState;
    if (!state || typeof state.apollo !== 'object') return null;
    return { apollo: state.apollo, results: typeof state.results === 'object' && state.results ? state.results : {} };
  } catch {
    return null;
  }
}
