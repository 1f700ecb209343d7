import type { Page } from '@playwright/test';

/** Holds the page's scripts matching `pattern` until `release` is called: the page as a slow phone has it before its scripts run. */
export async function holdScripts(page: Page, pattern: RegExp): Promise<{ release: () => void }> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await gate;
    await route.continue().catch(() => {});
  });
  return { release };
}
