import DataLoader from 'dataloader';
import { paiseToRupees, rupeesToPaise } from '@common/money.js';
import type { OrderEntity } from '../../orders/order.entity.js';
import type { RefundEntity } from '../../payments/refund.entity.js';
import { requireAdmin } from '../../kernel/access.js';
import { invalidInput } from '../../kernel/errors.js';
import { refundedPaise } from '../../payments/refund-allowance.js';
import type { GraphQLContext } from '../context.js';
import type { ManualRefundInput, Resolvers } from '../generated/resolvers-types.js';
import type { ManualRefundInput as ManualRefundDetails } from '../../payments/refund-steps.js';
import { perRequest } from '../per-request.js';
import { payloadOf } from '../user-errors.js';

/**
 * Refunds over GraphQL (admins only): translate rupees ↔ paise and call the refund service; and
 * the payment's raw provider code, which only the admin sees.
 */
const errorCodeLoader = perRequest(
  ({ services }) => new DataLoader<string, string | null>((ids) => services.payments.errorCodesForOrders(ids)),
);
const refundableLoader = perRequest(
  ({ services }) =>
    new DataLoader<OrderEntity, number, string>((orders) => services.refunds.refundablePaiseForOrders(orders), {
      cacheKeyFn: (order) => order.id,
    }),
);
const refundLoader = perRequest(({ services }) => new DataLoader<string, RefundEntity[]>((ids) => services.refunds.refundsForOrders(ids)));

/** Paise refunded so far, by the refund service's rule (admins only). */
/** Whoever may read the order may read how much of its payment came back (the order page says it). */
async function refundedPaiseOf(orderId: string, context: GraphQLContext): Promise<number> {
  return refundedPaise(await refundLoader(context).load(orderId));
}

/** The owner's manual refund as the refund steps take it; PROVIDER is left to their check, which refuses it. */
export function manualRefundOf(input: ManualRefundInput | null | undefined): ManualRefundDetails | null {
  if (!input) return null;
  if (input.method === 'PROVIDER') throw invalidInput('A manual refund is sent by UPI or bank transfer', { field: 'method' });
  return { method: input.method, reference: input.reference, paidOn: input.paidOn };
}

export const refundResolvers: Resolvers = {
  Mutation: {
    refundOrder: (_parent, { input }, context) =>
      payloadOf(context, async () => {
        let amountPaise: number | null = null;
        if (input.amount !== null && input.amount !== undefined) {
          amountPaise = rupeesToPaise(input.amount);
          if (amountPaise === null)
            throw invalidInput('The refund amount must be in rupees with at most two decimals', { field: 'amount' });
        }
        const { order } = await context.services.refunds.refundOrder(context.ctx, input.orderId, {
          amountPaise,
          reason: input.reason,
          restock: input.restock ?? false,
          goodwill: input.goodwill ?? false,
          restockLines: input.restockLines?.map(({ lineId, quantity }) => {
            const id = Number(lineId);
            if (!Number.isSafeInteger(id) || id <= 0)
              throw invalidInput('An item to return to stock is not part of this order', { field: 'restockLines' });
            return { lineId: id, quantity };
          }),
          manual: manualRefundOf(input.manual),
        });
        return { order };
      }),
  },

  Order: {
    paymentErrorCode: (order, _args, context) => {
      requireAdmin(context.ctx);
      return errorCodeLoader(context).load(order.id);
    },
    refunds: (order, _args, context) => {
      requireAdmin(context.ctx);
      return refundLoader(context).load(order.id);
    },
    refundedAmount: async (order, _args, context) => paiseToRupees(await refundedPaiseOf(order.id, context)),
    refundedAmountMoney: (order, _args, context) => refundedPaiseOf(order.id, context),
    refundableAmountMoney: (order, _args, context) => {
      requireAdmin(context.ctx);
      return refundableLoader(context).load(order);
    },
  },

  Refund: {
    amount: (refund) => paiseToRupees(refund.amountPaise),
    amountMoney: (refund) => refund.amountPaise,
    restocked: (refund) => refund.restock,
    paidOn: (refund) => refund.paidOn ?? null,
  },
};
