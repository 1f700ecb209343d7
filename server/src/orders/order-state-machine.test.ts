import { describe, expect, it } from 'vitest';
import { FINAL_ORDER_STATUSES, ORDER_STATUSES } from '@common/order-status.js';
import { allowedNextStatuses, statusOptions, transitionRefusal } from './order-state-machine.js';

describe('order state machine', () => {
  it('moves Pending to Processing only once the payment is confirmed', () => {
    expect(transitionRefusal({ status: 'Pending', paymentStatus: 'PENDING' }, 'Processing')).toMatch(/Waiting for payment/);
    expect(transitionRefusal({ status: 'Pending', paymentStatus: 'PAID' }, 'Processing')).toBeNull();
    expect(allowedNextStatuses({ status: 'Pending', paymentStatus: 'PENDING' })).toEqual(['Cancelled']);
  });

  it('never ships or delivers an unpaid order', () => {
    expect(transitionRefusal({ status: 'Pending', paymentStatus: 'PENDING' }, 'Shipped')).not.toBeNull();
    expect(transitionRefusal({ status: 'Pending', paymentStatus: 'PENDING' }, 'Delivered')).not.toBeNull();
  });

  it('goes Processing → Shipped → Delivered, with cancelling possible until shipped', () => {
    expect(allowedNextStatuses({ status: 'Processing', paymentStatus: 'PAID' })).toEqual(['Shipped', 'Cancelled']);
    expect(allowedNextStatuses({ status: 'Shipped', paymentStatus: 'PAID' })).toEqual(['Delivered']);
    expect(transitionRefusal({ status: 'Shipped', paymentStatus: 'PAID' }, 'Cancelled')).toMatch(/on its way/);
  });

  it('keeps Cancelled and Delivered final', () => {
    for (const status of ['Pending', 'Processing', 'Shipped', 'Delivered'] as const) {
      expect(transitionRefusal({ status: 'Cancelled', paymentStatus: 'PAID' }, status)).toMatch(/final/);
    }
    expect(allowedNextStatuses({ status: 'Delivered', paymentStatus: 'PAID' })).toEqual([]);
  });

  it('explains every status the admin cannot choose', () => {
    const options = statusOptions({ status: 'Processing', paymentStatus: 'PAID' });
    expect(options.find((option) => option.status === 'Processing')).toEqual({ status: 'Processing', allowed: false, reason: null });
    expect(options.filter((option) => option.allowed).map((option) => option.status)).toEqual(['Shipped', 'Cancelled']);
    expect(options.find((option) => option.status === 'Pending')?.reason).toMatch(/never goes back/);
  });

  it('takes a cash-on-delivery order to Processing unpaid, and back from Shipped when it is returned undelivered', () => {
    expect(transitionRefusal({ status: 'Pending', paymentStatus: 'PAY_ON_DELIVERY' }, 'Processing')).toBeNull();
    expect(allowedNextStatuses({ status: 'Shipped', paymentStatus: 'PAY_ON_DELIVERY' })).toEqual(['Delivered', 'Cancelled']);
    expect(transitionRefusal({ status: 'Delivered', paymentStatus: 'PAY_ON_DELIVERY' }, 'Cancelled')).toMatch(/final/);
  });

  it('leads nowhere from exactly the statuses the shop calls final', () => {
    const goesNowhere = ORDER_STATUSES.filter((status) =>
      (['PENDING', 'PAID', 'PAY_ON_DELIVERY'] as const).every(
        (paymentStatus) => allowedNextStatuses({ status, paymentStatus }).length === 0,
      ),
    );
    expect(goesNowhere).toEqual(FINAL_ORDER_STATUSES);
  });
});
