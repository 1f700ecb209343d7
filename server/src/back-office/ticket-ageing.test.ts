import { describe, expect, it } from 'vitest';
import { oneMonthAfter, ticketAgeing, ticketLabel } from './ticket-ageing.js';

const ist = (wallClock: string) => new Date(`${wallClock.replace(' ', 'T')}:00+05:30`);

describe('a complaint ticket’s clock: acknowledged within 48 hours, resolved within a month', () => {
  it('gives a month on India’s calendar, the month’s last day when it is shorter', () => {
    expect(oneMonthAfter(ist('2026-11-29 10:00'))).toEqual(ist('2026-12-29 10:00'));
    expect(oneMonthAfter(ist('2027-01-31 09:00'))).toEqual(ist('2027-02-28 09:00'));
    // 02:00 in India on 1 December is still 30 November in UTC: the month is India's.
    expect(oneMonthAfter(ist('2026-12-01 02:00'))).toEqual(ist('2027-01-01 02:00'));
    expect(ticketLabel('1001')).toBe('CT-1001');
  });

  it('ages an open ticket acknowledged at once', () => {
    const received = ist('2026-11-29 10:00');
    const ticket = { createdAt: received, acknowledgedAt: received, resolvedAt: null };
    expect(ticketAgeing(ticket, ist('2026-12-02 12:00'))).toMatchObject({
      status: 'OPEN',
      ageText: '3 days',
      acknowledgementText: 'Acknowledged at once',
      resolutionText: 'Resolve by 29 Dec: 26 days left',
    });
    expect(ticketAgeing(ticket, ist('2026-12-31 10:00'))).toMatchObject({ status: 'OVERDUE', resolutionText: 'Overdue by 2 days' });
    expect(ticketAgeing({ ...ticket, resolvedAt: ist('2026-12-01 10:00') }, ist('2027-02-01 10:00'))).toMatchObject({
      status: 'RESOLVED',
      ageText: '2 days',
      resolutionText: 'Resolved in 2 days',
    });
  });

  it('counts the 48 hours for a message never acknowledged (one stored before tickets)', () => {
    const ticket = { createdAt: ist('2026-11-29 10:00'), acknowledgedAt: null, resolvedAt: null };
    expect(ticketAgeing(ticket, ist('2026-11-30 04:00')).acknowledgementText).toBe('Not acknowledged: 30 h left');
    expect(ticketAgeing(ticket, ist('2026-12-03 10:00')).acknowledgementText).toBe('Not acknowledged: 2 days late');
  });
});
