import autocannon from 'autocannon';
import { processSeconds } from './cpu-meter.js';

/** One side's figures for one round of a side-by-side run. */
export interface Round {
  requestsPerSecond: number;
  p99: number;
  errors: number;
  /** The shop process's CPU time per request answered. */
  cpuMsPerRequest: number;
}

/**
 * One round against one side. With a host this busy (load 25 on two cores while measured) req/s
 * says as much about the neighbours as about the shop; the CPU the shop spent per request does not
 * depend on its share of the machine, so both are reported.
 */
export async function loadRound(options: autocannon.Options, seconds: number, pid: number): Promise<Round> {
  const cpuBefore = processSeconds(pid);
  const result = await autocannon({ ...options, duration: seconds });
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + (result.mismatches ?? 0) + result.timeouts,
    cpuMsPerRequest: ((processSeconds(pid) - cpuBefore) * 1000) / Math.max(1, result.requests.total),
  };
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
