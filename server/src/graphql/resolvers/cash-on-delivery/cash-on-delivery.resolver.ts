import type { Resolvers } from '../../generated/resolvers-types.js';
import { payloadOf } from '../../user-errors.js';

/** Cash on delivery over GraphQL: the owner's terms, the cash collected and the parcel returned, and an order's payment method. */
export const cashOnDeliveryResolvers: Resolvers = {
  Query: {
    codSettings: async (_parent, _args, { services, ctx }) => {
      const settings = await services.codSettings.get(ctx);
      return { ...settings, feeMoney: settings.feePaise, maxOrderMoney: settings.maxOrderPaise };
    },
    openCashOnDeliveryGroups: (_parent, { minOrders }, { services, ctx }) => services.openCodOrders.groups(ctx, minOrders),
  },
  Mutation: {
    updateCodSettings: (_parent, { input }, context) =>
      payloadOf(context, async () => {
        const settings = await context.services.codSettings.update(context.ctx, input);
        return { codSettings: { ...settings, feeMoney: settings.feePaise, maxOrderMoney: settings.maxOrderPaise } };
      }),
    recordCashCollected: (_parent, { id }, context) =>
      payloadOf(context, async () => ({ order: await context.services.cashCollection.collectCash(context.ctx, id) })),
    returnUndelivered: (_parent, { id }, context) =>
      payloadOf(context, async () => ({ order: await context.services.cashCollection.returnUndelivered(context.ctx, id) })),
  },
  Order: {
    paymentMethod: (order) => order.paymentMethod,
    codFeeMoney: (order) => order.codFeePaise,
    cashCollectedAt: (order) => order.cashCollectedAt ?? null,
  },
};
