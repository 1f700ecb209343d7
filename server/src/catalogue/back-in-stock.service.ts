import type { DataSource } from 'typeorm';
import { BACK_IN_STOCK_MESSAGES, backInStockEmail } from '@common/back-in-stock.js';
import { requireAdmin } from '../kernel/access.js';
import type { ShopServiceDeps } from '../kernel/dependencies.js';
import { invalidInput, notFound, ShopError } from '../kernel/errors.js';
import { enforceRateLimit, type RateLimiter } from '../kernel/rate-limiter.js';
import type { RequestContext } from '../kernel/request-context.js';

/** Like the contact form: per client address and per e-mail address, an hour. */
export const BACK_IN_STOCK_LIMIT_PER_ADDRESS_PER_HOUR = 20;
export const BACK_IN_STOCK_LIMIT_PER_EMAIL_PER_HOUR = 10;
const HOUR = 3600;

export interface BackInStockRequestInput {
  productId: string;
  sizeId: string;
  /** Omitted by a signed-in shopper: their account's address. */
  email?: string | null;
}

export interface BackInStockReceipt {
  email: string;
  sizeLabel: string;
}

/**
 * Shoppers' requests to hear once when a sold-out size is back: one per size and e-mail address
 * (asking again changes nothing), limited like the contact form, and given up by the unsubscribe
 * link of its e-mail. Noticing the restock and the e-mails are not here: the products trigger
 * marks the requests when the size's stock goes from 0 to above 0, by any path, and owes the job
 * that mails them (db/functions/back-in-stock.sql, mail/back-in-stock-mail.ts; decision 69).
 */
export class BackInStockService {
  private readonly dataSource: DataSource;

  constructor(
    deps: Pick<ShopServiceDeps, 'dataSource'>,
    private readonly rateLimiter: RateLimiter,
  ) {
    this.dataSource = deps.dataSource;
  }

  async request(ctx: RequestContext, input: BackInStockRequestInput): Promise<BackInStockReceipt> {
    const typed = input.email == null || input.email.trim() === '' ? (ctx.user?.role === 'user' ? ctx.user.email : '') : input.email;
    const checked = backInStockEmail(typed);
    if (checked.error !== null) throw invalidInput(checked.error, { field: 'email' });
    const email = checked.email;
    await enforceRateLimit(this.rateLimiter, `back-in-stock:ip:${ctx.ip}`, BACK_IN_STOCK_LIMIT_PER_ADDRESS_PER_HOUR, HOUR);
    await enforceRateLimit(this.rateLimiter, `back-in-stock:email:${email}`, BACK_IN_STOCK_LIMIT_PER_EMAIL_PER_HOUR, HOUR);
    return this.dataSource.transaction(async (manager) => {
      // FOR SHARE: a restock committing meanwhile waits for this request, so its trigger sees it.
      const [size] = await manager.query<Array<{ label: string; stock: number }>>(
        `SELECT size->>'label' AS label, (size->>'stock')::int AS stock
           FROM products p CROSS JOIN LATERAL jsonb_array_elements(p.sizes) AS size
          WHERE p.id = $1 AND size->>'id' = $2
          FOR SHARE OF p`,
        [String(input.productId), String(input.sizeId)],
      );
      if (!size) throw notFound(BACK_IN_STOCK_MESSAGES.sizeUnknown, { field: 'sizeId' });
      if (size.stock > 0) throw new ShopError('INVALID_STATE', BACK_IN_STOCK_MESSAGES.inStock(size.label), { field: 'sizeId' });
      await manager.query(
        `INSERT INTO back_in_stock_requests (product_id, size_id, email) VALUES ($1, $2, $3)
         ON CONFLICT (size_id, email) DO NOTHING`,
        [input.productId, input.sizeId, email],
      );
      return { email, sizeLabel: size.label };
    });
  }

  /**
   * The unsubscribe link: the request its token names is deleted. True for any well-formed token
   * (unknown or already used changes nothing), so the link tells nobody what was asked for.
   */
  async unsubscribe(token: string): Promise<boolean> {
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(token)) return false;
    await this.dataSource.query(`DELETE FROM back_in_stock_requests WHERE token = $1`, [token]);
    return true;
  }

  /** How many wait for each size of a product that anyone asked about (admins only). */
  async waiting(ctx: RequestContext, productId: string): Promise<Array<{ sizeId: string; shoppers: number }>> {
    requireAdmin(ctx);
    const rows = await this.dataSource.query<Array<{ size_id: string; n: number }>>(
      `SELECT size_id, count(*)::int AS n FROM back_in_stock_requests
        WHERE product_id = $1 AND restocked_at IS NULL GROUP BY size_id ORDER BY size_id`,
      [productId],
    );
    return rows.map((row) => ({ sizeId: row.size_id, shoppers: row.n }));
  }
}
