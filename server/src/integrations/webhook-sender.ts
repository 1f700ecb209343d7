import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { LEGACY_SIGNATURE_HEADER } from '@common/integrations.js';
import { signLegacyWebhookBody, signStandardWebhook } from './webhook-signature.js';
import { guardedLookup, isLoopbackAddress, isPrivateAddress } from './webhook-target.js';

/** Kept of a failed answer, for the admin. */
export const MAX_ERROR_LENGTH = 300;

/** One delivery of one event to one endpoint, as the dispatcher claimed it. */
export interface OutgoingWebhook {
  deliveryId: string;
  eventId: string;
  eventType: string;
  payload: Record<string, unknown>;
  /** When the event happened: the same on every delivery of it, redeliveries included. */
  createdAt: Date;
  url: string;
  secret: string;
  /** Endpoints registered before the Standard Webhooks headers also get the old header. */
  legacySignature?: boolean;
}

export interface SendOptions {
  /** The whole delivery (connecting, sending, the answer's last byte) must end within this. */
  timeoutMs: number;
  /** WEBHOOK_ALLOW_PRIVATE_TARGETS: let requests reach this machine and private networks. */
  allowPrivateTargets: boolean;
  /** Development: let requests reach this machine's loopback addresses (a developer's receiver). */
  allowLoopback?: boolean;
}

export type SendOutcome = { ok: true; status: number } | { ok: false; status: number | null; error: string };

/**
 * One signed POST of an event to its endpoint. Any 2xx is success, anything else (redirects
 * included) a failure to retry; the outcome is reported, never thrown, with a little of the
 * answer's text for the admin. Private addresses are refused unless allowed. The timeout is a
 * deadline for the whole delivery, not for silence: a receiver that trickles a byte now and then
 * is cut when it runs out.
 */
export function sendWebhook(webhook: OutgoingWebhook, options: SendOptions): Promise<SendOutcome> {
  const body = webhookBody(webhook);
  const now = Date.now() / 1000;
  const signature = signStandardWebhook(webhook.secret, webhook.eventId, body, now);
  return new Promise((resolve) => {
    let url: URL;
    try {
      url = new URL(webhook.url);
    } catch {
      resolve({ ok: false, status: null, error: 'The endpoint URL is not valid' });
      return;
    }
    // Host names are checked as they resolve (guardedLookup); an address written in the URL is checked here.
    const literal = url.hostname.replace(/^\[(.*)\]$/, '$1');
    if (
      !options.allowPrivateTargets &&
      isIP(literal) &&
      isPrivateAddress(literal) &&
      !(options.allowLoopback && isLoopbackAddress(literal))
    ) {
      resolve({ ok: false, status: null, error: `${literal} is a private address; not sending` });
      return;
    }
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      {
        method: 'POST',
        lookup: guardedLookup(options.allowPrivateTargets, options.allowLoopback),
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'HerbalRoots-Webhooks/1.0',
          ...signature,
          ...(webhook.legacySignature ? { [LEGACY_SIGNATURE_HEADER]: signLegacyWebhookBody(webhook.secret, body, now) } : {}),
          'X-Herbal-Event': webhook.eventType,
          'X-Herbal-Delivery': webhook.deliveryId,
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        // The answer's body does not matter; read a little of it for the admin's error column.
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (text.length < MAX_ERROR_LENGTH) text += chunk;
        });
        response.on('end', () => {
          if (status >= 200 && status < 300) resolve({ ok: true, status });
          else resolve({ ok: false, status, error: `HTTP ${status}${text ? `: ${text.trim()}` : ''}` });
        });
        response.on('error', (error) => resolve({ ok: false, status, error: error.message }));
      },
    );
    const deadline = setTimeout(() => {
      const error = new Error(`No complete answer within ${options.timeoutMs} ms`);
      resolve({ ok: false, status: null, error: error.message });
      request.destroy(error);
    }, options.timeoutMs);
    deadline.unref();
    request.on('close', () => clearTimeout(deadline));
    request.on('error', (error) => resolve({ ok: false, status: null, error: error.message }));
    request.end(body);
  });
}

/**
 * The body of a delivery, made only of what the event stored (its id, type, time and data), so
 * every delivery of one event, a redelivery included, sends the same bytes.
 */
export function webhookBody(webhook: Pick<OutgoingWebhook, 'eventId' | 'eventType' | 'createdAt' | 'payload'>): string {
  return JSON.stringify({
    id: webhook.eventId,
    type: webhook.eventType,
    createdAt: new Date(webhook.createdAt).toISOString(),
    data: webhook.payload,
  });
}
