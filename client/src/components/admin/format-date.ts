const dateFormatter = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormatter = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 3 Mar 2026: the order list shows the date part only (spec §3). */
export function formatOrderDate(iso: string): string {
  return dateFormatter.format(new Date(iso));
}

/** 3 Mar 2026, 4:05 pm: status history needs the time too. */
export function formatOrderDateTime(iso: string): string {
  return dateTimeFormatter.format(new Date(iso));
}

// A calendar day has no time of day: formatted at UTC midnight, so no time zone moves it a day.
const dayFormatter = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** 27 Nov 2026 for the calendar day 2026-11-27 (as reports name days), written like every other date. */
export function formatCalendarDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return day;
  return dayFormatter.format(new Date(Date.UTC(year, month - 1, date)));
}
