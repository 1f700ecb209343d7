import { describe, expect, it } from 'vitest';
import { courierMeaning } from './courier-statuses.js';

describe('what a courier update means for the order', () => {
  it('reads the words the courier sends', () => {
    expect(courierMeaning(7, 'Delivered')).toBe('DELIVERED');
    expect(courierMeaning(17, 'OUT FOR DELIVERY')).toBe('SHIPPED');
    expect(courierMeaning(21, 'UNDELIVERED')).toBe('UNDELIVERED');
    expect(courierMeaning(10, 'RTO DELIVERED')).toBe('RTO_DELIVERED');
    expect(courierMeaning(9, 'RTO INITIATED')).toBe('RTO_IN_PROGRESS');
  });

  it('falls back on the shipment status number when the words are new', () => {
    expect(courierMeaning(null, 'AWB Assigned')).toBe('SHIPPED');
    expect(courierMeaning(999, 'rto_delivered')).toBe('RTO_DELIVERED');
    expect(courierMeaning(7, 'DELIVERED - OTP VERIFIED')).toBe('DELIVERED');
    expect(courierMeaning(21, 'CONSIGNEE NOT AVAILABLE')).toBe('UNDELIVERED');
  });

  it('never reads an undelivered or returned parcel as delivered', () => {
    expect(courierMeaning(null, 'UNDELIVERED')).toBe('UNDELIVERED');
    expect(courierMeaning(null, 'RTO DELIVERED')).toBe('RTO_DELIVERED');
    expect(courierMeaning(22, 'Delayed')).toBe('NOTE');
    expect(courierMeaning(null, 'Something new')).toBe('NOTE');
  });
});
