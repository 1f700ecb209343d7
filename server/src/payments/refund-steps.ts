import { randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { formatPaise, paiseToRupees } from '@common/money.js';
import { invalidInput, ShopError } from '../kernel/errors.js';
import type { RenderedMail } from '../mail/mail.service.js';
import type { OrderEntity } from '../orders/order.entity.js';
import type { LineReturn } from '../orders/placement/stock-reservation.js';
import { PaymentEntity } from './payment.entity.js';
import { refundAllowance } from './refund-allowance.js';
import { RefundEntity } from './refund.entity.js';
import { restockWithRefund } from './refund-restock.js';

/**
 * The two steps of a refund another change joins: beginning one inside that change's transaction
 * (the admin's refund, a return's receipt), and being told, in the transaction that records it
 * completed, so a return marks itself refunded with it.
 */
export interface BeginRefundInput {
  /** Paise to refund; the whole remaining amount when null. */
  amountPaise: number | null;
  reason: string;
  restock?: boolean | null;
  restockLines?: readonly LineReturn[] | null;
}

/**
 * With the order's row locked by the caller: checks the refund limit, returns the chosen units to
 * stock and writes the PENDING row; the caller asks the provider after its commit
 * (RefundService.sendToProvider), so a double click or two admins at once make one refund.
 */
export async function beginRefund(
  manager: EntityManager,
  order: OrderEntity,
  input: BeginRefundInput,
  requestedBy: string,
): Promise<RefundEntity> {
  const payment = await manager.findOne(PaymentEntity, { where: { orderId: order.id } });
  const refunds = await manager.find(RefundEntity, { where: { orderId: order.id } });
  const { refundablePaise: remaining, refusal } = refundAllowance(order, payment, refunds);
  if (refusal) throw new ShopError('INVALID_STATE', refusal);
  const amountPaise = input.amountPaise ?? remaining;
  if (amountPaise > remaining) {
    throw invalidInput(
      `The refund (${formatPaise(amountPaise)}) is more than what is left to refund on this order (${formatPaise(remaining)})`,
      { field: 'amount', remaining: paiseToRupees(remaining) },
    );
  }
  const restock = await restockWithRefund(manager, order, input);
  const merchantRefundId = newMerchantRefundId(order.orderNumber);
  return manager.save(
    manager.create(RefundEntity, {
      orderId: order.id,
      merchantRefundId,
      amountPaise,
      reason: input.reason,
      restock,
      state: 'PENDING',
      requestedBy,
    }),
  );
}

/** Unique, readable, and within PhonePe's 63 characters of [A-Za-z0-9_-]. */
function newMerchantRefundId(orderNumber: number): string {
  return `RF-${orderNumber}-${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;
}

/** What another domain does when a refund completes; answers the e-mail that replaces the plain refund notice, or null. */
export type RefundCompletionHook = (
  manager: EntityManager,
  order: OrderEntity,
  refund: RefundEntity,
  full: boolean,
) => Promise<RenderedMail | null>;

/** The hooks, registered once by the composition root. */
export class RefundCompletionHooks {
  private readonly hooks: RefundCompletionHook[] = [];

  add(hook: RefundCompletionHook): void {
    this.hooks.push(hook);
  }

  /** Runs every hook; the last e-mail one answered, or null for the plain notice. */
  async run(...args: Parameters<RefundCompletionHook>): Promise<RenderedMail | null> {
    let mail: RenderedMail | null = null;
    for (const hook of this.hooks) mail = (await hook(...args)) ?? mail;
    return mail;
  }
}
