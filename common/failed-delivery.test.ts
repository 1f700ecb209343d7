import { describe, expect, it } from 'vitest';
import { DELIVERY_ANSWER_MESSAGES, reattemptDayLabel, reattemptDays, validateDeliveryAnswer } from './failed-delivery';
import { SINGLE_LINE_MESSAGE } from './single-line-text';

/** Instants in India's time (UTC+05:30). */
const india = (local: string) => new Date(`${local}+05:30`);

describe('the days a courier may be asked to come again', () => {
  it('are the next three days after today in India, skipping Sunday', () => {
    // Thursday 26 Nov 2026, late evening in India.
    expect(reattemptDays(india('2026-11-26T22:30:00'))).toEqual(['2026-11-27', '2026-11-28', '2026-11-30']);
    // Saturday: Sunday is skipped, Monday to Wednesday offered.
    expect(reattemptDays(india('2026-11-28T09:00:00'))).toEqual(['2026-11-30', '2026-12-01', '2026-12-02']);
  });

  it("follow India's date, not the server's: 00:10 in India is already the next day", () => {
    // 18:40 UTC on Friday is 00:10 on Saturday in India.
    expect(reattemptDays(new Date('2026-11-27T18:40:00Z'))[0]).toBe('2026-11-30');
  });

  it('are labelled with the weekday', () => {
    expect(reattemptDayLabel('2026-12-01')).toBe('Tuesday 1 Dec');
  });
});

describe('checking an answer', () => {
  const now = india('2026-11-26T10:00:00');
  const context = { cashOnDelivery: true, country: 'India', now };

  it('takes an offered day with corrections by the checkout rules', () => {
    expect(
      validateDeliveryAnswer(
        { answer: 'REATTEMPT', reattemptOn: '2026-11-27', addressLine: '12 Temple Street', landmark: '', phone: '98765 43210' },
        context,
      ),
    ).toEqual({});
  });

  it('refuses a day not offered, a bad phone and a two-line address', () => {
    expect(
      validateDeliveryAnswer({ answer: 'REATTEMPT', reattemptOn: '2026-11-29', phone: '12345', addressLine: 'Flat 4\nBlock B' }, context),
    ).toEqual({
      reattemptOn: DELIVERY_ANSWER_MESSAGES.reattemptOn,
      phone: 'Please enter a 10-digit mobile number starting with 6, 7, 8 or 9 (+91 optional)',
      addressLine: SINGLE_LINE_MESSAGE,
    });
  });

  it('lets only a cash-on-delivery parcel be sent back', () => {
    expect(validateDeliveryAnswer({ answer: 'RETURN' }, context)).toEqual({});
    expect(validateDeliveryAnswer({ answer: 'RETURN' }, { ...context, cashOnDelivery: false })).toEqual({
      answer: DELIVERY_ANSWER_MESSAGES.returnPrepaid,
    });
    expect(validateDeliveryAnswer({ answer: 'LATER' }, context)).toEqual({ answer: DELIVERY_ANSWER_MESSAGES.answer });
  });

  it('checks against the days the server offered when given', () => {
    expect(validateDeliveryAnswer({ answer: 'REATTEMPT', reattemptOn: '2026-12-05' }, { ...context, offered: ['2026-12-05'] })).toEqual({});
  });
});
