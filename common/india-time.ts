/**
 * India Standard Time is UTC+05:30 all year (no daylight saving), so a day in India is worked out
 * by shifting the instant, whatever time zone the server or the phone is set to. Dates are spelt
 * out by hand ("27 Nov 2026") rather than by Intl: a page rendered on the server and hydrated in
 * the browser must read the same, and two ICU builds do not agree on every month's short name.
 */
export const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/**
 * The same clock as a time zone name, for Intl on either side and for the SQL that groups orders
 * by India's day (db/functions/ get it written in). india-time.test.ts checks the two agree.
 */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The instant as India's clock reads it, in a Date whose UTC fields are India's. */
export function inIndia(when: Date | string): Date {
  return new Date(new Date(when).getTime() + IST_OFFSET_MS);
}

/** "27 Nov 2026": the day in India on which the instant falls. */
export function indiaDateLabel(when: Date | string): string {
  const ist = inIndia(when);
  return `${ist.getUTCDate()} ${MONTHS[ist.getUTCMonth()]} ${ist.getUTCFullYear()}`;
}

/** "27 Nov 2026" for the calendar day "2026-11-27" (a day, not an instant: no time zone moves it). */
export function calendarDayLabel(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date || month > 12) return day;
  return `${date} ${MONTHS[month - 1]} ${year}`;
}
