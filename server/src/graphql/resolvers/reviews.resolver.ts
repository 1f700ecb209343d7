import type { Resolvers } from '../generated/resolvers-types.js';
import { payloadOf } from '../user-errors.js';

/** Buyers' reviews and the owner's moderation; the rules live in ReviewService. */
export const reviewResolvers: Resolvers = {
  Query: {
    reviews: (_parent, { status, offset, limit }, { ctx, services }) => services.reviews.list(ctx, status, offset, limit),
  },
  Product: {
    reviewSummary: (product, _args, { services }) => services.reviews.summary(product.id),
    publishedReviews: (product, { offset, limit }, { services }) => services.reviews.published(product.id, offset, limit),
  },
  Order: {
    reviews: (order, _args, { services }) => services.reviews.forOrder(order.id),
  },
  Mutation: {
    submitReview: (_parent, { input }, context) =>
      payloadOf(context, async () => ({ review: await context.services.reviews.submit(input) })),
    publishReview: (_parent, { id, reply }, context) =>
      payloadOf(context, async () => ({ review: await context.services.reviews.moderate(context.ctx, id, 'published', reply) })),
    rejectReview: (_parent, { id }, context) =>
      payloadOf(context, async () => ({ review: await context.services.reviews.moderate(context.ctx, id, 'rejected') })),
  },
};
