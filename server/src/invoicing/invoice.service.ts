import { In } from 'typeorm';
import { requireAdmin } from '../kernel/access.js';
import { checkPage, offsetPageInfo, type PageInfo } from '../kernel/paging.js';
import { invalidInput } from '../kernel/errors.js';
import type { RequestContext } from '../kernel/request-context.js';
import type { ShopServiceDeps } from '../kernel/dependencies.js';
import { isUuid } from '../orders/order-loading.js';
import { ProductEntity } from '../catalogue/product.entity.js';
import { DEFAULT_GST_CLASS } from '../catalogue/gst-classes.js';
import { gstr1Files, type Gstr1File } from './gstr1-export.js';
import { salesRegisterCsv } from './sales-register.js';
import { indianMonthRange } from './financial-year.js';
import { taxDocumentFile, type TaxDocumentFile } from './tax-document-file.js';
import { TaxDocumentEntity, type TaxDocumentKind } from './tax-document.entity.js';

/** A document in the admin's list, with its order's number. */
export type TaxDocumentListItem = TaxDocumentEntity & { orderNumber: number };

/** A month's GSTR-1 files; the zip is made only when asked for. */
export interface Gstr1ExportRecord {
  month: string;
  files: Gstr1File[];
}

export interface TaxDocumentListPage {
  items: TaxDocumentListItem[];
  totalCount: number;
  pageInfo: PageInfo;
}

const DEFAULT_LIST_SIZE = 25;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Where a document's PDF is served: under its order, so whoever can see the order can fetch it. */
export function taxDocumentPath(document: Pick<TaxDocumentEntity, 'id' | 'orderId'>): string {
  return `/api/orders/${document.orderId}/tax-documents/${document.id}.pdf`;
}

/**
 * Issued invoices and credit notes: read for orders and refunds (the API), listed and searched for
 * the admin, drawn as PDF for a download, and summed into the month's GSTR-1 export. Issuing
 * itself happens inside the payment and refund transactions (issue-tax-documents.ts).
 */
export class InvoiceService {
  constructor(private readonly deps: Pick<ShopServiceDeps, 'dataSource'>) {}

  /** Each order's invoice or null, in the order asked (a DataLoader batch). */
  async invoicesForOrders(orderIds: readonly string[]): Promise<Array<TaxDocumentEntity | null>> {
    const rows = orderIds.length
      ? await this.deps.dataSource.getRepository(TaxDocumentEntity).find({ where: { orderId: In([...orderIds]), kind: 'INVOICE' } })
      : [];
    return orderIds.map((id) => rows.find((row) => row.orderId === id) ?? null);
  }

  /** Each order's credit notes, oldest first (a DataLoader batch). */
  async creditNotesForOrders(orderIds: readonly string[]): Promise<TaxDocumentEntity[][]> {
    const rows = orderIds.length
      ? await this.deps.dataSource
          .getRepository(TaxDocumentEntity)
          .find({ where: { orderId: In([...orderIds]), kind: 'CREDIT_NOTE' }, order: { sequence: 'ASC' } })
      : [];
    return orderIds.map((id) => rows.filter((row) => row.orderId === id));
  }

  /** Each refund's credit note or null (a DataLoader batch). */
  async creditNotesForRefunds(refundIds: readonly string[]): Promise<Array<TaxDocumentEntity | null>> {
    const rows = refundIds.length
      ? await this.deps.dataSource.getRepository(TaxDocumentEntity).find({ where: { refundId: In([...refundIds]) } })
      : [];
    return refundIds.map((id) => rows.find((row) => row.refundId === id) ?? null);
  }

  /**
   * The GST rate each product's price contains now, in the order asked (a DataLoader batch); a
   * product since removed counts at the general class, as its invoice would be issued.
   */
  async currentRates(productIds: readonly string[]): Promise<number[]> {
    const rows = productIds.length
      ? await this.deps.dataSource
          .getRepository(ProductEntity)
          .find({ where: { id: In([...productIds]) }, select: { id: true, gstRatePercent: true } })
      : [];
    return productIds.map((id) => Number(rows.find((row) => row.id === id)?.gstRatePercent ?? DEFAULT_GST_CLASS.gstRatePercent));
  }

  /** Documents by id (a credit note's invoice), in the order asked. */
  async documentsByIds(ids: readonly string[]): Promise<Array<TaxDocumentEntity | null>> {
    const rows = ids.length ? await this.deps.dataSource.getRepository(TaxDocumentEntity).find({ where: { id: In([...ids]) } }) : [];
    return ids.map((id) => rows.find((row) => row.id === id) ?? null);
  }

