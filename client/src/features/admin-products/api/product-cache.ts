import type { ApolloCache } from '@apollo/client';

/**
 * Drops every cached product list (all filters, sorts and pages, storefront and admin alike),
 * the category counts and the dashboard. Lists are filtered and sorted by the server, so after a
 * product is created, changed or deleted only the server knows where it belongs; active lists
 * re-fetch at once and the rest on their next visit, without a page reload.
 */
export function evictProductLists(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'products' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'categories' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'dashboard' });
}
