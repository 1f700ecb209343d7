import { In, type EntityManager } from 'typeorm';
import { DEFAULT_UQC, gstStateCode, gstStateName, OTHER_COUNTRIES_CODE, supplyTypeOf, taxRegimeOf } from '@common/gst.js';
import { joinAddress } from '@common/shipping-form.js';
import { ProductEntity } from '../catalogue/product.entity.js';
import { OrderEntity } from '../orders/order.entity.js';
import { OrderLineEntity } from '../orders/order-line.entity.js';
import { readShopDetails, shopStateCode, type ShopDetails } from '../settings/shop-details.js';
import { nextDocumentNumber } from './document-numbering.js';
import { creditNoteLines, regimeOfDocument, taxSupply, totalsOfLines } from './tax-calculation.js';
import { TaxDocumentEntity, type BuyerSnapshot, type SellerSnapshot, type TaxDocumentLine } from './tax-document.entity.js';
import { DEFAULT_GST_CLASS } from '../catalogue/gst-classes.js';

/**
 * Issuing GST documents, inside the caller's transaction: the invoice when an order's payment is
 * confirmed, a credit note when one of its refunds completes. Each is issued once (asked again, it
 * returns the one issued) with the next number of its series (document-numbering.ts).
 */

/** Goods shipped abroad: place of supply "Other Countries", integrated tax. */
const OTHER_COUNTRIES = { code: OTHER_COUNTRIES_CODE, name: 'Other Countries' };

function sellerOf(details: ShopDetails): SellerSnapshot {
  const stateCode = shopStateCode(details);
  return {
    legalName: details.legalName,
    address: details.address,
    stateName: gstStateName(stateCode) ?? details.state,
    stateCode,
    gstin: details.gstin,
    phone: details.phone,
    email: details.email,
  };
}

/** Where a delivery to this address is supplied, as the invoice states it (the order's breakdown reads it too). */
export function placeOfSupply(order: Pick<OrderEntity, 'country' | 'state'>): { code: string; name: string } {
  if (order.country !== 'India') return OTHER_COUNTRIES;
  const code = gstStateCode(order.state);
  return code ? { code, name: gstStateName(code) ?? order.state } : OTHER_COUNTRIES;
}

/** The seller's state code, as the invoice states it. */
export async function sellerStateCode(manager: EntityManager): Promise<string> {
  return sellerOf(await readShopDetails(manager)).stateCode;
}

/**
 * Issues the order's tax invoice (or returns the one already issued), in `manager`'s transaction,
 * which holds the order: the confirmed payment's. Rates and HSN codes are the products' at issue.
 */
export async function issueInvoice(manager: EntityManager, orderId: string, when: Date = new Date()): Promise<TaxDocumentEntity> {
  const existing = await manager.findOne(TaxDocumentEntity, { where: { orderId, kind: 'INVOICE' } });
  if (existing) return existing;
  const order = await manager.findOneOrFail(OrderEntity, { where: { id: orderId } });
  const lines = await manager.find(OrderLineEntity, { where: { orderId }, order: { position: 'ASC' } });
  const products = await manager.find(ProductEntity, {
    where: { id: In([...new Set(lines.map((line) => line.productId))]) },
    select: { id: true, hsnCode: true, gstRatePercent: true, uqc: true },
  });
  const details = await readShopDetails(manager);
  const seller = sellerOf(details);
  const place = placeOfSupply(order);
  const regime = taxRegimeOf(seller.stateCode, place.code);
  const supply = taxSupply({
    lines: lines.map((line) => {
      // A product deleted since the order keeps the general class; the owner can credit and reissue.
      const product = products.find((candidate) => candidate.id === line.productId) ?? DEFAULT_GST_CLASS;
      return {
        orderLineId: line.id,
        description: `${line.name} (${line.size})`,
        hsnCode: product.hsnCode,
        uqc: product.uqc || DEFAULT_UQC,
        gstRatePercent: product.gstRatePercent,
        quantity: line.quantity,
        unitPricePaise: line.unitPricePaise,
        discountPaise: line.discountPaise,
      };
    }),
    shippingPaise: order.shippingPaise,
    codFeePaise: order.codFeePaise,
    regime,
  });
  const buyer: BuyerSnapshot = {
    name: `${order.firstName} ${order.lastName}`.trim(),
    email: order.email,
    phone: order.phone,
    address: joinAddress({
      address: order.street,
      city: order.city,
      state: order.state,
      postalCode: order.postalCode,
      country: order.country,
    }),
    stateName: order.state,
    stateCode: order.country === 'India' ? gstStateCode(order.state) : null,
    gstin: order.buyerGstin,
    legalName: order.buyerGstin ? order.buyerLegalName : null,
  };
  // A bill of supply (exempt goods only) has a series of its own; an invoice-cum-bill of supply is an invoice.
  const series = supply.documentType === 'BILL_OF_SUPPLY' ? 'BILL_OF_SUPPLY' : 'INVOICE';
  const numbered = await nextDocumentNumber(manager, series, details.invoicePrefix, when);
  const { taxPaise: _tax, ...totals } = supply.totals;
  const document = manager.create(TaxDocumentEntity, {
    kind: 'INVOICE',
    documentType: supply.documentType,
    reason: null,
    ...numbered,
    orderId,
    refundId: null,
    invoiceId: null,
    issuedAt: when,
    seller,
    buyer,
    placeOfSupplyCode: place.code,
    placeOfSupplyName: place.name,
    supplyType: supplyTypeOf(regime),
    lines: supply.lines,
    ...totals,
  });
  return manager.save(document);
}

