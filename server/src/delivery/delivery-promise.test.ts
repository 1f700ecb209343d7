import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_SETTINGS, deliverySettingsProblem, type DeliverySettings } from '@common/delivery-promise.js';
import { DirectoryServiceability, type CourierServiceability, type ServiceabilityAnswer } from './courier-serviceability.js';
import { deliveryDates, indiaClock } from './delivery-date.js';
import { askCourier, deliveryZone, promiseFor } from './delivery-promise.service.js';
import { PincodeDirectory } from './pincode-directory.js';

/** An instant given as India's wall clock, e.g. ist('2026-11-30 10:00'). */
const ist = (wallClock: string) => new Date(`${wallClock.replace(' ', 'T')}:00+05:30`);
const settings = (changes: Partial<DeliverySettings> = {}): DeliverySettings => ({ ...DEFAULT_DELIVERY_SETTINGS, ...changes });

describe('the delivery dates (Monday to Saturday dispatch, cut-off 14:00 India time)', () => {
  it('ships today before the cut-off and says how long is left', () => {
    expect(deliveryDates(settings(), 3, ist('2026-11-30 10:00'))).toEqual({
      dispatchDate: '2026-11-30',
      deliveryDate: '2026-12-03',
      orderWithinMinutes: 240,
    });
  });

  it('ships the next dispatch day from the cut-off on', () => {
    expect(deliveryDates(settings(), 3, ist('2026-11-30 14:00'))).toMatchObject({
      dispatchDate: '2026-12-01',
      deliveryDate: '2026-12-04',
      orderWithinMinutes: null,
    });
  });

  it('counts the day in India, not on the server’s clock: 20:00 UTC on Monday is 01:30 on Tuesday there', () => {
    const now = new Date('2026-11-30T20:00:00Z');
    expect(indiaClock(now)).toEqual({ date: '2026-12-01', minutes: 90 });
    expect(deliveryDates(settings(), 2, now)).toMatchObject({ dispatchDate: '2026-12-01', orderWithinMinutes: 750 });
  });

  it('skips Sunday for dispatch and for delivery', () => {
    // Saturday afternoon: leaves Monday, two courier days on.
    expect(deliveryDates(settings(), 2, ist('2026-12-05 15:00'))).toMatchObject({ dispatchDate: '2026-12-07', deliveryDate: '2026-12-09' });
    // Friday morning, five days in transit: Saturday, Monday, Tuesday, Wednesday, Thursday.
    expect(deliveryDates(settings(), 5, ist('2026-12-04 09:00'))).toMatchObject({ dispatchDate: '2026-12-04', deliveryDate: '2026-12-10' });
  });

  it('does not dispatch on the owner’s holidays, and ships on a Sunday when the owner does', () => {
    const christmas = settings({ holidays: ['2026-12-25'] });
    expect(deliveryDates(christmas, 2, ist('2026-12-24 16:00'))).toMatchObject({ dispatchDate: '2026-12-26', deliveryDate: '2026-12-29' });
    expect(deliveryDates(christmas, 2, ist('2026-12-25 09:00'))).toMatchObject({ dispatchDate: '2026-12-26', orderWithinMinutes: null });
    const everyDay = settings({ dispatchWeekdays: [1, 2, 3, 4, 5, 6, 7] });
    expect(deliveryDates(everyDay, 0, ist('2026-11-29 10:00'))).toEqual({
      dispatchDate: '2026-11-29',
      deliveryDate: '2026-11-29',
      orderWithinMinutes: 240,
    });
  });
});

