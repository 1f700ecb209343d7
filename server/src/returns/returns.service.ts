import { In, type EntityManager } from 'typeorm';
import { returnedUnitsPaise, returnRefusal, returnWindowEndsAt } from '@common/returns.js';
import { actorName, requireAdmin } from '../kernel/access.js';
import type { ShopServiceDeps } from '../kernel/dependencies.js';
import { notFound, ShopError } from '../kernel/errors.js';
import type { RequestContext } from '../kernel/request-context.js';
import { OrderLineEntity } from '../orders/order-line.entity.js';
import { isUuid } from '../orders/order-loading.js';
import type { OrderTrackingService } from '../orders/order-tracking.service.js';
import { OrderEntity } from '../orders/order.entity.js';
import type { RefundEntity } from '../payments/refund.entity.js';
import type { DomainEvent } from '../kernel/event-bus.js';
import type { RefundService } from '../payments/refund.service.js';
import type { ManualRefundInput } from '../payments/refund-steps.js';
import { checkRejectionReason, checkReturnAsk, checkReturnLines, returnRefused, type RequestReturnInput } from './return-input.js';
import { ReturnApproved, ReturnRefunded, ReturnRejected, ReturnRequested, type ReturnStepEvent } from './return-events.js';
import { nameReturnLines, type ReturnRequestView } from './return-queue.js';
export type { ReturnLineView, ReturnRequestView } from './return-queue.js';
import { ReturnLineEntity, ReturnRequestEntity } from './return-request.entity.js';

/** Statuses whose units count as asked back (a rejected request gives its units back to ask again). */
const ASKED = ['REQUESTED', 'APPROVED', 'RECEIVED', 'REFUNDED'] as const;
/** Statuses whose units are back with the shop (their refund is paid or on its way). */
const RECEIVED = ['RECEIVED', 'REFUNDED'] as const;

/**
 * Returns as the shipping policy promises: within the return window after delivery
 * (RETURN_WINDOW_DAYS in common/returns.ts) a shopper asks back units of the order's lines; the owner approves (within 2 days is the promise) or rejects with a reason;
 * once the parcel is back, receiving it refunds what those units cost through the refund service,
 * puts them back on their sizes' shelves and, when the refund completes, the credit note is
 * issued and the return marked refunded. Each step writes its e-mail in its transaction.
 */
export class ReturnsService {
  constructor(
    private readonly deps: ShopServiceDeps,
    private readonly refunds: RefundService,
    private readonly tracking: OrderTrackingService,
  ) {}

  /** A shopper's request: by order number and e-mail, or a signed-in shopper's own order. */
  async requestReturn(ctx: RequestContext, input: RequestReturnInput): Promise<ReturnRequestView> {
    const ask = checkReturnAsk(input);
    const orderId = await this.findShoppersOrder(ctx, input);
    const created = await this.deps.dataSource.transaction(async (manager) => {
      const order = await manager.findOne(OrderEntity, { where: { id: orderId }, lock: { mode: 'pessimistic_write' } });
      if (!order) throw notFound('No order matches this number and e-mail');
      if (order.status !== 'Delivered' || !order.deliveredAt) {
        throw returnRefused('NOT_DELIVERED', returnRefusal(null)!);
      }
      const refusal = returnRefusal(order.deliveredAt);
      if (refusal) throw returnRefused('WINDOW_CLOSED', refusal);
      const lines = await manager.find(OrderLineEntity, { where: { orderId }, order: { position: 'ASC' } });
      checkReturnLines(ask.lines, lines, await this.unitsByLine(manager, orderId, ASKED));
      const request = await manager.save(
        manager.create(ReturnRequestEntity, {
          orderId,
          reason: ask.reason,
          note: ask.note,
          lines: ask.lines.map((line) => manager.create(ReturnLineEntity, { orderLineId: line.lineId, quantity: line.quantity })),
        }),
      );
      await this.publish(manager, ReturnRequested, { request, order, orderLines: lines });
      return request;
    });
    return this.reload(created.id);
  }

  /** The owner accepts a request: the shopper is told how to send the items back. */
  async approveReturn(ctx: RequestContext, returnId: string): Promise<ReturnRequestView> {
    requireAdmin(ctx, 'ORDERS_WRITE');
    const by = actorName(ctx);
    return this.decide(returnId, 'REQUESTED', async (manager, request, order, lines) => {
      const decided = { status: 'APPROVED' as const, decidedBy: by, decidedAt: new Date() };
      await manager.update(ReturnRequestEntity, { id: request.id }, decided);
      await this.publish(manager, ReturnApproved, { request: Object.assign(request, decided), order, orderLines: lines });
    });
  }

