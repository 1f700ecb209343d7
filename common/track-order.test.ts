import { describe, expect, it } from 'vitest';
import { TRACK_ORDER_MESSAGES, validateTrackOrder } from './track-order.js';

describe('finding an order by its number and e-mail', () => {
  it('takes the number as the confirmation e-mail writes it, without its prefix, or with spaces', () => {
    for (const orderNumber of ['HB-100042', 'hb100042', '100042', ' HB-100 042 '])
      expect(validateTrackOrder({ orderNumber, email: 'meera.iyer@example.in' }), orderNumber).toEqual({});
  });

  it('names each field that is missing or mistyped, in the words the form shows', () => {
    expect(validateTrackOrder({ orderNumber: '', email: '' })).toEqual({
      orderNumber: TRACK_ORDER_MESSAGES.orderNumber,
      email: TRACK_ORDER_MESSAGES.email,
    });
    expect(validateTrackOrder({ orderNumber: 'ORDER-42', email: 'meera.iyer@example' })).toEqual({
      orderNumber: TRACK_ORDER_MESSAGES.orderNumber,
      email: TRACK_ORDER_MESSAGES.email,
    });
    expect(validateTrackOrder({ orderNumber: 42, email: 'meera.iyer@example.in' })).toEqual({
      orderNumber: TRACK_ORDER_MESSAGES.orderNumber,
    });
  });
});
