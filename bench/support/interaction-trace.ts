/**
 * A performance trace of one step (BENCH_INTERACTIONS_TRACE=<scenario>: <step>, e.g.
 * "listing: category"): what the tap made the main thread do, written for Chrome DevTools'
 * Performance panel to open, and summed here by kind of work (script, style, layout, paint).
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  // Which functions the time went to (a build with `--minify false` names them).
  'disabled-by-default-v8.cpu_profiler',
];

/** What each kind of main-thread event is counted as. */
const KINDS: Record<string, string> = {
  FunctionCall: 'script',
  EvaluateScript: 'script',
  EventDispatch: 'event handlers',
  TimerFire: 'timers',
  FireAnimationFrame: 'animation frames',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  MajorGC: 'garbage collection',
  MinorGC: 'garbage collection',
};

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  tid: number;
  pid: number;
  args?: { name?: string; data?: { type?: string } };
}

export async function traceStep(browser: Browser, page: Page, file: string, act: () => Promise<void>): Promise<void> {
  await browser.startTracing(page, { path: file, categories: CATEGORIES });
  try {
    // The sampling profiler (call stacks for the Performance panel) starts on the page's next
    // script, taking ~0.5 s at 4x: on this one rather than in the step's first event handler.
    await page.evaluate(() => 0);
    await act();
    await page.waitForTimeout(1500);
  } finally {
    await browser.stopTracing();
  }
  const { traceEvents } = JSON.parse(await readFile(file, 'utf8')) as { traceEvents: TraceEvent[] };
  const main = traceEvents.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const onMain = traceEvents.filter((event) => event.ph === 'X' && main && event.tid === main.tid && event.pid === main.pid);
  const totals = new Map<string, number>();
  for (const event of onMain) {
    const kind = event.name === 'EventDispatch' ? `event ${event.args?.data?.type ?? ''}` : KINDS[event.name];
    if (kind) totals.set(kind, (totals.get(kind) ?? 0) + (event.dur ?? 0) / 1000);
  }
  const longestTasks = onMain
    .filter((event) => event.name === 'RunTask')
    .map((event) => (event.dur ?? 0) / 1000)
    .sort((a, b) => b - a)
    .slice(0, 5);
  console.log(`  trace written to ${file}`);
  console.log(`  longest tasks (ms): ${longestTasks.map((ms) => ms.toFixed(0)).join(', ')}`);
  console.log(
    `  main thread by kind (ms, nested work counted in each): ${[...totals]
      .sort((a, b) => b[1] - a[1])
      .map(([kind, ms]) => `${kind} ${ms.toFixed(0)}`)
      .join(', ')}`,
  );
}
