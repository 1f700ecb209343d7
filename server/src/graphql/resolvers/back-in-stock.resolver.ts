import { BACK_IN_STOCK_MESSAGES } from '@common/back-in-stock.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { payloadOf } from '../user-errors.js';

/** A shopper's request to hear when a sold-out size is back; the rules live in BackInStockService. */
export const backInStockResolvers: Resolvers = {
  Query: {
    backInStockWaiting: (_parent, { productId }, { ctx, services }) => services.backInStock.waiting(ctx, productId),
  },
  Mutation: {
    requestBackInStock: (_parent, { input }, context) =>
      payloadOf(context, async () => {
        const receipt = await context.services.backInStock.request(context.ctx, input);
        return { requested: true, email: receipt.email, message: BACK_IN_STOCK_MESSAGES.subscribed(receipt.sizeLabel, receipt.email) };
      }),
  },
};
