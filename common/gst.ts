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

/**
 * Which taxes a supply carries (docs/decisions/048-gst-documents-round-two.md): across states
 * integrated GST; within a state central + state GST; within a union territory without a
 * legislature (Chandigarh, Ladakh, Lakshadweep, Dadra and Nagar Haveli and Daman and Diu, Andaman
 * and Nicobar Islands) central + union territory GST. Delhi, Puducherry and Jammu and Kashmir have
 * legislatures and keep state GST.
 */
export type TaxRegime = 'CGST_SGST' | 'CGST_UTGST' | 'IGST';

/** GST state codes of the union territories without a legislature, where UTGST replaces SGST. */
export const UTGST_TERRITORY_CODES: ReadonlySet<string> = new Set(['04', '26', '31', '35', '38']);

/** Place of supply for goods shipped abroad. */
export const OTHER_COUNTRIES_CODE = '96';

/**
 * The regime of a supply by the seller's registration and the place of supply; an unknown place
 * (a cart before its address) counts as the seller's own state.
 */
export function taxRegimeOf(sellerStateCode: string, placeOfSupplyCode: string | null): TaxRegime {
  if (placeOfSupplyCode !== null && placeOfSupplyCode !== sellerStateCode) return 'IGST';
  return UTGST_TERRITORY_CODES.has(sellerStateCode) ? 'CGST_UTGST' : 'CGST_SGST';
}

export function supplyTypeOf(regime: TaxRegime): SupplyType {
  return regime === 'IGST' ? 'INTER_STATE' : 'INTRA_STATE';
}

export interface TaxSplit {
  cgstPaise: Paise;
  sgstPaise: Paise;
  utgstPaise: Paise;
  igstPaise: Paise;
}

/**
 * Within a state or territory the tax is central + state (or territory) GST, half each; an odd
 * paisa goes to the half named by `oddPaisaTo` (a document alternates it, so its totals are equal
 * whenever its tax is even). Across states it is all integrated GST.
 */
export function splitTax(taxPaise: Paise, regime: TaxRegime, oddPaisaTo: 'CENTRAL' | 'STATE' = 'CENTRAL'): TaxSplit {
  if (regime === 'IGST') return { cgstPaise: 0, sgstPaise: 0, utgstPaise: 0, igstPaise: taxPaise };
  const sign = taxPaise < 0 ? -1 : 1;
  const magnitude = Math.abs(taxPaise);
  const larger = Math.ceil(magnitude / 2);
  const cgstPaise = sign * (oddPaisaTo === 'CENTRAL' ? larger : magnitude - larger);
  const otherPaise = taxPaise - cgstPaise;
  return regime === 'CGST_UTGST'
    ? { cgstPaise, sgstPaise: 0, utgstPaise: otherPaise, igstPaise: 0 }
    : { cgstPaise, sgstPaise: otherPaise, utgstPaise: 0, igstPaise: 0 };
}

/**
 * The GST Network's units of quantity (UQC) a product can be counted in, with the names the
 * GSTR-1 HSN summary writes beside the code.
 */
export const UQC_NAMES: Readonly<Record<string, string>> = {
  BAG: 'BAGS',
  BOX: 'BOX',
  BTL: 'BOTTLES',
  CAN: 'CANS',
  CTN: 'CARTONS',
  DOZ: 'DOZENS',
  GMS: 'GRAMMES',
  KGS: 'KILOGRAMS',
  LTR: 'LITRES',
  MLT: 'MILILITRE',
  NOS: 'NUMBERS',
  PAC: 'PACKS',
  PCS: 'PIECES',
  PRS: 'PAIRS',
  ROL: 'ROLLS',
  SET: 'SETS',
  TBS: 'TABLETS',
  TUB: 'TUBES',
  UNT: 'UNITS',
  OTH: 'OTHERS',
};
export const DEFAULT_UQC = 'NOS';
export const UQC_MESSAGE = `The unit of quantity is one of ${Object.keys(UQC_NAMES).join(', ')}`;

/** "BTL-BOTTLES", as the HSN summary names a unit. */
export function uqcLabel(uqc: string): string {
  return `${uqc}-${UQC_NAMES[uqc] ?? 'OTHERS'}`;
}

export function validateUqc(value: string): string | null {
  return UQC_NAMES[value.trim().toUpperCase()] ? null : UQC_MESSAGE;
}

/** What a supply is sold as; the document issued for it follows (rule 46 and rule 46A). */
export type SupplyDocumentType = 'TAX_INVOICE' | 'BILL_OF_SUPPLY' | 'INVOICE_CUM_BILL_OF_SUPPLY';

