import { minutesOfTime, type DeliverySettings } from '@common/delivery-promise.js';

/**
 * When a parcel ordered now leaves and arrives, in India time whatever the server's zone: India
 * keeps one offset (UTC+05:30) all year, so a day is a UTC day shifted by it.
 */
const IST_OFFSET_MINUTES = 330;
const DAY_MS = 86_400_000;
const SUNDAY = 7;
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** A day of India's calendar as YYYY-MM-DD. */
export type IndiaDate = string;

export interface DeliveryDates {
  /** The day the parcel is handed to the courier. */
  dispatchDate: IndiaDate;
  /** The day it reaches the door. */
  deliveryDate: IndiaDate;
  /** Minutes left to order for dispatch today; null when the parcel would not leave today anyway. */
  orderWithinMinutes: number | null;
}

/** The India date and the minutes since India's midnight at `instant`. */
export function indiaClock(instant: Date): { date: IndiaDate; minutes: number } {
  const shifted = new Date(instant.getTime() + IST_OFFSET_MINUTES * 60_000);
  return { date: shifted.toISOString().slice(0, 10), minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes() };
}

function nextDay(date: IndiaDate): IndiaDate {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/** ISO weekday of a date: 1 Monday … 7 Sunday. */
export function isoWeekday(date: IndiaDate): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay() || SUNDAY;
}

/**
 * The dispatch and delivery days of an order placed at `now`. An order leaves the same day when
 * that day is a dispatch day, not a holiday, and the cut-off has not passed; else on the next such
 * day. Transit counts courier days, Monday to Saturday: Indian couriers do not deliver on Sundays,
 * while the shop's holidays stop only its own dispatch. `transitDays` 0 is delivery on the day it leaves.
 */
export function deliveryDates(settings: DeliverySettings, transitDays: number, now: Date): DeliveryDates {
  const cutoff = minutesOfTime(settings.cutoffTime) ?? 0;
  const holidays = new Set(settings.holidays);
  const dispatches = (date: IndiaDate) => settings.dispatchWeekdays.includes(isoWeekday(date)) && !holidays.has(date);
  const today = indiaClock(now);

  let dispatchDate = today.date;
  const leavesToday = dispatches(dispatchDate) && today.minutes < cutoff;
  if (!leavesToday) {
    dispatchDate = nextDay(dispatchDate);
    // Settings hold at least one weekday and at most a few dozen holidays: a dispatch day comes within a year.
    for (let guard = 0; !dispatches(dispatchDate) && guard < 400; guard += 1) dispatchDate = nextDay(dispatchDate);
  }

  let deliveryDate = dispatchDate;
  for (let left = transitDays; left > 0;) {
    deliveryDate = nextDay(deliveryDate);
    if (isoWeekday(deliveryDate) !== SUNDAY) left -= 1;
  }
  return { dispatchDate, deliveryDate, orderWithinMinutes: leavesToday ? cutoff - today.minutes : null };
}

/** A day as the promise writes it: "Wed, 3 Dec". */
export function shortDay(date: IndiaDate): string {
  const [, month, day] = date.split('-').map(Number);
  return `${WEEKDAYS[isoWeekday(date) - 1]}, ${day} ${MONTHS[(month ?? 1) - 1]}`;
}

/** "2 h 15 min", "40 min": the time left before the cut-off. */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
