const dateFormatter = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormatter = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 3 Mar 2026: the order list shows the date part only. */
export function formatOrderDate(iso: string): string {
  return dateFormatter.format(new Date(iso));
}

/** 3 Mar 2026, 4:05 pm: status history needs the time too. */
export function formatOrderDateTime(iso: string): string {
  return dateTimeFormatter.format(new Date(iso));
}

/** 27 Nov 2026 for the calendar day 2026-11-27 (as reports name days), written like every other date. */
export { calendarDayLabel as formatCalendarDay } from '@common/india-time';
