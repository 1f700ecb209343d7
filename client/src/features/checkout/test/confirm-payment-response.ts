import { ConfirmPaymentMutation } from '../api/use-confirm-payment';

interface ConfirmedOrder {
  orderNumber: string;
  email: string;
  status: string;
  paymentStatus: 'PAID' | 'FAILED' | 'PENDING';
  paymentFailureReason: string | null;
  totalMoney: { __typename: 'Money'; amount: number };
  refundDue?: boolean;
  createdAt?: string;
}

/** A mocked confirmPayment answer for one order, as the server sends it (the checkout page tests share it). */
export function confirmPaymentResponse(orderId: string, paid: boolean, message: string, order: ConfirmedOrder) {
  return {
    request: { query: ConfirmPaymentMutation, variables: { id: orderId } },
    result: {
      data: {
        confirmPayment: {
          __typename: 'ConfirmPaymentPayload',
          paid,
          message,
          errors: [],
          order: {
            __typename: 'Order',
            id: orderId,
            // No GST and no invoice unless the test gives them: the GST line then shows ₹0.00.
            breakdown: { __typename: 'MoneyBreakdown', gstMoney: { __typename: 'Money', amount: 0 } },
            invoice: null,
            creditNotes: [],
            ...order,
          },
        },
      },
    },
  };
}
