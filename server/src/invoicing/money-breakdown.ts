import { supplyTypeOf, taxSupply, type SupplyLine, type TaxedLine, type TaxRegime } from '@common/gst.js';
import type { SupplyType } from './tax-document.entity.js';

/** A goods line as the breakdown takes it: the invoice's source line with its order line (or quote position). */
export type BreakdownSourceLine = SupplyLine & { orderLineId: number; description: string };

/**
 * An order's or a quote's money, worked out once on the server and shown by every page, e-mail and
 * export: the goods, the discount code's saving (per line and in all), shipping, the cash-on-delivery
 * fee, and the GST inside them by rate with its split. The tax figures are never worked out here: they
 * are the tax invoice's own lines (taxSupply in common/gst.ts, the invoice's computation), or for an order
 * already invoiced the invoice as issued, grouped by rate. So a cart's quote, its order's page and its
 * invoice state the same GST to the paisa.
 */

/** One goods line: what it cost, its share of the discount, what was paid, and the tax inside that. */
export interface BreakdownLine {
  /** The order line (or the quote line's position, from 1). */
  lineId: number;
  description: string;
  quantity: number;
  amountPaise: number;
  discountPaise: number;
  paidPaise: number;
  gstRatePercent: number;
  taxableValuePaise: number;
  gstPaise: number;
}

/** The tax at one rate across the goods and charges taxed at it. */
export interface GstAtRate {
  ratePercent: number;
  taxableValuePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  utgstPaise: number;
  igstPaise: number;
  gstPaise: number;
}

export interface PlaceOfSupply {
  code: string;
  name: string;
}

export interface MoneyBreakdown {
  /** The goods at their prices (the lines' totals before the discount). */
  goodsPaise: number;
  discountCode: string | null;
  /** Taken off the goods by the code (a free-shipping code's saving shows as shipping of zero). */
  discountPaise: number;
  lines: BreakdownLine[];
  shippingPaise: number;
  codFeePaise: number;
  taxableValuePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  utgstPaise: number;
  igstPaise: number;
  /** cgst + sgst + utgst + igst: the GST the total includes. */
  gstPaise: number;
  gstByRate: GstAtRate[];
  /** Null for a quote whose delivery state is not known yet. */
  placeOfSupply: PlaceOfSupply | null;
  supplyType: SupplyType;
  /** True when the split is given for a supply within the shop's state because the delivery state is not known yet. */
  placeOfSupplyAssumed: boolean;
  /** goods − discount + shipping + COD fee: what is charged, GST included. */
  totalPaise: number;
}

/** What a breakdown is worked out from: the invoice's source lines and the order's or quote's charges. */
export interface BreakdownSource {
  lines: readonly BreakdownSourceLine[];
  shippingPaise: number;
  codFeePaise: number;
  discountCode: string | null;
  placeOfSupply: PlaceOfSupply | null;
  /** How the tax splits (common/gst.ts taxRegimeOf): CGST + SGST, CGST + UTGST, or IGST. */
  regime: TaxRegime;
  placeOfSupplyAssumed?: boolean;
}

/** The breakdown of goods and charges not invoiced yet: the lines the invoice would be issued with. */
export function moneyBreakdown(source: BreakdownSource): MoneyBreakdown {
  const supply = taxSupply({
    lines: source.lines,
    shippingPaise: source.shippingPaise,
    codFeePaise: source.codFeePaise,
    regime: source.regime,
  });
  return breakdownOfDocumentLines(source, supply.lines);
}

const utgstOf = (line: TaxedLine): number => line.utgstPaise ?? 0;
const gstOf = (line: TaxedLine): number => line.cgstPaise + line.sgstPaise + utgstOf(line) + line.igstPaise;

/**
 * The breakdown of an invoice's lines (issued, or as they would be issued): the goods lines from
 * `source` matched to their invoice lines, the tax summed and grouped by rate as issued.
 */
export function breakdownOfDocumentLines(
  source: Omit<BreakdownSource, 'lines'> & {
    lines: readonly Pick<BreakdownSourceLine, 'orderLineId' | 'description' | 'quantity' | 'unitPricePaise' | 'discountPaise'>[];
  },
  documentLines: readonly TaxedLine[],
): MoneyBreakdown {
  const lines = source.lines.map((line): BreakdownLine => {
    const amountPaise = line.unitPricePaise * line.quantity;
    const discountPaise = line.discountPaise ?? 0;
    const invoiced = documentLines.filter((candidate) => candidate.orderLineId === line.orderLineId);
    return {
      lineId: line.orderLineId,
      description: line.description,
      quantity: line.quantity,
      amountPaise,
      discountPaise,
      paidPaise: amountPaise - discountPaise,
      gstRatePercent: invoiced[0]?.gstRatePercent ?? 0,
      taxableValuePaise: invoiced.reduce((sum, candidate) => sum + candidate.taxableValuePaise, 0),
      gstPaise: invoiced.reduce((sum, candidate) => sum + gstOf(candidate), 0),
    };
  });
  const byRate = new Map<number, GstAtRate>();
  for (const line of documentLines) {
    const rate = Number(line.gstRatePercent);
    const atRate = byRate.get(rate) ?? {
      ratePercent: rate,
      taxableValuePaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      utgstPaise: 0,
      igstPaise: 0,
      gstPaise: 0,
    };
    atRate.taxableValuePaise += line.taxableValuePaise;
    atRate.cgstPaise += line.cgstPaise;
    atRate.sgstPaise += line.sgstPaise;
    atRate.utgstPaise += utgstOf(line);
    atRate.igstPaise += line.igstPaise;
    atRate.gstPaise += gstOf(line);
    byRate.set(rate, atRate);
  }
  const gstByRate = [...byRate.values()].sort((a, b) => a.ratePercent - b.ratePercent);
  const sum = (pick: (rate: GstAtRate) => number) => gstByRate.reduce((total, rate) => total + pick(rate), 0);
  return {
    goodsPaise: lines.reduce((total, line) => total + line.amountPaise, 0),
    discountCode: source.discountCode,
    discountPaise: lines.reduce((total, line) => total + line.discountPaise, 0),
    lines,
    shippingPaise: source.shippingPaise,
    codFeePaise: source.codFeePaise,
    taxableValuePaise: sum((rate) => rate.taxableValuePaise),
    cgstPaise: sum((rate) => rate.cgstPaise),
    sgstPaise: sum((rate) => rate.sgstPaise),
    utgstPaise: sum((rate) => rate.utgstPaise),
    igstPaise: sum((rate) => rate.igstPaise),
    gstPaise: sum((rate) => rate.gstPaise),
    gstByRate,
    placeOfSupply: source.placeOfSupply,
    supplyType: supplyTypeOf(source.regime),
    placeOfSupplyAssumed: source.placeOfSupplyAssumed ?? false,
    totalPaise: documentLines.reduce((total, line) => total + line.grossPaise, 0),
  };
}
