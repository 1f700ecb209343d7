import { INDIA_TIME_ZONE } from './india-time.js';

/**
 * Which periods the admin reports (sales, orders CSV) may cover, and what is said about one that
 * cannot: the server refuses with these words and the reports screen shows them before asking.
 */

/** The shop sells in India: a report's days are calendar days in India's time. */
export const REPORT_TIME_ZONE = INDIA_TIME_ZONE;
/** A period longer than this is refused: a year and a day is every report the owner needs. */
export const MAX_REPORT_DAYS = 366;

export interface ReportPeriod {
  /** First day, YYYY-MM-DD, inclusive. */
  from: string;
  /** Last day, YYYY-MM-DD, inclusive. */
  to: string;
}

export const REPORT_PERIOD_MESSAGES = {
  notDate: (name: keyof ReportPeriod) => `${name} must be a date written YYYY-MM-DD`,
  backwards: 'The period must end on or after the day it starts',
  tooLong: `Choose a period of at most ${MAX_REPORT_DAYS} days`,
} as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** The day number of a YYYY-MM-DD date, or null when it is not a real date written so. */
function dayNumber(value: string): number | null {
  const time = DATE.test(value) ? Date.parse(`${value}T00:00:00Z`) : NaN;
  // Date.parse rolls 2026-02-30 over to March: a real date prints back as itself.
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value) return null;
  return time / DAY_MS;
}

/** Why a period cannot be reported on; null when it can: two real dates, from ≤ to, at most MAX_REPORT_DAYS days. */
export function reportPeriodProblem(period: ReportPeriod): string | null {
  const from = dayNumber(period.from);
  if (from === null) return REPORT_PERIOD_MESSAGES.notDate('from');
  const to = dayNumber(period.to);
  if (to === null) return REPORT_PERIOD_MESSAGES.notDate('to');
  const length = to - from + 1;
  if (length < 1) return REPORT_PERIOD_MESSAGES.backwards;
  if (length > MAX_REPORT_DAYS) return REPORT_PERIOD_MESSAGES.tooLong;
  return null;
}
