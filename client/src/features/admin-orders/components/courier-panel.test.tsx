import { describe, expect, it } from 'vitest';
import { render, screen } from '@/test/render';
import { CourierShipmentQuery } from '../api/use-courier';
import { CourierPanel } from './courier-panel';

const ORDER = { id: '5d6f2c1e-8a3b-4c7d-9e0f-1a2b3c4d5e6f', orderNumber: 'HB-100042', status: 'SHIPPED' as const };

function shipmentAnswer(shipment: Record<string, unknown>, reattemptDays: string[] = []) {
  return {
    request: { query: CourierShipmentQuery, variables: { id: ORDER.id } },
    result: {
      data: {
        shippingProvider: 'SHIPROCKET' as const,
        order: {
          __typename: 'Order' as const,
          id: ORDER.id,
          status: 'SHIPPED' as const,
          deliveryAttemptFailure: { __typename: 'DeliveryAttemptFailure' as const, reattemptDays },
          shipment: {
            __typename: 'Shipment' as const,
            trackingNumber: '19041424751540',
            courierName: 'Delhivery Surface',
            throughCourierService: true,
            courierStatus: 'UNDELIVERED',
            codAmount: null,
            pickupScheduledFor: null,
            pickupStatus: 'BOOKED',
            pickupError: null,
            labelUrl: null,
            returnedToOriginAt: null,
            failedDelivery: null,
            trackingEvents: [],
            ...shipment,
          },
        },
      },
    },
  };
}

describe("the courier panel on the owner's order", { timeout: 20_000 }, () => {
  it("says a pickup that kept failing failed, with the courier service's words and where to run it again", async () => {
    render(<CourierPanel order={ORDER} />, {
      mocks: [shipmentAnswer({ pickupStatus: 'FAILED', pickupError: 'The courier service did not answer.' })],
    });
    const alert = await screen.findByText(/Every try to book the courier's pickup failed/);
    expect(alert).toHaveTextContent('(The courier service did not answer.)');
    expect(screen.getByRole('link', { name: 'Run it again' })).toHaveAttribute('href', '/admin/settings');
  });

  it('says a pickup is pending while the shop keeps trying', async () => {
    render(<CourierPanel order={ORDER} />, { mocks: [shipmentAnswer({ pickupStatus: 'PENDING', pickupError: null })] });
    expect(await screen.findByText('Pickup booking pending')).toBeInTheDocument();
  });

  it('shows who answered a failed delivery and the day the courier comes again', async () => {
    const failedDelivery = {
      __typename: 'FailedDelivery' as const,
      reason: 'Consignee not available',
      attempts: 1,
      outcome: 'REATTEMPT' as const,
      answeredBy: 'customer',
      reattemptOn: '2026-12-01',
    };
    render(<CourierPanel order={ORDER} />, { mocks: [shipmentAnswer({ failedDelivery })] });
    expect(await screen.findByLabelText('Failed delivery answer')).toHaveTextContent(
      'Answered by the shopper: re-attempt on Tuesday 1 Dec',
    );
    expect(screen.queryByRole('button', { name: 'Re-attempt delivery' })).not.toBeInTheDocument();
  });
});
