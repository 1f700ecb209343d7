/**
 * The object types behind each of schema.graphql's interfaces. Apollo's cache needs them to match
 * a fragment on an interface (`...PricedTotals` on a Quote): without them, a fragment read from
 * the cache (a hydrated page, a cache-first query) would come back without its fields.
 * possible-types.test.ts checks the list against the schema.
 */
export const possibleTypes: Record<string, string[]> = {
  PricedLine: ['OrderLine', 'QuoteLine'],
  PricedTotals: ['Order', 'Quote'],
};
