import { getFragmentData, graphql, type FragmentType } from '@/gql';

/** The GST an order's total contains, as the server's breakdown states it: the invoice's own figure once issued. */
export const OrderGstFragment = graphql(`
  fragment OrderGst on Order {
    breakdown {
      gstMoney {
        amount
      }
    }
  }
`);

export type OrderGstRef = FragmentType<typeof OrderGstFragment>;

/** The GST inside the order's total, in paise. */
export function orderGstPaise(ref: OrderGstRef): number {
  return getFragmentData(OrderGstFragment, ref).breakdown.gstMoney.amount;
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
