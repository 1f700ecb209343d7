import { useEffect, useRef } from 'react';
import { paymentFailureMessage } from '@common/payment-reasons';
import { errorMessage } from '@/lib/errors';
import { orderGstPaise, type OrderTaxDocumentsRef } from '@/lib/order-gst';
import { useConfirmPaymentOnce } from '../api/use-confirm-payment';

export type PaymentReturnOutcome =
  | {
      kind: 'paid';
      orderId: string;
      email: string;
      orderNumber: string;
      totalPaise: number;
      gstPaise: number;
      documents: OrderTaxDocumentsRef;
    }
  | { kind: 'failed'; orderId: string | null; orderNumber?: string; reason: string }
  | { kind: 'pending'; orderId: string };

/** How often and how many times a payment still pending is asked about again. */
export const PENDING_POLL_MS = 2500;
export const PENDING_POLL_ATTEMPTS = 6;

/**
 * Reads the provider's return (`?status=SUCCESS|FAILED|PENDING&merchantOrderId=…&reason=…`)
 * and settles it with the server, which asks the provider itself: the query string is a hint,
 * never proof of payment. Calls `onOutcome` once per return.
 */
export function usePaymentReturn(
  status: string | null,
  orderId: string | null,
  reason: string | null,
  onOutcome: (outcome: PaymentReturnOutcome) => void,
) {
  const confirmOnce = useConfirmPaymentOnce();
  const callback = useRef(onOutcome);
  useEffect(() => {
    callback.current = onOutcome;
  });

  useEffect(() => {
    if (!status) return;
    let cancelled = false;
    const report = (outcome: PaymentReturnOutcome) => {
      if (!cancelled) callback.current(outcome);
    };

    if (!orderId) {
      report({ kind: 'failed', orderId, reason: paymentFailureMessage(reason) });
      return;
    }
    // Even a FAILED return is asked about: the order may have been paid after all (a second
    // attempt on the provider's page), and the server knows its number and the real reason.

    const settle = async () => {
      for (let attempt = 0; attempt < PENDING_POLL_ATTEMPTS && !cancelled; attempt += 1) {
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, PENDING_POLL_MS));
        if (cancelled) return;
        const confirmation = await confirmOnce(orderId, { force: attempt > 0 });
        const { order } = confirmation;
        if (confirmation.paid) {
          report({
            kind: 'paid',
            orderId: order.id,
            email: order.email,
            orderNumber: order.orderNumber,
            totalPaise: order.totalMoney.amount,
            gstPaise: orderGstPaise(order),
            documents: order,
          });
          return;
        }
        if (order.paymentStatus === 'FAILED') {
          report({
            kind: 'failed',
            orderId: order.id,
            orderNumber: order.orderNumber,
            reason: paymentFailureMessage(order.paymentFailureReason ?? reason),
          });
          return;
        }
      }
      report({ kind: 'pending', orderId });
    };

    settle().catch((error: unknown) =>
      report({
        kind: 'failed',
        orderId,
        // The provider said FAILED and the server could not be asked: its reason is the best there is.
        reason: status === 'FAILED' ? paymentFailureMessage(reason) : errorMessage(error, 'We could not confirm your payment.'),
      }),
    );
    return () => {
      cancelled = true;
    };
  }, [status, orderId, reason, confirmOnce]);
}
