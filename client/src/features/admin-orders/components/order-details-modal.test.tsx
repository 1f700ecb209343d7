import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { formatPaise } from '@common/money';
import { makeFragmentData } from '@/gql';
import { AdminOrderRefundsDocument } from '@/gql/graphql';
import { orderedOil } from '@/test/order-lines';
import { render, screen, waitFor, within } from '@/test/render';
import { UpdateOrderStatusMutation } from '../api/use-update-order-status';
import { AdminOrderDetailsFragment, OrderDetailsModal } from './order-details-modal';

const details = {
  __typename: 'Order' as const,
  id: 'b9e1',
  orderNumber: 'HB-100007',
  customerName: 'Ravi Kumar',
  email: 'ravi@example.in',
  phone: '+91 98400 00000',
  addressLine: '1 MG Road, Chennai, Tamil Nadu - 600001, India',
  createdAt: '2026-03-03T10:00:00.000Z',
  buyerGstin: null,
  lines: [orderedOil(29900)],
  // The server's breakdown of a paid ₹628 order with a 10 % code, shipped from Tamil Nadu to Tamil Nadu.
  breakdown: {
    goodsMoney: { amount: 66400 },
    discountCode: 'TENOFF',
    discountMoney: { amount: 6640 },
    shippingMoney: { amount: 0 },
    codFeeMoney: { amount: 0 },
    totalMoney: { amount: 59760 },
    gstMoney: { amount: 2846 },
    gstByRate: [
      { ratePercent: 5, cgstMoney: { amount: 1423 }, sgstMoney: { amount: 1423 }, utgstMoney: { amount: 0 }, igstMoney: { amount: 0 } },
    ],
    placeOfSupply: 'Tamil Nadu (33)',
    refundedMoney: { amount: 9960 },
    netMoney: { amount: 49800 },
    cashToCollectMoney: { amount: 0 },
  },
  totalMoney: { amount: 62800, formatted: '₹628.00' },
  status: 'PROCESSING' as const,
  paymentStatus: 'PAID' as const,
  paymentMethod: 'ONLINE' as const,
  cashCollectedAt: null,
  paymentReference: 'PP-778899',
  paymentFailureReason: null,
  paymentErrorCode: null,
  refundDue: false,
  deliveredAt: null,
  shipment: null,
  // What the server's order state machine answers for a paid order in Processing.
  statusOptions: [
    {
      __typename: 'OrderStatusOption' as const,
      status: 'PENDING' as const,
      allowed: false,
      reason: 'An order never goes back to Pending.',
    },
    { __typename: 'OrderStatusOption' as const, status: 'PROCESSING' as const, allowed: false, reason: null },
    { __typename: 'OrderStatusOption' as const, status: 'SHIPPED' as const, allowed: true, reason: null },
    {
      __typename: 'OrderStatusOption' as const,
      status: 'DELIVERED' as const,
      allowed: false,
      reason: 'Only a shipped order can be marked Delivered.',
    },
    { __typename: 'OrderStatusOption' as const, status: 'CANCELLED' as const, allowed: true, reason: null },
  ],
  history: [
    {
      __typename: 'OrderStatusChange' as const,
      status: 'PENDING' as const,
      changedBy: 'customer',
      at: '2026-03-03T10:00:00.000Z',
      note: null,
    },
  ],
};

const order = makeFragmentData(details, AdminOrderDetailsFragment);

/**
 * The refund panel's own query (the dialog mounts it), as the server answers for an order with no
 * refunds yet: a paid order may be refunded in full, an unpaid one not at all.
 */
function refundsOf(shown: { id: string; paymentStatus: 'PAID' | 'FAILED'; totalMoney: { amount: number } }) {
  return {
    request: { query: AdminOrderRefundsDocument, variables: { id: shown.id } },
    result: {
      data: {
        order: {
          __typename: 'Order' as const,
          id: shown.id,
          paymentStatus: shown.paymentStatus,
          paymentMethod: 'ONLINE' as const,
          refundableAmountMoney: { __typename: 'Money' as const, amount: shown.paymentStatus === 'PAID' ? shown.totalMoney.amount : 0 },
          lines: [],
          refunds: [],
        },
      },
    },
  };
}

