import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { inIndia } from '@common/india-time';
import { AdminBookReturnPickupDocument, AdminOrderReturnsDocument, AdminReceiveReturnDocument } from '@/gql/graphql';
import { render, screen, waitFor } from '@/test/render';
import { ReturnsPanel } from './returns-panel';

/** An approved return of one hair oil that arrived damaged (so not back in stock unless the owner says), paid online or in cash at the door. */
const orderWithReturn = (paymentMethod: 'ONLINE' | 'CASH_ON_DELIVERY', throughCourierService = false) => ({
  __typename: 'Order' as const,
  id: 'order-1',
  returns: [
    {
      __typename: 'ReturnRequest' as const,
      id: 'r1',
      status: 'APPROVED' as const,
      reason: 'DAMAGED' as const,
      reasonLabel: 'Arrived damaged or leaking',
      note: '',
      lines: [{ __typename: 'ReturnLine' as const, orderLineId: '12', name: 'Bhringraj Hair Oil', size: '100ml', quantity: 1 }],
      requestedAt: new Date().toISOString(),
      waitingDays: 0,
      approvalOverdue: false,
      rejectionReason: null,
      resellable: null,
      refundAmount: null,
      order: {
        __typename: 'Order' as const,
        id: 'order-1',
        paymentMethod,
        shipment: { __typename: 'Shipment' as const, throughCourierService },
      },
      pickupAwb: null,
      pickupCourier: null,
      pickupLabelUrl: null,
    },
  ],
});

const received = {
  __typename: 'ReturnRequest' as const,
  id: 'r1',
  status: 'RECEIVED' as const,
  rejectionReason: null,
  resellable: true,
  waitingDays: 0,
  approvalOverdue: false,
  refundAmount: { __typename: 'Money' as const, formatted: '₹249.00' },
  pickupAwb: null,
  pickupCourier: null,
  pickupLabelUrl: null,
};

function renderPanel(paymentMethod: 'ONLINE' | 'CASH_ON_DELIVERY') {
  const asked: { input?: unknown } = {};
  render(<ReturnsPanel orderId="order-1" />, {
    mocks: [
      {
        request: { query: AdminOrderReturnsDocument, variables: { id: 'order-1' } },
        result: { data: { order: orderWithReturn(paymentMethod) } },
      },
      {
        request: {
          query: AdminReceiveReturnDocument,
          variables: (variables: { input?: unknown }) => {
            asked.input = variables.input;
            return true;
          },
        },
        result: { data: { receiveReturn: { __typename: 'ReturnDecisionPayload' as const, returnRequest: received, errors: [] } } },
      },
    ],
  });
  return asked;
}

describe('ReturnsPanel', () => {
  it("receives a cash-on-delivery order's return with how its money was sent back by hand", async () => {
    const asked = renderPanel('CASH_ON_DELIVERY');
    const user = userEvent.setup();
    const receive = await screen.findByRole('button', { name: 'Mark received and refund' });
    // The cash went back by hand: nothing is refunded until the owner says how.
    expect(receive).toBeDisabled();
    await user.type(screen.getByLabelText('Reference'), ' UPI-448822 ');
    expect(receive).toBeEnabled();
    await user.click(receive);
    const today = inIndia(new Date()).toISOString().slice(0, 10);
    await waitFor(() =>
      expect(asked.input).toEqual({ returnId: 'r1', resellable: false, manual: { method: 'UPI', reference: 'UPI-448822', paidOn: today } }),
    );
    // The answer has landed before the test ends (the panel's state is not set after the page is gone).
    await waitFor(() => expect(receive).not.toHaveAttribute('data-loading'));
  });

  it("receives an online order's return without manual details: the provider sends the money back", async () => {
    const asked = renderPanel('ONLINE');
    const user = userEvent.setup();
    const receive = await screen.findByRole('button', { name: 'Mark received and refund' });
    await user.click(receive);
    expect(screen.queryByTestId('manual-refund')).not.toBeInTheDocument();
    await waitFor(() => expect(asked.input).toEqual({ returnId: 'r1', resellable: false }));
    await waitFor(() => expect(receive).not.toHaveAttribute('data-loading'));
  });

  it('books the courier pickup of a parcel that went out through the courier service, then shows its AWB and label', async () => {
    render(<ReturnsPanel orderId="order-1" />, {
      mocks: [
        {
          request: { query: AdminOrderReturnsDocument, variables: { id: 'order-1' } },
          result: { data: { order: orderWithReturn('ONLINE', true) } },
        },
        {
          request: { query: AdminBookReturnPickupDocument, variables: { returnId: 'r1' } },
          result: {
            data: {
              bookReturnPickup: {
                __typename: 'BookReturnPickupPayload' as const,
                returnRequest: {
                  ...received,
                  status: 'APPROVED' as const,
                  resellable: null,
                  refundAmount: null,
                  pickupAwb: '19041424751540',
                  pickupCourier: 'Delhivery Reverse',
                  pickupLabelUrl: 'https://example.test/label.pdf',
                },
                errors: [],
              },
            },
          },
        },
      ],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Book courier pickup' }));
    expect(await screen.findByText(/Courier pickup booked: Delhivery Reverse, AWB 19041424751540/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return label' })).toHaveAttribute('href', 'https://example.test/label.pdf');
    expect(screen.queryByRole('button', { name: 'Book courier pickup' })).not.toBeInTheDocument();
  });

  it('offers no courier pickup for a parcel the owner shipped by hand', async () => {
    renderPanel('ONLINE');
    await screen.findByRole('button', { name: 'Mark received and refund' });
    expect(screen.queryByRole('button', { name: 'Book courier pickup' })).not.toBeInTheDocument();
  });
});
