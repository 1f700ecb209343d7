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

/** The pages the phone targets are measured on (issue 15 §3). */
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
