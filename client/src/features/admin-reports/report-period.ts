import { REPORT_TIME_ZONE, reportPeriodProblem, type ReportPeriod } from '@common/report-period';

/** The shop's calendar is India's: "today" and a report's days are dates in India's time zone (REPORT_TIME_ZONE). */
const indiaDate = new Intl.DateTimeFormat('en-CA', { timeZone: REPORT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** YYYY-MM-DD of a moment, in India. */
export function indiaDay(at: Date): string {
  return indiaDate.format(at);
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export const PERIOD_PRESETS = [
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
  { value: 'month', label: 'This month' },
] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number]['value'];

/** The period a preset names, ending today (in India). */
export function presetPeriod(preset: PeriodPreset, now = new Date()): ReportPeriod {
  const today = indiaDay(now);
  if (preset === 'month') return { from: `${today.slice(0, 8)}01`, to: today };
  return { from: addDays(today, 1 - Number(preset)), to: today };
}

/**
 * Why the chosen period cannot be asked for; null when it can. A date field left empty is the
 * form's own state; anything else is the server's rule, in its words (common/report-period.ts).
 */
export function periodProblem(period: ReportPeriod): string | null {
  if (!period.from || !period.to) return 'Choose both dates';
  return reportPeriodProblem(period);
}
