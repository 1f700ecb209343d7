import { useMutation } from '@apollo/client/react';
import { paiseToRupees } from '../../../../../common/money';
import type { ShippingDetails } from '../../../../../common/shipping-form';
import { graphql } from '../../../gql';
import { cartTotals, type CartLine } from '../../../lib/cart';

export const CreateOrderMutation = graphql(`
  mutation CreateOrder($input: CreateOrderInput!) {
    createOrder(input: $input) {
      paymentLink
      order {
        id
        orderNumber
        email
        total
        paymentStatus
      }
    }
  }
`);

/**
 * Creates the order on the server with the figures the shopper saw: each line's unit price and
 * the expected totals. The server re-prices everything and refuses a disagreement (DESIGN.md
 * D5); the idempotency key makes a retried Pay return the same order instead of a second one.
 */
export function useCreateOrder() {
  const [mutate, { loading }] = useMutation(CreateOrderMutation);

  async function createOrder(shipping: ShippingDetails, lines: readonly CartLine[], idempotencyKey: string) {
    const totals = cartTotals(lines);
    const { data } = await mutate({
      variables: {
        input: {
          shipping: {
            firstName: shipping.firstName.trim(),
            lastName: shipping.lastName.trim(),
            email: shipping.email.trim(),
            phone: shipping.phone.trim(),
            address: shipping.address.trim(),
            city: shipping.city.trim(),
            state: shipping.state.trim(),
            postalCode: shipping.postalCode.trim(),
            country: shipping.country,
          },
          lines: lines.map((line) => ({ productId: line.productId, size: line.size, quantity: line.quantity, unitPrice: line.unitPrice })),
          expected: {
            subtotal: paiseToRupees(totals.subtotalPaise),
            shipping: paiseToRupees(totals.shippingPaise),
            tax: paiseToRupees(totals.taxPaise),
            total: paiseToRupees(totals.totalPaise),
          },
          idempotencyKey,
        },
      },
    });
    if (!data) throw new Error('The order could not be created');
    return data.createOrder;
  }

  return { createOrder, loading };
}
