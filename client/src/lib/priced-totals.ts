import type { OrderTotals } from '@common/pricing';
import { getFragmentData, graphql, type FragmentType } from '@/gql';

/**
 * The four totals of anything the server priced: an order (the confirmation page, the admin's
 * order details) or a quote (the cart). Order and Quote both implement schema.graphql's
 * PricedTotals, so the totals are asked for in one place and read the same way everywhere.
 */
export const PricedTotalsFragment = graphql(`
  fragment PricedTotals on PricedTotals {
    subtotalMoney {
      amount
    }
    discountMoney {
      amount
    }
    shippingMoney {
      amount
    }
    taxMoney {
      amount
    }
    codFeeMoney {
      amount
    }
    totalMoney {
      amount
    }
  }
`);

/** The four totals, what a discount code took off the goods and the COD fee (total = subtotal − discount + shipping + COD fee + tax). */
export interface PricedTotalsPaise extends OrderTotals {
  discountPaise: number;
  codFeePaise?: number;
}

/** The server's totals in paise, as the one pricing rule (common/pricing.ts) names them. */
export function pricedTotals(ref: FragmentType<typeof PricedTotalsFragment>): PricedTotalsPaise {
  const totals = getFragmentData(PricedTotalsFragment, ref);
  return {
    subtotalPaise: totals.subtotalMoney.amount,
    discountPaise: totals.discountMoney.amount,
    shippingPaise: totals.shippingMoney.amount,
    taxPaise: totals.taxMoney.amount,
    codFeePaise: totals.codFeeMoney.amount,
    totalPaise: totals.totalMoney.amount,
  };
}
