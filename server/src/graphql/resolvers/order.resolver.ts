import DataLoader from 'dataloader';
import { lineTotalPaise } from '@common/pricing.js';
import type { OrderLineEntity } from '../../orders/order-line.entity.js';
import type { OrderStatusChangeEntity } from '../../orders/order-status-change.entity.js';
import type { OrderEntity } from '../../orders/order.entity.js';
import { addressLineOf, addressOf, customerNameOf, lineAmounts, orderAmounts, orderNumberOf } from '../../orders/order.presenter.js';
import { requireAdmin } from '../../kernel/access.js';
import { allowedNextStatuses, statusOptions } from '../../orders/order-state-machine.js';
import { paymentConfirmationMessage } from '../../payments/payment-decision.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { perRequest } from '../per-request.js';
import { asArgument, orderInputField, payloadOf } from '../user-errors.js';

/**
 * Orders over GraphQL: unpack arguments, call the order and payment services, and present the
 * entity through the order presenter, as the REST shims do. No rules here.
 */
interface OrderLoaders {
  lines: DataLoader<string, OrderLineEntity[]>;
  history: DataLoader<string, OrderStatusChangeEntity[]>;
}

const orderLoaders = perRequest(({ services: { orders } }): OrderLoaders => ({
  lines: new DataLoader((ids: readonly string[]) => orders.linesForOrders(ids)),
  history: new DataLoader((ids: readonly string[]) => orders.historyForOrders(ids)),
}));

export const orderResolvers: Resolvers = {
  Query: {
    order: (_parent, { id }, { services }) => services.orders.getOrder(id),
    orders: (_parent, { filter, sort, offset, limit, after, updatedSince, first }, { ctx, services }) =>
      services.orders.listOrders(ctx, filter, sort, offset, limit, { after, updatedSince, first }),
    // By number and e-mail; the matching and throttling live in OrderTrackingService.
    trackOrder: (_parent, { orderNumber, email }, { ctx, services }) => services.tracking.find(ctx, orderNumber, email),
  },

  Mutation: {
    createOrder: (_parent, { input }, context) =>
      payloadOf(
        context,
        async () => {
          const { order, paymentLink } = await context.services.placement.createOrder(context.ctx, input);
          return { order, paymentLink };
        },
        orderInputField(input.lines),
      ),
    confirmPayment: (_parent, { id }, context) =>
      payloadOf(context, async () => {
        const order = await context.services.payments.confirm(context.ctx, id);
        return { order, paid: order.paymentStatus === 'PAID', message: paymentConfirmationMessage(order) };
      }),
    simulatePayment: (_parent, { orderId, outcome, failureCode }, context) =>
      payloadOf(
        context,
        async () => {
          const order = await context.services.paymentSimulation.simulate(context.ctx, orderId, outcome, failureCode);
          return { order, paid: order.paymentStatus === 'PAID' };
        },
        asArgument,
      ),
    updateOrderStatus: (_parent, { id, status }, context) =>
      payloadOf(context, async () => ({ order: await context.services.orders.updateStatus(context.ctx, id, status) })),
  },

  Order: {
    orderNumber: orderNumberOf,
    customerName: customerNameOf,
    address: addressOf,
    addressLine: addressLineOf,
    lines: (order, _args, context) => order.lines ?? orderLoaders(context).lines.load(order.id),
    subtotal: (order) => orderAmounts(order).subtotal,
    shipping: (order) => orderAmounts(order).shipping,
    tax: (order) => orderAmounts(order).tax,
    total: (order) => orderAmounts(order).total,
    subtotalMoney: (order) => order.subtotalPaise,
    discountMoney: (order) => order.discountPaise,
    shippingMoney: (order) => order.shippingPaise,
    taxMoney: (order) => order.taxPaise,
    totalMoney: (order) => order.totalPaise,
    history: (order: OrderEntity, _args, context) => {
      requireAdmin(context.ctx, 'ORDERS_READ');
      return orderLoaders(context).history.load(order.id);
    },
    // The order state machine answers; the console shows only what it allows (order-state-machine.ts).
    allowedNextStatuses: (order: OrderEntity, _args, context) => {
      requireAdmin(context.ctx, 'ORDERS_READ');
      return allowedNextStatuses(order);
    },
    statusOptions: (order: OrderEntity, _args, context) => {
      requireAdmin(context.ctx, 'ORDERS_READ');
      return statusOptions(order);
    },
  },

  OrderLine: {
    id: (line) => String(line.id),
    restockedQuantity: (line, _args, context) => {
      requireAdmin(context.ctx, 'ORDERS_READ');
      return line.restockedQuantity;
    },
    unitPrice: (line) => lineAmounts(line).unitPrice,
    lineTotal: (line) => lineAmounts(line).lineTotal,
    unitPriceMoney: (line) => line.unitPricePaise,
    lineTotalMoney: (line) => lineTotalPaise(line),
    discountMoney: (line) => line.discountPaise,
    paidMoney: (line) => lineTotalPaise(line) - line.discountPaise,
    imageUrl: (line) => line.imageUrl ?? null,
  },

  OrderStatusChange: {
    note: (change) => change.note ?? null,
  },
};
