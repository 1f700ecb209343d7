import { describe, expect, it } from 'vitest';
import { render, screen } from '@/test/render';
import { shopDetailsResponse } from '@/test/shop-details';
import { confirmPaymentResponse } from '../test/confirm-payment-response';
import { PaymentFailedDetails } from './payment-failed-details';

const ORDER_ID = '7f7c3a38-2d7e-4d55-9b1e-1d2f5d3f0a11';
// Confirmations are remembered per order id for the page's life, so each case has its own order.
const PAID_ORDER_ID = '0b5d1c9e-8a41-4f0e-9d35-6c7b2a1e4f90';

function confirmation(paymentStatus: 'PAID' | 'FAILED', status: string, paymentFailureReason: string | null = null) {
  const orderId = paymentStatus === 'PAID' ? PAID_ORDER_ID : ORDER_ID;
  return confirmPaymentResponse(orderId, paymentStatus === 'PAID', 'ok', {
    orderNumber: 'HB-100077',
    email: 'ravi@example.in',
    status,
    paymentStatus,
    paymentFailureReason,
    refundDue: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    totalMoney: { __typename: 'Money', amount: 30000 },
  });
}

describe('payment failed page: the server decides what the page says', () => {
  it.each([
    ['Insufficient funds', 'Payment failed due to insufficient funds in your account.'],
    ['declined', 'Your card was declined by the bank. Please try another payment method.'],
    ['timeout', 'The payment timed out. Please try again.'],
  ])('without a known order, maps the link’s reason "%s"', (reason, message) => {
    render(<PaymentFailedDetails orderId="HB-1" reason={reason} />);
    expect(screen.getByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(screen.getByTestId('failure-reason')).toHaveTextContent(message);
    expect(screen.getByText('HB-1')).toBeInTheDocument();
  });

  it('a failed order shows its HB- number and the server’s reason, never the raw id, and the shop’s contact details from Settings', async () => {
    render(<PaymentFailedDetails orderId={ORDER_ID} reason="timeout" />, {
      mocks: [
        confirmation('FAILED', 'Cancelled', 'insufficient_funds'),
        shopDetailsResponse({ phone: '+91 44 2345 6789', email: 'help@roots.example' }),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(screen.getByText('HB-100077')).toBeInTheDocument();
    expect(screen.queryByText(ORDER_ID)).not.toBeInTheDocument();
    expect(screen.getByTestId('failure-reason')).toHaveTextContent('Payment failed due to insufficient funds in your account.');
    expect(screen.getByTestId('outcome-status')).toHaveTextContent('Payment failed');
    expect(screen.queryByText(/Order Cancelled|refunded/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
    expect(await screen.findByRole('link', { name: '+91 44 2345 6789' })).toHaveAttribute('href', 'tel:+914423456789');
    expect(screen.getByRole('link', { name: 'help@roots.example' })).toHaveAttribute('href', 'mailto:help@roots.example');
  });

  it('a paid order linked as failed is shown as paid', async () => {
    render(<PaymentFailedDetails orderId={PAID_ORDER_ID} reason="declined" />, { mocks: [confirmation('PAID', 'Processing')] });
    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument();
    expect(screen.queryByText(/Payment Failed/i)).not.toBeInTheDocument();
    expect(screen.queryByTestId('failure-reason')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Order Summary' })).toHaveAttribute('href', `/order-summary/${PAID_ORDER_ID}`);
  });

  it('says so when there is no reason and no order id', () => {
    render(<PaymentFailedDetails orderId={null} reason={null} />);
    expect(screen.getByTestId('failure-reason')).toHaveTextContent('Your payment could not be processed.');
    expect(screen.getByText('Not available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  });
});
