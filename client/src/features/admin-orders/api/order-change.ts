import type { ApolloCache } from '@apollo/client';
import { graphql } from '@/gql';

/**
 * What the admin's order mutations (status, ship, delivered) read back: everything the list's row
 * and the details show, normalised onto Order:{id}, so both update without asking again.
 */
export const AdminOrderChangeFragment = graphql(`
  fragment AdminOrderChange on Order {
    id
    status
    updatedAt
    ...AdminOrderRow
    ...AdminOrderDetails
  }
`);

/** The dashboard counts orders by status and sums revenue: recomputed by the server on the next visit. */
export function dropDashboardFigures(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'dashboard' });
}
