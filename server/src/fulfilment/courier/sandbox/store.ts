import { randomInt, randomUUID } from 'node:crypto';

/** One parcel the sandbox holds: an order created through its API, later with its AWB and statuses. */
export interface SandboxParcel {
  orderId: number;
  shipmentId: number;
  /** The shop's order number (channel order id). */
  channelOrderId: string;
  buyerName: string;
  deliverTo: string;
  paymentMethod: 'COD' | 'Prepaid';
  /** Rupees, as sent. */
  subTotal: number;
  weightKg: number;
  isReturn: boolean;
  awb: string | null;
  courierName: string | null;
  cancelled: boolean;
  pickupScheduled: string | null;
  /** Statuses sent to the shop, newest last. */
  history: Array<{ id: number; label: string; at: string }>;
  /** The shop's answers to failed deliveries, as sent (ndr/{awb}/action). */
  ndrActions: SandboxNdrAction[];
}

export interface SandboxNdrAction {
  action: string;
  comments: string;
  deferredDate: string | null;
  address1: string | null;
  address2: string | null;
  phone: string | null;
  at: string;
}

export interface SandboxCourier {
  id: number;
  name: string;
  /** Rupees for the first half kilogram and each next one. */
  baseRupees: number;
  perHalfKgRupees: number;
  days: number;
  cod: boolean;
}

/** The couriers the sandbox offers everywhere it delivers. */
export const SANDBOX_COURIERS: readonly SandboxCourier[] = [
  { id: 51, name: 'Xpressbees Surface', baseRupees: 38, perHalfKgRupees: 16, days: 5, cod: true },
  { id: 10, name: 'Delhivery Surface', baseRupees: 45, perHalfKgRupees: 18, days: 4, cod: true },
  { id: 24, name: 'Blue Dart Air', baseRupees: 89, perHalfKgRupees: 42, days: 2, cod: false },
];

/** PIN codes starting with these digits are "not serviceable" in the sandbox, to try that path. */
export const SANDBOX_UNSERVICEABLE_PREFIX = '99';

/**
 * The sandbox's memory: tokens it issued, orders, shipments and labels, in this process only
 * (a restart forgets them, as a demo may).
 */
export class CourierSandboxStore {
  readonly tokens = new Set<string>();
  readonly parcels = new Map<number, SandboxParcel>();
  readonly labels = new Map<string, number[]>();
  private nextOrderId = 100_000 + randomInt(800_000);

  issueToken(): string {
    const payload = Buffer.from(JSON.stringify({ sub: 'sandbox', exp: Math.floor(Date.now() / 1000) + 240 * 3600 })).toString('base64url');
    const token = `sandbox.${payload}.${randomUUID()}`;
    this.tokens.add(token);
    return token;
  }

  add(parcel: Omit<SandboxParcel, 'orderId' | 'shipmentId'>): SandboxParcel {
    this.nextOrderId += 1;
    const created = { ...parcel, orderId: this.nextOrderId, shipmentId: this.nextOrderId + 1_000_000 };
    this.parcels.set(created.shipmentId, created);
    return created;
  }

  byShipment(shipmentId: unknown): SandboxParcel | undefined {
    return this.parcels.get(Number(shipmentId));
  }

  byOrder(orderId: unknown): SandboxParcel | undefined {
    return [...this.parcels.values()].find((parcel) => parcel.orderId === Number(orderId));
  }

  byAwb(awb: string): SandboxParcel | undefined {
    return [...this.parcels.values()].find((parcel) => parcel.awb === awb);
  }

  newAwb(): string {
    return `${randomInt(10_000_000, 99_999_999)}${randomInt(100_000, 999_999)}`;
  }
}
