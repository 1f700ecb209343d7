/**
 * Total blocking time counted from the page's own CPU time instead of the clock.
 *
 * Lighthouse's simulated throttling takes each main-thread task's wall time from a trace gathered
 * at the host's full speed and multiplies it by the CPU factor. On these two-core machines the
 * renderer's main thread shares the cores with the browser's other processes, Lighthouse and the
 * shop's server, on a host that also reclaims memory on its own (a DAMON pageout scheme). In one
 * trace of the listing its tasks took 1,652 ms of wall time for 792 ms on the CPU, and one 182 ms
 * task held 44 ms of it. Multiplied by 4 or 8, the host's waits outweigh the page's work.
 *
 * This counts the same way from each task's thread time (the trace's `tdur`): every task on the
 * page's main thread that ends after first contentful paint, its CPU time after that paint times
 * the factor, less the 50 ms a task may take. What the page's own work would block on a phone that
 * is only slower; Lighthouse's TBT stays the figure the targets are judged by.
 */

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

/** A Chromium trace as Lighthouse saves it (only the fields read here). */
export interface TraceOfEvents {
  traceEvents: TraceEvent[];
}

const LONG_TASK_MS = 50;

/** The CPU time (ms) of each task on the page's main thread after its first contentful paint; null without one. */
function cpuMsOfTasksAfterPaint(trace: TraceOfEvents): number[] | null {
  const events = trace.traceEvents;
  // First contentful paint is marked on the main thread of the page's own renderer.
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return null;
  const tasks: number[] = [];
  for (const event of events) {
    if (event.pid !== paint.pid || event.tid !== paint.tid || event.ph !== 'X' || event.name !== 'RunTask') continue;
    const wall = event.dur ?? 0;
    const end = event.ts + wall;
    if (end <= paint.ts || wall <= 0) continue;
    // A task that began before the paint counts for its share after it, as Lighthouse clips it.
    const shareAfterPaint = (end - Math.max(event.ts, paint.ts)) / wall;
    tasks.push(((event.tdur ?? wall) * shareAfterPaint) / 1000);
  }
  return tasks;
}

export function cpuBlockingTimeMs(trace: TraceOfEvents, cpuSlowdown: number): number {
  const tasks = cpuMsOfTasksAfterPaint(trace);
  if (!tasks) return NaN;
  return tasks.reduce((blocking, cpuMs) => blocking + Math.max(0, cpuMs * cpuSlowdown - LONG_TASK_MS), 0);
}

/**
 * All the CPU time the page's main thread spent after first contentful paint, at the host's speed
 * (the trace is gathered unthrottled): the work a change to the page adds or removes, long tasks or
 * short, without the waits that the clock's figures carry.
 */
export function cpuWorkAfterPaintMs(trace: TraceOfEvents): number {
  const tasks = cpuMsOfTasksAfterPaint(trace);
  if (!tasks) return NaN;
  return tasks.reduce((sum, cpuMs) => sum + cpuMs, 0);
}
