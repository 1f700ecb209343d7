import { useContext } from 'react';
import { matchPath } from 'react-router-dom';
import { paths } from '@/config/paths';
import { processWideContext } from '@/lib/process-wide-context';
import type { PageHead } from './page-head';

/**
 * What the server renders to HTML and how the browser picks it up. Public pages are rendered on
 * the server: they look the same for every shopper, so the HTML is right before any JavaScript
 * runs, and an unknown path gets the 404 page with status 404. The money path is rendered too
 * (decision 43): the cart's and checkout's shell (header, headings, the form's fields, a skeleton
 * where this browser's cart goes, filled in once hydrated) and an order's page from the database,
 * by its unguessable id. The wishlist, a shopper's payment outcome or account (and the links
 * e-mailed to it), and the admin console are rendered in the browser only.
 */
const BROWSER_RENDERED_PATTERNS = [
  paths.wishlist.path,
  paths.paymentSuccess.path,
  paths.paymentFailed.path,
  paths.paymentCallback.path,
  paths.account.path,
  `${paths.account.path}/*`,
  paths.admin.root.path,
  `${paths.admin.root.path}/*`,
];

export function isServerRenderedPath(pathname: string): boolean {
  return !BROWSER_RENDERED_PATTERNS.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}

/**
 * Pages rendered for one shopper's order: never kept by the server (the order's state changes
 * with its payment and shipping, which no catalogue change announces), rendered afresh each time.
 */
export function isOrderPath(pathname: string): boolean {
  return matchPath({ path: paths.orderSummary.path, end: true }, pathname) !== null;
}

/**
 * The payment provider sends the shopper back to the checkout with the outcome in its address
 * (?status=…): that view depends on the order, so the browser renders it as before.
 */
export function isPaymentReturn(url: URL): boolean {
  return matchPath({ path: paths.checkout.path, end: true }, url.pathname) !== null && url.searchParams.has('status');
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
  /** The shop's public origin, which the server made the head's addresses absolute against. */
  origin?: string;
}

/** The server's state, when this page was rendered on the server; null for a browser-only page. */
export function readServerState(doc: Document): ServerState | null {
  const element = doc.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const state = JSON.parse(element.textContent) as ServerState;
    if (!state || typeof state.apollo !== 'object') return null;
    return {
      apollo: state.apollo,
      results: typeof state.results === 'object' && state.results ? state.results : {},
      origin: typeof state.origin === 'string' ? state.origin : undefined,
    };
  } catch {
    return null;
  }
}
