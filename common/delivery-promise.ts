import { INDIAN_PIN_PATTERN } from './shipping-form.js';

/**
 * The owner's delivery terms: where parcels leave from, on which days, until what time an order
 * still leaves that day, the days the shop does not dispatch, and the days in transit to each
 * zone. The Settings page checks them with the same function the server stores them with; the
 * server alone works out a promise from them (server/src/delivery/).
 */
export const DELIVERY_ZONES = ['LOCAL', 'STATE', 'NATIONAL', 'REMOTE'] as const;
export type DeliveryZone = (typeof DELIVERY_ZONES)[number];

export const DELIVERY_ZONE_LABELS: Record<DeliveryZone, string> = {
  LOCAL: 'Same district',
  STATE: 'Same state',
  NATIONAL: 'Rest of India',
  REMOTE: 'North-east, Jammu and Kashmir, Ladakh and the islands',
};

/**
 * States and union territories couriers reach slowly everywhere (air or long road legs): their
 * own zone, whatever the shop's state.
 */
export const REMOTE_STATES: readonly string[] = [
  'Andaman and Nicobar Islands',
  'Arunachal Pradesh',
  'Assam',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Sikkim',
  'Tripura',
];

/** ISO weekday numbers: 1 is Monday, 7 is Sunday. */
export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

export interface DeliverySettings {
  /** The PIN code parcels leave from: zones are counted from it. */
  dispatchPincode: string;
  /** ISO weekdays (1 Monday … 7 Sunday) on which parcels are handed to the courier. */
  dispatchWeekdays: number[];
  /** India time, HH:MM: an order placed on a dispatch day before it leaves that day. */
  cutoffTime: string;
  /** Days (YYYY-MM-DD) the shop does not dispatch although their weekday is a dispatch day: festivals, stock-taking. */
  holidays: string[];
  /** Courier days (Monday to Saturday) from dispatch to the door, per zone. */
  transitDays: Record<DeliveryZone, number>;
}

export const DEFAULT_DELIVERY_SETTINGS: DeliverySettings = {
  dispatchPincode: '612001',
  dispatchWeekdays: [1, 2, 3, 4, 5, 6],
  cutoffTime: '14:00',
  holidays: [],
  transitDays: { LOCAL: 2, STATE: 3, NATIONAL: 5, REMOTE: 8 },
};

export const MAX_TRANSIT_DAYS = 20;
export const MAX_HOLIDAYS = 60;

const TIME_PATTERN = /^([01][0-9]|2[0-3]):([0-5][0-9])$/;
const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/;

export type DeliverySettingsField = 'dispatchPincode' | 'dispatchWeekdays' | 'cutoffTime' | 'holidays' | 'transitDays';

/** Minutes after midnight of an HH:MM time, or null when it is not one. */
export function minutesOfTime(time: string): number | null {
  const match = TIME_PATTERN.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** Whether a YYYY-MM-DD string names a day of the calendar (not 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The first problem with the owner's delivery terms, naming its field, or null when they can be stored. */
export function deliverySettingsProblem(settings: DeliverySettings): { field: DeliverySettingsField; message: string } | null {
  if (!INDIAN_PIN_PATTERN.test(settings.dispatchPincode)) {
    return { field: 'dispatchPincode', message: 'Enter the six-digit PIN code parcels leave from' };
  }
  const weekdays = settings.dispatchWeekdays;
  if (
    weekdays.length === 0 ||
    weekdays.some((day) => !Number.isInteger(day) || day < 1 || day > 7) ||
    new Set(weekdays).size !== weekdays.length
  ) {
    return { field: 'dispatchWeekdays', message: 'Choose at least one day of the week on which parcels leave' };
  }
  if (minutesOfTime(settings.cutoffTime) === null) {
    return { field: 'cutoffTime', message: 'Enter the cut-off time as HH:MM, India time (e.g. 14:00)' };
  }
  if (settings.holidays.length > MAX_HOLIDAYS) {
    return { field: 'holidays', message: `Up to ${MAX_HOLIDAYS} days without dispatch` };
  }
  const badHoliday = settings.holidays.find((day) => !isCalendarDate(day));
  if (badHoliday !== undefined) {
    return { field: 'holidays', message: `${badHoliday || 'An empty day'} is not a date: write days as YYYY-MM-DD` };
  }
  for (const zone of DELIVERY_ZONES) {
    const days = settings.transitDays[zone];
    if (!Number.isInteger(days) || days < 0 || days > MAX_TRANSIT_DAYS) {
      return {
        field: 'transitDays',
        message: `Days in transit (${DELIVERY_ZONE_LABELS[zone]}) is a whole number from 0 to ${MAX_TRANSIT_DAYS}`,
      };
    }
  }
  return null;
}
