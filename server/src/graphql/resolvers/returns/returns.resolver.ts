import DataLoader from 'dataloader';
import { approvalWait, returnReasonLabel } from '@common/returns.js';
import type { ReturnRequestView } from '@server/returns/returns.service.js';
import type { OrderEntity } from '@server/orders/order.entity.js';
import { requireAdmin } from '@server/kernel/access.js';
import { invalidInput } from '@server/kernel/errors.js';
import { manualRefundOf } from '../refund.resolver.js';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { perRequest } from '../../per-request.js';
import { asArgument, payloadOf } from '../../user-errors.js';

/** Returns over GraphQL: the shopper's request, the owner's three steps, and an order's returns. */
const returnsLoader = perRequest(
  ({ services }) => new DataLoader<string, ReturnRequestView[]>((ids) => services.returns.returnsForOrders(ids)),
);

/** The orders of the returns a request lists (the queue's order numbers and shoppers), one query. */
const ordersLoader = perRequest(
  ({ services }) => new DataLoader<string, OrderEntity | null>((ids) => services.returnQueue.ordersByIds(ids)),
);

/** Whether the caller may read orders (an admin, or a token with ORDERS_READ): a shopper's own answer names no order. */
function canReadOrders(ctx: Parameters<typeof requireAdmin>[0]): boolean {
  try {
    requireAdmin(ctx, 'ORDERS_READ');
    return true;
  } catch {
    return false;
  }
}

/** An order line's id as the API spells it (ID), as the service counts it (a whole number). */
function lineIdOf(value: string, index: number): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw invalidInput('An item to return is not part of this order', { field: `lines.${index}` });
  return id;
}

export const returnsResolvers: Resolvers = {
  Query: {
    returnRequests: (_parent, { status, first, after }, { ctx, services }) => services.returnQueue.list(ctx, { status, first, after }),
  },
  Mutation: {
    requestReturn: (_parent, { input }, context) =>
      payloadOf(context, async () => ({
        returnRequest: await context.services.returns.requestReturn(context.ctx, {
          ...input,
          lines: input.lines.map((line, index) => ({ lineId: lineIdOf(line.lineId, index), quantity: line.quantity })),
        }),
      })),
    approveReturn: (_parent, { id }, context) =>
      payloadOf(context, async () => ({ returnRequest: await context.services.returns.approveReturn(context.ctx, id) }), asArgument),
    rejectReturn: (_parent, { id, reason }, context) =>
      payloadOf(context, async () => ({ returnRequest: await context.services.returns.rejectReturn(context.ctx, id, reason) }), asArgument),
    receiveReturn: (_parent, { input }, context) =>
      payloadOf(context, async () => ({
        returnRequest: await context.services.returns.receiveReturn(
          context.ctx,
          input.returnId,
          input.resellable ?? true,
          manualRefundOf(input.manual),
        ),
      })),
  },
  Order: {
    returns: (order, _args, context) => returnsLoader(context).load(order.id),
    returnWindowEndsAt: (order, _args, context) => context.services.returns.windowEndsAt(order),
  },
  ReturnRequest: {
    reasonLabel: (request) => returnReasonLabel(request.reason),
    lines: (request) => request.namedLines,
    requestedAt: (request) => request.createdAt,
    waitingDays: (request) => approvalWait(request.createdAt, request.decidedAt ?? new Date()).days,
    approvalOverdue: (request) => request.status === 'REQUESTED' && approvalWait(request.createdAt).overdue,
    refundAmount: (request) => request.refundPaise,
    order: (request, _args, context) => (canReadOrders(context.ctx) ? ordersLoader(context).load(request.orderId) : null),
  },
  ReturnLine: {
    orderLineId: (line) => String(line.orderLineId),
  },
};
