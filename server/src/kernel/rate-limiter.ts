import { Redis } from 'ioredis';
import type { Env } from '../config/env.js';
import type { Logger } from './logger.js';
import { ShopError } from './errors.js';

/**
 * Request rate limits, counted in fixed windows per key (e.g. `login:203.0.113.7`). In memory by
 * default; in Redis when REDIS_URL is set, so that several server processes share one count.
 */
export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the window resets; 0 when allowed. */
  retryAfterSeconds: number;
  /** Requests left in this window after this one (absent when the limiter could not count). */
  remaining?: number;
}

export interface RateLimiter {
  /** Counts one request under `key`; allowed while at most `limit` were counted in the window. */
  consume(key: string, limit: number, windowSeconds: number): Promise<RateLimitDecision>;
  close(): Promise<void>;
}

export const RATE_LIMIT_MESSAGE = 'Too many requests. Please wait a minute and try again.';

/** A RATE_LIMITED ShopError (429 over REST, with Retry-After) when `key` is over its limit. */
export async function enforceRateLimit(limiter: RateLimiter, key: string, limit: number, windowSeconds = 60): Promise<RateLimitDecision> {
  const decision = await limiter.consume(key, limit, windowSeconds);
  if (!decision.allowed) {
    throw new ShopError('RATE_LIMITED', RATE_LIMIT_MESSAGE, { retryAfterSeconds: decision.retryAfterSeconds });
  }
  return decision;
}

export function createRateLimiter(env: Env, logger: Logger): RateLimiter {
  return env.REDIS_URL ? new RedisRateLimiter(env.REDIS_URL, env.RATE_LIMIT_PREFIX, logger) : new MemoryRateLimiter();
}

interface Window {
  count: number;
  resetsAt: number;
}

/** One process's counts. Expired windows are swept as new keys arrive, so memory stays bounded by traffic. */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, Window>();
  private nextSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  // Promises only because the Redis limiter's answers are: memory answers at once.
  consume(key: string, limit: number, windowSeconds: number): Promise<RateLimitDecision> {
    const now = this.now();
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetsAt <= now) {
      window = { count: 0, resetsAt: now + windowSeconds * 1000 };
      this.windows.set(key, window);
    }
    window.count += 1;
    return Promise.resolve(decide(window.count, limit, window.resetsAt - now));
  }

  close(): Promise<void> {
    this.windows.clear();
    return Promise.resolve();
  }

  private sweep(now: number): void {
    if (now < this.nextSweep) return;
    this.nextSweep = now + 10_000;
    for (const [key, window] of this.windows) {
      if (window.resetsAt <= now) this.windows.delete(key);
    }
  }
}

// INCR and the first PEXPIRE in one step, so a crash between them cannot leave a key that never
// expires; a key found without a TTL (someone's manual SET) is given one.
const CONSUME_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }
`;

/**
 * Counts in Redis, shared by every process using the same REDIS_URL and prefix. When Redis cannot
 * be reached, requests are allowed (and the failure logged): an outage of the limiter must not
 * close the shop.
 */
export class RedisRateLimiter implements RateLimiter {
  private readonly redis: Redis;
  private lastWarning = 0;

  constructor(
    url: string,
    private readonly prefix: string,
    private readonly logger: Logger,
  ) {
    this.redis = new Redis(url, {
      // A request waits for the limiter at most this long, reconnecting or not.
      commandTimeout: 1000,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      lazyConnect: false,
    });
    this.redis.defineCommand('consumeRate', { numberOfKeys: 1, lua: CONSUME_SCRIPT });
    this.redis.on('error', (error: Error) => this.warn(error));
  }

  async consume(key: string, limit: number, windowSeconds: number): Promise<RateLimitDecision> {
    try {
      // defineCommand adds the script as a method ioredis's types do not know about.
      const redis = this.redis as unknown as { consumeRate(key: string, ms: number): Promise<[number, number]> };
      const [count, ttl] = await redis.consumeRate(`${this.prefix}${key}`, windowSeconds * 1000);
      return decide(Number(count), limit, Number(ttl));
    } catch (error) {
      this.warn(error);
      return { allowed: true, retryAfterSeconds: 0 };
    }
  }

  async close(): Promise<void> {
    try {
      await this.redis.quit();
    } catch {
      this.redis.disconnect();
    }
  }

  /** At most one warning a minute while Redis is away. */
  private warn(error: unknown): void {
    const now = Date.now();
    if (now - this.lastWarning < 60_000) return;
    this.lastWarning = now;
    this.logger.warn(
      `rate limits: Redis unavailable, requests are not being limited (${error instanceof Error ? error.message : String(error)})`,
    );
  }
}

function decide(count: number, limit: number, remainingMs: number): RateLimitDecision {
  if (count <= limit) return { allowed: true, retryAfterSeconds: 0, remaining: limit - count };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)), remaining: 0 };
}
