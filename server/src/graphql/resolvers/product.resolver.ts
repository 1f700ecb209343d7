import { paiseToRupees } from '../../../../common/money.js';
import type { Resolvers } from '../generated/resolvers-types.js';

/** A stored product as the API shows it: rupees instead of paise, `new` instead of isNew. */
export const productResolvers: Resolvers = {
  Product: {
    price: (product) => paiseToRupees(product.pricePaise),
    sizes: (product) => product.sizes.map((size) => ({ label: size.label, price: paiseToRupees(size.pricePaise) })),
    new: (product) => product.isNew,
    images: (product) => product.images ?? [],
  },
};
