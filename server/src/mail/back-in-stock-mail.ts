import type { ShopServiceDeps } from '../kernel/dependencies.js';
import { jobType } from '../kernel/job-queue.js';
import type { MailService } from './mail.service.js';
import { BACK_IN_STOCK, backInStockMail } from './templates/back-in-stock.js';

/**
 * One size back in stock: written by the products trigger (db/functions/back-in-stock.sql) in the
 * transaction whose write took the size's stock from 0 to above 0; its data names the size.
 */
export const BACK_IN_STOCK_MAIL = jobType<{ productId: string; sizeId: string }>(
  'mail.back-in-stock',
  (data) => `back-in-stock e-mails for ${data.productId} (${data.sizeId})`,
);

/** Requests mailed per transaction; a size with more takes several. */
const BATCH = 200;

/** The unsubscribe address of a back-in-stock e-mail (rest/back-in-stock.rest.ts answers it). */
export function backInStockUnsubscribeUrl(token: string, publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/api/back-in-stock/unsubscribe?token=${token}`;
}

/**
 * The back-in-stock e-mails of one restocked size: each request marked restocked gets one e-mail
 * (its own `mail.send` job) and is deleted in the same transaction, so a run again, a second
 * process or a later restock finds nothing left to send. A request unsubscribed before is gone.
 */
export class BackInStockMail {
  constructor(
    private readonly deps: Pick<ShopServiceDeps, 'dataSource' | 'publicUrl'>,
    private readonly mail: MailService,
  ) {}

  async send(data: { productId: string; sizeId: string }): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await this.deps.dataSource.transaction(async (manager) => {
        const requests = await manager.query<Array<{ id: string; email: string; token: string }>>(
          `SELECT id, email, token FROM back_in_stock_requests
            WHERE product_id = $1 AND size_id = $2 AND restocked_at IS NOT NULL
            ORDER BY created_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
          [data.productId, data.sizeId],
        );
        if (requests.length === 0) return { taken: 0, mailed: 0 };
        const [size] = await manager.query<Array<{ name: string; label: string }>>(
          `SELECT p.name, size->>'label' AS label FROM products p CROSS JOIN LATERAL jsonb_array_elements(p.sizes) AS size
            WHERE p.id = $1 AND size->>'id' = $2`,
          [data.productId, data.sizeId],
        );
        // A size deleted since its restock has nothing left to offer.
        if (size) {
          for (const request of requests) {
            const unsubscribeUrl = backInStockUnsubscribeUrl(request.token, this.deps.publicUrl);
            const content = backInStockMail(
              { productId: data.productId, productName: size.name, sizeLabel: size.label },
              this.deps.publicUrl,
              unsubscribeUrl,
            );
            await this.mail.enqueue(manager, BACK_IN_STOCK, request.email, await this.mail.render(manager, content), { unsubscribeUrl });
          }
        }
        await manager.query(`DELETE FROM back_in_stock_requests WHERE id = ANY ($1::uuid[])`, [requests.map((request) => request.id)]);
        return { taken: requests.length, mailed: size ? requests.length : 0 };
      });
      sent += batch.mailed;
      if (batch.taken < BATCH) return sent;
    }
  }

  /** Sizes restocked whose requests wait for a job: marked before the queue existed (start-up only). */
  async restockedSizes(): Promise<Array<{ productId: string; sizeId: string }>> {
    const rows = await this.deps.dataSource.query<Array<{ product_id: string; size_id: string }>>(
      `SELECT DISTINCT product_id, size_id FROM back_in_stock_requests WHERE restocked_at IS NOT NULL`,
    );
    return rows.map((row) => ({ productId: row.product_id, sizeId: row.size_id }));
  }
}
