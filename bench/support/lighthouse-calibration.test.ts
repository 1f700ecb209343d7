import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor } from './lighthouse-calibration.js';

describe('the CPU slowdown Lighthouse calibrates for a host', () => {
  it.each([
    [2000, 6],
    [1766, 5],
    [1533, 4],
    [1300, 3],
    [1050, 2.5],
    [800, 2],
    [150, 1],
    [100, 1],
  ])('a host of BenchmarkIndex %d is slowed %d×', (benchmarkIndex, slowdown) => {
    expect(cpuSlowdownFor(benchmarkIndex)).toBeCloseTo(slowdown, 1);
  });

  it('slows a faster host more, never a slower one more', () => {
    const indexes = [100, 400, 799, 800, 801, 1299, 1300, 1301, 2800];
    const slowdowns = indexes.map(cpuSlowdownFor);
    expect(slowdowns).toEqual([...slowdowns].sort((a, b) => a - b));
  });

  it('refuses what is not a benchmark reading', () => {
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow();
    expect(() => cpuSlowdownFor(0)).toThrow();
  });
});