  /** The owner refuses a request, saying why; its units may be asked for again while the window is open. */
  async rejectReturn(ctx: RequestContext, returnId: string, reason: string): Promise<ReturnRequestView> {
    requireAdmin(ctx, 'ORDERS_WRITE');
    const by = actorName(ctx);
    const rejectionReason = checkRejectionReason(reason);
    return this.decide(returnId, 'REQUESTED', async (manager, request, order, lines) => {
      const decided = { status: 'REJECTED' as const, rejectionReason, decidedBy: by, decidedAt: new Date() };
      await manager.update(ReturnRequestEntity, { id: request.id }, decided);
      await this.publish(manager, ReturnRejected, { request: Object.assign(request, decided), order, orderLines: lines });
    });
  }

  /**
   * The parcel is back: refunds what those units cost (their discount share taken off) through the
   * refund service, and puts them back in stock on their sizes unless the owner says they cannot be sold.
   */
  async receiveReturn(
    ctx: RequestContext,
    returnId: string,
    resellable: boolean,
    manualRefund: ManualRefundInput | null = null,
  ): Promise<ReturnRequestView> {
    requireAdmin(ctx, 'ORDERS_WRITE');
    const by = actorName(ctx);
    let refund: RefundEntity | null = null;
    await this.decide(returnId, 'APPROVED', async (manager, request, order, lines) => {
      const before = await this.unitsByLine(manager, order.id, RECEIVED);
      const refundPaise = request.lines.reduce((total, asked) => {
        const line = lines.find((candidate) => candidate.id === asked.orderLineId)!;
        return total + returnedUnitsPaise(line, before.get(line.id) ?? 0, asked.quantity);
      }, 0);
      const restockLines = request.lines.map((line) => ({ lineId: line.orderLineId, quantity: line.quantity }));
      const reason = `Return of ${request.lines.map((asked) => describeLine(asked, lines)).join(', ')}`;
      refund = await this.refunds.startRefund(
        manager,
        order,
        { amountPaise: refundPaise, reason, restockLines: resellable ? restockLines : null, manual: manualRefund },
        by,
      );
      await manager.update(
        ReturnRequestEntity,
        { id: request.id },
        { status: 'RECEIVED', resellable, refundId: refund.id, refundPaise, receivedBy: by, receivedAt: new Date() },
      );
    });
    if (refund) await this.refunds.sendToProvider(refund);
    return this.reload(returnId);
  }

  /** The returns of each order, oldest first (one query for many orders: a DataLoader batch). */
  async returnsForOrders(orderIds: readonly string[]): Promise<ReturnRequestView[][]> {
    const rows = orderIds.length
      ? await this.deps.dataSource
          .getRepository(ReturnRequestEntity)
          .find({ where: { orderId: In([...orderIds]) }, relations: { lines: true }, order: { createdAt: 'ASC' } })
      : [];
    const views = await nameReturnLines(this.deps.dataSource, rows);
    return orderIds.map((id) => views.filter((row) => row.orderId === id));
  }

  /** Until when a delivered order's return may be asked; null before delivery. */
  windowEndsAt(order: Pick<OrderEntity, 'deliveredAt'>): Date | null {
    return order.deliveredAt ? returnWindowEndsAt(order.deliveredAt) : null;
  }

  /**
   * RefundCompleted's subscriber (server/src/events.ts), in the transaction that records the refund
   * completed: the return it belongs to is refunded (its e-mail replaces the plain refund notice).
   */
  async markRefunded(manager: EntityManager, order: OrderEntity, refund: RefundEntity): Promise<void> {
    const request = await manager.findOne(ReturnRequestEntity, { where: { refundId: refund.id }, relations: { lines: true } });
    if (!request || request.status !== 'RECEIVED') return;
    const refunded = { status: 'REFUNDED' as const, refundedAt: new Date() };
    await manager.update(ReturnRequestEntity, { id: request.id }, refunded);
    const lines = await manager.find(OrderLineEntity, { where: { orderId: order.id }, order: { position: 'ASC' } });
    await this.publish(manager, ReturnRefunded, { request: Object.assign(request, refunded), order, orderLines: lines });
  }

