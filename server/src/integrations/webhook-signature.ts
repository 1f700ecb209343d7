import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

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
 * `webhook-signature: v1,<base64>`, HMAC-SHA256 with the secret's key bytes over
 * `<id>.<timestamp>.<body>`, signed by the standardwebhooks library itself, so what we send is
 * what its verifier (and every receiver using it) checks. The id is the event's, the same on every
 * delivery of it, so a receiver drops duplicates by it; signing the time with the body lets it
 * refuse a replay (the library's verifier allows five minutes either way).
 */
export function signStandardWebhook(secret: string, id: string, body: string, timestampSeconds: number): StandardWebhookHeaders {
  const at = new Date(Math.floor(timestampSeconds) * 1000);
  const signature = new Webhook(webhookKey(secret), { format: 'raw' }).sign(id, at, body);
  return { 'webhook-id': id, 'webhook-timestamp': String(Math.floor(timestampSeconds)), 'webhook-signature': signature };
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
