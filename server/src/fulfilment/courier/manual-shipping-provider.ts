import { ShopError } from '../../kernel/errors.js';
import type { ShippingProvider } from './shipping-provider.js';

const NOT_SET_UP =
  'Shipping through a courier aggregator is not set up (SHIPPING_PROVIDER=manual): ship with a courier and tracking number instead.';

function refuse(): never {
  throw new ShopError('INVALID_STATE', NOT_SET_UP);
}

/**
 * The shop without an aggregator account: the owner ships by typing a courier and a tracking
 * number (fulfilment/shipping.service.ts); anything that needs the aggregator is refused, saying so.
 */
export class ManualShippingProvider implements ShippingProvider {
  readonly name = 'manual' as const;
  serviceability = refuse;
  createOrder = refuse;
  assignAwb = refuse;
  schedulePickup = refuse;
  labels = refuse;
  cancelOrders = refuse;
  ndrAction = refuse;
  createReturnOrder = refuse;
  trackingUrl = refuse;
}
