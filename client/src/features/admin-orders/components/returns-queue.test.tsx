import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminApproveReturnDocument, AdminRejectReturnDocument, AdminReturnQueueDocument } from '@/gql/graphql';
import { render, screen, waitFor, within } from '@/test/render';
import { askedAgo, ReturnsQueue } from './returns-queue';

const DAY = 86_400_000;

const request = (id: string, orderNumber: string, customerName: string, status: 'REQUESTED' | 'APPROVED', daysAgo: number) => ({
  __typename: 'ReturnRequest' as const,
  id,
  status,
  reason: 'DAMAGED' as 'DAMAGED' | 'CHANGED_MIND',
  reasonLabel: 'Arrived damaged or leaking',
  note: 'The cap was broken',
  lines: [{ __typename: 'ReturnLine' as const, orderLineId: '11', name: 'Bhringraj Hair Oil', size: '100ml', quantity: 2 }],
  requestedAt: new Date(Date.now() - daysAgo * DAY).toISOString(),
  waitingDays: status === 'REQUESTED' ? daysAgo : 0,
  approvalOverdue: status === 'REQUESTED' && daysAgo > 2,
  rejectionReason: null,
  resellable: null,
  refundAmount: null,
  order: {
    __typename: 'Order' as const,
    id: `order-${id}`,
    paymentMethod: 'ONLINE' as const,
    orderNumber,
    customerName,
    email: `${customerName.split(' ')[0].toLowerCase()}@example.in`,
    shipment: { __typename: 'Shipment' as const, throughCourierService: false },
  },
  pickupAwb: null,
  pickupCourier: null,
  pickupLabelUrl: null,
});

const page = (items: ReturnType<typeof request>[]) => ({
  data: {
    returnRequests: {
      __typename: 'ReturnRequestPage' as const,
      totalCount: items.length,
      pageInfo: { __typename: 'PageInfo' as const, hasNextPage: false, endCursor: null },
      items,
    },
  },
});

const open = { query: AdminReturnQueueDocument, variables: { status: null, first: 50, after: null } };
const fresh = request('r2', 'HB-100002', 'Meera Iyer', 'REQUESTED', 0);
const waiting = request('r1', 'HB-100001', 'Ravi Kumar', 'REQUESTED', 3);
const decided = (status: 'APPROVED' | 'REJECTED', rejectionReason: string | null = null) => ({
  __typename: 'ReturnRequest' as const,
  id: 'r1',
  status,
  rejectionReason,
  resellable: null,
  waitingDays: 0,
  approvalOverdue: false,
  refundAmount: null,
  pickupAwb: null,
  pickupCourier: null,
  pickupLabelUrl: null,
});

describe('ReturnsQueue', () => {
  it('lists the open requests newest first with order, shopper, lines, reason and age, flagging one waiting over 2 days', async () => {
    render(<ReturnsQueue />, { mocks: [{ request: open, result: page([fresh, waiting]) }] });
    const items = await screen.findAllByTestId('return-request');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('link', { name: 'Open order HB-100002' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Meera Iyer · meera@example.in · asked today');
    expect(items[1]).toHaveTextContent('Ravi Kumar');
    expect(items[1]).toHaveTextContent('Bhringraj Hair Oil (100ml) × 2');
    expect(items[1]).toHaveTextContent('Reason: Arrived damaged or leaking: The cap was broken');
    expect(items[1]).toHaveTextContent('asked 3 days ago');
    expect(within(items[1]).getByText(/past the 2 days the policy promises/)).toBeInTheDocument();
    expect(within(items[0]).queryByText(/past the 2 days/)).not.toBeInTheDocument();
    expect(screen.getByText('2 return requests')).toBeInTheDocument();
  });

  it("starts 'Can be sold again' unticked for a parcel that arrived damaged, ticked for any other reason", async () => {
    const damaged = request('r3', 'HB-100003', 'Asha Rao', 'APPROVED', 1);
    const unwanted = {
      ...request('r4', 'HB-100004', 'Kiran Das', 'APPROVED', 1),
      reason: 'CHANGED_MIND' as const,
      reasonLabel: 'Changed my mind',
    };
    render(<ReturnsQueue />, { mocks: [{ request: open, result: page([damaged, unwanted]) }] });
    const items = await screen.findAllByTestId('return-request');
    expect(within(items[0]).getByRole('checkbox', { name: /Can be sold again/ })).not.toBeChecked();
    expect(within(items[1]).getByRole('checkbox', { name: /Can be sold again/ })).toBeChecked();
  });

  it('approves from the queue, refreshing the list', async () => {
    render(<ReturnsQueue />, {
      mocks: [
        { request: open, result: page([waiting]) },
        {
          request: { query: AdminApproveReturnDocument, variables: { id: 'r1' } },
          result: {
            data: { approveReturn: { __typename: 'ReturnDecisionPayload' as const, returnRequest: decided('APPROVED'), errors: [] } },
          },
        },
        { request: open, result: page([{ ...waiting, status: 'APPROVED' as const, waitingDays: 0, approvalOverdue: false }]) },
      ],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve return' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark received and refund' })).toBeInTheDocument());
  });

  it('rejects from the queue with the note the shopper is told', async () => {
    let rejectedWith: unknown = null;
    render(<ReturnsQueue />, {
      mocks: [
        { request: open, result: page([fresh]) },
        {
          request: {
            query: AdminRejectReturnDocument,
            variables: (variables: unknown) => {
              rejectedWith = variables;
              return true;
            },
          },
          result: {
            data: {
              rejectReturn: {
                __typename: 'ReturnDecisionPayload' as const,
                returnRequest: { ...decided('REJECTED', 'Opened and used'), id: 'r2' },
                errors: [],
              },
            },
          },
        },
        { request: open, result: page([]) },
      ],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject…' }));
    await user.type(screen.getByLabelText('Why (the customer is told)'), 'Opened and used');
    await user.click(screen.getByRole('button', { name: 'Reject return' }));
    await waitFor(() => expect(rejectedWith).toEqual({ id: 'r2', reason: 'Opened and used' }));
    expect(await screen.findByText('No return requests with this status.')).toBeInTheDocument();
  });

  it('says how long ago in whole days', () => {
    const now = Date.parse('2026-11-20T10:00:00Z');
    expect(askedAgo('2026-11-20T09:00:00Z', now)).toBe('asked today');
    expect(askedAgo('2026-11-19T09:00:00Z', now)).toBe('asked 1 day ago');
    expect(askedAgo('2026-11-16T09:00:00Z', now)).toBe('asked 4 days ago');
  });
});
