import {
  discountRefusal,
  minimumRefusal,
  normaliseDiscountCode,
  type DiscountRefusal,
  type DiscountRefusalReason,
} from '@common/discount.js';
import { requireAdmin } from '../kernel/access.js';
import { chargedSql } from '../orders/sales-figures.js';
import { conflict, notFound, ShopError } from '../kernel/errors.js';
import type { ShopServiceDeps } from '../kernel/dependencies.js';
import { enforceRateLimit, type RateLimiter } from '../kernel/rate-limiter.js';
import type { RequestContext } from '../kernel/request-context.js';
import { DiscountCodeEntity } from './discount-code.entity.js';
import { checkDiscountCodeInput, type DiscountCodeInput } from './discount-code-input.js';

/** A code in the owner's list, with what it has done. */
export interface DiscountCodeSummary {
  discount: DiscountCodeEntity;
  /** Orders holding a use now (placed, and not given back by expiring or cancelling unpaid). */
  uses: number;
  /** What the paid orders that used it brought in, less their completed refunds (sales-figures.ts). */
  revenuePaise: number;
}

/** What a shopper's code comes to for a cart: the code, or why it does not apply. */
export type DiscountLookup = { code: DiscountCodeEntity; refusal: null } | { code: DiscountCodeEntity | null; refusal: DiscountRefusal };

/** A refusal as services throw it: DISCOUNT_INVALID, with the reason and any amount still needed. */
export function discountInvalid(refusal: DiscountRefusal): ShopError {
  return new ShopError('DISCOUNT_INVALID', refusal.message, { field: 'discountCode', discountRefusal: refusal });
}

const isUniqueViolation = (error: unknown) => (error as { driverError?: { code?: string } })?.driverError?.code === '23505';
const DUPLICATE_MESSAGE = 'A code with these letters already exists (codes ignore case)';

/**
 * Discount codes: the owner's list and edits, and looking a shopper's code up for a quote or an
 * order. Whether a use is still free is counted here for the quote's answer, and counted again
 * under the code's lock when the order is placed (claim_discount_use), which is what decides.
 */
export class DiscountCodeService {
  constructor(
    private readonly deps: ShopServiceDeps,
    private readonly rateLimiter: RateLimiter,
  ) {}

  async list(ctx: RequestContext): Promise<DiscountCodeSummary[]> {
    requireAdmin(ctx);
    const codes = await this.deps.dataSource.getRepository(DiscountCodeEntity).find({ order: { createdAt: 'DESC', id: 'ASC' } });
    return this.summaries(codes);
  }

  private async summaries(codes: readonly DiscountCodeEntity[]): Promise<DiscountCodeSummary[]> {
    if (codes.length === 0) return [];
    const figures = await this.deps.dataSource.query<Array<{ id: string; uses: number; revenue: string }>>(
      `SELECT o.discount_code_id AS id,
              count(*) FILTER (WHERE NOT o.discount_released)::int AS uses,
              (coalesce(sum(o.total_paise) FILTER (WHERE ${chargedSql('o.payment_status')}), 0)
                 - coalesce(sum(r.refunded) FILTER (WHERE ${chargedSql('o.payment_status')}), 0))::text AS revenue
         FROM orders o
         LEFT JOIN (SELECT order_id, sum(amount_paise) AS refunded FROM refunds WHERE state = 'COMPLETED' GROUP BY order_id) r
           ON r.order_id = o.id
        WHERE o.discount_code_id = ANY ($1::uuid[])
        GROUP BY o.discount_code_id`,
      [codes.map((code) => code.id)],
    );
    const byId = new Map(figures.map((row) => [row.id, row]));
    return codes.map((code) => ({
      discount: code,
      uses: byId.get(code.id)?.uses ?? 0,
      revenuePaise: Number(byId.get(code.id)?.revenue ?? 0),
    }));
  }

