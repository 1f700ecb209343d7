import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OrderReturnsDocument, RequestReturnDocument } from '@/gql/graphql';
import { render, screen, waitFor } from '@/test/render';
import { OrderReturns } from './order-returns';

const HOUR = 60 * 60 * 1000;

/** A delivered order of two hair oils, one already asked back, delivered `hoursAgo` hours ago. */
function deliveredOrder(hoursAgo: number) {
  const deliveredAt = new Date(Date.now() - hoursAgo * HOUR);
  return {
    __typename: 'Order' as const,
    id: 'order-1',
    orderNumber: 'HB-100042',
    email: 'asha@example.in',
    status: 'DELIVERED' as const,
    deliveredAt: deliveredAt.toISOString(),
    returnWindowEndsAt: new Date(deliveredAt.getTime() + 120 * HOUR).toISOString(),
    lines: [{ __typename: 'OrderLine' as const, id: '11', name: 'Bhringraj Hair Oil', size: '100ml', quantity: 2 }],
    returns: [
      {
        __typename: 'ReturnRequest' as const,
        id: 'return-1',
        status: 'REQUESTED' as const,
        reasonLabel: 'Arrived damaged or leaking',
        rejectionReason: null,
        requestedAt: new Date().toISOString(),
        lines: [{ __typename: 'ReturnLine' as const, orderLineId: '11', quantity: 1 }],
        refundAmount: null,
      },
    ],
  };
}

describe('OrderReturns', () => {
  it('offers only the units not yet asked back, and sends them with the reason by order number and e-mail', async () => {
    let asked: unknown = null;
    render(<OrderReturns orderId="order-1" />, {
      mocks: [
        { request: { query: OrderReturnsDocument, variables: { id: 'order-1' } }, result: { data: { order: deliveredOrder(24) } } },
        {
          request: {
            query: RequestReturnDocument,
            variables: (variables: unknown) => {
              asked = variables;
              return true;
            },
          },
          result: {
            data: {
              requestReturn: {
                __typename: 'RequestReturnPayload' as const,
                returnRequest: { __typename: 'ReturnRequest' as const, id: 'return-2', status: 'REQUESTED' as const },
                errors: [],
              },
            },
          },
        },
      ],
    });
    const user = userEvent.setup();
    const units = await screen.findByLabelText('Bhringraj Hair Oil (100ml): how many to return');
    expect([...(units as HTMLSelectElement).options].map((option) => option.value)).toEqual(['0', '1']);
    expect(screen.getByText(/Asked: we answer within 2 days/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ask for a return' }));
    expect(screen.getByText('Choose how many of an item to return')).toBeInTheDocument();

    await user.selectOptions(units, '1');
    await user.selectOptions(screen.getByLabelText(/Why are you returning it/), 'OTHER');
    await user.click(screen.getByRole('button', { name: 'Ask for a return' }));
    expect(screen.getByText('Tell us in a few words why you are returning it')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Tell us more'), 'Bought two by mistake');
    await user.click(screen.getByRole('button', { name: 'Ask for a return' }));
    await waitFor(() =>
      expect(asked).toEqual({
        input: {
          orderNumber: 'HB-100042',
          email: 'asha@example.in',
          lines: [{ lineId: '11', quantity: 1 }],
          reason: 'OTHER',
          note: 'Bought two by mistake',
        },
      }),
    );
    // Sent: the form is cleared (and nothing is left to update after the test).
    await waitFor(() => expect(screen.getByLabelText('Tell us more')).toHaveValue(''));
  });

  it("says in the policy's words why no return can be asked once the 5 days have passed", async () => {
    render(<OrderReturns orderId="order-1" />, {
      mocks: [{ request: { query: OrderReturnsDocument, variables: { id: 'order-1' } }, result: { data: { order: deliveredOrder(121) } } }],
    });
    expect(await screen.findByText(/The 5-day return window after receiving this order has closed/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Ask for a return' })).not.toBeInTheDocument();
  });
});