/** A line of goods sold: a cart's or an order's. Prices include GST. */
export interface SupplyLine {
  /** The order line, once there is an order; null or absent for a cart. */
  orderLineId?: number | null;
  description?: string;
  hsnCode?: string;
  /** The unit of quantity (UQC) the goods are counted in. */
  uqc?: string;
  gstRatePercent: number;
  quantity: number;
  unitPricePaise: Paise;
  /** The line's share of a discount code's saving: the line is paid its total less this. */
  discountPaise?: Paise;
}

/** A taxed line of a supply (and of the tax document issued for it); money in paise. */
export interface TaxedLine {
  description: string;
  hsnCode: string;
  /** The unit of quantity of goods; absent on shipping and fee lines. */
  uqc?: string;
  quantity: number;
  unitPricePaise: Paise;
  /** The order line; null for shipping and the cash-on-delivery fee. */
  orderLineId: number | null;
  gstRatePercent: number;
  /** What is paid for the line, GST included (its total less any discount). */
  grossPaise: Paise;
  taxableValuePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  utgstPaise: Paise;
  igstPaise: Paise;
}

export interface SupplyTotals {
  taxableValuePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  utgstPaise: Paise;
  igstPaise: Paise;
  /** All GST: central + state + territory + integrated. */
  taxPaise: Paise;
  totalPaise: Paise;
}

/** The GST at one rate: what an invoice's tax summary and a quote's breakdown print. */
export interface RateBreakdown extends SupplyTotals {
  gstRatePercent: number;
}

export interface TaxedSupply {
  regime: TaxRegime;
  documentType: SupplyDocumentType;
  lines: TaxedLine[];
  totals: SupplyTotals;
  /** By rate, highest first. */
  byRate: RateBreakdown[];
}

export interface SupplyInput {
  lines: readonly SupplyLine[];
  shippingPaise?: Paise;
  codFeePaise?: Paise;
  /** From taxRegimeOf(seller's state code, place of supply code). */
  regime: TaxRegime;
}

export const SHIPPING_DESCRIPTION = 'Shipping (with the goods)';
export const COD_FEE_DESCRIPTION = 'Cash on delivery fee';

/** Taxable value and tax of a line from what it is paid, the tax split later (splitLines). */
function taxedAt(base: Omit<TaxedLine, 'taxableValuePaise' | 'cgstPaise' | 'sgstPaise' | 'utgstPaise' | 'igstPaise'>): TaxedLine {
  const { taxableValuePaise, taxPaise } = taxContained(base.grossPaise, rateBasisPoints(base.gstRatePercent) ?? 0);
  return { ...base, taxableValuePaise, cgstPaise: taxPaise, sgstPaise: 0, utgstPaise: 0, igstPaise: 0 };
}

const taxOf = (line: TaxedLine) => line.cgstPaise + line.sgstPaise + line.utgstPaise + line.igstPaise;

/**
 * Splits each line's tax by the regime, the odd paisa of odd lines alternating between the
 * central and the state (or territory) half, so a document's two halves are equal whenever its
 * tax is even and a paisa apart otherwise.
 */
export function splitLines(lines: readonly TaxedLine[], regime: TaxRegime): TaxedLine[] {
  let oddLines = 0;
  return lines.map((line) => {
    const tax = taxOf(line);
    const odd = Math.abs(tax) % 2 === 1;
    const split = splitTax(tax, regime, odd && oddLines % 2 === 1 ? 'STATE' : 'CENTRAL');
    if (odd) oddLines += 1;
    return { ...line, ...split };
  });
}

/**
 * Splits `amountPaise` over `weights` in proportion, to the paisa (largest remainder; ties to the
 * earlier weight).
 */
export function apportion(amountPaise: Paise, weights: readonly number[]): Paise[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0) return weights.map((_weight, index) => (index === 0 ? amountPaise : 0));
  const shares = weights.map((weight, index) => {
    const exact = (amountPaise * weight) / total;
    return { index, paise: Math.floor(exact), fraction: exact - Math.floor(exact) };
  });
  let short = amountPaise - shares.reduce((sum, share) => sum + share.paise, 0);
  for (const share of [...shares].sort((a, b) => b.fraction - a.fraction || a.index - b.index)) {
    if (short <= 0) break;
    share.paise += 1;
    short -= 1;
  }
  return shares.map((share) => share.paise);
}

