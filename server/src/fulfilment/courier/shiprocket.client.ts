import { z } from 'zod';
import { ShopError } from '../../kernel/errors.js';
import type { Logger } from '../../kernel/logger.js';
import {
  assignAwbResponseSchema,
  createOrderResponseSchema,
  labelResponseSchema,
  pickupResponseSchema,
  serviceabilityResponseSchema,
} from './shiprocket-responses.js';
import { ShiprocketTransport } from './shiprocket-transport.js';
import type {
  AssignedAwb,
  CourierOption,
  NdrRequest,
  ProviderOrder,
  ReturnPickupOrder,
  ServiceabilityQuery,
  ShipmentAddress,
  ShipmentItem,
  ShipmentOrder,
  ShippingProvider,
} from './shipping-provider.js';

export interface ShiprocketClientOptions {
  apiUrl: string;
  email: string;
  password: string;
  /** The pickup location's nickname as registered with the aggregator. */
  pickupLocation: string;
  pickupPostcode: string;
  timeoutMs: number;
  logger: Logger;
  fetch?: typeof fetch;
}

/** The aggregator's public tracking page. */
const TRACKING_URL = 'https://shiprocket.co/tracking/';

/**
 * The ShippingProvider over Shiprocket's external API (`/v1/external`): serviceability, the
 * ad-hoc order, the AWB, the pickup, labels, cancellation, NDR actions and return orders. Money
 * goes out in rupees (two decimals), weight in kilograms, sizes in centimetres, as the API asks.
 */
export class ShiprocketClient implements ShippingProvider {
  readonly name = 'shiprocket' as const;
  private readonly transport: ShiprocketTransport;

  constructor(private readonly options: ShiprocketClientOptions) {
    this.transport = new ShiprocketTransport(options);
  }

  async serviceability(query: ServiceabilityQuery): Promise<CourierOption[]> {
    const answer = await this.transport
      .get(
        'courier/serviceability/',
        {
          pickup_postcode: this.options.pickupPostcode,
          delivery_postcode: query.deliveryPostcode,
          weight: kilograms(query.weightGrams),
          cod: query.codPaise === null ? '0' : '1',
          ...(query.codPaise === null ? {} : { declared_value: rupees(query.codPaise).toString() }),
        },
        serviceabilityResponseSchema,
      )
      .catch((error: unknown) => {
        // An unserviceable pair may come back as a 404 refusal: that is an answer, "nowhere to send it".
        if (error instanceof ShopError && error.code === 'INVALID_STATE' && error.details?.providerStatus === 404) return null;
        throw error;
      });
    if (!answer || (answer.status !== undefined && answer.status !== null && answer.status !== 200)) return [];
    const couriers = answer.data?.available_courier_companies ?? [];
    return couriers
      .filter((courier) => query.codPaise === null || courier.cod === 1 || courier.cod === true)
      .map((courier) => ({
        courierId: courier.courier_company_id,
        name: courier.courier_name,
        ratePaise: Math.round(courier.rate * 100),
        estimatedDays: days(courier.estimated_delivery_days),
        cod: courier.cod === 1 || courier.cod === true,
      }))
      .sort((a, b) => a.ratePaise - b.ratePaise || (a.estimatedDays ?? 99) - (b.estimatedDays ?? 99));
  }

  async createOrder(order: ShipmentOrder): Promise<ProviderOrder> {
    const cod = order.codPaise !== null;
    const answer = await this.transport.post(
      'orders/create/adhoc',
      {
        order_id: order.orderNumber,
        order_date: istDateTime(order.placedAt),
        pickup_location: this.options.pickupLocation,
        ...billing(order.buyer),
        shipping_is_billing: true,
        order_items: order.items.map(item),
        payment_method: cod ? 'COD' : 'Prepaid',
        // The cash to collect is the order's total: with sub_total equal to it, the label's COD amount is exact.
        sub_total: rupees(cod ? (order.codPaise ?? 0) : order.subTotalPaise),
        ...dimensions(order.parcel),
      },
      createOrderResponseSchema,
    );
    return { providerOrderId: answer.order_id, providerShipmentId: answer.shipment_id };
  }

  async assignAwb(shipmentId: string, courierId: number | null, options: { isReturn?: boolean } = {}): Promise<AssignedAwb> {
    const answer = await this.transport.post(
      'courier/assign/awb',
      {
        shipment_id: numeric(shipmentId),
        ...(courierId === null ? {} : { courier_id: courierId }),
        ...(options.isReturn ? { is_return: 1 } : {}),
      },
      assignAwbResponseSchema,
    );
    const data = answer.response?.data;
    const awb = data?.awb_code === null || data?.awb_code === undefined ? '' : String(data.awb_code);
    if (answer.awb_assign_status !== 1 || !awb) {
      const reason = data?.awb_assign_error ?? answer.message ?? 'no air waybill was assigned';
      throw new ShopError('INVALID_STATE', `The courier service did not assign an air waybill: ${reason}`);
    }
    return { awb, courierId: data?.courier_company_id ?? courierId ?? 0, courierName: data?.courier_name ?? 'Courier' };
  }

