import { INDIAN_PIN_PATTERN, SHIPPING_MESSAGES } from '@common/shipping-form.js';
import { REMOTE_STATES, type DeliverySettings, type DeliveryZone } from '@common/delivery-promise.js';
import { readCodSettings } from '../cash-on-delivery/cod-settings.js';
import type { ShopServiceDeps } from '../kernel/dependencies.js';
import { invalidInput } from '../kernel/errors.js';
import type { Logger } from '../kernel/logger.js';
import {
  DirectoryServiceability,
  SERVICEABILITY_TIMEOUT_MS,
  type CourierServiceability,
  type ServiceabilityAnswer,
  type ServiceabilityRequest,
} from './courier-serviceability.js';
import { deliveryDates, durationText, shortDay, type IndiaDate } from './delivery-date.js';
import { readDeliverySettings } from './delivery-settings.js';
import type { PincodeArea, PincodeDirectory } from './pincode-directory.js';

/** What the shop promises a PIN code: whether it delivers there, by when, and whether cash is taken at the door. */
export interface DeliveryPromise {
  pincode: string;
  /** Where the PIN is, when India Post knows it. */
  area: PincodeArea | null;
  deliverable: boolean;
  zone: DeliveryZone | null;
  dispatchDate: IndiaDate | null;
  deliveryDate: IndiaDate | null;
  /** Minutes left to order for dispatch today; null when it would not leave today anyway. */
  orderWithinMinutes: number | null;
  /** The shopper's line: "Delivery by Wed, 3 Dec", or why there is no promise. */
  message: string;
  /** "Order within 2 h 15 min": null when the parcel would not leave today. */
  cutoffMessage: string | null;
  cashOnDelivery: boolean;
  cashOnDeliveryMessage: string;
}

/** The zone of a destination seen from the dispatch PIN's area: remote states first, whatever the shop's state. */
export function deliveryZone(origin: PincodeArea | null, destination: PincodeArea): DeliveryZone {
  if (REMOTE_STATES.includes(destination.state)) return 'REMOTE';
  if (origin && origin.state === destination.state) return origin.district === destination.district ? 'LOCAL' : 'STATE';
  return 'NATIONAL';
}

/**
 * The courier's answer, or the directory's when the courier throws or takes longer than the
 * timeout: a courier's outage leaves the owner's own promise, never an error on the product page.
 */
export async function askCourier(
  courier: CourierServiceability,
  fallback: CourierServiceability,
  request: ServiceabilityRequest,
  logger: Pick<Logger, 'warn'>,
  timeoutMs = SERVICEABILITY_TIMEOUT_MS,
): Promise<ServiceabilityAnswer> {
  if (courier === fallback) return fallback.check(request);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([courier.check(request), timeout]);
  } catch (error) {
    logger.warn('courier serviceability failed; promising from the owner settings', {
      courier: courier.name,
      pincode: request.destinationPincode,
      error: error instanceof Error ? error.message : String(error),
    });
    return fallback.check(request);
  } finally {
    clearTimeout(timer);
  }
}

/** The promise for a PIN code from the owner's terms, the courier's answer and the clock (pure). */
export function promiseFor(input: {
  pincode: string;
  area: PincodeArea | null;
  origin: PincodeArea | null;
  settings: DeliverySettings;
  answer: ServiceabilityAnswer;
  codEnabled: boolean;
  now: Date;
}): DeliveryPromise {
  const { pincode, area, answer } = input;
  if (!answer.serviceable) {
    return {
      pincode,
      area,
      deliverable: false,
      zone: null,
      dispatchDate: null,
      deliveryDate: null,
      orderWithinMinutes: null,
      message: area
        ? `Sorry, we do not deliver to ${pincode} (${area.city}) yet`
        : `India Post has no PIN code ${pincode}: check it, or try another`,
      cutoffMessage: null,
      cashOnDelivery: false,
      cashOnDeliveryMessage: 'Cash on delivery is not available there',
    };
  }
  // A PIN the courier reaches but India Post's copy lacks (a new one) goes as far as the farthest ordinary zone.
  const zone = area ? deliveryZone(input.origin, area) : 'NATIONAL';
  const transitDays = answer.transitDays ?? input.settings.transitDays[zone];
  const dates = deliveryDates(input.settings, transitDays, input.now);
  const cashOnDelivery = input.codEnabled && answer.cashOnDelivery;
  return {
    pincode,
    area,
    deliverable: true,
    zone,
    ...dates,
    message: `Delivery by ${shortDay(dates.deliveryDate)}`,
    cutoffMessage: dates.orderWithinMinutes === null ? null : `Order within ${durationText(dates.orderWithinMinutes)} to ship today`,
    cashOnDelivery,
    cashOnDeliveryMessage: cashOnDelivery
      ? 'Cash on delivery available'
      : input.codEnabled
        ? 'Cash on delivery is not available at this PIN code: pay online'
        : 'Pay online: cash on delivery is not offered right now',
  };
}

/**
 * The delivery promise by PIN code (product page, checkout): the owner's dispatch days, cut-off,
 * holidays and transit days by zone, in India time, with the courier's serviceability where an
 * integration is plugged in (`CourierServiceability`). The server alone works it out; pages show
 * its lines.
 */
export class DeliveryPromiseService {
  private readonly fallback: DirectoryServiceability;

  constructor(
    private readonly deps: Pick<ShopServiceDeps, 'dataSource' | 'logger'>,
    private readonly directory: PincodeDirectory,
    private readonly courier: CourierServiceability | null = null,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.fallback = new DirectoryServiceability(directory);
  }

  async promise(pincode: string): Promise<DeliveryPromise> {
    const code = pincode.trim();
    if (!INDIAN_PIN_PATTERN.test(code)) throw invalidInput(SHIPPING_MESSAGES.pinCode, { field: 'pincode' });
    const manager = this.deps.dataSource.manager;
    const [settings, cod] = await Promise.all([readDeliverySettings(manager), readCodSettings(manager)]);
    const answer = await askCourier(
      this.courier ?? this.fallback,
      this.fallback,
      { originPincode: settings.dispatchPincode, destinationPincode: code },
      this.deps.logger,
    );
    return promiseFor({
      pincode: code,
      area: this.directory.lookup(code),
      origin: this.directory.lookup(settings.dispatchPincode),
      settings,
      answer,
      codEnabled: cod.enabled,
      now: this.clock(),
    });
  }
}
