import type { Page } from '@playwright/test';

/**
 * What the theme switch's box overlaps at this scroll position: controls, text and table cells
 * (figures) alike; ['no theme switch'] when there is none.
 */
export async function coveredByThemeSwitch(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const toggle = document.querySelector<HTMLElement>('[aria-label^="Switch to"]');
    if (!toggle) return ['no theme switch'];
    const t = toggle.getBoundingClientRect();
    const selector = 'a[href], button, input, select, textarea, [role="button"], p, h1, h2, h3, label, td, th';
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((element) => element !== toggle && !element.contains(toggle) && element.offsetParent !== null)
      .filter((element) => {
        const r = element.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && r.left < t.right && r.right > t.left && r.top < t.bottom && r.bottom > t.top;
      })
      .map((element) => element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 60) ?? element.tagName);
  });
}

/** The same at every scroll position of the page, each overlap named with where it was seen. */
export async function coveredByThemeSwitchAnywhere(page: Page): Promise<string[]> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const covered: string[] = [];
  for (let y = 0; y < height; y += 300) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    covered.push(...(await coveredByThemeSwitch(page)).map((what) => `${what} (scrolled to ${y})`));
  }
  return covered;
}
