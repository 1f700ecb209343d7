import { describe, expect, it } from 'vitest';
import { ShopError } from './errors.js';
import { enforceRateLimit, MemoryRateLimiter, RATE_LIMIT_MESSAGE } from './rate-limiter.js';

describe('MemoryRateLimiter', () => {
  it('allows `limit` requests per window and key, then says when the window resets', async () => {
    let now = 1_000_000;
    const limiter = new MemoryRateLimiter(() => now);
    for (let i = 0; i < 3; i += 1) {
      expect(await limiter.consume('login:a', 3, 60)).toEqual({ allowed: true, retryAfterSeconds: 0, remaining: 2 - i });
    }
    now += 20_500;
    expect(await limiter.consume('login:a', 3, 60)).toEqual({ allowed: false, retryAfterSeconds: 40, remaining: 0 });
    expect((await limiter.consume('login:b', 3, 60)).allowed).toBe(true);

    now += 39_500;
    expect(await limiter.consume('login:a', 3, 60)).toEqual({ allowed: true, retryAfterSeconds: 0, remaining: 2 });
  });

  it('becomes a RATE_LIMITED ShopError with the wait in its details', async () => {
    const limiter = new MemoryRateLimiter(() => 0);
    await enforceRateLimit(limiter, 'order:a', 1, 60);
    const refusal = await enforceRateLimit(limiter, 'order:a', 1, 60).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ShopError);
    expect(refusal).toMatchObject({ code: 'RATE_LIMITED', message: RATE_LIMIT_MESSAGE, details: { retryAfterSeconds: 60 } });
  });
});
