import { createHmac, timingSafeEqual } from 'node:crypto';

/** Receivers should refuse signatures older (or newer) than this: the Standard Webhooks tolerance. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** The prefix of every signing secret; the rest is the key in base64. */
export const SECRET_PREFIX = 'whsec_';

/**
 * The key bytes of a `whsec_<base64>` secret, decoded as the Standard Webhooks libraries do.
 * Secrets issued before those headers were written in base64url; both alphabets name the same
 * bytes, so either decodes here (and a receiver may rewrite `-`→`+`, `_`→`/` for its library).
 */
export function webhookKey(secret: string): Buffer {
  const encoded = secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret;
  return Buffer.from(encoded.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
}

/** The headers that sign one delivery under the Standard Webhooks specification. */
export interface StandardWebhookHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/**
 * `webhook-signature: v1,<base64>`, where the base64 is HMAC-SHA256 with the secret's key bytes
 * over `<id>.<timestamp>.<body>`. The id is the event's, the same on every delivery of it, so a
 * receiver drops duplicates by it; signing the time with the body lets it refuse a replay.
 */
export function signStandardWebhook(secret: string, id: string, body: string, timestampSeconds: number): StandardWebhookHeaders {
  const timestamp = String(Math.floor(timestampSeconds));
  const signature = createHmac('sha256', webhookKey(secret)).update(`${id}.${timestamp}.${body}`).digest('base64');
  return { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${signature}` };
}

/**
 * What a receiver does: true when one of the space-separated `v1,` signatures matches and the
 * timestamp is within the tolerance of `nowSeconds`. Compared in constant time.
 */
export function verifyStandardWebhook(
  secret: string,
  body: string,
  headers: Partial<Record<keyof StandardWebhookHeaders, string | null | undefined>>,
  nowSeconds = Date.now() / 1000,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): boolean {
  const id = headers['webhook-id'];
  const timestamp = Number(headers['webhook-timestamp']);
  const given = headers['webhook-signature'];
  if (!id || !given || !Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(signStandardWebhook(secret, id, body, timestamp)['webhook-signature']);
  return given.split(' ').some((candidate) => {
    const bytes = Buffer.from(candidate);
    return bytes.length === expected.length && timingSafeEqual(bytes, expected);
  });
}

/**
 * The header endpoints registered before the Standard Webhooks headers still receive, beside
 * them, until they are registered again (docs/decisions/029-standard-webhooks.md):
 * `X-Herbal-Signature: t=<time>,v1=<hex>`, HMAC-SHA256 with the secret's text over `<time>.<body>`.
 */
export function signLegacyWebhookBody(secret: string, body: string, timestampSeconds: number): string {
  const t = Math.floor(timestampSeconds);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}
