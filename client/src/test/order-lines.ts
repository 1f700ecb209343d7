import { formatPaise } from '@common/money';
import { makeFragmentData } from '@/gql';
import { OrderLineSummaryFragment } from '@/lib/order-lines';
import { oilLine } from './cart-lines';

/** Two bottles of hair oil as a placed order lists them (OrderLineSummary), at a unit price in paise. */
export function orderedOil(unitPricePaise: number) {
  return makeFragmentData(
    {
      productId: oilLine.productId,
      variantId: oilLine.variantId,
      name: oilLine.name,
      size: oilLine.size,
      quantity: 2,
      unitPriceMoney: { formatted: formatPaise(unitPricePaise) },
      lineTotalMoney: { formatted: formatPaise(2 * unitPricePaise) },
    },
    OrderLineSummaryFragment,
  );
}
