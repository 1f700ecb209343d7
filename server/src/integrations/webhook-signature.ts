import { createHmac, timingSafeEqual } from 'node:crypto';

/** Receivers should refuse signatures older than this (replays); Stripe's default too. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * The `X-Herbal-Signature` value for a body sent at `timestampSeconds`: `t=<time>,v1=<hex>`, where
 * v1 is HMAC-SHA256 with the endpoint's secret over `<time>.<body>`. Signing the time with the
 * body lets a receiver refuse an old request replayed at it.
 */
export function signWebhookBody(secret: string, body: string, timestampSeconds: number): string {
  const t = Math.floor(timestampSeconds);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

/**
 * What a receiver does: true when one of the header's v1 signatures matches the body and its
 * time is within the tolerance of `nowSeconds`. Compared in constant time.
 */
export function verifyWebhookSignature(
  secret: string,
  body: string,
  header: string | null | undefined,
  nowSeconds = Date.now() / 1000,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): boolean {
  if (!header) return false;
  const parts = header.split(',').map((part) => part.trim().split('='));
  const t = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'));
  return parts
    .filter(([key, value]) => key === 'v1' && value !== undefined)
    .some(([, value]) => {
      const given = Buffer.from(value);
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}
