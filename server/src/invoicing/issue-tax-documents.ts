import { In, type EntityManager } from 'typeorm';
import { gstStateCode, gstStateName } from '@common/gst.js';
import { joinAddress } from '@common/shipping-form.js';
import { ProductEntity } from '../catalogue/product.entity.js';
import { OrderEntity } from '../orders/order.entity.js';
import { OrderLineEntity } from '../orders/order-line.entity.js';
import { readShopDetails, shopStateCode, type ShopDetails } from '../back-office/shop-details.js';
import { nextDocumentNumber } from './document-numbering.js';
import { creditNoteLines, invoiceLines, totalsOf } from './tax-calculation.js';
import { TaxDocumentEntity, type BuyerSnapshot, type SellerSnapshot, type SupplyType } from './tax-document.entity.js';
import { DEFAULT_GST_CLASS } from '../catalogue/gst-classes.js';

/**
 * Issuing GST documents, inside the caller's transaction: the invoice when an order's payment is
 * confirmed, a credit note when one of its refunds completes. Each is issued once (asked again, it
 * returns the one issued) with the next number of its series (document-numbering.ts).
 */

/** Goods shipped abroad: place of supply "Other Countries", integrated tax. */
const OTHER_COUNTRIES = { code: '96', name: 'Other Countries' };

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

function placeOfSupply(order: OrderEntity): { code: string; name: string } {
  if (order.country !== 'India') return OTHER_COUNTRIES;
  const code = gstStateCode(order.state);
  return code ? { code, name: gstStateName(code) ?? order.state } : OTHER_COUNTRIES;
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
    select: { id: true, hsnCode: true, gstRatePercent: true },
  });
  const details = await readShopDetails(manager);
  const seller = sellerOf(details);
  const place = placeOfSupply(order);
  const supplyType: SupplyType = place.code === seller.stateCode ? 'INTRA_STATE' : 'INTER_STATE';
  const documentLines = invoiceLines(
    lines.map((line) => {
      // A product deleted since the order keeps the general class; the owner can credit and reissue.
      const product = products.find((candidate) => candidate.id === line.productId) ?? DEFAULT_GST_CLASS;
      return {
        orderLineId: line.id,
        description: `${line.name} (${line.size})`,
        hsnCode: product.hsnCode,
        gstRatePercent: product.gstRatePercent,
        quantity: line.quantity,
        unitPricePaise: line.unitPricePaise,
        discountPaise: line.discountPaise,
      };
    }),
    order.shippingPaise,
    supplyType,
    order.codFeePaise,
  );
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
  };
  const numbered = await nextDocumentNumber(manager, 'INVOICE', details.invoicePrefix, when);
  const document = manager.create(TaxDocumentEntity, {
    kind: 'INVOICE',
    ...numbered,
    orderId,
    refundId: null,
    invoiceId: null,
    issuedAt: when,
    seller,
    buyer,
    placeOfSupplyCode: place.code,
    placeOfSupplyName: place.name,
    supplyType,
    lines: documentLines,
    ...totalsOf(documentLines),
  });
  return manager.save(document);
}

export interface CompletedRefund {
  id: string;
  orderId: string;
  amountPaise: number;
}

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
  return creditNote(manager, invoice, refund.id, () => refund.amountPaise, when);
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
  return creditNote(manager, invoice, null, (left) => left, when);
}

async function creditNote(
  manager: EntityManager,
  invoice: TaxDocumentEntity,
  refundId: string | null,
  amountOf: (leftPaise: number) => number,
  when: Date,
): Promise<TaxDocumentEntity | null> {
  const earlier = await manager.find(TaxDocumentEntity, { where: { invoiceId: invoice.id, kind: 'CREDIT_NOTE' } });
  const left = invoice.totalPaise - earlier.reduce((sum, note) => sum + note.totalPaise, 0);
  if (left <= 0) return null;
  const lines = creditNoteLines(
    invoice.lines,
    earlier.flatMap((note) => note.lines),
    amountOf(left),
    invoice.supplyType,
  );
  const details = await readShopDetails(manager);
  const numbered = await nextDocumentNumber(manager, 'CREDIT_NOTE', details.invoicePrefix, when);
  const document = manager.create(TaxDocumentEntity, {
    kind: 'CREDIT_NOTE',
    ...numbered,
    orderId: invoice.orderId,
    refundId,
    invoiceId: invoice.id,
    issuedAt: when,
    seller: invoice.seller,
    buyer: invoice.buyer,
    placeOfSupplyCode: invoice.placeOfSupplyCode,
    placeOfSupplyName: invoice.placeOfSupplyName,
    supplyType: invoice.supplyType,
    lines,
    ...totalsOf(lines),
  });
  return manager.save(document);
}
