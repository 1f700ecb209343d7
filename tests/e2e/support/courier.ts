import { expect, type Page } from '@playwright/test';
import { gql } from './fixtures';
import type { PlacedOrder } from './orders';

const SHIP = `mutation($input: ShipThroughCourierInput!) {
  shipThroughCourier(input: $input) { order { shipment { trackingNumber } } errors { code message } }
}`;

/**
 * The owner (signed in on `owner`) ships a paid order through the courier sandbox, and the
 * sandbox's parcels page reports it undelivered for `reason`, as the aggregator's webhook would.
 * Resolves with the parcel's AWB.
 */
export async function shipAndFailDelivery(owner: Page, order: PlacedOrder, reason: string): Promise<string> {
  const shipped = await gql<{ shipThroughCourier: { order: { shipment: { trackingNumber: string } } | null; errors: unknown[] } }>(
    owner.request,
    SHIP,
    { input: { orderId: order.id, parcel: { weightGrams: 350, lengthCm: 15, breadthCm: 10, heightCm: 8 } } },
  );
  expect(shipped.data?.shipThroughCourier.errors).toEqual([]);
  const awb = shipped.data!.shipThroughCourier.order!.shipment.trackingNumber;

  await owner.goto('/sandbox/courier/parcels');
  const parcel = owner.getByRole('region', { name: `Parcel ${order.orderNumber}` });
  await parcel.getByLabel(`Reason undelivered for ${order.orderNumber}`).fill(reason);
  await parcel.getByRole('button', { name: `Undelivered for ${order.orderNumber}` }).click();
  await expect(owner.getByRole('status')).toHaveText(`${awb}: Undelivered: the shop answered 200`);
  return awb;
}