  /** Publishes a return's step in the transaction that wrote it: its e-mails and webhook are its subscribers'. */
  private publish(manager: EntityManager, event: DomainEvent<ReturnStepEvent>, step: ReturnStepEvent): Promise<void> {
    return this.deps.events.publish(manager, event, step);
  }

  /** Locks the order then the return (refunds lock the order first too), checks its status, runs the step. */
  private async decide(
    returnId: string,
    from: 'REQUESTED' | 'APPROVED',
    step: (manager: EntityManager, request: ReturnRequestEntity, order: OrderEntity, lines: OrderLineEntity[]) => Promise<void>,
  ): Promise<ReturnRequestView> {
    if (!isUuid(returnId)) throw notFound('Return request not found');
    const found = await this.deps.dataSource.getRepository(ReturnRequestEntity).findOne({ where: { id: returnId } });
    if (!found) throw notFound('Return request not found');
    await this.deps.dataSource.transaction(async (manager) => {
      const order = await manager.findOne(OrderEntity, { where: { id: found.orderId }, lock: { mode: 'pessimistic_write' } });
      const request = await manager.findOne(ReturnRequestEntity, { where: { id: returnId }, lock: { mode: 'pessimistic_write' } });
      if (!order || !request) throw notFound('Return request not found');
      if (request.status !== from) throw new ShopError('INVALID_STATE', stateRefusal(request.status, from));
      request.lines = await manager.find(ReturnLineEntity, { where: { returnId } });
      const lines = await manager.find(OrderLineEntity, { where: { orderId: order.id }, order: { position: 'ASC' } });
      await step(manager, request, order, lines);
    });
    return this.reload(returnId);
  }

  private async findShoppersOrder(ctx: RequestContext, input: RequestReturnInput): Promise<string> {
    if (input.orderNumber || input.email) {
      const order = await this.tracking.find(ctx, input.orderNumber ?? '', input.email ?? '');
      if (!order) throw notFound('No order matches this number and e-mail', { field: 'orderNumber' });
      return order.id;
    }
    const user = ctx.user;
    if (!user || !input.orderId || !isUuid(input.orderId)) {
      throw notFound('Give the order number and the e-mail the order was placed with', { field: 'orderNumber' });
    }
    const own = await this.deps.dataSource
      .getRepository(OrderEntity)
      .createQueryBuilder('o')
      .select('o.id', 'id')
      .where('o.id = :id AND lower(o.email) = lower(:email)', { id: input.orderId, email: user.email })
      .getRawOne<{ id: string }>();
    if (!own) throw notFound('Order not found');
    return own.id;
  }

  /** Units per order line in this order's returns of these statuses. */
  private async unitsByLine(manager: EntityManager, orderId: string, statuses: readonly string[]): Promise<Map<number, number>> {
    const rows = await manager.query<Array<{ line: number; units: number }>>(
      `SELECT l.order_line_id AS line, sum(l.quantity)::int AS units
         FROM return_request_lines l JOIN return_requests r ON r.id = l.return_id
        WHERE r.order_id = $1 AND r.status = ANY($2) GROUP BY l.order_line_id`,
      [orderId, statuses],
    );
    return new Map(rows.map((row) => [row.line, row.units]));
  }

  private async reload(returnId: string): Promise<ReturnRequestView> {
    const request = await this.deps.dataSource
      .getRepository(ReturnRequestEntity)
      .findOne({ where: { id: returnId }, relations: { lines: true } });
    if (!request) throw notFound('Return request not found');
    return (await nameReturnLines(this.deps.dataSource, [request]))[0];
  }
}

function describeLine(asked: Pick<ReturnLineEntity, 'orderLineId' | 'quantity'>, lines: OrderLineEntity[]): string {
  const line = lines.find((candidate) => candidate.id === asked.orderLineId);
  return `${asked.quantity} × ${line?.name ?? 'item'} (${line?.size ?? ''})`;
}

function stateRefusal(status: string, wanted: 'REQUESTED' | 'APPROVED'): string {
  if (wanted === 'APPROVED' && status === 'REQUESTED') return 'Approve the return before marking it received.';
  const done: Record<string, string> = {
    APPROVED: 'This return has already been approved.',
    REJECTED: 'This return was rejected.',
    RECEIVED: 'This return has already been received.',
    REFUNDED: 'This return has already been refunded.',
  };
  return done[status] ?? `This return is ${status.toLowerCase()}.`;
}
