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

/** The pages the phone targets are measured on. */
export const LIGHTHOUSE_PAGES: Array<[name: string, path: string]> = [
  ['home', '/'],
  ['listing', '/products'],
  ['product', '/product/hair-oil-1'],
];

/** BENCH_LIGHTHOUSE_PAGES=listing,home picks pages (while working on one). */
export function pagesPicked(): Array<[name: string, path: string]> {
  const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',');
  return only ? LIGHTHOUSE_PAGES.filter(([name]) => only.includes(name)) : LIGHTHOUSE_PAGES;
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
