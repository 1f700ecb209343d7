import { formatOrderNumber } from '@common/order-status.js';
import { csvFile, CsvRupees, type CsvValue } from '../kernel/csv.js';
import { lineDiscountPaise, lineKind } from './document-lines.js';
import { gstrDate } from './financial-year.js';
import type { TaxDocumentEntity } from './tax-document.entity.js';

/**
 * A month's sales register for the accountant: one row per invoice and credit note issued, in
 * the order issued, with what the document states. A credit note's amounts are negative, so each
 * column's sum is the month's net, and the taxable value and tax columns sum to what the GSTR-1
 * files report (taxable: b2b + b2cl + b2cs + nil-rated in exemp − cdnr − cdnur; tax: the HSN
 * summaries). A financial credit note lists its amount with no taxable value and no tax.
 */
export const SALES_REGISTER_HEADER = [
  'Document Number',
  'Document Type',
  'Date',
  'Against Invoice',
  'Order',
  'Buyer',
  'GSTIN',
  'Place Of Supply',
  'Supply Type',
  'Discount',
  'Shipping',
  'COD Fee',
  'Taxable Value',
  'CGST',
  'SGST',
  'UTGST',
  'IGST',
  'Total',
  'Reason',
] as const;

const DOCUMENT_TYPE_NAMES: Record<TaxDocumentEntity['documentType'], string> = {
  TAX_INVOICE: 'Tax Invoice',
  BILL_OF_SUPPLY: 'Bill of Supply',
  INVOICE_CUM_BILL_OF_SUPPLY: 'Invoice-cum-Bill of Supply',
  CREDIT_NOTE: 'Credit Note',
  FINANCIAL_CREDIT_NOTE: 'Financial Credit Note',
};

const rupees = (paise: number) => new CsvRupees(paise);

export function salesRegisterCsv(
  documents: readonly TaxDocumentEntity[],
  invoicesOfNotes: readonly TaxDocumentEntity[],
  orderNumbers: ReadonlyMap<string, number>,
): string {
  const rows = documents.map((document) => {
    const sign = document.kind === 'CREDIT_NOTE' ? -1 : 1;
    const sum = (pick: (line: TaxDocumentEntity['lines'][number]) => number) =>
      sign * document.lines.reduce((total, line) => total + pick(line), 0);
    const ofKind = (kind: ReturnType<typeof lineKind>) => sum((line) => (lineKind(line) === kind ? line.grossPaise : 0));
    const invoice = document.invoiceId ? invoicesOfNotes.find((candidate) => candidate.id === document.invoiceId) : null;
    const orderNumber = orderNumbers.get(document.orderId);
    const text = [
      document.number,
      DOCUMENT_TYPE_NAMES[document.documentType],
      gstrDate(document.issuedAt),
      invoice?.number ?? '',
      orderNumber === undefined ? '' : formatOrderNumber(orderNumber),
      document.buyer.legalName || document.buyer.name,
      document.buyer.gstin ?? '',
      `${document.placeOfSupplyCode}-${document.placeOfSupplyName}`,
      document.supplyType === 'INTRA_STATE' ? 'Intra-State' : 'Inter-State',
    ];
    const amounts = [
      sum(lineDiscountPaise),
      ofKind('SHIPPING'),
      ofKind('COD_FEE'),
      sign * document.taxableValuePaise,
      sign * document.cgstPaise,
      sign * document.sgstPaise,
      sign * document.utgstPaise,
      sign * document.igstPaise,
      sign * document.totalPaise,
      // Amounts are our own numbers: never neutralised, so a credit note's minus stays a minus.
    ].map(rupees);
    return [...text, ...amounts, document.reason ?? ''] satisfies CsvValue[];
  });
  return csvFile([SALES_REGISTER_HEADER, ...rows]);
}
