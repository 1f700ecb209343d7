import type { PincodeDirectory } from './pincode-directory.js';

/**
 * The port a courier integration implements to say whether it reaches a PIN code. The delivery
 * promise asks it once per question (the product page's "Check", the checkout's PIN) and fills
 * what it leaves open from the owner's settings. An adapter:
 * - answers within `SERVICEABILITY_TIMEOUT_MS`; slower, or throwing, and the promise falls back to
 *   `DirectoryServiceability` (and logs a warning), so a courier's outage never hides the page;
 * - may cache its answers (a PIN's serviceability changes rarely); the promise caches nothing;
 * - never decides the shop's own terms: cash on delivery must also be switched on in Settings, and
 *   dispatch days, the cut-off and holidays stay the owner's.
 */
export interface CourierServiceability {
  /** Names the answer's source in logs, e.g. "india-post-directory", "shiprocket". */
  readonly name: string;
  check(request: ServiceabilityRequest): Promise<ServiceabilityAnswer>;
}

export interface ServiceabilityRequest {
  /** Where parcels leave from (the owner's dispatch PIN code). */
  originPincode: string;
  /** Six digits, already checked to be a PIN code (India Post may still not know it). */
  destinationPincode: string;
}

export interface ServiceabilityAnswer {
  /** Whether a parcel can be delivered there at all. */
  serviceable: boolean;
  /** Whether the courier collects cash there. */
  cashOnDelivery: boolean;
  /** Courier days (Monday to Saturday) from pick-up to the door; null to use the owner's days for the zone. */
  transitDays: number | null;
}

export const SERVICEABILITY_TIMEOUT_MS = 2500;

/**
 * The answer without a courier integration: every PIN code India Post has is reached, cash
 * included, in the owner's days for its zone; a code it does not have is not promised.
 */
export class DirectoryServiceability implements CourierServiceability {
  readonly name = 'india-post-directory';

  constructor(private readonly directory: PincodeDirectory) {}

  check(request: ServiceabilityRequest): Promise<ServiceabilityAnswer> {
    const known = this.directory.lookup(request.destinationPincode) !== null;
    return Promise.resolve({ serviceable: known, cashOnDelivery: known, transitDays: null });
  }
}
