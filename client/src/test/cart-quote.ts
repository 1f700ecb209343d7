import type { MockLink } from '@apollo/client/testing';
import { taxContained } from '@common/gst';
import { freeShippingShortfall, priceOrder } from '@common/pricing';
import type { CartQuoteQuery, CartQuoteQueryVariables } from '@/gql/graphql';
import { CartQuote } from '@/lib/cart-quote';

/**
 * The server's `quote` for whatever lines the cart sends, as the server answers a cart it can
 * fill: every line in stock at the price sent, totals by the one pricing rule (common/pricing.ts),
 * and the GST its breakdown states as if everything were taxed at 5 %.
 * It answers every ask (the cart asks again after each change), so a cart or checkout test sees
 * the screen as a shopper does once the server has priced the cart.
 */
export function quoteEveryCart(stock = 50): MockLink.MockedResponse<CartQuoteQuery, CartQuoteQueryVariables> {
  return {
    request: { query: CartQuote, variables: () => true },
    result: ({ lines }) => {
      const list = Array.isArray(lines) ? lines : [lines];
      const totals = priceOrder(list.map((line) => ({ unitPricePaise: line.unitPricePaise ?? 0, quantity: line.quantity })));
      return {
        data: {
          quote: {
            __typename: 'Quote',
            itemCount: list.reduce((sum, line) => sum + line.quantity, 0),
            subtotalMoney: { __typename: 'Money', amount: totals.subtotalPaise },
            discountMoney: { __typename: 'Money', amount: 0 },
            shippingMoney: { __typename: 'Money', amount: totals.shippingPaise },
            taxMoney: { __typename: 'Money', amount: totals.taxPaise },
            codFeeMoney: { __typename: 'Money', amount: 0 },
            totalMoney: { __typename: 'Money', amount: totals.totalPaise },
            orderable: true,
            freeShippingShortfallMoney:
              totals.shippingPaise === 0 ? null : { __typename: 'Money', amount: freeShippingShortfall(totals.subtotalPaise)! },
            breakdown: {
              __typename: 'MoneyBreakdown',
              gstMoney: { __typename: 'Money', amount: taxContained(totals.totalPaise, 500).taxPaise },
            },
            cashOnDelivery: {
              __typename: 'CashOnDeliveryOffer',
              available: false,
              message: 'Cash on delivery is not available right now. Please pay online.',
              feeMoney: { __typename: 'Money', amount: 4900 },
            },
            discount: null,
            discountRefusal: null,
            lines: list.map((line) => ({
              __typename: 'QuoteLine',
              variantId: String(line.variantId),
              quantity: line.quantity,
              unitPriceMoney: { __typename: 'Money', amount: line.unitPricePaise ?? 0 },
              lineTotalMoney: { __typename: 'Money', amount: (line.unitPricePaise ?? 0) * line.quantity },
              available: stock,
              maxQuantity: stock,
              problem: null,
            })),
          },
        },
      };
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
