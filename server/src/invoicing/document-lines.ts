import { COD_FEE_DESCRIPTION, SHIPPING_DESCRIPTION } from '@common/gst.js';
import type { TaxDocumentLine } from './tax-document.entity.js';

/**
 * What a stored line is, read from the line alone so documents issued before any new field read
 * the same: goods carry their order line; shipping and the cash-on-delivery fee are named by
 * their description (one line, or one per rate since charges are apportioned over the goods).
 */
export type LineKind = 'GOODS' | 'SHIPPING' | 'COD_FEE' | 'OTHER';

export const isGoodsLine = (line: Pick<TaxDocumentLine, 'orderLineId'>) => line.orderLineId !== null;

export function lineKind(line: Pick<TaxDocumentLine, 'orderLineId' | 'description'>): LineKind {
  if (isGoodsLine(line)) return 'GOODS';
  if (line.description.startsWith(SHIPPING_DESCRIPTION)) return 'SHIPPING';
  if (line.description.startsWith(COD_FEE_DESCRIPTION)) return 'COD_FEE';
  return 'OTHER';
}

/**
 * The discount a goods line was sold with: its units at the unit price less what it was paid. A
 * credit note line for part of a line's value (no whole units) states none.
 */
export function lineDiscountPaise(line: Pick<TaxDocumentLine, 'orderLineId' | 'quantity' | 'unitPricePaise' | 'grossPaise'>): number {
  if (!isGoodsLine(line) || line.quantity <= 0) return 0;
  return Math.max(0, line.unitPricePaise * line.quantity - line.grossPaise);
}
