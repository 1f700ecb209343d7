import { processWideContext } from './process-wide-context';

/**
 * The answers a server-rendered page's biggest queries gave, as the queries returned them: the
 * server records them while it renders, the page carries them, and the browser hydrates from them
 * (`useServerRenderedQuery`) instead of reading them back out of Apollo's normalised cache
 * (decision 22). Apart from the hook so the shell, which makes one, does not carry the hook,
 * which only the product pages use.
 *
 * Why: reading a listing's 24 products from the cache (about 900 fields through their normalised
 * entries, by code the browser has not optimised yet) was the longest piece of script left when a
 * listing hydrated on a phone: 55-122 ms at 4x CPU in one component's render, and Apollo's first
 * subscription to the query read it again in the commit. The server had the answer in this shape
 * already. It still restores the cache as before: Apollo takes over at the shopper's first change
 * ("Show more", another filter) and reads the same answer from the restored cache then.
 */
export class ServerResults {
  private readonly results: Map<string, unknown>;
  /** The server's: it records what its queries answered and serves nothing. */
  readonly recording: boolean;
  private expired = false;

  /** The server's own, empty (no argument), or the browser's, from what the page carries. */
  constructor(served?: Record<string, unknown>) {
    this.recording = served === undefined;
    this.results = new Map(Object.entries(served ?? {}));
  }

  /** On the server: what a query rendered with (the last render's answer is the one in the HTML). */
  record(key: string, data: unknown): void {
    if (this.recording) this.results.set(key, data);
  }

  /** In the browser: the answer the server rendered with, while the page is still the one it sent. */
  served(key: string): unknown {
    return this.recording || this.expired ? undefined : this.results.get(key);
  }

  /**
   * At the first navigation: a page rendered after it reads Apollo's cache, which may know newer
   * answers than the server's (a product page seen since, with its stock).
   */
  expire(): void {
    this.expired = true;
  }

  /**
   * The same answers, never expired: for a part of the server's page that hydrates after the first
   * navigation (lib/deferred-hydration.tsx opens every waiting part as a navigation starts). Such
   * a part must render what the server rendered; reading Apollo instead, it rendered a loading
   * state where the server had sent products, and React threw the part's HTML away (error #418,
   * seen on the listing a header search led to from the home page).
   */
  asServed(): ServerResults {
    const view = Object.create(this) as ServerResults;
    view.expired = false;
    return view;
  }

  toJSON(): Record<string, unknown> {
    return Object.fromEntries(this.results);
  }
}

/** One per process: the server's renderer and its page chunks are separate copies of this module (lib/process-wide-context.ts). */
export const ServerResultsContext = processWideContext<ServerResults | null>('server-results', null);
