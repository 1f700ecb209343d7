import { paiseToRupees } from '@common/money.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { discountRefusalOf } from './discounts/discount-code.resolver.js';

/** The cart quote over GraphQL: the service prices in paise; Money fields carry them as they are, the deprecated Float fields in rupees. */
export const quoteResolvers: Resolvers = {
  Query: {
    quote: async (_parent, { lines, discountCode, email, paymentMethod }, { services }) => {
      const quote = await services.quote.quote(lines, { discountCode, email, paymentMethod });
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
          discountMoney: line.discountPaise,
          paidMoney: line.lineTotalPaise - line.discountPaise,
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
        discountMoney: quote.discountPaise,
        discount: quote.discount && {
          code: quote.discount.code.code,
          kind: quote.discount.code.kind,
          savingMoney: quote.discount.savingPaise,
        },
        discountRefusal: discountRefusalOf(quote.discountRefusal),
        shippingMoney: quote.shippingPaise,
        taxMoney: quote.taxPaise,
        totalMoney: quote.totalPaise,
        codFeeMoney: quote.codFeePaise,
        cashOnDelivery: {
          available: quote.cashOnDelivery.available,
          feeMoney: quote.cashOnDelivery.feePaise,
          reason: quote.cashOnDelivery.reason,
          message: quote.cashOnDelivery.message,
        },
        orderable: quote.orderable,
      };
    },
  },
  Product: {
    // Stock is per size: a product's limit is its best-stocked size's (Size.orderLimit).
    orderLimit: (product, _args, { services }) => Math.max(0, ...product.sizes.map((size) => services.quote.orderLimit(size.stock))),
  },
};
