import type { DataSource } from 'typeorm';
import type { Env } from '../config/env.js';
import type { Logger } from '../kernel/logger.js';
import { MAX_ERROR_LENGTH, sendWebhook } from './webhook-sender.js';
import { jobType, type JobQueue } from '../kernel/job-queue.js';

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
  endpoint_id: string;
  subject: string | null;
  seq: string;
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
 * Deliveries to one endpoint in flight at once, across every process. A receiver that holds each
 * request to its deadline, or one that is down, takes this many of the workers and no more: the
 * others go on with every other endpoint's events, and its own wait their turn, oldest first.
 */
export const DELIVERIES_IN_FLIGHT_PER_ENDPOINT = 2;

/**
 * Sends one delivery; its row (webhook_deliveries) keeps the attempts and outcome integrators see.
 * Written by a trigger in the transaction that queues the delivery (db/functions/webhook-delivery-jobs.sql).
 */
export const DELIVER_WEBHOOK = jobType<{ deliveryId: string; endpointId: string; eventType: string; url: string }>(
  'webhooks.deliver',
  (data) => `${data.eventType} to ${data.url}`,
  {
    // Several requests at once per process (each is a worker polling on its own, so not
    // unbounded), at most DELIVERIES_IN_FLIGHT_PER_ENDPOINT of them to one endpoint: it takes four
    // receivers all holding their requests to fill a process.
    concurrency: 8,
    // Jobs queued before deliveries were grouped by endpoint carry no group and run ungrouped.
    perGroup: { key: (data) => data.endpointId, concurrency: DELIVERIES_IN_FLIGHT_PER_ENDPOINT },
    // The delivery's own schedule retries refusals; these cover a run lost with its process.
    retryLimit: 1,
    retryDelaySeconds: 30,
    expireInSeconds: 5 * 60,
  },
);

/** Why a delivery's job failed: the receiver refused it for 24 hours. */
export class WebhookGaveUpError extends Error {}

export type DeliveryOutcome = 'delivered' | 'retrying' | 'failed';

/**
 * Sends the queued webhook deliveries (domain-events.ts queues them in the transaction of each
 * change), at least once, retried with exponential back-off for 24 hours. Each delivery is a job
 * (DELIVER_WEBHOOK); a refusal writes the next attempt's time on the row and enqueues the job again
 * for then.
 *
 * A delivery is claimed before it is sent: its next attempt moves past the request's deadline, so
 * no two runs send the same row, no transaction stays open during a request, and a row claimed by
 * a process that died is taken again once its claim runs out.
 */
export class WebhookDispatcher {
  private nextPrune = 0;

  constructor(
    private readonly deps: { dataSource: DataSource; env: Env; logger: Logger },
    private readonly jobs: JobQueue | null = null,
  ) {}

  /**
   * One delivery's try, as its job runs it: nothing when it is done, claimed by another run or not
   * yet due; held back (and looked at again shortly) while an earlier one about the same record to
   * the same endpoint is pending. A delivery given up on fails its job.
   */
  async deliverOne(deliveryId: string): Promise<DeliveryOutcome | null> {
    await this.pruneNowAndThen();
    const [row] = await this.claim('d.id = $2', [1, deliveryId]);
    if (row) {
      const outcome = await this.send(row);
      if (outcome === 'failed') throw new WebhookGaveUpError(`not delivered within 24 hours: ${row.url}`);
      return outcome;
    }
    const [current]: Array<{ status: string; last_error: string | null }> = await this.deps.dataSource.query(
      'SELECT status, last_error FROM webhook_deliveries WHERE id = $1',
      [deliveryId],
    );
    if (current?.status === 'FAILED') throw new WebhookGaveUpError(`not delivered within 24 hours: ${current.last_error ?? ''}`);
    // Held back behind an earlier delivery: that one's settling starts this one (startNextAfter).
    return null;
  }

  /** One pass over every due delivery here and now, resolved once each has an outcome (tests and scripts; jobs do this one by one). */
  async dispatchDue(): Promise<DispatchReport> {
    const report: DispatchReport = { delivered: 0, failed: 0, retrying: 0 };
    await this.pruneNowAndThen();
    const claimed = await this.claim('TRUE', [BATCH_SIZE]);
    for (const outcome of await Promise.all(claimed.map((row) => this.send(row)))) report[outcome] += 1;
    return report;
  }

