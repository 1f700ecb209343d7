import { paiseToRupees } from '@common/money.js';
import { concernLabel } from '@common/concerns.js';
import { MAKER_ROLE_LABELS, netQuantityText, percentOffMrp, shelfLifeText } from '@common/legal-metrology.js';
import { categoryOf, type CategorySummary } from '../../catalogue/catalogue.service.js';
import type { GraphQLContext } from '../context.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { perRequest } from '../per-request.js';

// A product's category knows its key and name; its product types and count come from the
// categories list, read at most once per request.
const categoriesOf = perRequest(({ services }) => services.catalogue.categories());

async function summaryOf(id: string, context: GraphQLContext): Promise<CategorySummary | undefined> {
  return (await categoriesOf(context)).find((category) => category.id === id);
}

/** A stored product as the API shows it: Money from paise (money.resolver.ts), sizes as variants, its category as an object. */
export const productResolvers: Resolvers = {
  Product: {
    price: (product) => paiseToRupees(product.pricePaise),
    priceMoney: (product) => product.pricePaise,
    category: (product) => categoryOf(product.category),
    new: (product) => product.isNew,
    images: (product) => product.images ?? [],
    concerns: (product) => (product.concerns ?? []).map((key) => ({ key, label: concernLabel(key) })),
    legalDeclarations: ({ legalDeclarations: declared }) =>
      declared && {
        ...declared,
        makerLabel: MAKER_ROLE_LABELS[declared.makerRole],
        shelfLife: shelfLifeText(declared.shelfLifeKind, declared.shelfLifeMonths),
      },
  },
  Size: {
    price: (size) => paiseToRupees(size.pricePaise),
    priceMoney: (size) => size.pricePaise,
    // The product page's stepper stops here, so it never offers what the quote would refuse.
    orderLimit: (size, _args, { services }) => services.quote.orderLimit(size.stock),
    mrpMoney: (size) => size.mrpPaise ?? null,
    percentOff: (size) => percentOffMrp(size.pricePaise, size.mrpPaise),
    netQuantity: (size) => (size.netQuantity ? { ...size.netQuantity, text: netQuantityText(size.netQuantity) } : null),
  },
  Category: {
    slug: (category) => category.id,
    subcategories: async (category, _args, context) =>
      category.subcategories ?? (await summaryOf(category.id, context))?.subcategories ?? [],
    productCount: async (category, _args, context) => category.productCount ?? (await summaryOf(category.id, context))?.productCount ?? 0,
  },
};
