/**
 * Lighthouse's simulated throttling slows the host's CPU by a fixed factor (4 by default), so the
 * same page scores differently on a fast and a slow host: the default emulates a mid-tier phone
 * only from a host whose BenchmarkIndex is about 1,533. Lighthouse's throttling guide says to
 * calibrate the factor to the host's BenchmarkIndex; these are the anchors of its calibration
 * calculator (1,300 → 3×, 1,533 → 4×, 2,000 → 6×; 800 → 2×; 150 → 1×), straight lines between them.
 *
 * On the hosts this project has run on (BenchmarkIndex 1,130 to 2,800) the fixed 4× emulated
 * anything from a phone a third faster than the target to one twice as slow: the same build's TBT
 * moved with the machine, not with the code.
 *
 * Used only on request (BENCH_LIGHTHOUSE_CPU_SLOWDOWN=calibrated): a later host read 2,400-2,600
 * yet ran pages more slowly than a 1,300 one, its memory being slow to hand out, which the index
 * does not measure (decision 20).
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) throw new Error(`not a BenchmarkIndex: ${benchmarkIndex}`);
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  // Below 150 the host is slower than the phone it should emulate: no slowdown at all.
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}
