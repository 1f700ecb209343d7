import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

/**
 * Where the machine's CPU went during a stretch of a benchmark, in cores (1.00 = one core busy
 * the whole time): the shop's process, every Postgres process on the machine, this process (the
 * load generator) and what was left idle. Read from Linux's /proc; null elsewhere. On two cores
 * the split says which one thing a phase was waiting on, which a throughput figure cannot.
 */
export interface CpuSplit {
  shop: number;
  postgres: number;
  loadGenerator: number;
  idle: number;
}

/** CPU seconds used so far by each, and the wall clock in seconds (summed: the time measured). */
interface Reading extends CpuSplit {
  clock: number;
}

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU seconds a process has spent in its own code (user) and in the kernel for it (system), from /proc; zeros when unreadable. */
export function processUserSystemSeconds(pid: number | string): { user: number; system: number } {
  try {
    // The command name may hold spaces: the fields counted here start after its closing paren.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return { user: Number(fields[11]) / ticksPerSecond, system: Number(fields[12]) / ticksPerSecond };
  } catch {
    return { user: 0, system: 0 };
  }
}

/** CPU seconds (user + system) a process has used so far, from /proc; 0 when unreadable. */
export function processSeconds(pid: number | string): number {
  const { user, system } = processUserSystemSeconds(pid);
  return user + system;
}

function postgresSeconds(): number {
  let seconds = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').startsWith('postgres')) seconds += processSeconds(entry);
    } catch {
      // Exited while we looked.
    }
  }
  return seconds;
}

function read(shopPid: number): Reading {
  const own = process.cpuUsage();
  return {
    clock: performance.now() / 1000,
    shop: processSeconds(shopPid),
    postgres: postgresSeconds(),
    loadGenerator: (own.user + own.system) / 1e6,
    idle: os.cpus().reduce((sum, cpu) => sum + cpu.times.idle, 0) / 1000,
  };
}

/** Adds up the CPU split over several stretches (the rounds of one phase). */
export function cpuMeter(shopPid: number | undefined) {
  const available = shopPid !== undefined && process.platform === 'linux';
  const total: Reading = { clock: 0, shop: 0, postgres: 0, loadGenerator: 0, idle: 0 };
  return {
    /** Measures the stretch `work` runs for. */
    async measure<T>(work: () => Promise<T>): Promise<T> {
      if (!available) return work();
      const before = read(shopPid);
      const result = await work();
      const after = read(shopPid);
      for (const key of Object.keys(total) as Array<keyof Reading>) total[key] += after[key] - before[key];
      return result;
    },
    /** Cores each used on average over the stretches measured, or null where /proc is not there. */
    split(): CpuSplit | null {
      if (!available || total.clock <= 0) return null;
      // A process that exits mid-stretch (a Postgres backend) takes its seconds with it: never below 0.
      const cores = (seconds: number) => Math.max(0, seconds / total.clock);
      return {
        shop: cores(total.shop),
        postgres: cores(total.postgres),
        loadGenerator: cores(total.loadGenerator),
        idle: cores(total.idle),
      };
    },
  };
}

export function formatCpuSplit(split: CpuSplit | null): string {
  if (!split) return 'cores: not measured here (needs Linux /proc)';
  return `cores busy: shop ${split.shop.toFixed(2)}, postgres ${split.postgres.toFixed(2)}, load generator ${split.loadGenerator.toFixed(2)}, idle ${split.idle.toFixed(2)} of ${os.cpus().length}`;
}
