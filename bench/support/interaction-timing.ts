/**
 * Interactions measured the way Core Web Vitals measures INP: the Event Timing API's `event`
 * entries (every input event whose handling and next paint took 16 ms or more), grouped by
 * interactionId. An interaction's latency is its longest entry's duration; it splits into the
 * input delay (the event waited for the main thread), the processing (its handlers ran) and the
 * presentation delay (from the handlers' end to the next paint).
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

export interface Interaction {
  latency: number;
  inputDelay: number;
  processing: number;
  presentation: number;
}

/** Installed before any of the page's scripts: every event entry (buffered ones too) into `window.__eventTimings`. */
const OBSERVER_SCRIPT = `(() => {
  const timings = (window.__eventTimings = []);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.interactionId) continue;
      timings.push({ id: e.interactionId, name: e.name, start: e.startTime, duration: e.duration,
        processingStart: e.processingStart, processingEnd: e.processingEnd });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
})();`;

interface EventTiming {
  id: number;
  start: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
}

/** The phone: 390 px, touch, Lighthouse's mobile pixel ratio, the CPU slowed by `cpuSlowdown`. */
export async function phonePage(browser: Browser, cpuSlowdown: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'en-IN',
  });
  await context.addInitScript(OBSERVER_SCRIPT);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return { context, page };
}

/** How many event entries the page holds so far: what a step caused is what came after. */
export async function timingMark(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __eventTimings: unknown[] }).__eventTimings.length);
}

/**
 * The longest interaction among the entries after `mark`, once the page has painted and been
 * idle for a moment (entries arrive after the paint they end with). Null when every interaction
 * took under 16 ms (none was recorded).
 */
export async function longestSince(page: Page, mark: number): Promise<Interaction | null> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => setTimeout(() => (window.requestIdleCallback ?? setTimeout)(() => resolve(), { timeout: 3000 }), 100)),
      ),
  );
  const entries = await page.evaluate((from) => (window as unknown as { __eventTimings: EventTiming[] }).__eventTimings.slice(from), mark);
  const byInteraction = new Map<number, EventTiming[]>();
  for (const entry of entries) byInteraction.set(entry.id, [...(byInteraction.get(entry.id) ?? []), entry]);
  let longest: Interaction | null = null;
  for (const group of byInteraction.values()) {
    const start = Math.min(...group.map((entry) => entry.start));
    const end = Math.max(...group.map((entry) => entry.start + entry.duration));
    const processingStart = Math.min(...group.map((entry) => entry.processingStart));
    const processingEnd = Math.max(...group.map((entry) => entry.processingEnd));
    const latency = Math.max(...group.map((entry) => entry.duration));
    const interaction = {
      latency,
      inputDelay: processingStart - start,
      processing: processingEnd - processingStart,
      presentation: Math.max(0, end - processingEnd),
    };
    if (!longest || interaction.latency > longest.latency) longest = interaction;
  }
  return longest;
}

/** Lighthouse's BenchmarkIndex, read in the page (unthrottled): how fast this host is just now. */
export async function benchmarkIndex(page: Page): Promise<number> {
  return page.evaluate(`(${(pageFunctions as { computeBenchmarkIndex: () => number }).computeBenchmarkIndex.toString()})()`);
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
