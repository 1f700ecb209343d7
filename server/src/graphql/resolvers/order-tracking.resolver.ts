import type { Resolvers } from '../generated/resolvers-types.js';

/** Order tracking by number and e-mail; the matching and throttling live in OrderTrackingService. */
export const orderTrackingResolvers: Resolvers = {
  Query: {
    trackOrder: (_parent, { orderNumber, email }, { ctx, services }) => services.tracking.find(ctx, orderNumber, email),
  },
};
