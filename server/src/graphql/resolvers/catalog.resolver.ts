import type { Resolvers } from '../generated/resolvers-types.js';

/** The shopper's catalogue queries. */
export const catalogResolvers: Resolvers = {
  Query: {
    products: (_parent, { filter, sort, offset, limit }, { services }) =>
      services.catalog.listProducts(filter, sort, offset, limit),
    product: (_parent, { id }, { services }) => services.catalog.getProduct(id),
    categories: (_parent, _args, { services }) => services.catalog.categories(),
  },
};
