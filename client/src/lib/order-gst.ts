import { gstContainedIn } from '@common/gst';
import { getFragmentData, graphql, type FragmentType } from '@/gql';

/**
 * What an order needs for the GST its total contains: each line's price, units and rate (the
 * invoice's once issued), and the shipping, taxed at the largest line's rate. The sum is worked out
 * by the one rule in common/gst.ts, the rule the invoice itself is drawn up with.
 */
export const OrderGstFragment = graphql(`
  fragment OrderGst on Order {
    shippingMoney {
      amount
    }
    lines {
      quantity
      unitPriceMoney {
        amount
      }
      gstRatePercent
    }
  }
`);

export type OrderGstRef = FragmentType<typeof OrderGstFragment>;

/** The GST inside the order's total, in paise. */
export function orderGstPaise(ref: OrderGstRef): number {
  const order = getFragmentData(OrderGstFragment, ref);
  return gstContainedIn(
    order.lines.map((line) => ({
      unitPricePaise: line.unitPriceMoney.amount,
      quantity: line.quantity,
      gstRatePercent: line.gstRatePercent,
    })),
    order.shippingMoney.amount,
  );
}

/**
 * An order's tax documents as the shopper's pages and the admin's details link them: the invoice
 * once the payment is confirmed, a credit note per completed refund.
 */
export const OrderTaxDocumentsFragment = graphql(`
  fragment OrderTaxDocuments on Order {
    invoice {
      id
      number
      pdfUrl
    }
    creditNotes {
      id
      number
      pdfUrl
    }
  }
`);

export type OrderTaxDocumentsRef = FragmentType<typeof OrderTaxDocumentsFragment>;

export interface TaxDocumentLink {
  id: string;
  label: string;
  href: string;
}

/** The order's documents to download, invoice first; none before the invoice is issued. */
export function taxDocumentLinks(ref: OrderTaxDocumentsRef): TaxDocumentLink[] {
  const order = getFragmentData(OrderTaxDocumentsFragment, ref);
  if (!order.invoice) return [];
  return [
    { id: order.invoice.id, label: `Tax invoice ${order.invoice.number}`, href: order.invoice.pdfUrl },
    ...order.creditNotes.map((note) => ({ id: note.id, label: `Credit note ${note.number}`, href: note.pdfUrl })),
  ];
}
