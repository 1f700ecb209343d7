import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { INDIAN_PIN_PATTERN } from '@common/shipping-form';
import { graphql } from '@/gql';

const CheckoutPincodeQuery = graphql(`
  query CheckoutPincode($code: String!) {
    pincode(code: $code) {
      pincode
      city
      district
      state
    }
    deliveryPromise(pincode: $code) {
      deliverable
      message
    }
  }
`);

export interface PincodeArea {
  pincode: string;
  city: string;
  district: string;
  state: string;
}

/** The server's delivery line for the PIN ("Delivery by Wed, 3 Dec"), shown as it is. */
export interface PincodeDelivery {
  deliverable: boolean;
  message: string;
}

export type PincodeLookup =
  { kind: 'idle' } | { kind: 'found'; area: PincodeArea; delivery: PincodeDelivery | null } | { kind: 'unknown'; pincode: string };

/**
 * Asks the server where an Indian PIN code is (India Post's directory stays there) and what it
 * promises there once six digits are typed, and hands a found area to `onFound` (the form fills
 * the city and state).
 */
export function usePincodeArea(pincode: string, enabled: boolean, onFound: (area: PincodeArea) => void): PincodeLookup {
  const client = useApolloClient();
  // The last answer, for the code it answered: a different code typed since shows nothing until its own.
  const [answer, setAnswer] = useState<{ code: string; area: PincodeArea | null; delivery: PincodeDelivery | null } | null>(null);
  const fill = useEffectEvent(onFound);
  const code = pincode.trim();
  const wanted = enabled && INDIAN_PIN_PATTERN.test(code) ? code : null;

  useEffect(() => {
    if (!wanted) return;
    let current = true;
    client
      .query({ query: CheckoutPincodeQuery, variables: { code: wanted } })
      .then(({ data }) => {
        if (!current) return;
        const area = data?.pincode ?? null;
        setAnswer({ code: wanted, area, delivery: data?.deliveryPromise ?? null });
        if (area) fill(area);
      })
      // Offline or refused: the shopper types the city and state as before.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [client, wanted]);

  // The same object until the code or its answer changes: the note under the field is drawn from
  // it, and the field need not render again for a keystroke elsewhere in the form.
  return useMemo((): PincodeLookup => {
    if (!wanted || answer?.code !== wanted) return { kind: 'idle' };
    return answer.area ? { kind: 'found', area: answer.area, delivery: answer.delivery } : { kind: 'unknown', pincode: wanted };
  }, [wanted, answer]);
}
