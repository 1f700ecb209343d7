/**
 * The couriers a parcel leaves with, their public tracking pages and the shape of their tracking
 * numbers, written once: the admin's Ship form checks a number as the server does, and the order
 * pages build the same link the shipped e-mail carries.
 *
 * A format is checked only where the courier publishes a fixed one; otherwise (Shiprocket hands
 * out the underlying courier's number, "Other" is anyone) only the common shape is asked for.
 */
export const CARRIER_CODES = ['INDIA_POST', 'DELHIVERY', 'BLUE_DART', 'DTDC', 'EKART', 'XPRESSBEES', 'SHIPROCKET', 'OTHER'] as const;
export type CarrierCode = (typeof CARRIER_CODES)[number];

export interface Carrier {
  code: CarrierCode;
  name: string;
  /** The tracking page with `{number}` where the tracking number goes; null when there is none. */
  trackingUrlTemplate: string | null;
  /** The number's known shape (after trimming, spaces removed, upper case), or null when any common shape will do. */
  format: RegExp | null;
  /** What the refusal says the number looks like. */
  formatHint: string | null;
}

export const CARRIERS: readonly Carrier[] = [
  {
    code: 'INDIA_POST',
    name: 'India Post',
    trackingUrlTemplate: 'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx?consignmentnumber={number}',
    // The UPU S10 article number: two letters, nine digits, IN.
    format: /^[A-Z]{2}\d{9}IN$/,
    formatHint: 'two letters, nine digits and IN, e.g. EE123456789IN',
  },
  {
    code: 'DELHIVERY',
    name: 'Delhivery',
    trackingUrlTemplate: 'https://www.delhivery.com/track/package/{number}',
    format: /^\d{12,14}$/,
    formatHint: '12 to 14 digits',
  },
  {
    code: 'BLUE_DART',
    name: 'Blue Dart',
    trackingUrlTemplate: 'https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo={number}',
    format: /^\d{11}$/,
    formatHint: '11 digits',
  },
  {
    code: 'DTDC',
    name: 'DTDC',
    trackingUrlTemplate:
      'https://tracking.dtdc.com/ctbs-tracking/customerInterface.tr?submitName=showCITrackingDetails&cType=Consignment&cnNo={number}',
    format: /^[A-Z]\d{8}$|^\d{9,12}$/,
    formatHint: 'a letter and eight digits (e.g. D12345678), or 9 to 12 digits',
  },
  {
    code: 'EKART',
    name: 'Ekart',
    trackingUrlTemplate: 'https://ekartlogistics.com/shipmenttrack/{number}',
    format: /^[A-Z]{3,5}\d{9,11}$/,
    formatHint: 'letters then digits, e.g. FMPP0123456789',
  },
  {
    code: 'XPRESSBEES',
    name: 'Xpressbees',
    trackingUrlTemplate: 'https://www.xpressbees.com/shipment/tracking?awbNo={number}',
    format: /^\d{12,15}$/,
    formatHint: '12 to 15 digits',
  },
  {
    code: 'SHIPROCKET',
    name: 'Shiprocket',
    trackingUrlTemplate: 'https://shiprocket.co/tracking/{number}',
    format: null,
    formatHint: null,
  },
  { code: 'OTHER', name: 'Other', trackingUrlTemplate: null, format: null, formatHint: null },
];

/** Every tracking number: letters, digits and dashes, 5 to 30 of them. */
const COMMON_SHAPE = /^[A-Z0-9-]{5,30}$/;

export function isCarrierCode(value: unknown): value is CarrierCode {
  return typeof value === 'string' && (CARRIER_CODES as readonly string[]).includes(value);
}

export function carrierOf(code: CarrierCode): Carrier {
  return CARRIERS.find((carrier) => carrier.code === code)!;
}

/** The number as it is stored and printed: trimmed, spaces removed, upper case. */
export function normaliseTrackingNumber(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** Why `trackingNumber` is not a number `carrier` hands out, or null when it is (checked after normalising). */
export function trackingNumberProblem(code: CarrierCode, trackingNumber: string): string | null {
  const carrier = carrierOf(code);
  const number = normaliseTrackingNumber(trackingNumber);
  if (!number) return 'Enter the tracking number';
  if (!COMMON_SHAPE.test(number)) return 'A tracking number is 5 to 30 letters, digits or dashes';
  if (carrier.format && !carrier.format.test(number)) return `A ${carrier.name} tracking number is ${carrier.formatHint}`;
  return null;
}

/** The courier's tracking page for this number, or null for a courier without one. */
export function trackingUrl(code: CarrierCode, trackingNumber: string): string | null {
  const template = carrierOf(code).trackingUrlTemplate;
  return template ? template.replace('{number}', encodeURIComponent(normaliseTrackingNumber(trackingNumber))) : null;
}
