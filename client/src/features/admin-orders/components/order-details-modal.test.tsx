import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { makeFragmentData } from '../../../gql';
import { render, screen, waitFor, within } from '../../../test/render';
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
  lines: [
    { __typename: 'OrderLine' as const, productId: 'hair-oil-1', name: 'Bhringraj Hair Oil', size: '100ml', quantity: 2, unitPrice: 299, lineTotal: 598 },
  ],
  subtotal: 598,
  shipping: 30,
  tax: 0,
  total: 628,
  status: 'Pending' as const,
  paymentStatus: 'PAID' as const,
  paymentReference: 'PP-778899',
  paymentFailureReason: null,
  refundDue: false,
  history: [
    { __typename: 'OrderStatusChange' as const, status: 'Pending' as const, changedBy: 'customer', at: '2026-03-03T10:00:00.000Z', note: null },
  ],
};

const order = makeFragmentData(details, AdminOrderDetailsFragment);

describe('OrderDetailsModal', () => {
  it('shows customer, items, totals in rupees, payment and history', () => {
    render(<OrderDetailsModal order={order} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Order Details' });
    for (const text of ['Ravi Kumar', 'ravi@example.in', '+91 98400 00000', 'Bhringraj Hair Oil', 'Ref. PP-778899', 'Paid']) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    expect(within(dialog).getByText('Total: ₹628.00')).toBeInTheDocument();
    expect(within(dialog).getAllByTestId('order-history-entry')).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Update Order' })).toBeDisabled();
  });

  it("keeps the dialog open and shows the server's message when the update is refused", async () => {
    const onClose = vi.fn();
    render(<OrderDetailsModal order={order} onClose={onClose} />, {
      mocks: [
        {
          request: { query: UpdateOrderStatusMutation, variables: { orderId: 'b9e1', status: 'Shipped' } },
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
        {
          request: { query: UpdateOrderStatusMutation, variables: { orderId: 'b9e1', status: 'Delivered' } },
          result: {
            data: {
              updateOrderStatus: {
                ...details,
                status: 'Delivered',
                updatedAt: '2026-03-04T10:00:00.000Z',
                itemCount: 2,
                history: [
                  ...details.history,
                  { __typename: 'OrderStatusChange', status: 'Delivered', changedBy: 'admin@herbalroots.in', at: '2026-03-04T10:00:00.000Z', note: null },
                ],
              },
            },
          },
        },
      ],
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Update Status' }));
    await user.click(await screen.findByRole('option', { name: 'Delivered' }));
    await user.click(screen.getByRole('button', { name: 'Update Order' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