describe('the delivery promise for a PIN code', () => {
  const directory = new PincodeDirectory();
  const kumbakonam = directory.lookup('612001');
  const served: ServiceabilityAnswer = { serviceable: true, cashOnDelivery: true, transitDays: null };
  const promise = (pincode: string, answer = served, codEnabled = true) =>
    promiseFor({
      pincode,
      area: directory.lookup(pincode),
      origin: kumbakonam,
      settings: settings(),
      answer,
      codEnabled,
      now: ist('2026-11-30 10:00'),
    });

  it('counts zones from the dispatch PIN: the district, the state, the rest of India, the north-east and islands', () => {
    const zone = (pincode: string) => deliveryZone(kumbakonam, directory.lookup(pincode)!);
    expect([zone('613001'), zone('600001'), zone('560001'), zone('781001'), zone('194101')]).toEqual([
      'LOCAL',
      'STATE',
      'NATIONAL',
      'REMOTE',
      'REMOTE',
    ]);
  });

  it('promises a day from the zone’s transit days, with the cut-off and cash on delivery', () => {
    expect(promise('560001')).toMatchObject({
      deliverable: true,
      zone: 'NATIONAL',
      deliveryDate: '2026-12-05',
      message: 'Delivery by Sat, 5 Dec',
      cutoffMessage: 'Order within 4 h to ship today',
      cashOnDelivery: true,
      cashOnDeliveryMessage: 'Cash on delivery available',
    });
    expect(promise('613001')).toMatchObject({ zone: 'LOCAL', message: 'Delivery by Wed, 2 Dec' });
    // Cash on delivery switched off in Settings is off everywhere, whatever the courier says.
    expect(promise('560001', served, false)).toMatchObject({
      cashOnDelivery: false,
      cashOnDeliveryMessage: 'Pay online: cash on delivery is not offered right now',
    });
  });

  it('takes the courier’s days and cash answer, and promises nothing where it does not deliver', () => {
    expect(promise('781001', { serviceable: true, cashOnDelivery: false, transitDays: 1 })).toMatchObject({
      zone: 'REMOTE',
      message: 'Delivery by Tue, 1 Dec',
      cashOnDelivery: false,
      cashOnDeliveryMessage: 'Cash on delivery is not available at this PIN code: pay online',
    });
    expect(promise('781001', { serviceable: false, cashOnDelivery: false, transitDays: null })).toMatchObject({
      deliverable: false,
      deliveryDate: null,
      message: 'Sorry, we do not deliver to 781001 (Guwahati) yet',
    });
  });

  it('falls back to the directory when the courier fails or is slow, and says so in the log', async () => {
    const fallback = new DirectoryServiceability(directory);
    const warnings: string[] = [];
    const logger = { warn: (message: string) => warnings.push(message) };
    const request = { originPincode: '612001', destinationPincode: '560001' };
    const failing: CourierServiceability = { name: 'failing', check: () => Promise.reject(new Error('503')) };
    const slow: CourierServiceability = {
      name: 'slow',
      check: () => new Promise((resolve) => setTimeout(() => resolve({ serviceable: false, cashOnDelivery: false, transitDays: 1 }), 200)),
    };
    const answering: CourierServiceability = {
      name: 'answering',
      check: () => Promise.resolve({ serviceable: true, cashOnDelivery: false, transitDays: 1 }),
    };

    expect(await askCourier(failing, fallback, request, logger)).toEqual(served);
    expect(await askCourier(slow, fallback, request, logger, 20)).toEqual(served);
    expect(warnings).toHaveLength(2);
    expect(await askCourier(answering, fallback, request, logger)).toEqual({ serviceable: true, cashOnDelivery: false, transitDays: 1 });
    expect(await fallback.check({ ...request, destinationPincode: '999999' })).toMatchObject({ serviceable: false });
  });
});

describe('the owner’s delivery terms', () => {
  it('refuses terms no promise can be made from', () => {
    expect(deliverySettingsProblem(settings())).toBeNull();
    expect(deliverySettingsProblem(settings({ dispatchWeekdays: [] }))?.field).toBe('dispatchWeekdays');
    expect(deliverySettingsProblem(settings({ cutoffTime: '25:00' }))?.field).toBe('cutoffTime');
    expect(deliverySettingsProblem(settings({ holidays: ['2026-02-30'] }))?.message).toBe(
      '2026-02-30 is not a date: write days as YYYY-MM-DD',
    );
    expect(deliverySettingsProblem(settings({ transitDays: { LOCAL: 1, STATE: 2, NATIONAL: -1, REMOTE: 8 } }))?.field).toBe('transitDays');
    expect(deliverySettingsProblem(settings({ dispatchPincode: '012345' }))?.field).toBe('dispatchPincode');
  });
});
