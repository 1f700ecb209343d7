import { randomBytes } from 'node:crypto';
import { hasControlCharacters, SINGLE_LINE_MESSAGE } from '@common/single-line-text.js';
import type { DataSource } from 'typeorm';
import { WEBHOOK_EVENT_TYPES } from '@common/integrations.js';
import type { Env } from '../config/env.js';
import type { WebhookDeliveryEntity, WebhookDeliveryStatus } from './webhook-delivery.entity.js';
import { WebhookEndpointEntity } from './webhook-endpoint.entity.js';
import type { Logger } from '../kernel/logger.js';
import { requireAdmin } from '../kernel/access.js';
import { invalidInput, notFound } from '../kernel/errors.js';
import { chooseFrom } from '../kernel/fixed-choices.js';
import { checkPage, offsetPageInfo, type PageInfo } from '../kernel/paging.js';
import { isUuid } from '../orders/order-loading.js';
import type { RequestContext } from '../kernel/request-context.js';
import { WebhookDispatcher, type DeliveryOutcome, type DispatchReport } from './webhook-dispatcher.js';
import type { JobQueue } from '../kernel/job-queue.js';
import { validateWebhookUrl } from './webhook-target.js';

const MAX_ENDPOINTS = 20;
const MAX_DESCRIPTION_LENGTH = 200;
/** A page of deliveries when the caller names no size (the paging rule is kernel/paging.ts's). */
const DEFAULT_DELIVERY_PAGE_SIZE = 20;

export interface DeliveryListFilter {
  endpointId?: string | null;
  status?: WebhookDeliveryStatus | null;
}

export interface WebhookDeliveryView extends WebhookDeliveryEntity {
  endpointUrl: string;
}

/** The type of the event sendTestWebhook sends: no change happened, nothing to subscribe to. */
export const TEST_EVENT_TYPE = 'webhook.test';

/**
 * Outgoing webhooks: admins (and API tokens with WEBHOOKS_MANAGE, for the endpoints they
 * registered themselves) register receivers and the events they want; deliveries
 * are queued by domain-events.ts in the transaction of each change and sent here, at least once,
 * signed, each delivery a job retried with exponential back-off for 24 hours (webhook-dispatcher.ts, webhook-sender.ts),
 * listed for the admin with a redeliver.
 */
export class WebhookService {
  private readonly dispatcher: WebhookDispatcher;

  constructor(
    private readonly deps: { dataSource: DataSource; env: Env; logger: Logger },
    jobs: JobQueue | null = null,
  ) {
    this.dispatcher = new WebhookDispatcher(deps, jobs);
  }

  private get endpoints() {
    return this.deps.dataSource.getRepository(WebhookEndpointEntity);
  }

  /** Admins, or a token with WEBHOOKS_MANAGE (the endpoint is then its own). Returns the endpoint and its signing secret, shown this once. */
  async createEndpoint(
    ctx: RequestContext,
    input: { url: string; events: readonly string[]; description?: string | null },
  ): Promise<{ endpoint: WebhookEndpointEntity; secret: string }> {
    requireAdmin(ctx, 'WEBHOOKS_MANAGE');
    const { env } = this.deps;
    const events = chooseFrom(WEBHOOK_EVENT_TYPES, input.events, { noun: 'event', field: 'events' });
    const description = input.description?.trim() || null;
    if (description && description.length > MAX_DESCRIPTION_LENGTH) {
      throw invalidInput(`Descriptions are at most ${MAX_DESCRIPTION_LENGTH} characters`, { field: 'description' });
    }
    if (description && hasControlCharacters(description)) throw invalidInput(SINGLE_LINE_MESSAGE, { field: 'description' });
    const url = await validateWebhookUrl(input.url, {
      requireHttps: env.NODE_ENV === 'production',
      allowPrivate: env.WEBHOOK_ALLOW_PRIVATE_TARGETS,
      allowLoopback: env.NODE_ENV === 'development' || env.WEBHOOK_ALLOW_PRIVATE_TARGETS,
    });
    if ((await this.endpoints.count()) >= MAX_ENDPOINTS) throw invalidInput(`At most ${MAX_ENDPOINTS} webhook endpoints`);
    // Standard Webhooks secrets: whsec_ and the key's bytes in base64 (24 of them; Standard Webhooks allows 24 to 64).
    const secret = `whsec_${randomBytes(24).toString('base64')}`;
    const endpoint = this.endpoints.create({
      url,
      description,
      events,
      secret,
      legacySignature: false,
      apiTokenId: ctx.apiToken?.id ?? null,
    });
    await this.endpoints.insert(endpoint);
    return { endpoint: await this.endpoints.findOneByOrFail({ id: endpoint.id }), secret };
  }

