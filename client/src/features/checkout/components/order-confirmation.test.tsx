import { describe, expect, it } from 'vitest';
import { makeFragmentData } from '@/gql';
import { orderedOil } from '@/test/order-lines';
import { render, screen } from '@/test/render';
import { OrderConfirmation, OrderConfirmationFragment } from './order-confirmation';

function order(status: string, paymentStatus: string, paymentFailureReason: string | null = null) {
  return makeFragmentData(
    {
      id: '7f7c3a38-2d7e-4d55-9b1e-1d2f5d3f0a11',
      orderNumber: 'HB-100042',
      createdAt: '2026-11-20T10:00:00.000Z',
      status,
      paymentStatus,
      paymentFailureReason,
      refundDue: false,
      customerName: 'Meena Iyer',
      email: 'meena@example.in',
      phone: '9840012345',
      addressLine: '14 Gandhi Road, Kumbakonam, Tamil Nadu - 612001, India',
      subtotalMoney: { amount: 49800 },
      discountMoney: { amount: 0 },
      shippingMoney: { amount: 3000 },
      taxMoney: { amount: 0 },
      codFeeMoney: { amount: 0 },
      totalMoney: { amount: 52800, formatted: '₹528.00' },
      breakdown: { gstMoney: { amount: 2514 } },
      refundedAmountMoney: { amount: 0, formatted: '₹0.00' },
      lines: [{ ...orderedOil(24900), imageUrl: null }],
    } as never,
    OrderConfirmationFragment,
  );
}

describe('order summary: one story per order', () => {
  it('a failed order says only that its payment failed', () => {
    render(<OrderConfirmation order={order('CANCELLED', 'FAILED', 'insufficient_funds')} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Failed' })).toBeInTheDocument();
    expect(screen.getByTestId('failure-reason')).toHaveTextContent('insufficient funds');
    expect(screen.getByTestId('order-status')).toHaveTextContent('Payment failed');
    for (const contradiction of [/Order Cancelled/, /refunded/i, /Estimated delivery/i, /Order Processing/, /Awaiting payment/]) {
      expect(screen.queryByText(contradiction)).not.toBeInTheDocument();
    }
    expect(screen.getByText('HB-100042')).toBeInTheDocument();
  });

  it('a paid order shows its progress and estimated delivery', () => {
    render(<OrderConfirmation order={order('PROCESSING', 'PAID')} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Order Confirmed!' })).toBeInTheDocument();
    expect(screen.getByText('Estimated delivery')).toBeInTheDocument();
    expect(screen.getByText('Order Processing')).toBeInTheDocument();
    expect(screen.getByTestId('order-status')).toHaveTextContent('Processing');
  });
});