  /** Puts a delivery given up on back to pending, due at once (the owner's "run again"). */
  async requeue(deliveryId: string): Promise<void> {
    await this.deps.dataSource.query(
      `UPDATE webhook_deliveries SET status = 'PENDING', next_attempt_at = now() WHERE id = $1 AND status = 'FAILED'`,
      [deliveryId],
    );
  }

  private async send(row: ClaimedRow): Promise<DeliveryOutcome> {
    const { dataSource, env } = this.deps;
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
      await dataSource.query(
        `UPDATE webhook_deliveries SET status = 'DELIVERED', response_status = $2, last_error = NULL, delivered_at = now() WHERE id = $1`,
        [row.id, outcome.status],
      );
      await this.startNextAfter(row);
      return 'delivered';
    }
    const giveUp = Date.now() - new Date(row.created_at).getTime() >= RETRY_WINDOW_MS;
    const waitSeconds = backoffMs(row.attempts, env.WEBHOOK_RETRY_BASE_SECONDS * 1000) / 1000;
    await dataSource.transaction(async (manager) => {
      await manager.query(
        `UPDATE webhook_deliveries
            SET status = $2, response_status = $3, last_error = $4, next_attempt_at = now() + make_interval(secs => $5)
          WHERE id = $1`,
        [row.id, giveUp ? 'FAILED' : 'PENDING', outcome.status, outcome.error.slice(0, MAX_ERROR_LENGTH), waitSeconds],
      );
      if (!giveUp && this.jobs)
        await this.jobs.enqueue(
          DELIVER_WEBHOOK,
          { deliveryId: row.id, endpointId: row.endpoint_id, eventType: row.event_type, url: row.url },
          { manager, startAfter: waitSeconds },
        );
    });
    if (giveUp) await this.startNextAfter(row);
    return giveUp ? 'failed' : 'retrying';
  }

  /** A delivery held back behind `row` (same endpoint, same record) is due now that `row` is settled. */
  private async startNextAfter(row: ClaimedRow): Promise<void> {
    if (!this.jobs || !row.subject) return;
    const [next]: Array<{ id: string; event_type: string }> = await this.deps.dataSource.query(
      `SELECT id, event_type FROM webhook_deliveries WHERE endpoint_id = $1 AND subject = $2 AND status = 'PENDING' AND seq > $3 ORDER BY seq LIMIT 1`,
      [row.endpoint_id, row.subject, row.seq],
    );
    if (next)
      await this.jobs.enqueue(DELIVER_WEBHOOK, {
        deliveryId: next.id,
        endpointId: row.endpoint_id,
        eventType: next.event_type,
        url: row.url,
      });
  }

  /**
   * Takes up to `$1` due deliveries matching `where` (over `d`); the claim outlasts the request's
   * deadline. A delivery waits while an earlier one about the same record (`subject`) to the same
   * endpoint is still pending, claimed or not, so a record's events reach each receiver in their order.
   */
  private async claim(where: string, params: [number, ...unknown[]]): Promise<ClaimedRow[]> {
    const { dataSource, env } = this.deps;
    const claimSeconds = Math.ceil(env.WEBHOOK_TIMEOUT_MS / 1000) + 30;
    return dataSource.query<ClaimedRow[]>(
      `WITH claimed AS (
         UPDATE webhook_deliveries
            SET attempts = attempts + 1, last_attempt_at = now(), next_attempt_at = now() + make_interval(secs => $${params.length + 1})
          WHERE id IN (
            SELECT id FROM webhook_deliveries d
             WHERE status = 'PENDING' AND next_attempt_at <= now() AND ${where}
               AND NOT EXISTS (
                 SELECT 1 FROM webhook_deliveries earlier
                  WHERE earlier.endpoint_id = d.endpoint_id AND earlier.subject = d.subject
                    AND earlier.status = 'PENDING' AND earlier.seq < d.seq)
             ORDER BY next_attempt_at, seq
             LIMIT $1
             FOR UPDATE SKIP LOCKED)
          RETURNING id, endpoint_id, event_id, event_type, payload, attempts, created_at, event_created_at, subject, seq)
       SELECT c.*, e.url, e.secret, e.legacy_signature FROM claimed c JOIN webhook_endpoints e ON e.id = c.endpoint_id`,
      [...params, claimSeconds],
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
