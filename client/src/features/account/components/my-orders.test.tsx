import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@/test/render';
import { MyOrders } from './my-orders';

const order = (
  id: string,
  orderNumber: string,
  extra: { returns?: Array<{ id: string; status: 'REQUESTED' | 'REFUNDED' }>; refunded?: number },
) => ({
  __typename: 'Order' as const,
  id,
  orderNumber,
  createdAt: '2026-11-20T06:00:00.000Z',
  status: 'DELIVERED' as const,
  itemCount: 2,
  totalMoney: { __typename: 'Money' as const, formatted: '₹498.00' },
  invoice: null,
  refundedAmountMoney: {
    __typename: 'Money' as const,
    amount: extra.refunded ?? 0,
    formatted: `₹${((extra.refunded ?? 0) / 100).toFixed(2)}`,
  },
  returns: (extra.returns ?? []).map((request) => ({ __typename: 'ReturnRequest' as const, ...request })),
});

describe('My orders', () => {
  it('shows where each order’s returns and refunds stand, and nothing for an order without them', () => {
    render(
      <MyOrders
        email="asha@example.in"
        confirmed
        orders={[
          order('o1', 'HB-100001', { returns: [{ id: 'r1', status: 'REFUNDED' }], refunded: 24900 }),
          order('o2', 'HB-100002', { returns: [{ id: 'r2', status: 'REQUESTED' }] }),
          order('o3', 'HB-100003', {}),
        ]}
      />,
    );
    const [refunded, asked, plain] = screen.getAllByTestId('my-order');
    expect(within(refunded).getByTestId('my-order-after-sale')).toHaveTextContent('Return: RefundedRefunded ₹249.00');
    expect(within(asked).getByTestId('my-order-after-sale')).toHaveTextContent('Return: Asked: we answer within 2 days');
    expect(within(plain).queryByTestId('my-order-after-sale')).not.toBeInTheDocument();
  });
});
