import DataLoader from 'dataloader';
import { requireAdmin } from '@server/kernel/access.js';
import type { CourierTrackingEventEntity } from '@server/fulfilment/courier/courier-tracking-event.entity.js';
import { loadOrderWithLines } from '@server/orders/order-loading.js';
import type { OrderEntity } from '@server/orders/order.entity.js';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { perRequest } from '../../per-request.js';
import { asArgument, payloadOf, userErrorOf } from '../../user-errors.js';
import { shipmentLoader } from './shipping.resolver.js';

/** A stored failed-delivery answer as the schema's enum; null for none (or an unknown word). */
function outcomeOf(value: string | null): 'REATTEMPT' | 'RETURN' | 'DELIVERED' | null {
  return value === 'REATTEMPT' || value === 'RETURN' || value === 'DELIVERED' ? value : null;
}

function pickupStatusOf(value: string | null | undefined): 'BOOKED' | 'PENDING' | 'FAILED' | null {
  return value === 'BOOKED' || value === 'PENDING' || value === 'FAILED' ? value : null;
}

/** Shipping through the courier aggregator over GraphQL: thin calls into fulfilment/courier. */
const trackingEventsLoader = perRequest(
  ({ services }) => new DataLoader<string, CourierTrackingEventEntity[]>((ids) => services.courierShipping.trackingEventsForOrders(ids)),
);

