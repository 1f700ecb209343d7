import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
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
      address {
        street
        city
        state
        postalCode
        country
      }
    }
  }
`);

/**
 * Where an order ships, as the server stored it, in the checkout form's shape. A payment retried
 * from another tab (a phone coming back from its UPI app) has none of this tab's form: the
 * order it failed to pay knows the address. Null when the server does not know the order.
 */
export function useOrderShipping() {
  const client = useApolloClient();
  return useCallback(
    async (orderId: string): Promise<CheckoutDetails | null> => {
      const { data } = await client.query({ query: OrderShippingQuery, variables: { id: orderId }, fetchPolicy: 'network-only' });
      const order = data?.order;
      if (!order) return null;
      return {
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
      };
    },
    [client],
  );
}
