import type { CourierServiceability, ServiceabilityAnswer, ServiceabilityRequest } from '../../delivery/courier-serviceability.js';
import type { ShippingProvider } from './shipping-provider.js';

/** The parcel a promise is worked out for: one small pack, as most of the shop's orders are. */
const TYPICAL_PARCEL_GRAMS = 500;

/**
 * The delivery promise's courier port answered by the shop's courier aggregator: a PIN code it
 * lists no courier for is not deliverable; cash is taken where any of its couriers collects it;
 * the days are those of the courier the bulk "Ship through courier" would choose (the cheapest).
 * The aggregator answers from the pickup PIN code it was configured with.
 */
export class ShippingProviderServiceability implements CourierServiceability {
  readonly name: string;

  constructor(private readonly provider: ShippingProvider) {
    this.name = provider.name;
  }

  async check(request: ServiceabilityRequest): Promise<ServiceabilityAnswer> {
    const couriers = await this.provider.serviceability({
      deliveryPostcode: request.destinationPincode,
      weightGrams: TYPICAL_PARCEL_GRAMS,
      codPaise: null,
    });
    if (couriers.length === 0) return { serviceable: false, cashOnDelivery: false, transitDays: null };
    return {
      serviceable: true,
      cashOnDelivery: couriers.some((courier) => courier.cod),
      transitDays: couriers[0].estimatedDays,
    };
  }
}
