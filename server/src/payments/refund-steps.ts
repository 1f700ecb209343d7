import { randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { formatPaise, paiseToRupees } from '@common/money.js';
import { inIndia } from '@common/india-time.js';
import { manualRefundProblem, type ManualRefundMethod } from '@common/manual-refund.js';
import { invalidInput, ShopError } from '../kernel/errors.js';
import type { OrderEntity } from '../orders/order.entity.js';
import type { LineReturn } from '../orders/stock-reservation.js';
import { PaymentEntity } from './payment.entity.js';
import { refundAllowance } from './refund-allowance.js';
import { RefundEntity } from './refund.entity.js';
import { restockWithRefund } from './refund-restock.js';

/**
 * Beginning a refund inside another change's transaction (the admin's refund, a return's receipt).
 * Its completion is published as RefundCompleted (payment-events.ts), which a return subscribes to.
 */
export interface BeginRefundInput {
  /** Paise to refund; the whole remaining amount when null. */
  amountPaise: number | null;
  reason: string;
  restock?: boolean | null;
  restockLines?: readonly LineReturn[] | null;
  /** Goodwill: nothing comes back, so the credit note reverses no tax. */
  goodwill?: boolean | null;
  /** How the owner sent the money back by hand: required for cash collected at the door, refused otherwise. */
  manual?: ManualRefundInput | null;
}

/** A refund the owner made by hand (common/manual-refund.ts). */
export interface ManualRefundInput {
  method: ManualRefundMethod;
  reference: string;
  /** YYYY-MM-DD. */
  paidOn: string;
}

/**
 * How this refund's money goes back: the provider for an online payment; for cash collected at
 * the door, the owner's UPI or bank transfer, checked and recorded. Refused with the reason otherwise.
 */
function refundMethodOf(
  order: Pick<OrderEntity, 'paymentMethod'>,
  manual: ManualRefundInput | null | undefined,
): Pick<RefundEntity, 'method' | 'manualReference' | 'paidOn'> {
  if (order.paymentMethod !== 'CASH_ON_DELIVERY') {
    if (manual) throw invalidInput('This order was paid online: its refund goes back through the payment provider', { field: 'manual' });
    return { method: 'PROVIDER', manualReference: null, paidOn: null };
  }
  if (!manual) {
    throw invalidInput('This order was paid in cash: send the money by UPI or bank transfer, then record it with its reference and date', {
      field: 'manual',
    });
  }
  const problem = manualRefundProblem(manual, inIndia(new Date()).toISOString().slice(0, 10));
  if (problem) throw invalidInput(problem.message, { field: `manual.${problem.field}` });
  return { method: manual.method, manualReference: manual.reference.trim(), paidOn: manual.paidOn.trim() };
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
  const method = refundMethodOf(order, input.manual);
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
      ...method,
      goodwill: input.goodwill ?? false,
      state: 'PENDING',
      requestedBy,
    }),
  );
}

/** Unique, readable, and within PhonePe's 63 characters of [A-Za-z0-9_-]. */
function newMerchantRefundId(orderNumber: number): string {
  return `RF-${orderNumber}-${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;
}
