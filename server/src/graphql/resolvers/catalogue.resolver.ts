import DataLoader from 'dataloader';
import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import type { ProductListRequest, ProductPage } from '../../catalogue/catalogue.service.js';
import { isProductSyncRequest } from '../../catalogue/product-sync.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { perRequest } from '../per-request.js';
import { payloadOf } from '../user-errors.js';

// One loader per request context: the listings of one operation (the home page asks for three)
// go to the database as one statement, and batching never spans two requests.
const listings = perRequest(
  ({ services: { catalogue } }) =>
    new DataLoader<ProductListRequest, ProductPage, string>((requests) => catalogue.listProductPages(requests), {
      // Two aliases asking for the same listing share one answer.
      cacheKeyFn: (request) =>
        JSON.stringify([request.filter ?? null, request.sort ?? null, request.offset ?? null, request.limit ?? null, request.count]),
    }),
);

/** The shopper's catalogue queries, and the search's synonyms the owner edits. */
export const catalogueResolvers: Resolvers = {
  Query: {
    // Counting every match is the expensive half of a listing; rows of 4 on the home page never show it.
    products: (_parent, args, context, info) => {
      const { filter, sort, offset, limit, after, updatedSince, first } = args;
      const count = selects(info, 'totalCount');
      if (isProductSyncRequest({ after, updatedSince, first })) {
        const listing =
          [filter, sort].some((value) => value != null) ||
          info.fieldNodes[0].arguments?.some((node) => node.name.value === 'offset' || node.name.value === 'limit');
        return context.services.catalogue.syncProducts({ after, updatedSince, first }, { count, listing: Boolean(listing) });
      }
      return listings(context).load({ filter, sort, offset, limit, count });
    },
    product: (_parent, { id }, { services }) => services.catalogue.getProduct(id),
    categories: (_parent, _args, { services }) => services.catalogue.categories(),
    searchSynonyms: (_parent, _args, { ctx, services }) => services.searchSynonyms.list(ctx),
  },
  Mutation: {
    updateSearchSynonyms: (_parent, { groups }, context) =>
      payloadOf(
        context,
        async () => ({ searchSynonyms: await context.services.searchSynonyms.replace(context.ctx, groups) }),
        // The service names fields from the mutation's own argument (groups.2.terms).
        (field) => field.split('.'),
      ),
  },
};

/** Whether the query asks for `field` directly under this one (through fragments too). */
function selects(info: GraphQLResolveInfo, field: string): boolean {
  const seen = new Set<string>();
  const search = (selectionSet: SelectionSetNode | undefined): boolean =>
    !!selectionSet?.selections.some((selection) => {
      if (selection.kind === Kind.FIELD) return selection.name.value === field;
      if (selection.kind === Kind.INLINE_FRAGMENT) return search(selection.selectionSet);
      const name = selection.name.value;
      if (seen.has(name)) return false;
      seen.add(name);
      return search(info.fragments[name]?.selectionSet);
    });
  return info.fieldNodes.some((node) => search(node.selectionSet));
}