  async create(ctx: RequestContext, input: DiscountCodeInput): Promise<DiscountCodeSummary> {
    requireAdmin(ctx);
    const fields = checkDiscountCodeInput(input);
    const repository = this.deps.dataSource.getRepository(DiscountCodeEntity);
    try {
      return { discount: await repository.save(repository.create(fields)), uses: 0, revenuePaise: 0 };
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(DUPLICATE_MESSAGE);
      throw error;
    }
  }

  async update(ctx: RequestContext, id: string, input: DiscountCodeInput): Promise<DiscountCodeSummary> {
    requireAdmin(ctx);
    const fields = checkDiscountCodeInput(input);
    const repository = this.deps.dataSource.getRepository(DiscountCodeEntity);
    const existing = await this.find(id);
    let saved: DiscountCodeEntity;
    try {
      saved = await repository.save(repository.merge(existing, fields));
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(DUPLICATE_MESSAGE);
      throw error;
    }
    const [summary] = await this.summaries([saved]);
    return summary;
  }

  /** Deletes a code; the orders that used it keep the code's letters and their discount. */
  async delete(ctx: RequestContext, id: string): Promise<void> {
    requireAdmin(ctx);
    const existing = await this.find(id);
    await this.deps.dataSource.getRepository(DiscountCodeEntity).delete({ id: existing.id });
  }

  /**
   * The shopper's code for goods worth `subtotalPaise`: refused when unknown, paused, outside its
   * dates, below its minimum or, as far as can be told now, used up (by everyone, or by `email`).
   * The switch, the dates and the use counts are the database's discount_code_refusal, the same
   * rule that claims a use when the order is placed (db/functions/discount-codes.sql); the minimum
   * is common/discount.ts's, as the cart shows it.
   * Every look-up counts against the caller's and the shop's allowance first (see checkAllowance).
   */
  async lookUp(
    client: RequestContext,
    codeText: string,
    subtotalPaise: number,
    email: string | null,
    now = new Date(),
  ): Promise<DiscountLookup> {
    await this.checkAllowance(client);
    const typed = normaliseDiscountCode(codeText);
    const code = await this.deps.dataSource
      .getRepository(DiscountCodeEntity)
      .createQueryBuilder('d')
      .where('upper(d.code) = :typed', { typed })
      .getOne();
    if (!code) return { code: null, refusal: discountRefusal('UNKNOWN', typed) };
    const [{ refusal }] = await this.deps.dataSource.query<Array<{ refusal: { reason: DiscountRefusalReason; at?: string } | null }>>(
      'SELECT discount_code_refusal($1, $2, $3) AS refusal',
      [code.id, now.toISOString(), email],
    );
    const refused = refusal && discountRefusal(refusal.reason, code.code, { at: refusal.at ? new Date(refusal.at) : null });
    // A code not yet open (or closed) says so before the minimum; a used-up one only once the goods reach it.
    if (refused && refusal.reason !== 'USED_UP' && refusal.reason !== 'ALREADY_USED') return { code, refusal: refused };
    return { code, refusal: minimumRefusal(code, subtotalPaise) ?? refused };
  }

  /**
   * Codes are short words a guesser could try one after another, so every look-up is counted before
   * the code is read, whatever the answer: per client (its API token, else its address) and across
   * the whole shop, which bounds guessing spread over many addresses. Each aliased field of one
   * request is a look-up of its own and counts as one.
   */
  private async checkAllowance(client: RequestContext): Promise<void> {
    const { RATE_LIMIT_DISCOUNT_CHECKS_PER_MINUTE: perClient, RATE_LIMIT_DISCOUNT_CHECKS_PER_MINUTE_SHOP: perShop } = this.deps.env;
    const who = client.apiToken ? `token:${client.apiToken.id}` : `ip:${client.ip}`;
    await enforceRateLimit(this.rateLimiter, `discount-check:${who}`, perClient);
    await enforceRateLimit(this.rateLimiter, 'discount-check:shop', perShop);
  }

  private async find(id: string): Promise<DiscountCodeEntity> {
    const valid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
    const code = valid ? await this.deps.dataSource.getRepository(DiscountCodeEntity).findOne({ where: { id } }) : null;
    if (!code) throw notFound('No discount code has this id');
    return code;
  }
}
