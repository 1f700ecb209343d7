/**
 * The shopper's common taps on a phone, page by page, for bench/interactions.ts. Each scenario
 * opens its page afresh (a new browser context: empty storage, cold caches) and each step is one
 * thing a shopper does; a step's figure is its longest interaction.
 */
import type { Page } from '@playwright/test';

export interface Step {
  name: string;
  act(page: Page): Promise<void>;
}

export interface Scenario {
  name: string;
  path: string;
  /** Done before the page is opened, unmeasured (a cart in storage for the pages that need one). */
  prepare?(page: Page, shopUrl: string): Promise<void>;
  steps: Step[];
}

const tap = (page: Page, locate: (page: Page) => ReturnType<Page['locator']>) => locate(page).first().tap({ timeout: 20_000 });

/** A cart with one product in it, put there as a shopper does: the product page's Add to Cart. */
async function withACart(page: Page, shopUrl: string): Promise<void> {
  await openPage(page, `${shopUrl}/product/hair-oil-1`);
  await tap(page, (p) => p.getByRole('button', { name: 'Add to Cart' }));
  await page.waitForFunction(() => (window.localStorage.getItem('herbal-cart') ?? '[]') !== '[]', undefined, { timeout: 20_000 });
}

/** Opens a page and waits until it has hydrated (the app marks <html data-interactive>) and settled. */
export async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true', undefined, { timeout: 60_000 });
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
}

const drawer = (page: Page) => page.getByRole('dialog');

export const SCENARIOS: Scenario[] = [
  {
    name: 'listing',
    path: '/products',
    steps: [
      { name: 'open filters', act: (page) => tap(page, (p) => p.getByRole('button', { name: /Filters/ })) },
      { name: 'category', act: (page) => tap(page, (p) => drawer(p).getByRole('radio', { name: 'Hair Care' })) },
      { name: 'product type', act: (page) => tap(page, (p) => drawer(p).getByRole('checkbox')) },
      {
        name: 'price apply',
        act: async (page) => {
          await drawer(page).getByRole('textbox', { name: 'Min' }).fill('200');
          await tap(page, (p) => drawer(p).getByRole('button', { name: 'Apply' }));
        },
      },
      {
        name: 'sort',
        act: async (page) => {
          // A closed native select changes its choice with the arrow key (a tap opens the OS picker).
          await page.getByLabel('Sort by').first().focus();
          await page.keyboard.press('ArrowDown');
        },
      },
      { name: 'clear', act: (page) => tap(page, (p) => drawer(p).getByRole('button', { name: 'Clear All Filters' })) },
      {
        name: 'show more',
        act: async (page) => {
          await page.keyboard.press('Escape');
          await drawer(page).waitFor({ state: 'hidden', timeout: 10_000 });
          await tap(page, (p) => p.getByRole('button', { name: 'Show more products' }));
        },
      },
    ],
  },
  {
    name: 'product',
    path: '/product/hair-oil-1',
    steps: [
      { name: 'size', act: (page) => tap(page, (p) => p.locator('[aria-labelledby="size-label"] button').nth(1)) },
      { name: 'quantity', act: (page) => tap(page, (p) => p.getByRole('button', { name: /^Increase quantity/ })) },
      { name: 'add to cart', act: (page) => tap(page, (p) => p.getByRole('button', { name: 'Add to Cart' })) },
    ],
  },
  {
    name: 'home',
    path: '/',
    steps: [
      { name: 'open menu', act: (page) => tap(page, (p) => p.getByRole('button', { name: 'Open menu' })) },
      {
        name: 'type in search',
        act: async (page) => {
          await tap(page, (p) => drawer(p).getByLabel('Search products'));
          await page.keyboard.type('neem', { delay: 80 });
        },
      },
      {
        name: 'open cart',
        act: async (page) => {
          await page.keyboard.press('Escape');
          await drawer(page).waitFor({ state: 'hidden', timeout: 10_000 });
          await tap(page, (p) => p.getByRole('banner').getByRole('link', { name: /^Cart/ }));
        },
      },
    ],
  },
  {
    name: 'cart',
    path: '/cart',
    prepare: withACart,
    steps: [
      { name: 'stepper +', act: (page) => tap(page, (p) => p.getByRole('button', { name: /^Increase quantity/ })) },
      { name: 'stepper -', act: (page) => tap(page, (p) => p.getByRole('button', { name: /^Decrease quantity/ })) },
    ],
  },
  {
    name: 'checkout',
    path: '/checkout',
    prepare: withACart,
    steps: [
      {
        name: 'type in a field',
        act: async (page) => {
          await tap(page, (p) => p.getByRole('textbox').first());
          await page.keyboard.type('Anita', { delay: 80 });
        },
      },
      { name: 'submit, a mistake', act: (page) => tap(page, (p) => p.getByRole('button', { name: 'Continue to Payment' })) },
    ],
  },
];

/** BENCH_INTERACTIONS_PAGES=listing,product picks scenarios. */
export function scenariosPicked(): Scenario[] {
  const only = process.env.BENCH_INTERACTIONS_PAGES?.split(',');
  return only ? SCENARIOS.filter((scenario) => only.includes(scenario.name)) : SCENARIOS;
}
