import { rateBasisPoints, splitTax, taxContained, type SupplyType } from '@common/gst.js';
import type { TaxDocumentLine } from './tax-document.entity.js';

/**
 * The figures of invoices and credit notes, from what the shopper paid (prices include GST, and a
 * discount code's saving is taken off each line by its share, so the taxable value is what was paid):
 * each line's taxable value and tax are worked back from its amount at its own rate, so per line
 * and in total taxable value + tax = paid, to the paisa. Shipping charged with the goods is part
 * of a composite supply whose principal supply is the goods (CGST Act section 8(a)): it is taxed
 * at the rate, and listed under the HSN code, of the order's largest line.
 */
export interface InvoiceSourceLine {
  orderLineId: number;
  description: string;
  hsnCode: string;
  gstRatePercent: number;
  quantity: number;
  unitPricePaise: number;
  /** The line's share of a discount code's saving: the line was paid its total less this. */
  discountPaise?: number;
}

export const SHIPPING_DESCRIPTION = 'Shipping (with the goods)';
export const COD_FEE_DESCRIPTION = 'Cash on delivery fee';

function taxedLine(
  base: Omit<TaxDocumentLine, 'taxableValuePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise'>,
  supplyType: SupplyType,
): TaxDocumentLine {
  const { taxableValuePaise, taxPaise } = taxContained(base.grossPaise, rateBasisPoints(base.gstRatePercent) ?? 0);
  return { ...base, taxableValuePaise, ...splitTax(taxPaise, supplyType) };
}

/**
 * An invoice's lines: the order's lines in order, then shipping and the cash-on-delivery fee when
 * charged. Both are charges for delivering the goods, part of the same composite supply: each is
 * taxed at the rate, and listed under the HSN code, of the order's largest line.
 */
export function invoiceLines(
  lines: readonly InvoiceSourceLine[],
  shippingPaise: number,
  supplyType: SupplyType,
  codFeePaise = 0,
): TaxDocumentLine[] {
  const taxed = lines.map(({ discountPaise = 0, ...line }) =>
    taxedLine({ ...line, grossPaise: line.unitPricePaise * line.quantity - discountPaise }, supplyType),
  );
  const principal = taxed.reduce<TaxDocumentLine | null>((best, line) => (!best || line.grossPaise > best.grossPaise ? line : best), null);
  const charges: Array<[string, number]> = [
    [SHIPPING_DESCRIPTION, shippingPaise],
    [COD_FEE_DESCRIPTION, codFeePaise],
  ];
  for (const [description, paise] of charges) {
    if (paise <= 0 || !principal) continue;
    taxed.push(
      taxedLine(
        {
          description,
          hsnCode: principal.hsnCode,
          quantity: 1,
          unitPricePaise: paise,
          orderLineId: null,
          gstRatePercent: principal.gstRatePercent,
          grossPaise: paise,
        },
        supplyType,
      ),
    );
  }
  return taxed;
}

export interface DocumentTotals {
  taxableValuePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

export function totalsOf(lines: readonly TaxDocumentLine[]): DocumentTotals {
  const sum = (pick: (line: TaxDocumentLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return {
    taxableValuePaise: sum((line) => line.taxableValuePaise),
    cgstPaise: sum((line) => line.cgstPaise),
    sgstPaise: sum((line) => line.sgstPaise),
    igstPaise: sum((line) => line.igstPaise),
    totalPaise: sum((line) => line.grossPaise),
  };
}

/** A goods line by its order line; a charge (shipping, the COD fee) by what it is. */
const keyOf = (line: Pick<TaxDocumentLine, 'orderLineId' | 'description'>) => line.orderLineId ?? line.description;

/**
 * A credit note's lines for a refund of `amountPaise`, against what the invoice still holds after
 * earlier credit notes: the whole remainder reverses every line's remaining value and tax exactly;
 * an amount equal to some units of one line reverses those units; any other amount is spread over
 * the remaining lines in proportion to their value (largest remainder, so it adds up to the paisa).
 */
export function creditNoteLines(
  invoice: readonly TaxDocumentLine[],
  earlierCredits: readonly TaxDocumentLine[],
  amountPaise: number,
  supplyType: SupplyType,
): TaxDocumentLine[] {
  const remaining = invoice.map((line) => {
    const credited = earlierCredits.filter((credit) => keyOf(credit) === keyOf(line));
    const less = (pick: (l: TaxDocumentLine) => number) => pick(line) - credited.reduce((total, credit) => total + pick(credit), 0);
    return {
      ...line,
      quantity: less((l) => l.quantity),
      grossPaise: less((l) => l.grossPaise),
      taxableValuePaise: less((l) => l.taxableValuePaise),
      cgstPaise: less((l) => l.cgstPaise),
      sgstPaise: less((l) => l.sgstPaise),
      igstPaise: less((l) => l.igstPaise),
    };
  });
  const open = remaining.filter((line) => line.grossPaise > 0);
  const left = open.reduce((total, line) => total + line.grossPaise, 0);
  if (amountPaise <= 0 || amountPaise > left) throw new RangeError(`a credit of ${amountPaise} paise against ${left} left on the invoice`);
  if (amountPaise === left) return open;

  // What one unit was paid, as invoiced: its price, or on a discounted line the line's paid value per unit.
  const invoiced = new Map(invoice.map((line) => [keyOf(line), line.quantity > 0 ? line.grossPaise / line.quantity : line.unitPricePaise]));
  for (const line of open) {
    const unitPaid = invoiced.get(keyOf(line)) ?? line.unitPricePaise;
    if (line.orderLineId === null || unitPaid <= 0 || !Number.isInteger(unitPaid) || amountPaise % unitPaid !== 0) continue;
    const units = amountPaise / unitPaid;
    if (units <= line.quantity) return [taxedLine({ ...line, quantity: units, grossPaise: amountPaise }, supplyType)];
  }

  const shares = open.map((line) => {
    const exact = (amountPaise * line.grossPaise) / left;
    return { line, paise: Math.floor(exact), fraction: exact - Math.floor(exact) };
  });
  let short = amountPaise - shares.reduce((total, share) => total + share.paise, 0);
  for (const share of [...shares].sort((a, b) => b.fraction - a.fraction)) {
    if (short === 0) break;
    share.paise += 1;
    short -= 1;
  }
  return shares
    .filter((share) => share.paise > 0)
    .map((share) => taxedLine({ ...share.line, quantity: 0, grossPaise: share.paise }, supplyType));
}