describe('OrderDetailsModal', () => {
  it('shows customer, items, totals in rupees, payment and history', () => {
    render(<OrderDetailsModal order={order} onClose={vi.fn()} />, { mocks: [refundsOf(details)] });
    const dialog = screen.getByRole('dialog', { name: 'Order Details' });
    for (const text of ['Ravi Kumar', 'ravi@example.in', '+91 98400 00000', 'Bhringraj Hair Oil', 'Ref. PP-778899', 'Paid']) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    // Every figure is the breakdown's, none added up in the browser.
    const money = within(dialog).getByTestId('order-money');
    for (const text of [
      'Subtotal: ₹664.00',
      'Discount (TENOFF): −₹66.40',
      'Total: ₹597.60',
      '5 %: CGST ₹14.23 + SGST ₹14.23',
      'Refunded: −₹99.60',
      'Net: ₹498.00',
    ]) {
      expect(within(money).getByText(text)).toBeInTheDocument();
    }
    expect(within(money).getByTestId('order-gst')).toHaveTextContent('Includes GST ₹28.46 · place of supply Tamil Nadu (33)');
    expect(within(dialog).getAllByTestId('order-history-entry')).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Update Order' })).toBeDisabled();
  });

  it("names a failed payment's reason in words, not the stored key", () => {
    const failedDetails = {
      ...details,
      paymentStatus: 'FAILED' as const,
      paymentReference: null,
      paymentFailureReason: 'insufficient_funds',
    };
    const failed = makeFragmentData(failedDetails, AdminOrderDetailsFragment);
    render(<OrderDetailsModal order={failed} onClose={vi.fn()} />, { mocks: [refundsOf(failedDetails)] });
    const dialog = screen.getByRole('dialog', { name: 'Order Details' });
    expect(within(dialog).getByTestId('payment-failure-reason')).toHaveTextContent(
      'Payment failed due to insufficient funds in your account.',
    );
    expect(within(dialog).queryByText(/insufficient_funds/)).not.toBeInTheDocument();
  });

  it('offers only the statuses the order may move to, and says why the others are not possible', async () => {
    render(<OrderDetailsModal order={order} onClose={vi.fn()} />, { mocks: [refundsOf(details)] });
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Update Status' }));
    expect(await screen.findByRole('option', { name: 'Shipped' })).not.toHaveAttribute('data-combobox-disabled');
    expect(screen.getByRole('option', { name: 'Delivered' })).toHaveAttribute('data-combobox-disabled', 'true');
    expect(screen.getByRole('option', { name: 'Pending' })).toHaveAttribute('data-combobox-disabled', 'true');
    const why = screen.getByTestId('status-unavailable');
    expect(within(why).getByText('Delivered: Only a shipped order can be marked Delivered.')).toBeInTheDocument();
    expect(within(why).getByText('Pending: An order never goes back to Pending.')).toBeInTheDocument();
  });

  it("keeps the dialog open and shows the server's message when the update is refused", async () => {
    const onClose = vi.fn();
    render(<OrderDetailsModal order={order} onClose={onClose} />, {
      mocks: [
        refundsOf(details),
        {
          request: { query: UpdateOrderStatusMutation, variables: { id: 'b9e1', status: 'SHIPPED' } },
          result: { errors: [new GraphQLError('Only admins may change an order.')] },
        },
      ],
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Update Status' }));
    await user.click(await screen.findByRole('option', { name: 'Shipped' }));
    await user.click(screen.getByRole('button', { name: 'Update Order' }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText('Only admins may change an order.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes after a successful update', async () => {
    const onClose = vi.fn();
    render(<OrderDetailsModal order={order} onClose={onClose} />, {
      mocks: [
        refundsOf(details),
        {
          request: { query: UpdateOrderStatusMutation, variables: { id: 'b9e1', status: 'CANCELLED' } },
          result: {
            data: {
              updateOrderStatus: {
                __typename: 'UpdateOrderStatusPayload',
                errors: [],
                order: {
                  ...details,
                  status: 'CANCELLED',
                  // The orders list's row (AdminOrderRow) shows the total formatted.
                  totalMoney: { ...details.totalMoney, formatted: formatPaise(details.totalMoney.amount) },
                  statusOptions: details.statusOptions.map((option) => ({
                    ...option,
                    allowed: false,
                    reason: 'A cancelled order is final.',
                  })),
                  updatedAt: '2026-03-04T10:00:00.000Z',
                  itemCount: 2,
                  history: [
                    ...details.history,
                    {
                      __typename: 'OrderStatusChange',
                      status: 'CANCELLED',
                      changedBy: 'admin@herbalroots.in',
                      at: '2026-03-04T10:00:00.000Z',
                      note: null,
                    },
                  ],
                },
              },
            },
          },
        },
      ],
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Update Status' }));
    await user.click(await screen.findByRole('option', { name: 'Cancelled' }));
    await user.click(screen.getByRole('button', { name: 'Update Order' }));
    // A paid order: cancelling it owes a refund, so the owner confirms with the sum in view.
    expect(screen.getByRole('group', { name: 'Please confirm' })).toHaveTextContent(`was paid ${formatPaise(details.totalMoney.amount)}`);
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: /^Yes, cancel HB-/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
