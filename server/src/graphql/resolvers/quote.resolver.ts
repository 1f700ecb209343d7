import { paiseToRupees } from '@common/money.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { discountRefusalOf } from './discounts/discount-code.resolver.js';

/**
 * The cart quote over GraphQL: the service prices in paise; Money fields carry them as they are,
 * the deprecated Float fields in rupees. The breakdown (the invoice's own lines, which read the
 * shop's GST registration) is worked out only when a caller selects it: the cart asks for the
 * totals on every change, checkout for the breakdown.
 */
export const quoteResolvers: Resolvers = {
  Query: {
    quote: async (_parent, { lines, discountCode, email, paymentMethod, state, country }, { ctx, services }) => ({
      quote: await services.quote.quote(lines, { discountCode, email, paymentMethod, client: ctx }),
      delivery: { state, country },
    }),
  },
  Quote: {
    breakdown: ({ quote, delivery }, _args, { services }) => services.quote.breakdown(quote, delivery),
    lines: ({ quote }) =>
      quote.lines.map((line) => ({
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
    itemCount: ({ quote }) => quote.itemCount,
    subtotal: ({ quote }) => paiseToRupees(quote.subtotalPaise),
    shipping: ({ quote }) => paiseToRupees(quote.shippingPaise),
    tax: ({ quote }) => paiseToRupees(quote.taxPaise),
    total: ({ quote }) => paiseToRupees(quote.totalPaise),
    subtotalMoney: ({ quote }) => quote.subtotalPaise,
    discountMoney: ({ quote }) => quote.discountPaise,
    discount: ({ quote }) =>
      quote.discount && {
        code: quote.discount.code.code,
        kind: quote.discount.code.kind,
        savingMoney: quote.discount.savingPaise,
      },
    discountRefusal: ({ quote }) => discountRefusalOf(quote.discountRefusal),
    shippingMoney: ({ quote }) => quote.shippingPaise,
    taxMoney: ({ quote }) => quote.taxPaise,
    totalMoney: ({ quote }) => quote.totalPaise,
    codFeeMoney: ({ quote }) => quote.codFeePaise,
    freeShippingShortfallMoney: ({ quote }) => quote.freeShippingShortfallPaise,
    cashOnDelivery: ({ quote }) => ({
      available: quote.cashOnDelivery.available,
      feeMoney: quote.cashOnDelivery.feePaise,
      reason: quote.cashOnDelivery.reason,
      message: quote.cashOnDelivery.message,
    }),
    orderable: ({ quote }) => quote.orderable,
  },
  Product: {
    // Stock is per size: a product's limit is its best-stocked size's (Size.orderLimit).
    orderLimit: (product, _args, { services }) => Math.max(0, ...product.sizes.map((size) => services.quote.orderLimit(size.stock))),
  },
};
