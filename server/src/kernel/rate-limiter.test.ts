import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShopError } from './errors.js';
import { enforceRateLimit, MemoryRateLimiter, RATE_LIMIT_MESSAGE } from './rate-limiter.js';

describe('MemoryRateLimiter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('allows `limit` requests per window and key, then says when the window resets', async () => {
    const limiter = new MemoryRateLimiter();
    for (let i = 0; i < 3; i += 1) {
      expect(await limiter.consume('login:a', 3, 60)).toEqual({ allowed: true, retryAfterSeconds: 0, remaining: 2 - i });
    }
    vi.advanceTimersByTime(20_500);
    expect(await limiter.consume('login:a', 3, 60)).toEqual({ allowed: false, retryAfterSeconds: 40, remaining: 0 });
    expect((await limiter.consume('login:b', 3, 60)).allowed).toBe(true);

    vi.advanceTimersByTime(39_500);
    expect(await limiter.consume('login:a', 3, 60)).toEqual({ allowed: true, retryAfterSeconds: 0, remaining: 2 });
  });

  it('counts each limit and window on its own, whatever else uses the limiter', async () => {
    const limiter = new MemoryRateLimiter();
    expect((await limiter.consume('order:a', 1, 60)).allowed).toBe(true);
    expect((await limiter.consume('order:a', 1, 60)).allowed).toBe(false);
    expect(await limiter.consume('lookup:a', 5, 10)).toEqual({ allowed: true, retryAfterSeconds: 0, remaining: 4 });
  });

  it('becomes a RATE_LIMITED ShopError with the wait in its details', async () => {
    const limiter = new MemoryRateLimiter();
    await enforceRateLimit(limiter, 'order:a', 1, 60);
    const refusal = await enforceRateLimit(limiter, 'order:a', 1, 60).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ShopError);
    expect(refusal).toMatchObject({ code: 'RATE_LIMITED', message: RATE_LIMIT_MESSAGE, details: { retryAfterSeconds: 60 } });
  });
});
