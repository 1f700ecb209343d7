import { matchPath } from 'react-router-dom';
import { paths } from '../config/paths';

/**
 * What the server renders to HTML and how the browser picks it up. Only public catalogue pages
 * are rendered on the server: they look the same for every shopper, so the HTML is right before
 * any JavaScript runs. Pages that show what this browser keeps (cart, checkout, wishlist), a
 * signed-in customer's order, or the admin console are rendered in the browser only.
 */
const SERVER_RENDERED_PATTERNS = [
  paths.home.path,
  paths.products.path,
  paths.category.path,
  paths.product.path,
  paths.contact.path,
  paths.privacyPolicy.path,
  paths.termsOfService.path,
  paths.shippingPolicy.path,
];

export function isServerRenderedPath(pathname: string): boolean {
  return SERVER_RENDERED_PATTERNS.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}

/** The `<script type="application/json">` that carries the server's Apollo cache to the browser. */
export const SERVER_STATE_ELEMENT_ID = 'shop-state';

export interface ServerState {
  /** `client.extract()` of the server's Apollo cache after rendering. */
  apollo: Record<string, unknown>;
}

/** The server's state, when this page was rendered on the server; null for a browser-only page. */
export function readServerState(doc: Document): ServerState | null {
  const element = doc.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const state = JSON.parse(element.textContent) as ServerState;
    return state && typeof state.apollo === 'object' ? state : null;
  } catch {
    return null;
  }
}
