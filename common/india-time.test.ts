import { describe, expect, it } from 'vitest';
import { calendarDayLabel, indiaDateLabel } from './india-time.js';

describe('dates as the shop writes them', () => {
  it('names the day in India, not in the server’s time zone', () => {
    // 20:00 UTC on 27 November is 01:30 on 28 November in India.
    expect(indiaDateLabel('2026-11-27T20:00:00Z')).toBe('28 Nov 2026');
    expect(indiaDateLabel(new Date('2026-03-31T18:29:59Z'))).toBe('31 Mar 2026');
    expect(indiaDateLabel(new Date('2026-03-31T18:30:00Z'))).toBe('1 Apr 2026');
  });

  it('writes a report’s calendar day like every other date, and leaves what is not one alone', () => {
    expect(calendarDayLabel('2026-11-27')).toBe('27 Nov 2026');
    expect(calendarDayLabel('2026-01-05')).toBe('5 Jan 2026');
    expect(calendarDayLabel('last week')).toBe('last week');
  });
});
