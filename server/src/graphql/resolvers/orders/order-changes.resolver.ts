import DataLoader from 'dataloader';
import { requireAdmin } from '@server/kernel/access.js';
import type { OrderActivityEntity } from '@server/orders/order-activity.entity.js';
import { shopperCancelRefusal } from '@server/orders/order-changes.js';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { perRequest } from '../../per-request.js';
import { asArgument, payloadOf } from '../../user-errors.js';

/** Changes to an order before it ships, by the shopper and the owner: unpack, call the order change service. */
const activityLoader = perRequest(
  ({ services: { orderChanges } }) => new DataLoader<string, OrderActivityEntity[]>((ids) => orderChanges.activityForOrders(ids)),
);

/** The shopper's order input's fields sit under `order` (orderNumber), the rest are arguments. */
const shopperField = (field: string) => (field === 'orderNumber' || field === 'email' ? ['order', field] : asArgument(field, {}));

export const orderChangeResolvers: Resolvers = {
  Mutation: {
    cancelMyOrder: (_parent, { order, reason }, context) =>
      payloadOf(
        context,
        async () => ({ order: await context.services.orderChanges.cancelByShopper(context.ctx, order, reason) }),
        shopperField,
      ),
    requestAddressChange: (_parent, { order, request }, context) =>
      payloadOf(
        context,
        async () => ({ order: await context.services.orderChanges.requestAddressChange(context.ctx, order, request) }),
        shopperField,
      ),
    changeOrderContact: (_parent, { input }, context) =>
      payloadOf(context, async () => ({ order: await context.services.orderChanges.changeContact(context.ctx, input) })),
    addOrderNote: (_parent, { orderId, note }, context) =>
      payloadOf(context, async () => ({ order: await context.services.orderChanges.addNote(context.ctx, orderId, note) }), asArgument),
    cancelOrderLines: (_parent, { orderId, lines }, context) =>
      payloadOf(context, async () => ({ order: await context.services.orderChanges.cancelLines(context.ctx, orderId, lines) }), asArgument),
  },

  Order: {
    activity: (order, _args, context) => {
      requireAdmin(context.ctx, 'ORDERS_READ');
      return activityLoader(context).load(order.id);
    },
    shopperMayCancel: (order) => shopperCancelRefusal(order) === null,
    cancellationRefund: (order, { lines }, { ctx, services }) => services.orderChanges.cancellationRefund(ctx, order.id, lines),
  },
};
