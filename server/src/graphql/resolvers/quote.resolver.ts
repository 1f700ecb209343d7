import { paiseToRupees } from '@common/money.js';
import type { Resolvers } from '../generated/resolvers-types.js';

/** The cart quote over GraphQL: the service prices in paise; Money fields carry them as they are, the deprecated Float fields in rupees. */
export const quoteResolvers: Resolvers = {
  Query: {
    quote: async (_parent, { lines }, { services }) => {
      const quote = await services.quote.quote(lines);
      return {
        lines: quote.lines.map((line) => ({
          // A REST-style line never reaches GraphQL: every line here was sent with its variant id.
          variantId: line.variantId!,
          productId: line.productId,
          sku: line.sku,
          size: line.size,
          quantity: line.quantity,
          name: line.name,
          imageUrl: line.imageUrl,
          gstRatePercent: line.gstRatePercent,
          unitPrice: line.unitPricePaise === null ? null : paiseToRupees(line.unitPricePaise),
          lineTotal: paiseToRupees(line.lineTotalPaise),
          unitPriceMoney: line.unitPricePaise,
          lineTotalMoney: line.lineTotalPaise,
          available: line.available,
          maxQuantity: line.maxQuantity,
          problem: line.problem,
        })),
        itemCount: quote.itemCount,
        subtotal: paiseToRupees(quote.subtotalPaise),
        shipping: paiseToRupees(quote.shippingPaise),
        tax: paiseToRupees(quote.taxPaise),
        total: paiseToRupees(quote.totalPaise),
        subtotalMoney: quote.subtotalPaise,
        shippingMoney: quote.shippingPaise,
        taxMoney: quote.taxPaise,
        totalMoney: quote.totalPaise,
        orderable: quote.orderable,
      };
    },
  },
  Product: {
    // The product page's stepper stops here, so it never offers what the quote would refuse.
    orderLimit: (product, _args, { services }) => services.quote.orderLimit(product.stock),
  },
};
