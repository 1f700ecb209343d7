import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '@/gql';

export const TrackOrderQuery = graphql(`
  query TrackOrder($orderNumber: String!, $email: String!) {
    trackOrder(orderNumber: $orderNumber, email: $email) {
      id
      orderNumber
    }
  }
`);

/** Looks an order up by its number and e-mail; resolves with its id, or null when they do not match. */
export function useTrackOrder() {
  const client = useApolloClient();
  const [searching, setSearching] = useState(false);
  async function track(orderNumber: string, email: string): Promise<string | null> {
    setSearching(true);
    try {
      const { data } = await client.query({ query: TrackOrderQuery, variables: { orderNumber, email }, fetchPolicy: 'network-only' });
      return data?.trackOrder?.id ?? null;
    } finally {
      setSearching(false);
    }
  }
  return { track, searching };
}
