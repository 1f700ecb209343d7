/**
 * The port the shop ships through: what it asks of a courier aggregator, in the shop's terms
 * (paise, grams, centimetres, its own order numbers). The Shiprocket adapter (shiprocket.client.ts)
 * speaks it against the aggregator's API or the local sandbox; the manual provider answers that
 * nothing is set up, so the owner ships by typing a courier and number (fulfilment/shipping.service.ts).
 */
export type ShippingProviderName = 'manual' | 'shiprocket';

/** A parcel as the courier weighs and measures it. */
export interface Parcel {
  weightGrams: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
}

/** One courier that can carry a parcel between two PIN codes, with its price and promise. */
export interface CourierOption {
  courierId: number;
  name: string;
  /** What the aggregator charges the shop for this parcel, in paise. */
  ratePaise: number;
  /** Days the courier expects to take; null when it does not say. */
  estimatedDays: number | null;
  /** Whether it collects cash on delivery. */
  cod: boolean;
}

export interface ServiceabilityQuery {
  /** Where the parcel goes. */
  deliveryPostcode: string;
  weightGrams: number;
  /** Cash to collect on delivery, in paise; null for a prepaid parcel. */
  codPaise: number | null;
}

export interface ShipmentAddress {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

export interface ShipmentItem {
  name: string;
  sku: string;
  units: number;
  /** Price of one unit as sold, in paise. */
  sellingPricePaise: number;
}

/** A forward parcel: an order leaving the shop. */
export interface ShipmentOrder {
  /** The shop's order number as shoppers see it (HB-1042): the aggregator's channel order id. */
  orderNumber: string;
  placedAt: Date;
  buyer: ShipmentAddress;
  items: ShipmentItem[];
  /** Null for a prepaid order; else the cash the courier collects (the order's total). */
  codPaise: number | null;
  /** The goods' value the label declares (for COD, the amount to collect). */
  subTotalPaise: number;
  parcel: Parcel;
}

/** A reverse pickup: an approved return collected from the shopper and brought back. */
export interface ReturnPickupOrder {
  /** Unique per return, e.g. HB-1042-R1. */
  returnNumber: string;
  requestedAt: Date;
  /** Where the courier collects it: the shopper. */
  pickupFrom: ShipmentAddress;
  items: ShipmentItem[];
  subTotalPaise: number;
  parcel: Parcel;
}

export interface ProviderOrder {
  providerOrderId: string;
  providerShipmentId: string;
}

export interface AssignedAwb {
  awb: string;
  courierId: number;
  courierName: string;
}

export type NdrAction = 'REATTEMPT' | 'RETURN';

/** The answer to a failed delivery, as the courier is told it. */
export interface NdrRequest {
  action: NdrAction;
  /** For the courier's staff, e.g. what the shopper asked. */
  comments: string;
  /** REATTEMPT: the day (YYYY-MM-DD) to come again. */
  deferredDate?: string | null;
  /** REATTEMPT: the corrected address line and landmark, and the phone to call; absent: as booked. */
  addressLine?: string | null;
  landmark?: string | null;
  phone?: string | null;
}

export interface ShippingProvider {
  readonly name: ShippingProviderName;
  /** Couriers that deliver there, cheapest first; an empty list means the PIN code is not deliverable. */
  serviceability(query: ServiceabilityQuery): Promise<CourierOption[]>;
  createOrder(order: ShipmentOrder): Promise<ProviderOrder>;
  /** Assigns the air waybill with the courier chosen (or the aggregator's pick when null). */
  assignAwb(shipmentId: string, courierId: number | null, options?: { isReturn?: boolean }): Promise<AssignedAwb>;
  /** Books the courier's pickup; answers the day it is scheduled for, when the aggregator says. */
  schedulePickup(shipmentId: string): Promise<string | null>;
  /** One PDF holding the labels of these shipments; answers where to fetch it. */
  labels(shipmentIds: readonly string[]): Promise<string>;
  /** Withdraws orders created with the aggregator (no AWB or one not yet picked up). */
  cancelOrders(providerOrderIds: readonly string[]): Promise<void>;
  /** After a failed delivery attempt: try again (on a day, with a corrected address or phone), or bring the parcel back. */
  ndrAction(awb: string, request: NdrRequest): Promise<void>;
  createReturnOrder(order: ReturnPickupOrder): Promise<ProviderOrder>;
  /** The public tracking page of an AWB. */
  trackingUrl(awb: string): string;
}
