import type { DataSource } from 'typeorm';
import type { Env } from '../config/env.js';
import type { Logger } from '../kernel/logger.js';
import { MAX_ERROR_LENGTH, sendWebhook } from './webhook-sender.js';

/** Retries stop this long after the event, and the delivery is marked FAILED. */
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Back-off doubles from WEBHOOK_RETRY_BASE_SECONDS up to this. */
const MAX_BACKOFF_MS = 60 * 60 * 1000;
const BATCH_SIZE = 20;
/** Delivered and failed deliveries are kept this long, then pruned. */
const RETENTION_DAYS = 30;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

export interface DispatchReport {
  delivered: number;
  failed: number;
  retrying: number;
}

interface ClaimedRow {
  id: string;
  event_id: string;
  event_type: string;
  payload: Record<string, unknown>;
  attempts: number;
  created_at: Date;
  event_created_at: Date;
  url: string;
  secret: string;
  legacy_signature: boolean;
}

/** The delay before attempt `attempts + 1`: base · 2^(attempts − 1), capped, with ±10 % jitter. */
export function backoffMs(attempts: number, baseMs: number, random: () => number = Math.random): number {
  const exponential = Math.min(MAX_BACKOFF_MS, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential * (0.9 + 0.2 * random()));
}

/**
 * Sends the queued webhook deliveries (domain-events.ts queues them in the transaction of each
 * change), at least once, retried with exponential back-off for 24 hours.
 *
 * Several processes may run the dispatcher: each pass claims its rows with FOR UPDATE SKIP LOCKED
 * and moves their next attempt past the request's deadline before sending, so no two passes send
 * the same row, no transaction stays open during a request, and a row claimed by a process that
 * died is taken again once its claim runs out. For the same reason passes in one process may
 * overlap: a pass still waiting on a slow receiver (up to WEBHOOK_TIMEOUT_MS) does not hold back
 * the next one, so the other endpoints' deliveries go on meanwhile.
 */
export class WebhookDispatcher {
  private timer: NodeJS.Timeout | null = null;
  private readonly passes = new Set<Promise<DispatchReport>>();
  /** The pass claiming rows right now: the timer starts no second claim while one is under way. */
  private claiming: Promise<unknown> | null = null;
  private nextPrune = 0;

  constructor(private readonly deps: { dataSource: DataSource; env: Env; logger: Logger }) {}

  /** Polls for due deliveries every WEBHOOK_DISPATCH_SECONDS (0 = never). */
  start(): void {
    const seconds = this.deps.env.WEBHOOK_DISPATCH_SECONDS;
    if (this.timer || seconds <= 0) return;
    this.timer = setInterval(() => this.dispatchSoon(), seconds * 1000);
    // Background work never keeps the process alive on its own.
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await Promise.allSettled([...this.passes]);
  }

  /** One pass over due deliveries, resolved once each delivery it claimed has an outcome. */
  dispatchDue(): Promise<DispatchReport> {
    const pass = this.dispatchBatch().finally(() => {
      this.passes.delete(pass);
    });
    this.passes.add(pass);
    return pass;
  }

  /** Starts a pass without waiting for it (unless one is still claiming); a failed pass is logged and left to the next one. */
  dispatchSoon(): void {
    if (this.claiming) return;
    this.dispatchDue().catch((error: unknown) => {
      this.deps.logger.warn('webhook dispatch pass failed; will retry', { error: error instanceof Error ? error.message : String(error) });
    });
  }

  private async dispatchBatch(): Promise<DispatchReport> {
    const { dataSource, env } = this.deps;
    const report: DispatchReport = { delivered: 0, failed: 0, retrying: 0 };
    const claim = this.claimDue();
    this.claiming = claim;
    let claimed: ClaimedRow[];
    try {
      claimed = await claim;
    } finally {
      if (this.claiming === claim) this.claiming = null;
    }
    await Promise.all(
      claimed.map(async (row) => {
        const outcome = await sendWebhook(
          {
            deliveryId: row.id,
            eventId: row.event_id,
            eventType: row.event_type,
            payload: row.payload,
            createdAt: row.event_created_at,
            url: row.url,
            secret: row.secret,
            legacySignature: row.legacy_signature,
          },
          {
            timeoutMs: env.WEBHOOK_TIMEOUT_MS,
            allowPrivateTargets: env.WEBHOOK_ALLOW_PRIVATE_TARGETS,
            allowLoopback: env.NODE_ENV === 'development',
          },
        );
        if (outcome.ok) {
          report.delivered += 1;
          await dataSource.query(
            `UPDATE webhook_deliveries SET status = 'DELIVERED', response_status = $2, last_error = NULL, delivered_at = now() WHERE id = $1`,
            [row.id, outcome.status],
          );
          return;
        }
        const giveUp = Date.now() - new Date(row.created_at).getTime() >= RETRY_WINDOW_MS;
        if (giveUp) report.failed += 1;
        else report.retrying += 1;
        await dataSource.query(
          `UPDATE webhook_deliveries
              SET status = $2, response_status = $3, last_error = $4, next_attempt_at = now() + make_interval(secs => $5)
            WHERE id = $1`,
          [
            row.id,
            giveUp ? 'FAILED' : 'PENDING',
            outcome.status,
            outcome.error.slice(0, MAX_ERROR_LENGTH),
            backoffMs(row.attempts, env.WEBHOOK_RETRY_BASE_SECONDS * 1000) / 1000,
          ],
        );
      }),
    );
    return report;
  }

  /**
   * Takes up to BATCH_SIZE due deliveries for this pass; the claim outlasts the request's deadline.
   * A delivery waits while an earlier one about the same record (`subject`) to the same endpoint
   * is still pending, claimed or not, so a record's events reach each receiver in their order.
   */
  private async claimDue(): Promise<ClaimedRow[]> {
    const { dataSource, env } = this.deps;
    await this.pruneNowAndThen();
    const claimSeconds = Math.ceil(env.WEBHOOK_TIMEOUT_MS / 1000) + 30;
    return dataSource.query<ClaimedRow[]>(
      `WITH claimed AS (
         UPDATE webhook_deliveries
            SET attempts = attempts + 1, last_attempt_at = now(), next_attempt_at = now() + make_interval(secs => $2)
          WHERE id IN (
            SELECT id FROM webhook_deliveries d
             WHERE status = 'PENDING' AND next_attempt_at <= now()
               AND NOT EXISTS (
                 SELECT 1 FROM webhook_deliveries earlier
                  WHERE earlier.endpoint_id = d.endpoint_id AND earlier.subject = d.subject
                    AND earlier.status = 'PENDING' AND earlier.seq < d.seq)
             ORDER BY next_attempt_at, seq
             LIMIT $1
             FOR UPDATE SKIP LOCKED)
          RETURNING id, endpoint_id, event_id, event_type, payload, attempts, created_at, event_created_at)
       SELECT c.*, e.url, e.secret, e.legacy_signature FROM claimed c JOIN webhook_endpoints e ON e.id = c.endpoint_id`,
      [BATCH_SIZE, claimSeconds],
    );
  }

  /** Finished deliveries are kept RETENTION_DAYS for the admin's list, then removed (at most hourly). */
  private async pruneNowAndThen(): Promise<void> {
    if (Date.now() < this.nextPrune) return;
    this.nextPrune = Date.now() + PRUNE_EVERY_MS;
    await this.deps.dataSource.query(
      `DELETE FROM webhook_deliveries WHERE status <> 'PENDING' AND created_at < now() - make_interval(days => $1)`,
      [RETENTION_DAYS],
    );
  }
}
