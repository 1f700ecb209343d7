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
  paymentMethod: 'ONLINE' as const,
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
    // Nothing is refunded until the owner confirms the amount.
    expect(asked).toBeNull();
    expect(screen.getByRole('group', { name: 'Please confirm' })).toHaveTextContent(
      "₹100.00 goes back to the shopper's payment method. A refund cannot be taken back.",
    );
    await user.click(screen.getByRole('button', { name: 'Yes, refund ₹100.00' }));
    await waitFor(() =>
      expect(asked).toEqual({
        input: { orderId: 'order-1', reason: 'One bottle leaked', amount: 100, restockLines: [{ lineId: '11', quantity: 1 }] },
      }),
    );
    // Refunded: the form is cleared for the next one (and nothing is left to update after the test).
    await waitFor(() => expect(screen.getByLabelText('Reason')).toHaveValue(''));
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

  it('sends a goodwill payment with nothing back to stock', async () => {
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
    await user.type(amount, '50');
    await user.type(screen.getByLabelText('Reason'), 'Parcel four days late');
    await user.click(screen.getByLabelText('Return items to stock'));
    await user.click(screen.getByLabelText(/Goodwill payment/));
    // Nothing comes back with a goodwill payment: the stock choice goes away.
    expect(screen.queryByLabelText('Return items to stock')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Refund ₹50.00' }));
    await user.click(screen.getByRole('button', { name: 'Yes, refund ₹50.00' }));
    await waitFor(() =>
      expect(asked).toEqual({
        input: { orderId: 'order-1', reason: 'Parcel four days late', amount: 50, restockLines: [], goodwill: true },
      }),
    );
    // Refunded: the form is cleared for the next one (and nothing is left to update after the test).
    await waitFor(() => expect(screen.getByLabelText('Reason')).toHaveValue(''));
  });

  it('records a cash-on-delivery refund sent by hand, with its method, reference and day', async () => {
    const cashOrder = { ...paidOrder, id: 'order-2', paymentMethod: 'CASH_ON_DELIVERY' as const };
    let asked: unknown = null;
    render(<RefundPanel orderId="order-2" />, {
      mocks: [
        { request: { query: AdminOrderRefundsDocument, variables: { id: 'order-2' } }, result: { data: { order: cashOrder } } },
        {
          request: {
            query: RefundOrderDocument,
            variables: (variables: unknown) => {
              asked = variables;
              return true;
            },
          },
          result: { data: { refundOrder: { __typename: 'RefundOrderPayload' as const, order: cashOrder, errors: [] } } },
        },
      ],
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Reason'), 'Returned unopened');
    // Until the transfer's reference is typed, nothing can be recorded.
    expect(screen.getByRole('button', { name: 'Refund ₹727.00' })).toBeDisabled();
    await user.type(screen.getByLabelText('Reference'), 'UPI-448822');
    const sentOn = screen.getByLabelText('Sent on');
    await user.clear(sentOn);
    await user.type(sentOn, '2026-11-20');
    await user.click(screen.getByRole('button', { name: 'Refund ₹727.00' }));
    await user.click(screen.getByRole('button', { name: 'Yes, refund ₹727.00' }));
    await waitFor(() =>
      expect(asked).toEqual({
        input: {
          orderId: 'order-2',
          reason: 'Returned unopened',
          restockLines: [],
          manual: { method: 'UPI', reference: 'UPI-448822', paidOn: '2026-11-20' },
        },
      }),
    );
    // Refunded: the form is cleared for the next one (and nothing is left to update after the test).
    await waitFor(() => expect(screen.getByLabelText('Reason')).toHaveValue(''));
  });
});