export interface CompletedRefund {
  id: string;
  orderId: string;
  amountPaise: number;
  /** Why the money went back, printed on the credit note. */
  reason?: string | null;
  /**
   * Money given after the supply with no goods returned (a goodwill payment for a late parcel): a
   * discount not agreed before the supply does not reduce the taxable value (CGST Act section
   * 15(3)(b)), so it gets a financial credit note without tax, left out of the GST return.
   */
  goodwill?: boolean;
}

/** What a financial credit note's one line says. */
export const GOODWILL_DESCRIPTION = 'Goodwill credit (no goods returned; no GST reversed)';

/**
 * Issues the credit note of a completed refund (or returns the one issued), referring to the
 * order's invoice, with the tax of what was refunded reversed line by line. Null when the order
 * has no invoice (money returned for an order that was never confirmed as paid).
 */
export async function issueCreditNote(
  manager: EntityManager,
  refund: CompletedRefund,
  when: Date = new Date(),
): Promise<TaxDocumentEntity | null> {
  const existing = await manager.findOne(TaxDocumentEntity, { where: { refundId: refund.id } });
  if (existing) return existing;
  const invoice = await manager.findOne(TaxDocumentEntity, { where: { orderId: refund.orderId, kind: 'INVOICE' } });
  if (!invoice) return null;
  const reason = refund.reason?.trim() || null;
  if (refund.goodwill) return financialCreditNote(manager, invoice, refund.id, refund.amountPaise, reason, when);
  return creditNote(manager, invoice, refund.id, () => refund.amountPaise, reason, when);
}

/**
 * Issues the credit note of goods that came back without being paid for (a cash-on-delivery order
 * invoiced when it shipped, then refused or returned undelivered): it reverses everything the
 * invoice still holds. Null when the order has no invoice or nothing is left on it.
 */
export async function issueReturnCreditNote(
  manager: EntityManager,
  orderId: string,
  when: Date = new Date(),
): Promise<TaxDocumentEntity | null> {
  const invoice = await manager.findOne(TaxDocumentEntity, { where: { orderId, kind: 'INVOICE' } });
  if (!invoice) return null;
  return creditNote(manager, invoice, null, (left) => left, 'Goods returned undelivered', when);
}

async function creditNote(
  manager: EntityManager,
  invoice: TaxDocumentEntity,
  refundId: string | null,
  amountOf: (leftPaise: number) => number,
  reason: string | null,
  when: Date,
): Promise<TaxDocumentEntity | null> {
  // A financial credit note reversed no supply: what the invoice still holds is counted without it.
  const earlier = await manager.find(TaxDocumentEntity, {
    where: { invoiceId: invoice.id, kind: 'CREDIT_NOTE', documentType: 'CREDIT_NOTE' },
  });
  const left = invoice.totalPaise - earlier.reduce((sum, note) => sum + note.totalPaise, 0);
  if (left <= 0) return null;
  const lines = creditNoteLines(
    invoice.lines,
    earlier.flatMap((note) => note.lines),
    amountOf(left),
    regimeOfDocument(invoice),
  );
  return saveCreditNote(manager, invoice, { documentType: 'CREDIT_NOTE', refundId, reason, lines }, when);
}

async function financialCreditNote(
  manager: EntityManager,
  invoice: TaxDocumentEntity,
  refundId: string,
  amountPaise: number,
  reason: string | null,
  when: Date,
): Promise<TaxDocumentEntity> {
  const line: TaxDocumentLine = {
    description: GOODWILL_DESCRIPTION,
    hsnCode: '',
    quantity: 0,
    unitPricePaise: amountPaise,
    orderLineId: null,
    gstRatePercent: 0,
    grossPaise: amountPaise,
    taxableValuePaise: 0,
    cgstPaise: 0,
    sgstPaise: 0,
    utgstPaise: 0,
    igstPaise: 0,
  };
  return saveCreditNote(manager, invoice, { documentType: 'FINANCIAL_CREDIT_NOTE', refundId, reason, lines: [line] }, when);
}

async function saveCreditNote(
  manager: EntityManager,
  invoice: TaxDocumentEntity,
  note: Pick<TaxDocumentEntity, 'documentType' | 'refundId' | 'reason' | 'lines'>,
  when: Date,
): Promise<TaxDocumentEntity> {
  const details = await readShopDetails(manager);
  const numbered = await nextDocumentNumber(manager, 'CREDIT_NOTE', details.invoicePrefix, when);
  const { taxPaise: _tax, ...totals } = totalsOfLines(note.lines);
  const document = manager.create(TaxDocumentEntity, {
    kind: 'CREDIT_NOTE',
    ...note,
    ...numbered,
    orderId: invoice.orderId,
    invoiceId: invoice.id,
    issuedAt: when,
    seller: invoice.seller,
    buyer: invoice.buyer,
    placeOfSupplyCode: invoice.placeOfSupplyCode,
    placeOfSupplyName: invoice.placeOfSupplyName,
    supplyType: invoice.supplyType,
    ...totals,
  });
  return manager.save(document);
}
