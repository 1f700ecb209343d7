import { distinctAddresses } from '@server/back-office/stats.service.js';
import { paiseToRupees } from '@common/money.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { payloadOf } from '../user-errors.js';

/** Admin-only operations; the services check the role, these only translate. */
export const adminResolvers: Resolvers = {
  Query: {
    dashboard: async (_parent, _args, { ctx, services }) => {
      const figures = await services.stats.dashboard(ctx);
      return {
        totalRevenue: paiseToRupees(figures.totalRevenuePaise),
        totalRevenueMoney: figures.totalRevenuePaise,
        orderCount: figures.orderCount,
        paidOrderCount: figures.paidOrders,
        failedOrderCount: figures.failedOrders,
        customerCount: figures.customerCount,
        productCount: figures.productCount,
        pendingOrders: figures.pendingOrders,
        averageOrderValue: paiseToRupees(figures.averageOrderValuePaise),
        averageOrderValueMoney: figures.averageOrderValuePaise,
        recentOrders: figures.recentOrders,
      };
    },
    customers: async (_parent, { search, offset, limit }, { ctx, services }) => {
      const page = await services.stats.customers(ctx, search, offset, limit);
      return {
        totalCount: page.totalCount,
        totalCountCapped: page.totalCountCapped,
        pageInfo: page.pageInfo,
        items: page.items,
      };
    },
    customer: (_parent, { email }, { ctx, services }) => services.stats.customer(ctx, email),
  },
  Customer: {
    totalSpent: (customer) => paiseToRupees(customer.totalSpentPaise),
    totalSpentMoney: (customer) => customer.totalSpentPaise,
    orders: (customer, _args, { ctx, services }) => services.stats.customerOrders(ctx, customer.email),
    addresses: async (customer, _args, { ctx, services }) => distinctAddresses(await services.stats.customerOrders(ctx, customer.email)),
  },
  Mutation: {
    createProduct: (_parent, { input }, context) =>
      payloadOf(context, async () => ({ product: await context.services.catalogueAdmin.createProduct(context.ctx, input) })),
    updateProduct: (_parent, { id, input }, context) =>
      payloadOf(context, async () => ({ product: await context.services.catalogueAdmin.updateProduct(context.ctx, id, input) })),
    deleteProduct: (_parent, { id }, context) =>
      payloadOf(context, async () => ({ deletedId: await context.services.catalogueAdmin.deleteProduct(context.ctx, id) })),
  },
};
