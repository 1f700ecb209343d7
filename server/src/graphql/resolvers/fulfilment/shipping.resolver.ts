import DataLoader from 'dataloader';
import { carrierOf, trackingUrl } from '@common/carriers.js';
import { requireAdmin } from '@server/kernel/access.js';
import { packingSlipPath } from '@server/fulfilment/packing-slips.service.js';
import type { ShipmentEntity } from '@server/fulfilment/shipment.entity.js';
import type { Resolvers } from '../../generated/resolvers-types.js';
import { perRequest } from '../../per-request.js';
import { payloadOf } from '../../user-errors.js';

/** Shipping over GraphQL: the admin's two moves and an order's shipment, which its page shows. */
export const shipmentLoader = perRequest(
  ({ services }) => new DataLoader<string, ShipmentEntity | null>((ids) => services.shipping.shipmentsForOrders(ids)),
);

export const shippingResolvers: Resolvers = {
  Mutation: {
    shipOrder: (_parent, { input }, context) =>
      payloadOf(context, async () => ({ order: await context.services.shipping.shipOrder(context.ctx, input) })),
    markOrderDelivered: (_parent, { id }, context) =>
      payloadOf(context, async () => ({ order: await context.services.shipping.markDelivered(context.ctx, id) })),
  },
  Order: {
    shipment: (order, _args, context) => shipmentLoader(context).load(order.id),
    deliveredAt: (order) => order.deliveredAt ?? null,
    packingSlipUrl: (order, _args, context) => {
      requireAdmin(context.ctx, 'ORDERS_READ');
      return packingSlipPath(order.id);
    },
  },
  Shipment: {
    carrierName: (shipment) => carrierOf(shipment.carrier).name,
    trackingUrl: (shipment) => trackingUrl(shipment.carrier, shipment.trackingNumber),
  },
};
