import { discountRefusal, priceDiscountedOrder, type DiscountedOrder, type DiscountRefusal } from '@common/discount.js';
import type { PricedLine } from '@common/pricing.js';
import type { DiscountCodeEntity } from '../../discounts/discount-code.entity.js';
import type { DiscountCodeService } from '../../discounts/discount-code.service.js';
import type { RequestContext } from '../../kernel/request-context.js';

/** A cart priced with the shopper's code, or without it and the reason. */
export interface CodePricing {
  priced: DiscountedOrder;
  /** The code applied; null when none was given or it was refused. */
  code: DiscountCodeEntity | null;
  refusal: DiscountRefusal | null;
}

/** Longer than any code the owner can create: not looked up at all. */
const LONGEST_CODE_TYPED = 64;

/**
 * Prices `lines` with the code the shopper typed (the quote and createOrder alike): the one
 * pricing rule with the code's discount when it applies, or without it and the refusal when it
 * does not. `email` makes the per-customer limit count; the quote may not know it yet. A code
 * sent counts against `client`'s allowance of code checks.
 */
export async function priceWithCode(
  discounts: DiscountCodeService,
  client: RequestContext,
  lines: readonly PricedLine[],
  typed: string | null | undefined,
  email: string | null,
): Promise<CodePricing> {
  const plain = priceDiscountedOrder(lines, null);
  if (typed === null || typed === undefined || typed.trim() === '') return { priced: plain, code: null, refusal: null };
  if (typed.length > LONGEST_CODE_TYPED) return { priced: plain, code: null, refusal: discountRefusal('UNKNOWN', typed.slice(0, 20)) };
  const { code, refusal } = await discounts.lookUp(client, typed, plain.subtotalPaise, email);
  if (refusal) return { priced: plain, code: null, refusal };
  return { priced: priceDiscountedOrder(lines, code), code, refusal: null };
}