export function totalsOfLines(lines: readonly TaxedLine[]): SupplyTotals {
  const sum = (pick: (line: TaxedLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return {
    taxableValuePaise: sum((line) => line.taxableValuePaise),
    cgstPaise: sum((line) => line.cgstPaise),
    sgstPaise: sum((line) => line.sgstPaise),
    utgstPaise: sum((line) => line.utgstPaise),
    igstPaise: sum((line) => line.igstPaise),
    taxPaise: sum(taxOf),
    totalPaise: sum((line) => line.grossPaise),
  };
}

/** Lines summed per rate, highest rate first. */
export function breakdownByRate(lines: readonly TaxedLine[]): RateBreakdown[] {
  const rates = [...new Set(lines.map((line) => line.gstRatePercent))].sort((a, b) => b - a);
  return rates.map((gstRatePercent) => ({
    gstRatePercent,
    ...totalsOfLines(lines.filter((line) => line.gstRatePercent === gstRatePercent)),
  }));
}

/** Exempt (0 %) goods only: a bill of supply; exempt and taxable together: an invoice-cum-bill of supply. */
export function documentTypeOf(goods: readonly Pick<SupplyLine, 'gstRatePercent'>[]): SupplyDocumentType {
  const exempt = goods.filter((line) => (rateBasisPoints(line.gstRatePercent) ?? 0) === 0).length;
  if (exempt === 0 || goods.length === 0) return 'TAX_INVOICE';
  return exempt === goods.length ? 'BILL_OF_SUPPLY' : 'INVOICE_CUM_BILL_OF_SUPPLY';
}

/**
 * THE computation of a supply's GST, for a cart's quote, an order's breakdown and the invoice
 * alike (pure: no database), so every figure shown is the one the invoice prints:
 *
 * - each goods line is paid its price × units less its share of a discount; its taxable value is
 *   worked back from that at its own rate, the tax is the rest, so taxable value + tax = paid;
 * - shipping and the cash-on-delivery fee are charges for delivering the goods with them: each is
 *   apportioned over the goods by what each rate's goods are paid (largest remainder, to the
 *   paisa) and each share taxed at that rate, listed under the HSN code of that rate's largest
 *   line. Exempt goods carry an exempt share; taxable goods a taxed one, whatever is largest;
 * - the tax is split by the regime (splitLines), halves equal when the tax is even.
 */
export function taxSupply(input: SupplyInput): TaxedSupply {
  const goods = input.lines.map(({ discountPaise = 0, ...line }) =>
    taxedAt({
      description: line.description ?? '',
      hsnCode: line.hsnCode ?? '',
      ...(line.uqc ? { uqc: line.uqc } : {}),
      quantity: line.quantity,
      unitPricePaise: line.unitPricePaise,
      orderLineId: line.orderLineId ?? null,
      gstRatePercent: line.gstRatePercent,
      grossPaise: line.unitPricePaise * line.quantity - discountPaise,
    }),
  );
  const rates = [...new Set(goods.map((line) => line.gstRatePercent))].sort((a, b) => b - a);
  const groups = rates.map((rate) => {
    const atRate = goods.filter((line) => line.gstRatePercent === rate);
    const largest = atRate.reduce((best, line) => (line.grossPaise > best.grossPaise ? line : best));
    return { rate, hsnCode: largest.hsnCode, paidPaise: atRate.reduce((sum, line) => sum + line.grossPaise, 0) };
  });
  const charges: TaxedLine[] = [];
  const chargeList: Array<[string, number]> = [
    [SHIPPING_DESCRIPTION, input.shippingPaise ?? 0],
    [COD_FEE_DESCRIPTION, input.codFeePaise ?? 0],
  ];
  for (const [description, paise] of chargeList) {
    if (paise <= 0 || groups.length === 0) continue;
    const shares = apportion(
      paise,
      groups.map((group) => Math.max(group.paidPaise, 0)),
    );
    groups.forEach((group, index) => {
      if (shares[index] <= 0) return;
      charges.push(
        taxedAt({
          description: groups.length > 1 ? `${description}, on goods at ${group.rate}%` : description,
          hsnCode: group.hsnCode,
          quantity: 1,
          unitPricePaise: shares[index],
          orderLineId: null,
          gstRatePercent: group.rate,
          grossPaise: shares[index],
        }),
      );
    });
  }
  const lines = splitLines([...goods, ...charges], input.regime);
  return {
    regime: input.regime,
    documentType: documentTypeOf(input.lines),
    lines,
    totals: totalsOfLines(lines),
    byRate: breakdownByRate(lines),
  };
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
