import { describe, expect, it } from 'vitest';
import { cpuBlockingTimeMs, cpuWorkAfterPaintMs } from './cpu-blocking-time.js';

const PAGE = { pid: 7, tid: 7 };
const ms = (value: number) => value * 1000;
/** A task on the page's main thread from `start` for `wall` ms, `cpu` of them on the CPU. */
const task = (start: number, wall: number, cpu: number, thread = PAGE) => ({
  name: 'RunTask',
  ph: 'X',
  ...thread,
  ts: ms(start),
  dur: ms(wall),
  tdur: ms(cpu),
});
const paintAt = (at: number) => ({ name: 'firstContentfulPaint', ph: 'R', ...PAGE, ts: ms(at) });

describe('blocking time counted from the main thread CPU time', () => {
  it('counts a task by its CPU time times the slowdown, less the 50 ms a task may take', () => {
    // 40 ms on the clock, 20 on the CPU: 80 ms at 4x, 30 of them blocking (160 and 110 by the clock).
    expect(cpuBlockingTimeMs({ traceEvents: [paintAt(100), task(200, 40, 20)] }, 4)).toBe(30);
  });

  it('leaves out what came before the first paint, and counts a task across it for its share after', () => {
    const events = [paintAt(100), task(10, 60, 60), task(80, 40, 40)];
    // The first ended before the paint; the second is half after it: 20 ms at 4x is 80, 30 blocking.
    expect(cpuBlockingTimeMs({ traceEvents: events }, 4)).toBe(30);
  });

  it("counts only the page's main thread, and short tasks not at all", () => {
    const events = [paintAt(100), task(200, 100, 100, { pid: 7, tid: 9 }), task(300, 100, 100, { pid: 8, tid: 8 }), task(400, 12, 12)];
    expect(cpuBlockingTimeMs({ traceEvents: events }, 4)).toBe(0);
  });

  it('measures nothing of a trace without a first paint', () => {
    expect(cpuBlockingTimeMs({ traceEvents: [task(200, 100, 100)] }, 4)).toBeNaN();
  });

  it('sums the CPU time after the paint, short tasks and other threads apart', () => {
    const events = [paintAt(100), task(80, 40, 40), task(200, 100, 30), task(400, 12, 12), task(500, 100, 100, { pid: 7, tid: 9 })];
    // Half of the first (20), the second's 30 of CPU (not its 100 of clock) and the short one's 12.
    expect(cpuWorkAfterPaintMs({ traceEvents: events })).toBe(62);
    expect(cpuWorkAfterPaintMs({ traceEvents: [task(200, 100, 100)] })).toBeNaN();
  });
});
