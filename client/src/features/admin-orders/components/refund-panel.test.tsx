import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminOrderRefundsDocument, RefundOrderDocument } from '@/gql/graphql';
import { render, screen, waitFor } from '@/test/render';
import { RefundPanel } from './refund-panel';

const line = (id: string, name: string, quantity: number) => ({
  __typename: 'OrderLine' as const,
  id,
  name,
  size: '100ml',
  quantity,
  restockedQuantity: 0,
});

/** A paid ₹727 order: two hair oils and a face wash, nothing refunded yet. */
const paidOrder = {
  __typename: 'Order' as const,
  id: 'order-1',
  paymentStatus: 'PAID' as const,
  refundableAmountMoney: { __typename: 'Money' as const, amount: 72_700 },
  lines: [line('11', 'Bhringraj Hair Oil', 2), line('12', 'Neem Face Wash', 1)],
  refunds: [],
};

describe('RefundPanel', () => {
  it('returns to stock only the items and units the owner chose with a part refund', async () => {
    let asked: unknown = null;
    render(<RefundPanel orderId="order-1" />, {
      mocks: [
        { request: { query: AdminOrderRefundsDocument, variables: { id: 'order-1' } }, result: { data: { order: paidOrder } } },
        {
          request: {
            query: RefundOrderDocument,
            variables: (variables: unknown) => {
              asked = variables;
              return true;
            },
          },
          result: { data: { refundOrder: { __typename: 'RefundOrderPayload' as const, order: paidOrder, errors: [] } } },
        },
      ],
    });
    const user = userEvent.setup();
    const amount = await screen.findByLabelText('Refund amount (₹)');
    await user.clear(amount);
    await user.type(amount, '100');
    await user.type(screen.getByLabelText('Reason'), 'One bottle leaked');
    await user.click(screen.getByLabelText('Return items to stock'));

    // A part refund puts nothing back until the owner says what came back.
    const oil = screen.getByLabelText('Units of Bhringraj Hair Oil (100ml) back to stock');
    const wash = screen.getByLabelText('Units of Neem Face Wash (100ml) back to stock');
    expect(oil).toHaveValue('0');
    expect(wash).toHaveValue('0');
    expect(screen.getByText('· 2 of 2 held')).toBeInTheDocument();
    await user.clear(oil);
    await user.type(oil, '1');

    await user.click(screen.getByRole('button', { name: 'Refund ₹100.00' }));
    await waitFor(() =>
      expect(asked).toEqual({
        input: { orderId: 'order-1', reason: 'One bottle leaked', amount: 100, restockLines: [{ lineId: '11', quantity: 1 }] },
      }),
    );
  });

  it('offers every unit back when the whole payment is refunded', async () => {
    render(<RefundPanel orderId="order-1" />, {
      mocks: [{ request: { query: AdminOrderRefundsDocument, variables: { id: 'order-1' } }, result: { data: { order: paidOrder } } }],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Return items to stock'));
    expect(screen.getByLabelText('Units of Bhringraj Hair Oil (100ml) back to stock')).toHaveValue('2');
    expect(screen.getByLabelText('Units of Neem Face Wash (100ml) back to stock')).toHaveValue('1');
  });
});
