import { describe, expect, it } from 'vitest';
import { calendarDayLabel, INDIA_TIME_ZONE, indiaDateLabel, IST_OFFSET_MS } from './india-time.js';

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

  it('keeps the offset and the time zone name the same clock, in winter and in summer', () => {
    for (const at of ['2026-01-15T12:00:00Z', '2026-07-15T12:00:00Z']) {
      const offset = new Intl.DateTimeFormat('en-GB', { timeZone: INDIA_TIME_ZONE, timeZoneName: 'longOffset' })
        .formatToParts(new Date(at))
        .find((part) => part.type === 'timeZoneName')?.value;
      expect(offset).toBe('GMT+05:30');
      expect(IST_OFFSET_MS).toBe((5 * 60 + 30) * 60_000);
    }
  });
});
