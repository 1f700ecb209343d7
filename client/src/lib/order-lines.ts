import { getFragmentData, graphql, type FragmentType } from '@/gql';

/**
 * One line of a placed order as the shopper's confirmation page and the admin's order details
 * both list it: the product and size, "size · quantity × unit price" and the line total.
 */
export const OrderLineSummaryFragment = graphql(`
  fragment OrderLineSummary on OrderLine {
    productId
    variantId
    name
    size
    quantity
    unitPriceMoney {
      formatted
    }
    lineTotalMoney {
      formatted
    }
  }
`);

export type OrderLineSummaryRef = FragmentType<typeof OrderLineSummaryFragment>;

export function orderLineSummary(ref: OrderLineSummaryRef) {
  const line = getFragmentData(OrderLineSummaryFragment, ref);
  return {
    ...line,
    // Old lines may have no variant id; the size then tells two lines of one product apart.
    key: `${line.variantId ?? line.productId}|${line.size}`,
    detail: `${line.size} · ${line.quantity} × ${line.unitPriceMoney.formatted}`,
  };
}
