import type { Paise } from './money.js';

/**
 * GST inside a price (docs/decisions/026-gst-invoices.md). Catalogue prices are what the shopper
 * pays, tax included: the taxable value is worked back from the price, and the tax is the rest,
 * so taxable value + tax is always the price to the paisa. Rates are data (a product's
 * gstRatePercent), held here as hundredths of a percent so 5, 18, 0.25 or 40 % are exact integers.
 */

/** Hundredths of a percent: 5 % is 500. */
export type RateBasisPoints = number;

export const MAX_GST_RATE_PERCENT = 100;

/** A rate in percent (up to two decimals) as basis points, or null when it is not one. */
export function rateBasisPoints(ratePercent: number): RateBasisPoints | null {
  if (typeof ratePercent !== 'number' || !Number.isFinite(ratePercent)) return null;
  const basisPoints = Math.round(ratePercent * 100);
  if (Math.abs(basisPoints - ratePercent * 100) > 1e-6 || basisPoints < 0 || basisPoints > MAX_GST_RATE_PERCENT * 100) return null;
  return basisPoints;
}

export interface TaxContained {
  taxableValuePaise: Paise;
  taxPaise: Paise;
}

/**
 * The taxable value and tax inside an amount that includes GST at `rate`: taxable value =
 * amount × 100 / (100 + rate), rounded half up to the paisa; the tax is what is left.
 */
export function taxContained(grossPaise: Paise, rate: RateBasisPoints): TaxContained {
  const sign = grossPaise < 0 ? -1 : 1;
  const gross = Math.abs(grossPaise);
  const divisor = 10_000 + rate;
  // Integer arithmetic: round(gross × 10000 / divisor), halves up.
  const taxable = Math.floor((2 * gross * 10_000 + divisor) / (2 * divisor));
  return { taxableValuePaise: sign * taxable, taxPaise: sign * (gross - taxable) };
}

export type SupplyType = 'INTRA_STATE' | 'INTER_STATE';

export interface TaxSplit {
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
}

/**
 * Within the seller's state the tax is central + state GST, half each (an odd paisa goes to the
 * central half); across states it is all integrated GST.
 */
export function splitTax(taxPaise: Paise, supplyType: SupplyType): TaxSplit {
  if (supplyType === 'INTER_STATE') return { cgstPaise: 0, sgstPaise: 0, igstPaise: taxPaise };
  const cgstPaise = taxPaise >= 0 ? Math.ceil(taxPaise / 2) : -Math.ceil(-taxPaise / 2);
  return { cgstPaise, sgstPaise: taxPaise - cgstPaise, igstPaise: 0 };
}

/**
 * The GST a cart or order contains, line by line at each line's rate on what the line is paid
 * (its total less its share of a discount code), shipping at the principal line's rate: the
 * invoice's own rule, so the figure on screen is the one the invoice will print.
 */
export function gstContainedIn(
  lines: readonly { unitPricePaise: Paise; quantity: number; gstRatePercent: number; discountPaise?: Paise }[],
  shippingPaise: Paise = 0,
): Paise {
  let tax = 0;
  let principal: { gross: Paise; rate: RateBasisPoints } | null = null;
  for (const line of lines) {
    const gross = line.unitPricePaise * line.quantity - (line.discountPaise ?? 0);
    const rate = rateBasisPoints(line.gstRatePercent) ?? 0;
    tax += taxContained(gross, rate).taxPaise;
    if (!principal || gross > principal.gross) principal = { gross, rate };
  }
  if (shippingPaise > 0 && principal) tax += taxContained(shippingPaise, principal.rate).taxPaise;
  return tax;
}

/**
 * GST state codes (the first two digits of a GSTIN), by the state or union territory names the
 * checkout accepts (common/shipping-form.ts).
 */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

/** The GST code of a state or union territory named as the checkout writes it, or null. */
export function gstStateCode(stateName: string): string | null {
  const wanted = stateName.trim().toLowerCase();
  const found = Object.keys(GST_STATE_CODES).find((name) => name.toLowerCase() === wanted);
  return found ? GST_STATE_CODES[found] : null;
}

/** The state or union territory with a GST code, or null. */
export function gstStateName(code: string): string | null {
  return Object.keys(GST_STATE_CODES).find((name) => GST_STATE_CODES[name] === code) ?? null;
}

/** A product's HSN code: 4 to 8 digits. */
export const HSN_CODE = /^[0-9]{4,8}$/;
export const HSN_MESSAGE = 'The HSN code is 4 to 8 digits';
export const GST_RATE_MESSAGE = 'The GST rate is a percentage from 0 to 100 with at most two decimals';

/** The product form's messages for the HSN code and rate fields, or null when fine. */
export function validateHsnCode(value: string): string | null {
  return HSN_CODE.test(value.replace(/\s+/g, '')) ? null : HSN_MESSAGE;
}

export function validateGstRate(value: number): string | null {
  return rateBasisPoints(value) === null ? GST_RATE_MESSAGE : null;
}
