import { ORDER_STATUS_NAMES } from '@common/order-status.js';
import type { Resolvers } from './generated/resolvers-types.js';

/**
 * The API's SCREAMING_CASE enum values and the values stored and used by the services
 * ('Pending', 'admin'): Apollo translates both ways, so the database and the services keep their
 * values and only the API's spelling changed. codegen.ts gives the resolver types the same map.
 */
export const enumValueResolvers: Resolvers = {
  OrderStatus: ORDER_STATUS_NAMES,
  Role: { USER: 'user', ADMIN: 'admin' },
  ReviewStatus: { PENDING: 'pending', PUBLISHED: 'published', REJECTED: 'rejected' },
};