  /** Admins only: newest first, searched by number, order number, buyer name, e-mail or GSTIN. */
  async list(
    ctx: RequestContext,
    args: { search?: string | null; kind?: TaxDocumentKind | null; offset?: number | null; limit?: number | null },
  ): Promise<TaxDocumentListPage> {
    requireAdmin(ctx, 'ORDERS_READ');
    const page = checkPage(args.offset, args.limit, DEFAULT_LIST_SIZE);
    const search = (args.search ?? '').trim().slice(0, 200);
    const query = this.deps.dataSource
      .getRepository(TaxDocumentEntity)
      .createQueryBuilder('d')
      .innerJoin('orders', 'o', 'o.id = d.order_id')
      .addSelect('o.order_number', 'order_number');
    if (args.kind) query.andWhere('d.kind = :kind', { kind: args.kind });
    if (search) {
      const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      const digits = /^(?:HB-?)?(\d{1,9})$/i.exec(search)?.[1];
      query.andWhere(
        `(d.number ILIKE :pattern OR d.buyer->>'name' ILIKE :pattern OR d.buyer->>'email' ILIKE :pattern
          OR coalesce(d.buyer->>'gstin', '') ILIKE :pattern${digits ? ' OR o.order_number = :orderNumber' : ''})`,
        { pattern, orderNumber: digits ? Number(digits) : undefined },
      );
    }
    const totalCount = await query.getCount();
    const { entities, raw } = await query
      .orderBy('d.issued_at', 'DESC')
      .addOrderBy('d.sequence', 'DESC')
      .offset(page.offset)
      .limit(page.limit)
      .getRawAndEntities<{ order_number: number }>();
    const items = entities.map((entity, index) => Object.assign(entity, { orderNumber: Number(raw[index].order_number) }));
    return { items, totalCount, pageInfo: offsetPageInfo(page, { itemCount: items.length, totalCount }) };
  }

  /** A document's PDF when it belongs to that order (whoever holds the order's id may see it), else null. */
  async pdf(orderId: string, documentId: string): Promise<TaxDocumentFile | null> {
    if (!isUuid(orderId) || !isUuid(documentId)) return null;
    const manager = this.deps.dataSource.manager;
    const document = await manager.findOne(TaxDocumentEntity, { where: { id: documentId, orderId } });
    return document ? taxDocumentFile(manager, document) : null;
  }

  /** Admins only: the month's GSTR-1 as the offline tool's files (gstr1-export.ts); month as YYYY-MM, in India time. */
  async gstr1Files(ctx: RequestContext, month: string): Promise<Gstr1File[]> {
    requireAdmin(ctx, 'ORDERS_READ');
    const { documents, invoicesOfNotes } = await this.monthDocuments(month);
    return gstr1Files(documents, invoicesOfNotes);
  }

  /** Admins only: the month's sales register, one row per invoice and credit note (sales-register.ts). */
  async salesRegisterCsv(ctx: RequestContext, month: string): Promise<string> {
    requireAdmin(ctx, 'ORDERS_READ');
    const { documents, invoicesOfNotes } = await this.monthDocuments(month);
    const orders: Array<{ id: string; order_number: number }> = documents.length
      ? await this.deps.dataSource.query(`SELECT id, order_number FROM orders WHERE id = ANY($1)`, [
          [...new Set(documents.map((document) => document.orderId))],
        ])
      : [];
    const orderNumbers = new Map(orders.map((order) => [order.id, Number(order.order_number)]));
    return salesRegisterCsv(documents, invoicesOfNotes, orderNumbers);
  }

  /** The documents issued in a month (India time), in issue order, and the invoices their credit notes refer to. */
  private async monthDocuments(month: string): Promise<{ documents: TaxDocumentEntity[]; invoicesOfNotes: TaxDocumentEntity[] }> {
    const match = MONTH.exec(typeof month === 'string' ? month.trim() : '');
    if (!match) throw invalidInput('Give the month as YYYY-MM, e.g. 2026-11', { field: 'month' });
    const { from, to } = indianMonthRange(Number(match[1]), Number(match[2]));
    const documents = await this.deps.dataSource
      .getRepository(TaxDocumentEntity)
      .createQueryBuilder('d')
      .where('d.issued_at >= :from AND d.issued_at < :to', { from, to })
      .orderBy('d.issued_at')
      .addOrderBy('d.kind')
      .addOrderBy('d.sequence')
      .getMany();
    const invoiceIds = [...new Set(documents.map((document) => document.invoiceId).filter((id): id is string => !!id))];
    const invoices = await this.documentsByIds(invoiceIds);
    return { documents, invoicesOfNotes: invoices.filter((invoice): invoice is TaxDocumentEntity => !!invoice) };
  }
}