  async schedulePickup(shipmentId: string): Promise<string | null> {
    const answer = await this.transport.post('courier/generate/pickup', { shipment_id: [numeric(shipmentId)] }, pickupResponseSchema);
    if (answer.pickup_status !== 1) throw new ShopError('INVALID_STATE', 'The courier service did not book the pickup.');
    return answer.response?.pickup_scheduled_date ?? null;
  }

  async labels(shipmentIds: readonly string[]): Promise<string> {
    const answer = await this.transport.post('courier/generate/label', { shipment_id: shipmentIds.map(numeric) }, labelResponseSchema);
    if (answer.label_created !== 1 || !answer.label_url)
      throw new ShopError('INVALID_STATE', 'The courier service made no label for these parcels.');
    return answer.label_url;
  }

  async cancelOrders(providerOrderIds: readonly string[]): Promise<void> {
    await this.transport.post('orders/cancel', { ids: providerOrderIds.map(numeric) }, anything);
  }

  /**
   * POST ndr/{awb}/action: `action` re-attempt or return and `comments` (both required); for a
   * re-attempt, `deferred_date` (YYYY-MM-DD, the courier's preferred date), `address1`, `address2`
   * and `phone` update what the courier goes by. Answered 202 {"status": "Data Updated Sucessfully"}.
   */
  async ndrAction(awb: string, request: NdrRequest): Promise<void> {
    const reattempt = request.action === 'REATTEMPT';
    await this.transport.post(
      `ndr/${encodeURIComponent(awb)}/action`,
      {
        action: reattempt ? 're-attempt' : 'return',
        comments: request.comments,
        ...(reattempt && request.deferredDate ? { deferred_date: request.deferredDate } : {}),
        ...(reattempt && request.addressLine ? { address1: request.addressLine } : {}),
        ...(reattempt && request.landmark ? { address2: request.landmark } : {}),
        ...(reattempt && request.phone ? { phone: phoneDigits(request.phone) } : {}),
      },
      anything,
    );
  }

  async createReturnOrder(order: ReturnPickupOrder): Promise<ProviderOrder> {
    const from = order.pickupFrom;
    const answer = await this.transport.post(
      'orders/create/return',
      {
        order_id: order.returnNumber,
        order_date: istDateTime(order.requestedAt),
        pickup_customer_name: from.firstName,
        pickup_last_name: from.lastName,
        pickup_address: from.street,
        pickup_city: from.city,
        pickup_state: from.state,
        pickup_country: from.country,
        pickup_pincode: from.postalCode,
        pickup_email: from.email,
        pickup_phone: phoneDigits(from.phone),
        // Back to the shop's own pickup location.
        shipping_customer_name: this.options.pickupLocation,
        shipping_pincode: this.options.pickupPostcode,
        shipping_country: 'India',
        order_items: order.items.map(item),
        payment_method: 'Prepaid',
        sub_total: rupees(order.subTotalPaise),
        ...dimensions(order.parcel),
      },
      createOrderResponseSchema,
    );
    return { providerOrderId: answer.order_id, providerShipmentId: answer.shipment_id };
  }

  trackingUrl(awb: string): string {
    return `${TRACKING_URL}${encodeURIComponent(awb)}`;
  }
}

/** Cancellations and NDR actions answer a message only; a 2xx is the answer. */
const anything = z.unknown();

function billing(buyer: ShipmentAddress) {
  return {
    billing_customer_name: buyer.firstName,
    billing_last_name: buyer.lastName,
    billing_address: buyer.street,
    billing_city: buyer.city,
    billing_pincode: buyer.postalCode,
    billing_state: buyer.state,
    billing_country: buyer.country,
    billing_email: buyer.email,
    billing_phone: phoneDigits(buyer.phone),
  };
}

function item(line: ShipmentItem) {
  return { name: line.name, sku: line.sku, units: line.units, selling_price: rupees(line.sellingPricePaise) };
}

function dimensions(parcel: ShipmentOrder['parcel']) {
  return { length: parcel.lengthCm, breadth: parcel.breadthCm, height: parcel.heightCm, weight: Number(kilograms(parcel.weightGrams)) };
}

/** Paise to rupees as the API's decimal number (12345 → 123.45); exact, since paise are integers. */
export function rupees(paise: number): number {
  return Math.round(paise) / 100;
}

function kilograms(grams: number): string {
  return (Math.max(grams, 1) / 1000).toString();
}

/** Ten digits: the API refuses +91 and spaces. */
function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length > 10 ? digits.slice(-10) : digits;
}

function numeric(id: string): number | string {
  return /^\d+$/.test(id) ? Number(id) : id;
}

function days(value: string | number | null | undefined): number | null {
  const parsed = typeof value === 'number' ? value : Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) ? parsed : null;
}

/** "YYYY-MM-DD HH:mm" in India's time, as the API's order_date is read. */
function istDateTime(at: Date): string {
  const ist = new Date(at.getTime() + 330 * 60_000).toISOString();
  return `${ist.slice(0, 10)} ${ist.slice(11, 16)}`;
}
