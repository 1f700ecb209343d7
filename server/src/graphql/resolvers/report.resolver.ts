import { paiseToRupees } from '@common/money.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { payloadOf } from '../user-errors.js';

/** Reports and the owner's settings; the services check the role and the input, these only translate. */
export const reportResolvers: Resolvers = {
  Query: {
    salesReport: async (_parent, { from, to }, { ctx, services }) => {
      const report = await services.reports.sales(ctx, { from, to });
      return {
        from: report.from,
        to: report.to,
        orderCount: report.orderCount,
        revenue: paiseToRupees(report.revenuePaise),
        revenueMoney: report.revenuePaise,
        averageOrderValueMoney: report.averageOrderValuePaise,
        days: report.days.map(({ revenuePaise, ...day }) => ({ ...day, revenue: paiseToRupees(revenuePaise), revenueMoney: revenuePaise })),
        products: report.products.map(({ revenuePaise, ...product }) => ({
          ...product,
          revenue: paiseToRupees(revenuePaise),
          revenueMoney: revenuePaise,
        })),
      };
    },
    ordersCsv: (_parent, { from, to }, { ctx, services }) => services.reports.ordersCsv(ctx, { from, to }),
    shopSettings: (_parent, _args, { ctx, services }) => services.settings.get(ctx),
  },
  Mutation: {
    updateShopSettings: (_parent, { input }, context) =>
      payloadOf(context, async () => ({ settings: await context.services.settings.update(context.ctx, input) })),
    updateMailSettings: (_parent, { input }, context) =>
      payloadOf(context, async () => ({ settings: await context.services.settings.updateMail(context.ctx, input) })),
  },
};
