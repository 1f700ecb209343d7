import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import type { CartLine } from '@/lib/cart';
import type { CheckoutDetails } from '../checkout-storage';
import { graphql } from '@/gql';

export const OrderShippingQuery = graphql(`
  query CheckoutOrderShipping($id: ID!) {
    order(id: $id) {
      id
      firstName
      lastName
      email
      phone
      buyerGstin
      buyerLegalName
      discountCode
      address {
        street
        city
        state
        postalCode
        country
      }
      lines {
        productId
        variantId
        name
        size
        quantity
        imageUrl
        unitPriceMoney {
          amount
        }
      }
    }
  }
`);

/** An order the shopper means to pay again: where it ships, what it holds and its code. */
export interface OrderToPayAgain {
  shipping: CheckoutDetails;
  /** Its lines as cart lines; a line whose size no longer exists is left out. */
  lines: CartLine[];
  discountCode: string | null;
}

/**
 * An order as the server stored it, in the checkout's shapes. A payment retried from another tab
 * or another device (a phone coming back from its UPI app, the failed-payment e-mail opened on a
 * laptop) has none of this browser's form or cart: the order it failed to pay knows both. Null
 * when the server does not know the order.
 */
export function useOrderShipping() {
  const client = useApolloClient();
  return useCallback(
    async (orderId: string): Promise<OrderToPayAgain | null> => {
      const { data } = await client.query({ query: OrderShippingQuery, variables: { id: orderId }, fetchPolicy: 'network-only' });
      const order = data?.order;
      if (!order) return null;
      return {
        shipping: {
          firstName: order.firstName,
          lastName: order.lastName,
          email: order.email,
          phone: order.phone,
          // The order keeps both street lines as one, the way it was delivered to.
          address: order.address.street,
          addressLine2: '',
          city: order.address.city,
          state: order.address.state,
          postalCode: order.address.postalCode,
          country: order.address.country,
          gstin: order.buyerGstin ?? '',
          businessName: order.buyerLegalName ?? '',
        },
        lines: order.lines.flatMap((line) =>
          line.variantId
            ? [
                {
                  variantId: line.variantId,
                  productId: line.productId,
                  name: line.name,
                  size: line.size,
                  // The price the order was placed at: the review's recheck shows a change before Pay.
                  unitPricePaise: line.unitPriceMoney.amount,
                  quantity: line.quantity,
                  imageUrl: line.imageUrl ?? '',
                  category: '',
                },
              ]
            : [],
        ),
        discountCode: order.discountCode ?? null,
      };
    },
    [client],
  );
}