export const courierResolvers: Resolvers = {
  Query: {
    shippingProvider: (_parent, _args, { ctx, services }) => {
      requireAdmin(ctx, 'ORDERS_READ');
      return services.courierShipping.providerName === 'shiprocket' ? 'SHIPROCKET' : 'MANUAL';
    },
    courierQuote: (_parent, { orderId, parcel }, { ctx, services }) => services.courierShipping.quote(ctx, orderId, parcel ?? null),
    failedDeliveries: async (_parent, _args, { ctx, services }) => {
      const shipments = await services.courierShipping.failedDeliveries(ctx);
      const orders = await Promise.all(
        shipments.map((shipment) => loadOrderWithLines(services.courierShipping.dataSource, shipment.orderId)),
      );
      return orders.filter((order): order is OrderEntity => order !== null);
    },
  },
  Mutation: {
    shipThroughCourier: (_parent, { input }, context) =>
      payloadOf(context, async () => ({ order: await context.services.courierShipping.ship(context.ctx, input) })),
    setSizeParcel: (_parent, { productId, sizeId, parcel }, context) =>
      payloadOf(
        context,
        async () => ({ parcel: await context.services.courierShipping.setSizeParcel(context.ctx, productId, sizeId, parcel) }),
        asArgument,
      ),
    courierLabels: (_parent, { orderIds }, context) =>
      payloadOf(context, async () => ({ url: await context.services.courierShipping.labels(context.ctx, orderIds) }), asArgument),
    shipOrdersThroughCourier: (_parent, { orderIds }, context) =>
      payloadOf(
        context,
        async () => {
          const results = await context.services.courierShipping.shipMany(context.ctx, orderIds);
          return {
            shipped: results.flatMap((result) => (result.order ? [result.order] : [])),
            refused: results.filter((result) => result.error),
          };
        },
        asArgument,
      ),
    bookReturnPickup: (_parent, { returnId }, context) =>
      payloadOf(context, async () => {
        const booked = await context.services.reversePickups.book(context.ctx, returnId);
        const [view] = (await context.services.returns.returnsForOrders([booked.orderId]))[0].filter((entry) => entry.id === booked.id);
        return { returnRequest: view };
      }),
    answerFailedDelivery: (_parent, { input }, context) =>
      payloadOf(context, async () => ({
        order: await context.services.failedDeliveries.answerAsOwner(context.ctx, input.orderId, input),
      })),
    answerMyFailedDelivery: (_parent, { order, input }, context) =>
      payloadOf(
        context,
        async () => ({ order: await context.services.failedDeliveries.answerAsShopper(context.ctx, order, input) }),
        (field) => (field === 'orderNumber' || field === 'email' ? ['order', field] : ['input', field]),
      ),
  },
  ReturnRequest: {
    pickupAwb: (request, _args, { ctx }) => {
      requireAdmin(ctx, 'ORDERS_READ');
      return request.pickupAwb ?? null;
    },
    pickupCourier: (request, _args, { ctx }) => {
      requireAdmin(ctx, 'ORDERS_READ');
      return request.pickupCourier ?? null;
    },
    pickupLabelUrl: (request, _args, { ctx }) => {
      requireAdmin(ctx, 'ORDERS_READ');
      return request.pickupLabelUrl ?? null;
    },
    pickupStatus: (request, _args, { ctx }) => {
      requireAdmin(ctx, 'ORDERS_READ');
      return pickupStatusOf(request.pickupStatus);
    },
    pickupError: (request, _args, { ctx }) => {
      requireAdmin(ctx, 'ORDERS_READ');
      return request.pickupError ?? null;
    },
    pickupScheduledFor: (request, _args, { ctx }) => {
      requireAdmin(ctx, 'ORDERS_READ');
      return request.pickupScheduledFor ?? null;
    },
  },
  Order: {
    deliveryAttemptFailure: async (order, _args, context) => {
      const shipment = await shipmentLoader(context).load(order.id);
      const view = shipment ? context.services.failedDeliveries.view(order, shipment) : null;
      return view && { ...view, outcome: outcomeOf(view.outcome) };
    },
  },
  CourierShipRefusal: {
    orderId: (result) => result.orderId,
    error: (result) => userErrorOf(result.error)!,
  },
  CourierQuote: {
    codAmount: (quote) => quote.codPaise,
  },
  CourierOption: {
    rate: (option) => option.ratePaise,
  },
  Size: {
    // A pack's weight and size are no secret, and public like the rest of the size: the catalogue's
    // kept answers are the same for everyone.
    parcel: (size) => size.parcel ?? null,
  },
  Shipment: {
    throughCourierService: (shipment) => shipment.provider !== 'manual',
    courierName: (shipment) => shipment.courierName ?? null,
    courierStatus: (shipment) => shipment.courierStatus ?? null,
    codAmount: (shipment, _args, { ctx }) => {
      requireAdmin(ctx, 'ORDERS_READ');
      return shipment.codPaise ?? null;
    },
    parcel: (shipment, _args, { ctx }) => {
      requireAdmin(ctx, 'ORDERS_READ');
      return shipment.parcel ?? null;
    },
    labelUrl: (shipment, _args, { ctx }) => {
      requireAdmin(ctx, 'ORDERS_READ');
      return shipment.labelUrl ?? null;
    },
    pickupScheduledFor: (shipment, _args, { ctx }) => {
      requireAdmin(ctx, 'ORDERS_READ');
      return shipment.pickupScheduledFor ?? null;
    },
    pickupStatus: (shipment, _args, { ctx }) => {
      requireAdmin(ctx, 'ORDERS_READ');
      return pickupStatusOf(shipment.pickupStatus);
    },
    pickupError: (shipment, _args, { ctx }) => {
      requireAdmin(ctx, 'ORDERS_READ');
      return shipment.pickupError ?? null;
    },
    failedDelivery: (shipment, _args, { ctx }) => {
      requireAdmin(ctx, 'ORDERS_READ');
      if (!shipment.ndrAt || !shipment.ndrReason) return null;
      return {
        reason: shipment.ndrReason,
        at: shipment.ndrAt,
        attempts: shipment.ndrAttempts,
        outcome: outcomeOf(shipment.ndrAction),
        answeredBy: shipment.ndrAnsweredBy ?? null,
        answeredAt: shipment.ndrAnsweredAt ?? null,
        reattemptOn: shipment.ndrReattemptOn ?? null,
      };
    },
    returnedToOriginAt: (shipment) => shipment.returnedToOriginAt ?? null,
    trackingEvents: (shipment, _args, context) => {
      requireAdmin(context.ctx, 'ORDERS_READ');
      return trackingEventsLoader(context).load(shipment.orderId);
    },
  },
};
