/** Debian's Chromium (the machine has no other), launched as every bench here launches it. */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The pages the phone targets are measured on: the catalogue's, then the money path's (the cart
 * and checkout with a cart in storage, the order page of an order placed for the bench:
 * support/lighthouse-money-path.ts). bench:ci measures the catalogue's only.
 */
export const CATALOGUE_PAGES: Array<[name: string, path: string]> = [
  ['home', '/'],
  ['listing', '/products'],
  ['product', '/product/hair-oil-1'],
];
export const LIGHTHOUSE_PAGES: Array<[name: string, path: string]> = [
  ...CATALOGUE_PAGES,
  ['cart', '/cart'],
  ['checkout', '/checkout'],
  ['order', '/order-summary/:order'],
  ['track', '/track-order'],
];

/** BENCH_LIGHTHOUSE_PAGES=listing,home picks pages (while working on one). */
export function pagesPicked(from = LIGHTHOUSE_PAGES): Array<[name: string, path: string]> {
  const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',');
  return only ? from.filter(([name]) => only.includes(name)) : from;
}

/**
 * Each page rendered three times before any audit, as a shop that has been up a while: the first
 * server render after a start also loads and compiles the renderer, which no shopper after the
 * first waits for.
 */
export async function warmUpPages(shopUrl: string, pages: Array<[name: string, path: string]>): Promise<void> {
  for (const [, pagePath] of pages) {
    for (let round = 0; round < 3; round += 1)
      await (await fetch(`${shopUrl}${pagePath}`, { headers: { 'accept-encoding': 'br' } })).arrayBuffer();
  }
}
