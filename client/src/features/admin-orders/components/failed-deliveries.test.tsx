import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@/test/render';
import { AnswerFailedDeliveryMutation, FailedDeliveriesQuery } from '../api/use-courier';
import { FailedDeliveries } from './failed-deliveries';

const ORDER_ID = '5d6f2c1e-8a3b-4c7d-9e0f-1a2b3c4d5e6f';

function waiting(outcome: 'REATTEMPT' | null, reattemptDays: string[]) {
  return {
    request: { query: FailedDeliveriesQuery },
    result: {
      data: {
        failedDeliveries: [
          {
            __typename: 'Order' as const,
            id: ORDER_ID,
            orderNumber: 'HB-100042',
            customerName: 'Asha Verma',
            phone: '9876543210',
            shipment: {
              __typename: 'Shipment' as const,
              trackingNumber: '19041424751540',
              courierName: 'Delhivery Surface',
              failedDelivery: { __typename: 'FailedDelivery' as const, reason: 'Consignee not available', attempts: 1, outcome },
            },
            deliveryAttemptFailure: { __typename: 'DeliveryAttemptFailure' as const, reattemptDays },
          },
        ],
      },
    },
  };
}

describe("the owner's list of failed deliveries", { timeout: 20_000 }, () => {
  it('re-attempts on the day the owner picks, not only the next working day', async () => {
    let asked: unknown = null;
    const answered = {
      request: {
        query: AnswerFailedDeliveryMutation,
        variables: (variables: unknown) => {
          asked = variables;
          return true;
        },
      },
      result: {
        data: {
          answerFailedDelivery: {
            __typename: 'AnswerFailedDeliveryPayload' as const,
            order: {
              __typename: 'Order' as const,
              id: ORDER_ID,
              shipment: {
                __typename: 'Shipment' as const,
                failedDelivery: {
                  __typename: 'FailedDelivery' as const,
                  reason: 'Consignee not available',
                  attempts: 1,
                  outcome: 'REATTEMPT' as const,
                  answeredBy: 'admin@herbalroots.local',
                  reattemptOn: '2026-12-02',
                },
              },
            },
            errors: [],
          },
        },
      },
    };
    render(<FailedDeliveries />, {
      mocks: [waiting(null, ['2026-12-01', '2026-12-02', '2026-12-03']), answered, waiting('REATTEMPT', [])],
    });
    const day = await screen.findByRole('combobox', { name: 'Re-attempt day for order HB-100042' });
    expect(day).toHaveValue('Tuesday 1 Dec');
    await userEvent.click(day);
    await userEvent.click(await screen.findByRole('option', { name: 'Wednesday 2 Dec' }));
    await userEvent.click(screen.getByRole('button', { name: 'Re-attempt' }));
    await waitFor(() => expect(asked).toMatchObject({ input: { orderId: ORDER_ID, answer: 'REATTEMPT', reattemptOn: '2026-12-02' } }));
    // Answered: the refreshed list offers no more days (and nothing is left to update after the test).
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Re-attempt day for order HB-100042' })).toBeNull());
  });
});
