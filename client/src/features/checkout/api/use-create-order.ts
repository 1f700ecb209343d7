import { useMutation } from '@apollo/client/react';
import type { OrderTotals } from '@common/pricing';
import type { CheckoutDetails } from '../checkout-storage';
import { graphql } from '@/gql';
import { acceptedPayload } from '@/lib/errors';
import { orderLineInputs, type CartLine } from '@/lib/cart';

export const CreateOrderMutation = graphql(`
  mutation CreateOrder($input: CreateOrderInput!) {
    createOrder(input: $input) {
      paymentLink
      errors {
        ...UserErrorFields
      }
      order {
        id
        orderNumber
        email
        totalMoney {
          amount
        }
        paymentStatus
      }
    }
  }
`);

/**
 * Creates the order on the server with the figures the shopper saw: each line's unit price and
 * the totals of the server's last quote (never worked out again here). The server re-prices everything and refuses a disagreement; the idempotency key makes a retried Pay return the same order instead of a second one.
 */
export function useCreateOrder() {
  const [mutate, { loading }] = useMutation(CreateOrderMutation);

  async function createOrder(
    shipping: CheckoutDetails,
    lines: readonly CartLine[],
    idempotencyKey: string,
    /** The totals of the server's quote the shopper saw, the code's saving and any COD fee included. */
    totals: OrderTotals,
    /** The code the quote applied; null without one. */
    discount: { code: string } | null = null,
    /** Cash on delivery, as the quote offered it. */
    cashOnDelivery: boolean = false,
  ) {
    const { data } = await mutate({
      variables: {
        input: {
          shipping: {
            firstName: shipping.firstName.trim(),
            lastName: shipping.lastName.trim(),
            email: shipping.email.trim(),
            phone: shipping.phone.trim(),
            address: shipping.address.trim(),
            addressLine2: shipping.addressLine2.trim(),
            city: shipping.city.trim(),
            state: shipping.state.trim(),
            postalCode: shipping.postalCode.trim(),
            country: shipping.country,
            // Only a business purchase names a GSTIN; a consumer's order sends none.
            ...(shipping.gstin.trim() ? { gstin: shipping.gstin.trim() } : {}),
            ...(shipping.gstin.trim() && shipping.businessName?.trim() ? { businessName: shipping.businessName.trim() } : {}),
          },
          lines: orderLineInputs(lines),
          expected: {
            subtotalPaise: totals.subtotalPaise,
            shippingPaise: totals.shippingPaise,
            taxPaise: totals.taxPaise,
            totalPaise: totals.totalPaise,
          },
          idempotencyKey,
          discountCode: discount?.code ?? null,
          paymentMethod: cashOnDelivery ? 'CASH_ON_DELIVERY' : 'ONLINE',
        },
      },
    });
    const { order, paymentLink } = acceptedPayload(data?.createOrder);
    if (!order || !paymentLink) throw new Error('The order could not be created');
    return { order, paymentLink };
  }

  return { createOrder, loading };
}
