import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '@/gql';
import type { FailedDeliveryAnswer, ParcelInput } from '@/gql/graphql';
import { acceptedPayload } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { dropDashboardFigures } from './order-change';

/** What the owner may pass on for the shopper with a re-attempt. */
export interface OwnerDeliveryDetails {
  reattemptOn?: string;
  addressLine?: string;
  landmark?: string;
  phone?: string;
}

export const CourierShipmentQuery = graphql(`
  query CourierShipment($id: ID!) {
    shippingProvider
    order(id: $id) {
      id
      status
      deliveryAttemptFailure {
        reattemptDays
      }
      shipment {
        trackingNumber
        courierName
        throughCourierService
        courierStatus
        codAmount {
          formatted
        }
        pickupScheduledFor
        pickupStatus
        pickupError
        labelUrl
        returnedToOriginAt
        failedDelivery {
          reason
          attempts
          outcome
          answeredBy
          reattemptOn
        }
        trackingEvents {
          status
          activity
          location
          courierTime
        }
      }
    }
  }
`);

export const CourierQuoteQuery = graphql(`
  query CourierQuoteForOrder($orderId: ID!, $parcel: ParcelInput) {
    courierQuote(orderId: $orderId, parcel: $parcel) {
      parcel {
        weightGrams
        lengthCm
        breadthCm
        heightCm
      }
      codAmount {
        formatted
      }
      couriers {
        courierId
        name
        rate {
          formatted
        }
        estimatedDays
        cod
      }
    }
  }
`);

const ShipThroughCourierMutation = graphql(`
  mutation ShipThroughCourier($input: ShipThroughCourierInput!) {
    shipThroughCourier(input: $input) {
      order {
        ...AdminOrderChange
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

const ShipOrdersThroughCourierMutation = graphql(`
  mutation ShipOrdersThroughCourier($orderIds: [ID!]!) {
    shipOrdersThroughCourier(orderIds: $orderIds) {
      shipped {
        ...AdminOrderChange
      }
      refused {
        orderId
        error {
          message
        }
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

const CourierLabelsMutation = graphql(`
  mutation CourierLabelsForOrders($orderIds: [ID!]!) {
    courierLabels(orderIds: $orderIds) {
      url
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const AnswerFailedDeliveryMutation = graphql(`
  mutation AnswerFailedDeliveryForOrder($input: AnswerFailedDeliveryInput!) {
    answerFailedDelivery(input: $input) {
      order {
        id
        shipment {
          failedDelivery {
            reason
            attempts
            outcome
            answeredBy
            reattemptOn
          }
        }
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const FailedDeliveriesQuery = graphql(`
  query AdminFailedDeliveries {
    failedDeliveries {
      id
      orderNumber
      customerName
      phone
      shipment {
        trackingNumber
        courierName
        failedDelivery {
          reason
          attempts
          outcome
        }
      }
      deliveryAttemptFailure {
        reattemptDays
      }
    }
  }
`);

const ShippingProviderQuery = graphql(`
  query AdminShippingProvider {
    shippingProvider
  }
`);

/** How the shop ships (admins): MANUAL hides every courier-service control. */
export function useShippingProvider() {
  const { data } = useQuery(ShippingProviderQuery);
  return data?.shippingProvider ?? null;
}

/**
 * Shipping through the courier aggregator from the admin: one order or the ticked ones, their
 * labels as one PDF, and the answer to a failed delivery. The answers are normalised onto
 * Order:{id}, so the list and the details update; the dashboard's counts are dropped.
 */
export function useCourier() {
  const [shipOne, shippingOne] = useMutation(ShipThroughCourierMutation, {
    update: dropDashboardFigures,
    refetchQueries: ['CourierShipment'],
  });
  const [shipMany, shippingMany] = useMutation(ShipOrdersThroughCourierMutation, { update: dropDashboardFigures });
  const [printLabels, printing] = useMutation(CourierLabelsMutation, { refetchQueries: ['CourierShipment'] });
  const [answer, answering] = useMutation(AnswerFailedDeliveryMutation, { refetchQueries: ['AdminFailedDeliveries', 'CourierShipment'] });

  const shipThroughCourier = useCallback(
    async (orderId: string, courierId: number, parcel: ParcelInput, orderNumber: string) => {
      await shipOne({ variables: { input: { orderId, courierId, parcel } } }).then(({ data }) => acceptedPayload(data?.shipThroughCourier));
      notify.success(`${orderNumber} is booked with the courier; the customer has the AWB and tracking link.`, { title: 'Order shipped' });
    },
    [shipOne],
  );

  const shipSelected = useCallback(
    async (orderIds: readonly string[]) => {
      const payload = await shipMany({ variables: { orderIds: [...orderIds] } }).then(({ data }) =>
        acceptedPayload(data?.shipOrdersThroughCourier),
      );
      return { shipped: payload.shipped?.length ?? 0, refused: payload.refused ?? [] };
    },
    [shipMany],
  );

  const labels = useCallback(
    async (orderIds: readonly string[]) => {
      const payload = await printLabels({ variables: { orderIds: [...orderIds] } }).then(({ data }) =>
        acceptedPayload(data?.courierLabels),
      );
      return payload.url ?? null;
    },
    [printLabels],
  );

  const answerFailedDelivery = useCallback(
    async (orderId: string, reply: FailedDeliveryAnswer, comment: string, details: OwnerDeliveryDetails = {}) => {
      const given = (value: string | undefined) => (value?.trim() ? value.trim() : null);
      const reattempt =
        reply === 'REATTEMPT'
          ? {
              reattemptOn: given(details.reattemptOn),
              addressLine: given(details.addressLine),
              landmark: given(details.landmark),
              phone: given(details.phone),
            }
          : {};
      await answer({ variables: { input: { orderId, answer: reply, comment, ...reattempt } } }).then(({ data }) =>
        acceptedPayload(data?.answerFailedDelivery),
      );
      notify.success(reply === 'REATTEMPT' ? 'The courier will try again.' : 'The courier will bring it back.', { title: 'Courier told' });
    },
    [answer],
  );

  return {
    shipThroughCourier,
    shipSelected,
    labels,
    answerFailedDelivery,
    loading: shippingOne.loading || shippingMany.loading || printing.loading || answering.loading,
  };
}
