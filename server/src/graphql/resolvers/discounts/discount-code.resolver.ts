import type { DiscountRefusal } from '@common/discount.js';
import type { Resolvers, ResolversTypes } from '../../generated/resolvers-types.js';
import { payloadOf } from '../../user-errors.js';

/** A refusal as the API shows it: its Money field from integer paise. */
export function discountRefusalOf(refusal: DiscountRefusal | null): Awaited<ResolversTypes['DiscountRefusal']> | null {
  if (!refusal) return null;
  return { reason: refusal.reason, message: refusal.message, amountNeededMoney: refusal.amountNeededPaise };
}

/** The owner's discount codes; the rules live in DiscountCodeService. */
export const discountCodeResolvers: Resolvers = {
  Query: {
    discountCodes: (_parent, _args, { ctx, services }) => services.discounts.list(ctx),
  },
  Mutation: {
    createDiscountCode: (_parent, { input }, context) =>
      payloadOf(context, async () => ({ discountCode: await context.services.discounts.create(context.ctx, input) })),
    updateDiscountCode: (_parent, { id, input }, context) =>
      payloadOf(context, async () => ({ discountCode: await context.services.discounts.update(context.ctx, id, input) })),
    deleteDiscountCode: (_parent, { id }, context) =>
      payloadOf(context, async () => {
        await context.services.discounts.delete(context.ctx, id);
        return { deleted: true };
      }),
  },
  DiscountCode: {
    id: ({ discount }) => discount.id,
    code: ({ discount }) => discount.code,
    kind: ({ discount }) => discount.kind,
    percent: ({ discount }) => discount.percent,
    amountMoney: ({ discount }) => discount.amountPaise,
    minimumSubtotalMoney: ({ discount }) => discount.minimumSubtotalPaise,
    startsAt: ({ discount }) => discount.startsAt,
    endsAt: ({ discount }) => discount.endsAt,
    usageLimit: ({ discount }) => discount.usageLimit,
    usageLimitPerCustomer: ({ discount }) => discount.usageLimitPerCustomer,
    active: ({ discount }) => discount.active,
    uses: ({ uses }) => uses,
    revenueMoney: ({ revenuePaise }) => revenuePaise,
    createdAt: ({ discount }) => discount.createdAt,
  },
};
