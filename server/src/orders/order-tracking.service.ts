import { OrderEntity } from './order.entity.js';
import { loadOrderWithLines } from './order-loading.js';
import { enforceRateLimit, type RateLimiter } from '../kernel/rate-limiter.js';
import type { RequestContext } from '../kernel/request-context.js';
import type { ShopServiceDeps } from '../kernel/dependencies.js';

/**
 * Order tracking without an account: the order number together with the e-mail the order was
 * placed with. A wrong number and a wrong e-mail get the same answer (null). Attempts are limited
 * per client address; wrong guesses are also counted per e-mail, from every address, and once an
 * e-mail has had too many only wrong guesses for it are refused. The right number with the right
 * e-mail is always answered: otherwise anyone who knows a shopper's e-mail could lock them out of
 * tracking and returns by guessing badly from a few addresses.
 */
export const TRACKING_LIMIT_PER_ADDRESS = 20;
export const TRACKING_LIMIT_PER_EMAIL = 10;
const WINDOW_SECONDS = 10 * 60;
const ORDER_NUMBER = /^(?:HB-?)?(\d{1,9})$/i;

export class OrderTrackingService {
  constructor(
    private readonly deps: ShopServiceDeps,
    private readonly rateLimiter: RateLimiter,
  ) {}

  /** The order with this number and e-mail, or null; throttled whether or not it matches. */
  async find(ctx: RequestContext, orderNumber: string, email: string): Promise<OrderEntity | null> {
    const normalisedEmail = typeof email === 'string' ? email.trim().toLowerCase().slice(0, 200) : '';
    await enforceRateLimit(this.rateLimiter, `track:ip:${ctx.ip}`, TRACKING_LIMIT_PER_ADDRESS, WINDOW_SECONDS);
    const match = typeof orderNumber === 'string' ? ORDER_NUMBER.exec(orderNumber.trim().replace(/\s+/g, '')) : null;
    if (!match || !normalisedEmail) return null;
    const found = await this.deps.dataSource
      .getRepository(OrderEntity)
      .createQueryBuilder('o')
      .select('o.id', 'id')
      .where('o.orderNumber = :number AND lower(o.email) = :email', { number: Number(match[1]), email: normalisedEmail })
      .getRawOne<{ id: string }>();
    if (found) return loadOrderWithLines(this.deps.dataSource, found.id);
    await enforceRateLimit(this.rateLimiter, `track:email-failures:${normalisedEmail}`, TRACKING_LIMIT_PER_EMAIL, WINDOW_SECONDS);
    return null;
  }
}