  /** Every endpoint for an admin; a token's own for a token. */
  async listEndpoints(ctx: RequestContext): Promise<WebhookEndpointEntity[]> {
    requireAdmin(ctx, 'WEBHOOKS_MANAGE');
    const where = ctx.apiToken ? { apiTokenId: ctx.apiToken.id } : {};
    return this.endpoints.find({ where, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /** Removes the endpoint and its deliveries (nothing more is sent to it). Returns its id. */
  async deleteEndpoint(ctx: RequestContext, id: string): Promise<string> {
    requireAdmin(ctx, 'WEBHOOKS_MANAGE');
    if (!isUuid(id)) throw notFound('Webhook endpoint not found', { field: 'id' });
    const result = await this.endpoints.delete(ctx.apiToken ? { id, apiTokenId: ctx.apiToken.id } : { id });
    if (!result.affected) throw notFound('Webhook endpoint not found', { field: 'id' });
    return id;
  }

  /**
   * Queues a `webhook.test` event for one endpoint, due at once, signed like any other, so an
   * integrator can check their receiver end to end without changing anything in the shop.
   */
  async sendTestEvent(ctx: RequestContext, endpointId: string): Promise<WebhookDeliveryView> {
    requireAdmin(ctx, 'WEBHOOKS_MANAGE');
    if (!isUuid(endpointId)) throw notFound('Webhook endpoint not found', { field: 'endpointId' });
    const rows: Array<{ id: string }> = await this.deps.dataSource.query(
      `INSERT INTO webhook_deliveries (endpoint_id, event_id, event_type, payload)
       SELECT e.id, gen_random_uuid(), $2, jsonb_build_object('endpointId', e.id, 'message', 'A test event: nothing changed in the shop.')
         FROM webhook_endpoints e WHERE e.id = $1 AND ($3::uuid IS NULL OR e.api_token_id = $3::uuid)
       RETURNING id`,
      [endpointId, TEST_EVENT_TYPE, ctx.apiToken?.id ?? null],
    );
    if (!rows[0]) throw notFound('Webhook endpoint not found', { field: 'endpointId' });
    return this.mustGetDelivery(rows[0].id);
  }

  /** Newest first, optionally for one endpoint or in one status. */
  async listDeliveries(
    ctx: RequestContext,
    filter: DeliveryListFilter = {},
    offset?: number | null,
    limit?: number | null,
  ): Promise<{ items: WebhookDeliveryView[]; totalCount: number; pageInfo: PageInfo }> {
    requireAdmin(ctx, 'WEBHOOKS_MANAGE');
    const page = checkPage(offset, limit, DEFAULT_DELIVERY_PAGE_SIZE);
    const where: string[] = [];
    const params: unknown[] = [];
    if (ctx.apiToken) {
      params.push(ctx.apiToken.id);
      where.push(`e.api_token_id = $${params.length}`);
    }
    if (filter.endpointId) {
      if (!isUuid(filter.endpointId)) return { items: [], totalCount: 0, pageInfo: offsetPageInfo(page, { hasMore: false }) };
      params.push(filter.endpointId);
      where.push(`d.endpoint_id = $${params.length}`);
    }
    if (filter.status) {
      params.push(filter.status);
      where.push(`d.status = $${params.length}`);
    }
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ count }]: Array<{ count: number }> = await this.deps.dataSource.query(
      `SELECT count(*)::integer AS count FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id ${clause}`,
      params,
    );
    const rows: Array<Record<string, unknown>> = await this.deps.dataSource.query(
      `SELECT d.id, d.endpoint_id, d.event_id, d.event_type, d.payload, d.status, d.attempts, d.next_attempt_at,
              d.last_attempt_at, d.response_status, d.last_error, d.created_at, d.delivered_at, e.url
         FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
         ${clause}
        ORDER BY d.created_at DESC, d.id
        LIMIT ${page.limit} OFFSET ${page.offset}`,
      params,
    );
    const pageInfo = offsetPageInfo(page, { itemCount: rows.length, totalCount: count });
    return { items: rows.map(toDeliveryView), totalCount: count, pageInfo };
  }

  /**
   * Sends an event again by hand: a new delivery of the same event (its id, time and data, so
   * the body is the same bytes and receivers that already have it can tell), due at once. The
   * original keeps its own record.
   */
  async redeliver(ctx: RequestContext, deliveryId: string): Promise<WebhookDeliveryView> {
    requireAdmin(ctx, 'WEBHOOKS_MANAGE');
    if (!isUuid(deliveryId)) throw notFound('Webhook delivery not found', { field: 'id' });
    const rows: Array<{ id: string }> = await this.deps.dataSource.query(
      `INSERT INTO webhook_deliveries (endpoint_id, event_id, event_type, payload, event_created_at, subject)
       SELECT d.endpoint_id, d.event_id, d.event_type, d.payload, d.event_created_at, d.subject
         FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
        WHERE d.id = $1 AND ($2::uuid IS NULL OR e.api_token_id = $2::uuid)
       RETURNING id`,
      [deliveryId, ctx.apiToken?.id ?? null],
    );
    if (!rows[0]) throw notFound('Webhook delivery not found', { field: 'id' });
    return this.mustGetDelivery(rows[0].id);
  }

  /** One delivery's try (its job's work, DELIVER_WEBHOOK). */
  deliverOne(deliveryId: string): Promise<DeliveryOutcome | null> {
    return this.dispatcher.deliverOne(deliveryId);
  }

  /** A delivery given up on, pending again (the owner runs its failed job again). */
  requeue(deliveryId: string): Promise<void> {
    return this.dispatcher.requeue(deliveryId);
  }

  /** Every delivery still to send, as its job names it (start-up gives each one without a job its job). */
  async pendingDeliveries(): Promise<Array<{ deliveryId: string; endpointId: string; eventType: string; url: string }>> {
    const rows: Array<{ id: string; endpoint_id: string; event_type: string; url: string }> = await this.deps.dataSource.query(
      `SELECT d.id, d.endpoint_id, d.event_type, e.url FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
        WHERE d.status = 'PENDING' ORDER BY d.seq`,
    );
    return rows.map((row) => ({ deliveryId: row.id, endpointId: row.endpoint_id, eventType: row.event_type, url: row.url }));
  }

  /** One pass over every due delivery here and now (tests and scripts; each delivery's job does the same). */
  dispatchDue(): Promise<DispatchReport> {
    return this.dispatcher.dispatchDue();
  }

  private async mustGetDelivery(id: string): Promise<WebhookDeliveryView> {
    const rows: Array<Record<string, unknown>> = await this.deps.dataSource.query(
      `SELECT d.*, e.url FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id WHERE d.id = $1`,
      [id],
    );
    if (!rows[0]) throw notFound('Webhook delivery not found');
    return toDeliveryView(rows[0]);
  }
}

function toDeliveryView(row: Record<string, unknown>): WebhookDeliveryView {
  const date = (value: unknown) => (value ? new Date(value as string) : null);
  return {
    id: row.id as string,
    endpointId: row.endpoint_id as string,
    endpointUrl: row.url as string,
    eventId: row.event_id as string,
    eventType: row.event_type as string,
    payload: row.payload as Record<string, unknown>,
    status: row.status as WebhookDeliveryStatus,
    attempts: row.attempts as number,
    nextAttemptAt: date(row.next_attempt_at)!,
    lastAttemptAt: date(row.last_attempt_at),
    responseStatus: (row.response_status as number | null) ?? null,
    lastError: (row.last_error as string | null) ?? null,
    createdAt: date(row.created_at)!,
    deliveredAt: date(row.delivered_at),
  };
}
