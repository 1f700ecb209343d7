import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Env } from '../config/env.js';
import type { Logger } from './logger.js';
import { ShopError } from './errors.js';

/**
 * Request rate limits, counted in fixed windows per key (e.g. `login:203.0.113.7`) by
 * rate-limiter-flexible. In memory by default; in Redis when REDIS_URL is set, so that several
 * server processes share one count.
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

/**
 * One rate-limiter-flexible limiter per limit and window the callers ask for (a handful: logins,
 * orders, look-ups…), made on first use. Keys are the callers' own, with no prefix of the
 * library's, so the same key is one count whatever asks.
 */
abstract class FlexibleRateLimiter implements RateLimiter {
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  protected abstract create(limit: number, windowSeconds: number): RateLimiterAbstract;

  async consume(key: string, limit: number, windowSeconds: number): Promise<RateLimitDecision> {
    const shape = `${limit}/${windowSeconds}`;
    let limiter = this.limiters.get(shape);
    if (!limiter) this.limiters.set(shape, (limiter = this.create(limit, windowSeconds)));
    try {
      const counted = await limiter.consume(this.keyOf(key));
      return { allowed: true, retryAfterSeconds: 0, remaining: counted.remainingPoints };
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) {
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)), remaining: 0 };
      }
      return this.couldNotCount(refusal);
    }
  }

  abstract close(): Promise<void>;

  protected keyOf(key: string): string {
    return key;
  }

  protected couldNotCount(error: unknown): RateLimitDecision {
    throw error;
  }
}

/** One process's counts; the library drops a window's count when it ends. */
export class MemoryRateLimiter extends FlexibleRateLimiter {
  protected create(limit: number, windowSeconds: number): RateLimiterAbstract {
    return new RateLimiterMemory({ points: limit, duration: windowSeconds, keyPrefix: '' });
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

/**
 * Counts in Redis, shared by every process using the same REDIS_URL and prefix (the key is the
 * prefix and the caller's key, e.g. `herbal:rate:login:203.0.113.7`). When Redis cannot be
 * reached, requests are allowed (and the failure logged): an outage of the limiter must not close
 * the shop.
 */
export class RedisRateLimiter extends FlexibleRateLimiter {
  private readonly redis: Redis;
  private lastWarning = 0;

  constructor(
    url: string,
    private readonly prefix: string,
    private readonly logger: Logger,
  ) {
    super();
    this.redis = new Redis(url, {
      // A request waits for the limiter at most this long, reconnecting or not.
      commandTimeout: 1000,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      lazyConnect: false,
    });
    this.redis.on('error', (error: Error) => this.warn(error));
  }

  protected create(limit: number, windowSeconds: number): RateLimiterAbstract {
    // Redis away: the command fails within the client's timeout, and the request is let through below.
    return new RateLimiterRedis({ storeClient: this.redis, points: limit, duration: windowSeconds, keyPrefix: '' });
  }

  protected keyOf(key: string): string {
    return `${this.prefix}${key}`;
  }

  protected couldNotCount(error: unknown): RateLimitDecision {
    this.warn(error);
    return { allowed: true, retryAfterSeconds: 0 };
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
