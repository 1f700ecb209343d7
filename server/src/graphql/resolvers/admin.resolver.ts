import { paiseToRupees } from '../../../../common/money.js';
import type { Resolvers } from '../generated/resolvers-types.js';

/** Admin-only operations; the services check the role, these only translate. */
export const adminResolvers: Resolvers = {
  Query: {
    dashboard: async (_parent, _args, { ctx, services }) => {
      const figures = await services.stats.dashboard(ctx);
      return {
        totalRevenue: paiseToRupees(figures.totalRevenuePaise),
        orderCount: figures.orderCount,
        customerCount: figures.customerCount,
        productCount: figures.productCount,
        pendingOrders: figures.pendingOrders,
        averageOrderValue: paiseToRupees(figures.averageOrderValuePaise),
        recentOrders: figures.recentOrders,
      };
    },
    customers: async (_parent, { search, offset, limit }, { ctx, services }) => {
      const page = await services.stats.customers(ctx, search, offset, limit);
      return {
        totalCount: page.totalCount,
        items: page.items.map(({ totalSpentPaise, ...customer }) => ({ ...customer, totalSpent: paiseToRupees(totalSpentPaise) })),
      };
    },
  },
  Mutation: {
    createProduct: (_parent, { input }, { ctx, services }) => services.catalog.createProduct(ctx, input),
    updateProduct: (_parent, { id, input }, { ctx, services }) => services.catalog.updateProduct(ctx, id, input),
    deleteProduct: (_parent, { id }, { ctx, services }) => services.catalog.deleteProduct(ctx, id),
  },
};
