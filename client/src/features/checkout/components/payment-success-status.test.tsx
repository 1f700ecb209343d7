import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@/test/render';
import { ConfirmPaymentMutation } from '../api/use-confirm-payment';
import { PaymentSuccessStatus } from './payment-success-status';

const order = (id: string, paymentStatus: string) => ({
  __typename: 'Order',
  id,
  orderNumber: 'HB-100050',
  email: 'ravi@example.in',
  status: 'PROCESSING',
  paymentStatus,
  paymentFailureReason: null,
  refundDue: false,
  createdAt: '2026-11-20T10:15:00.000Z',
  totalMoney: { __typename: 'Money' as const, amount: 30000 },
  breakdown: { __typename: 'MoneyBreakdown' as const, gstMoney: { __typename: 'Money' as const, amount: 0 } },
  invoice: null,
  creditNotes: [],
});

describe('payment success page', { timeout: 20_000 }, () => {
  it('asks the server once, also under StrictMode, and says the invoice was sent', async () => {
    const mocks = [
      {
        request: { query: ConfirmPaymentMutation, variables: { id: 'ps-1' } },
        result: {
          data: {
            confirmPayment: { __typename: 'ConfirmPaymentPayload', paid: true, message: 'ok', errors: [], order: order('ps-1', 'PAID') },
          },
        },
      },
    ];
    render(
      <StrictMode>
        <PaymentSuccessStatus orderId="ps-1" />
      </StrictMode>,
      { mocks },
    );
    expect(screen.getByText('Processing…')).toBeInTheDocument();
    expect(await screen.findByText('Payment successful! Invoice sent to your email.')).toBeInTheDocument();
  });

  it('reports the server’s message when it refuses', async () => {
    const mocks = [
      {
        request: { query: ConfirmPaymentMutation, variables: { id: 'ps-2' } },
        result: {
          data: {
            confirmPayment: {
              __typename: 'ConfirmPaymentPayload',
              paid: null,
              message: null,
              order: null,
              errors: [{ __typename: 'UserError', code: 'NOT_FOUND', message: 'Order not found', field: null }],
            },
          },
        },
      },
    ];
    render(<PaymentSuccessStatus orderId="ps-2" />, { mocks });
    expect(await screen.findByText('Failed to send invoice: Order not found')).toBeInTheDocument();
  });

  it('falls back to a generic message when the network fails', async () => {
    const mocks = [{ request: { query: ConfirmPaymentMutation, variables: { id: 'ps-3' } }, error: new TypeError('Failed to fetch') }];
    render(<PaymentSuccessStatus orderId="ps-3" />, { mocks });
    expect(await screen.findByText('Something went wrong while sending the invoice.')).toBeInTheDocument();
  });

  it('says the order id is missing', () => {
    render(<PaymentSuccessStatus orderId={null} />);
    expect(screen.getByText('Order ID missing in URL')).toBeInTheDocument();
  });
});
