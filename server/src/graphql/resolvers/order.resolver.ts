import DataLoader from 'dataloader';
import { paiseToRupees } from '../../../../common/money.js';
import { formatOrderNumber } from '../../../../common/order-status.js';
import { joinAddress } from '../../../../common/shipping-form.js';
import type { OrderLineEntity } from '../../entities/order-line.entity.js';
import type { OrderStatusChangeEntity } from '../../entities/order-status-change.entity.js';
import type { OrderEntity } from '../../entities/order.entity.js';
import { requireAdmin } from '../../services/access.js';
import { paymentConfirmationMessage } from '../../services/payment-sync.service.js';
import type { GraphQLContext } from '../context.js';
import type { Resolvers } from '../generated/resolvers-types.js';

/**
 * Orders over GraphQL: unpack arguments, call the order and payment services, and present the
 * entity (paise → rupees, order number, joined address). No rules here.
 */
interface OrderLoaders {
  lines: DataLoader<string, OrderLineEntity[]>;
  history: DataLoader<string, OrderStatusChangeEntity[]>;
}

// Loaders live as long as one request's context object, so batching never leaks across requests.
const loadersByContext = new WeakMap<GraphQLContext, OrderLoaders>();

function orderLoaders(context: GraphQLContext): OrderLoaders {
  let loaders = loadersByContext.get(context);
  if (!loaders) {
    const { orders } = context.services;
    loaders = {
      lines: new DataLoader((ids: readonly string[]) => orders.linesForOrders(ids)),
      history: new DataLoader((ids: readonly string[]) => orders.historyForOrders(ids)),
    };
    loadersByContext.set(context, loaders);
  }
  return loaders;
}

export const orderResolvers: Resolvers = {
  Query: {
    order: (_parent, { id }, { services }) => services.orders.getOrder(id),
    orders: (_parent, { filter, sort, offset, limit }, { ctx, services }) =>
      services.orders.listOrders(ctx, filter, sort, offset, limit),
  },

  Mutation: {
    createOrder: async (_parent, { input }, { ctx, services }) => {
      const { order, paymentLink } = await services.orders.createOrder(ctx, input);
      return { order, paymentLink };
    },
    confirmPayment: async (_parent, { orderId }, { services }) => {
      const order = await services.payments.synchronise(orderId);
      return { order, paid: order.paymentStatus === 'PAID', message: paymentConfirmationMessage(order) };
    },
    updateOrderStatus: (_parent, { orderId, status }, { ctx, services }) => services.orders.updateStatus(ctx, orderId, status),
  },

  Order: {
    orderNumber: (order) => formatOrderNumber(order.orderNumber),
    customerName: (order) => `${order.firstName} ${order.lastName}`.trim(),
    address: (order) => ({
      street: order.street,
      city: order.city,
      state: order.state,
      postalCode: order.postalCode,
      country: order.country,
    }),
    addressLine: (order) =>
      joinAddress({ address: order.street, city: order.city, state: order.state, postalCode: order.postalCode, country: order.country }),
    lines: (order, _args, context) => order.lines ?? orderLoaders(context).lines.load(order.id),
    subtotal: (order) => paiseToRupees(order.subtotalPaise),
    shipping: (order) => paiseToRupees(order.shippingPaise),
    tax: (order) => paiseToRupees(order.taxPaise),
    total: (order) => paiseToRupees(order.totalPaise),
    history: (order: OrderEntity, _args, context) => {
      requireAdmin(context.ctx);
      return orderLoaders(context).history.load(order.id);
    },
  },

  OrderLine: {
    unitPrice: (line) => paiseToRupees(line.unitPricePaise),
    lineTotal: (line) => paiseToRupees(line.unitPricePaise * line.quantity),
    imageUrl: (line) => line.imageUrl ?? null,
  },

  OrderStatusChange: {
    note: (change) => change.note ?? null,
  },
};
