import DataLoader from 'dataloader';
import { reviewSummaryOf, type ReviewRecord } from '../../reviews/review.service.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { perRequest } from '../per-request.js';
import { payloadOf } from '../user-errors.js';

const publishedPageLoader = perRequest(
  ({ services }) => new DataLoader<string, ReviewRecord[]>((keys) => services.reviews.publishedPages(keys)),
);

/** Buyers' reviews and the owner's moderation; the rules live in ReviewService. */
export const reviewResolvers: Resolvers = {
  Query: {
    reviews: (_parent, { status, offset, limit }, { ctx, services }) => services.reviews.list(ctx, status, offset, limit),
  },
  Product: {
    reviewSummary: (product) => reviewSummaryOf(product),
    // The count comes with the product's row (written with its rating), the page in one batch.
    publishedReviews: async (product, { offset, limit }, context) => {
      const key = context.services.reviews.pageKey(product.id, offset, limit);
      return context.services.reviews.publishedPage(key, await publishedPageLoader(context).load(key), product.reviews);
    },
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
    removeSampleData: (_parent, _args, context) => payloadOf(context, () => context.services.reviews.removeSampleData(context.ctx)),
  },
};
