import type { EntityManager } from 'typeorm';
import { formatOrderNumber } from '@common/order-status.js';
import { OrderEntity } from '../orders/order.entity.js';
import { renderTaxDocumentPdf } from './pdf/tax-document-pdf.js';
import { TaxDocumentEntity } from './tax-document.entity.js';

/** A document as a file to download or attach: drawn from the stored row each time, never stored. */
export interface TaxDocumentFile {
  filename: string;
  content: Buffer;
}

/** "Invoice-HR-2627-00001.pdf", "Bill-of-supply-HRB-2627-00001.pdf": the number with its slashes as dashes, safe in any file system. */
export function taxDocumentFilename(document: Pick<TaxDocumentEntity, 'kind' | 'documentType' | 'number'>): string {
  const name = document.kind === 'CREDIT_NOTE' ? 'Credit-note' : document.documentType === 'BILL_OF_SUPPLY' ? 'Bill-of-supply' : 'Invoice';
  return `${name}-${document.number.replace(/\//g, '-')}.pdf`;
}

export async function taxDocumentFile(manager: EntityManager, document: TaxDocumentEntity): Promise<TaxDocumentFile> {
  const order = await manager.findOne(OrderEntity, { where: { id: document.orderId }, select: { id: true, orderNumber: true } });
  const invoice = document.invoiceId ? await manager.findOne(TaxDocumentEntity, { where: { id: document.invoiceId } }) : null;
  const content = await renderTaxDocumentPdf(document, { orderNumber: order ? formatOrderNumber(order.orderNumber) : '', invoice });
  return { filename: taxDocumentFilename(document), content };
}

/** The file of a stored document by id, or null when there is none. */
export async function taxDocumentFileById(manager: EntityManager, documentId: string): Promise<TaxDocumentFile | null> {
  const document = await manager.findOne(TaxDocumentEntity, { where: { id: documentId } });
  return document ? taxDocumentFile(manager, document) : null;
}
