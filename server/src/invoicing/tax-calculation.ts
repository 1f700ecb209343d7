import {
  apportion,
  rateBasisPoints,
  splitLines,
  splitTax,
  taxContained,
  UTGST_TERRITORY_CODES,
  type TaxRegime,
  type TaxedLine,
} from '@common/gst.js';
import type { TaxDocumentEntity, TaxDocumentLine } from './tax-document.entity.js';

/**
 * The figures of invoices and credit notes. An invoice's lines and totals are common/gst.ts's
 * taxSupply, the one computation the cart's quote and the order's breakdown use too
 * (docs/decisions/048-gst-documents-round-two.md); this module adds what only a document needs:
 * the regime an issued document was split under, and a credit note's lines.
 */
export { taxSupply, totalsOfLines, SHIPPING_DESCRIPTION, COD_FEE_DESCRIPTION } from '@common/gst.js';

/**
 * The regime an issued document's tax was split under, read from the document itself: integrated
 * across states; within a state, UTGST when the document carries it, or for a seller in a union
 * territory without a legislature when it carries no state tax; state GST otherwise (every
 * document issued before UTGST was charged).
 */
export function regimeOfDocument(document: Pick<TaxDocumentEntity, 'supplyType' | 'seller' | 'sgstPaise' | 'utgstPaise'>): TaxRegime {
  if (document.supplyType === 'INTER_STATE') return 'IGST';
  if (document.utgstPaise !== 0) return 'CGST_UTGST';
  if (document.sgstPaise !== 0) return 'CGST_SGST';
  return UTGST_TERRITORY_CODES.has(document.seller.stateCode) ? 'CGST_UTGST' : 'CGST_SGST';
}

function retaxed(line: TaxedLine, grossPaise: number, quantity: number): TaxedLine {
  const { taxableValuePaise, taxPaise } = taxContained(grossPaise, rateBasisPoints(line.gstRatePercent) ?? 0);
  return { ...line, quantity, grossPaise, taxableValuePaise, cgstPaise: taxPaise, sgstPaise: 0, utgstPaise: 0, igstPaise: 0 };
}

/** A goods line by its order line; a charge (shipping, the COD fee) by what it is. */
const keyOf = (line: Pick<TaxDocumentLine, 'orderLineId' | 'description' | 'gstRatePercent'>) =>
  line.orderLineId ?? `${line.description}|${line.gstRatePercent}`;

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
  regime: TaxRegime,
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
      utgstPaise: less((l) => l.utgstPaise),
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
    if (units <= line.quantity) return [creditFrom(line, amountPaise, units, regime)];
  }

  const shares = apportion(
    amountPaise,
    open.map((line) => line.grossPaise),
  );
  return open.flatMap((line, index) => (shares[index] > 0 ? [creditFrom(line, shares[index], 0, regime)] : []));
}

/**
 * A credit of `grossPaise` against what one invoice line still holds: all of it reverses exactly
 * what is left; part of it is taxed afresh, its odd paisa going to the half with more left on the
 * line, so what stays on the line never goes below zero in either half.
 */
function creditFrom(left: TaxedLine, grossPaise: number, quantity: number, regime: TaxRegime): TaxedLine {
  if (grossPaise === left.grossPaise) return { ...left, quantity: quantity || left.quantity };
  const line = retaxed(left, grossPaise, quantity);
  const stateLeft = left.sgstPaise + left.utgstPaise;
  const [split] = splitLines([line], regime);
  if (regime === 'IGST' || split.cgstPaise === split.sgstPaise + split.utgstPaise) return split;
  const moreStateLeft = stateLeft > left.cgstPaise;
  return { ...line, ...splitTax(line.cgstPaise, regime, moreStateLeft ? 'STATE' : 'CENTRAL') };
}
