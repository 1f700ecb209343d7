import { Stack, Text } from '@mantine/core';
import { formatPaise } from '@common/money';
import { type FragmentType, getFragmentData, graphql } from '@/gql';

/**
 * An order's money as the server's breakdown states it (the invoice's figures once issued): goods,
 * the code's discount, shipping, the COD fee, the total, the GST inside it by rate with its split,
 * and what came back and what the shop keeps. Nothing is added up here.
 */
export const OrderMoneyFragment = graphql(`
  fragment OrderMoney on Order {
    breakdown {
      goodsMoney {
        amount
      }
      discountCode
      discountMoney {
        amount
      }
      shippingMoney {
        amount
      }
      codFeeMoney {
        amount
      }
      totalMoney {
        amount
      }
      gstMoney {
        amount
      }
      gstByRate {
        ratePercent
        cgstMoney {
          amount
        }
        sgstMoney {
          amount
        }
        utgstMoney {
          amount
        }
        igstMoney {
          amount
        }
      }
      placeOfSupply
      refundedMoney {
        amount
      }
      netMoney {
        amount
      }
      cashToCollectMoney {
        amount
      }
    }
  }
`);

type Rate = {
  ratePercent: number;
  cgstMoney: { amount: number };
  sgstMoney: { amount: number };
  utgstMoney: { amount: number };
  igstMoney: { amount: number };
};

/** "5 %: IGST ₹11.86" or "18 %: CGST ₹4.50 + SGST ₹4.50": the taxes a rate holds, those not zero. */
function rateLine(rate: Rate): string {
  const parts: Array<[string, number]> = [
    ['CGST', rate.cgstMoney.amount],
    ['SGST', rate.sgstMoney.amount],
    ['UTGST', rate.utgstMoney.amount],
    ['IGST', rate.igstMoney.amount],
  ];
  const taxes = parts.filter(([, paise]) => paise !== 0).map(([name, paise]) => `${name} ${formatPaise(paise)}`);
  return `${rate.ratePercent} %: ${taxes.join(' + ') || formatPaise(0)}`;
}

export function OrderMoney({ order: ref }: { order: FragmentType<typeof OrderMoneyFragment> }) {
  const money = getFragmentData(OrderMoneyFragment, ref).breakdown;
  const refunded = money.refundedMoney?.amount ?? 0;
  const toCollect = money.cashToCollectMoney?.amount ?? 0;
  return (
    <Stack gap={2} align="flex-end" data-testid="order-money">
      <Text size="sm">Subtotal: {formatPaise(money.goodsMoney.amount)}</Text>
      {money.discountMoney.amount > 0 && (
        <Text size="sm">
          Discount{money.discountCode ? ` (${money.discountCode})` : ''}: −{formatPaise(money.discountMoney.amount)}
        </Text>
      )}
      <Text size="sm">Shipping: {formatPaise(money.shippingMoney.amount)}</Text>
      {money.codFeeMoney.amount > 0 && <Text size="sm">Cash on delivery fee: {formatPaise(money.codFeeMoney.amount)}</Text>}
      <Text fw={700}>Total: {formatPaise(money.totalMoney.amount)}</Text>
      <Text size="xs" c="dimmed" data-testid="order-gst">
        Includes GST {formatPaise(money.gstMoney.amount)}
        {money.placeOfSupply ? ` · place of supply ${money.placeOfSupply}` : ''}
      </Text>
      {money.gstByRate.map((rate) => (
        <Text key={rate.ratePercent} size="xs" c="dimmed">
          {rateLine(rate)}
        </Text>
      ))}
      {toCollect > 0 && (
        <Text size="sm" fw={600} c="orange.8">
          Cash on delivery: {formatPaise(toCollect)} to collect
        </Text>
      )}
      {refunded > 0 && (
        <>
          <Text size="sm">Refunded: −{formatPaise(refunded)}</Text>
          <Text size="sm" fw={600}>
            Net: {formatPaise(money.netMoney?.amount ?? 0)}
          </Text>
        </>
      )}
    </Stack>
  );
}
