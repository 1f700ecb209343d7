import { emptyShippingDetails, SHIPPING_FIELDS, type ShippingDetails } from '@common/shipping-form';

/**
 * The checkout form's details: where to ship, and a business buyer's GSTIN and legal name for the
 * tax invoice ('' for a consumer).
 */
export type CheckoutDetails = ShippingDetails & { gstin: string; businessName?: string };

/**
 * The shipping details survive the trip to the payment page (same tab, so sessionStorage):
 * Try Again after a failed payment must not make the shopper type everything again.
 */
const SHIPPING_KEY = 'herbal-checkout-shipping';

export function loadShippingDetails(): CheckoutDetails {
  const details: CheckoutDetails = { ...emptyShippingDetails(), gstin: '' };
  try {
    const raw = window.sessionStorage.getItem(SHIPPING_KEY);
    if (!raw) return details;
    const stored = JSON.parse(raw) as Partial<Record<string, unknown>>;
    for (const field of SHIPPING_FIELDS) {
      const value = stored[field];
      if (typeof value === 'string') details[field] = value;
    }
    if (typeof stored.gstin === 'string') details.gstin = stored.gstin;
    if (typeof stored.businessName === 'string') details.businessName = stored.businessName;
  } catch {
    // Nothing stored or storage unavailable: start empty.
  }
  return details;
}

export function saveShippingDetails(details: CheckoutDetails) {
  try {
    window.sessionStorage.setItem(SHIPPING_KEY, JSON.stringify(details));
  } catch {
    // Storage unavailable: the form is simply not remembered.
  }
}

export function clearShippingDetails() {
  try {
    window.sessionStorage.removeItem(SHIPPING_KEY);
  } catch {
    // ignore
  }
}

export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}
