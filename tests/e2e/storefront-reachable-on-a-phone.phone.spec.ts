import type { Page } from '@playwright/test';
import { expect, freshShopper, seedCart, test, useColorScheme } from './support/fixtures';
import { FACE_WASH_LINE, fillShipping } from './support/shopper';

/**
 * On a 390 px phone: the floating theme button covers nothing the shopper must reach; checkout
 * opens at its top with title and steps in view; Pay is the wide, obvious button; the hero can be paused and is not a bright slab in dark mode.
 */

const LINE = FACE_WASH_LINE;

/** Links and buttons (other than the toggle) whose box the floating theme button overlaps. */
async function coveredByThemeToggle(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const toggle = document.querySelector<HTMLElement>('[aria-label^="Switch to"]');
    if (!toggle) return ['no theme toggle'];
    const t = toggle.getBoundingClientRect();
    return [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [role="button"]')]
      .filter((element) => element !== toggle && element.offsetParent !== null)
      .filter((element) => {
        const r = element.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && r.left < t.right && r.right > t.left && r.top < t.bottom && r.bottom > t.top;
      })
      .map((element) => element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName);
  });
}

test.describe('on a phone', () => {
  test.beforeEach(async ({ page }) => freshShopper(page));

  test('the floating theme button leaves the end of every page reachable', async ({ page }) => {
    await seedCart(page, [LINE]);
    for (const path of ['/', '/products', '/product/hair-oil-1', '/cart', '/checkout']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // The cart's quote and the product's reviews arrive after the first paint and lengthen the
      // page; scroll again until the end stays put, then look at what sits under the button.
      await expect(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        // Short, so that a page that grew while scrolling (a part hydrating as it comes near) is scrolled again.
        await page.waitForFunction(
          () => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1,
          null,
          {
            timeout: 2_000,
          },
        );
        expect(await coveredByThemeToggle(page), path).toEqual([]);
      }).toPass({ timeout: 20_000 });
    }
    const box = await page.getByRole('button', { name: /Switch to (dark|light) theme/ }).boundingBox();
    expect(box?.width).toBeLessThanOrEqual(40);
  });

  test('checkout opens at the top with its title and steps, and Pay is the wide button', async ({ page, expectAccessible }) => {
    await seedCart(page, [LINE]);
    await page.goto('/cart');
    await page.getByRole('link', { name: /Proceed to Checkout/ }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('button', { name: /Continue to Payment/ })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    await expect(page.getByText('Shipping', { exact: true }).first()).toBeInViewport();

    await fillShipping(page);
    await page.getByRole('button', { name: /Continue to Payment/ }).click();
    const pay = page.getByRole('button', { name: /^Pay ₹/ });
    await expect(pay).toBeVisible();
    // The page scrolls smoothly: it must come to rest at the top (it stopped 256 px down, past title and steps).
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();

    const viewport = page.viewportSize()!;
    const box = (await pay.boundingBox())!;
    // Full width of the content column (390 px less the page's padding), centred, and tall enough for a thumb.
    expect(box.width).toBeGreaterThan(viewport.width - 80);
    expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(12);
    expect(box.height).toBeGreaterThanOrEqual(48);
    // Pay comes before Back to Shipping.
    const back = (await page.getByRole('button', { name: 'Back to Shipping' }).boundingBox())!;
    expect(box.y).toBeLessThan(back.y);
    await expectAccessible();
  });

  test('the hero slideshow can be paused and played again', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const current = page.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
    await expect(current).toHaveAttribute('aria-label', /^1 of 3/);
    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    // Clicking moved focus into the carousel (which pauses it too): leave it.
    await page.getByRole('heading', { name: 'Featured Products' }).click();
    await page.clock.runFor(15_000);
    await expect(current).toHaveAttribute('aria-label', /^1 of 3/);
    await page.getByRole('button', { name: 'Play slideshow' }).click();
    await page.getByRole('heading', { name: 'Featured Products' }).click();
    await page.clock.runFor(7_500);
    await expect(current).toHaveAttribute('aria-label', /^2 of 3/);
  });

  test('in dark mode the hero is dark, its words light, and nothing fails axe', async ({ page, expectAccessible }) => {
    await useColorScheme(page, 'dark');
    await page.goto('/');
    const slide = page.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
    const colours = await slide.evaluate((element) => {
      const title = element.querySelector('h2')!;
      const image = element.querySelector('img')!;
      return { title: getComputedStyle(title).color, filter: getComputedStyle(image).filter };
    });
    const [red, green, blue] = colours.title.match(/\d+/g)!.map(Number);
    expect(red + green + blue, colours.title).toBeGreaterThan(600);
    expect(colours.filter).toContain('brightness');
    await expectAccessible();
  });
});
