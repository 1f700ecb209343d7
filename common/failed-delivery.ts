import { inIndia } from './india-time.js';
import { validateShippingField } from './shipping-form.js';

/**
 * The answer to a failed delivery attempt (NDR), as the shopper gives it on the order page and
 * the owner on the shopper's behalf: the courier comes again on one of the next working days,
 * with the address line, landmark or phone corrected, or (cash on delivery only) brings the
 * parcel back. Shared so the server refuses exactly what the form flags, with the same words.
 */
export type DeliveryAnswerKind = 'REATTEMPT' | 'RETURN';

export interface DeliveryAnswerInput {
  answer: DeliveryAnswerKind;
  /** YYYY-MM-DD, one of reattemptDays(); only for REATTEMPT. */
  reattemptOn?: string | null;
  /** The corrected first address line (house, street, area); empty: as on the order. */
  addressLine?: string | null;
  /** A landmark the courier can ask for (near the temple…); empty: none. */
  landmark?: string | null;
  /** The phone the courier should call; empty: the order's. */
  phone?: string | null;
}

export type DeliveryAnswerField = 'answer' | 'reattemptOn' | 'addressLine' | 'landmark' | 'phone';
export type DeliveryAnswerErrors = Partial<Record<DeliveryAnswerField, string>>;

/** How many working days ahead a re-attempt may be asked for. */
export const REATTEMPT_DAYS_AHEAD = 3;

export const DELIVERY_ANSWER_MESSAGES = {
  answer: 'Choose whether the courier should try again or bring the parcel back',
  returnPrepaid: 'A prepaid parcel can only be delivered again: choose a day for the courier',
  reattemptOn: `Choose one of the next ${REATTEMPT_DAYS_AHEAD} working days (Monday to Saturday) for the courier to come again`,
} as const;

/** Couriers deliver Monday to Saturday. */
function isWorkingDay(day: Date): boolean {
  return day.getUTCDay() !== 0;
}

/** The next REATTEMPT_DAYS_AHEAD working days after today in India, as YYYY-MM-DD. */
export function reattemptDays(now: Date = new Date()): string[] {
  const day = inIndia(now);
  day.setUTCHours(0, 0, 0, 0);
  const days: string[] = [];
  while (days.length < REATTEMPT_DAYS_AHEAD) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (isWorkingDay(day)) days.push(day.toISOString().slice(0, 10));
  }
  return days;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Tuesday 1 Dec" for the calendar day "2026-12-01". */
export function reattemptDayLabel(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}

/**
 * Checks an answer; an empty object means it may go to the courier. The address line, landmark
 * and phone follow the checkout's rules for the order's country (common/shipping-form.ts).
 */
export function validateDeliveryAnswer(
  input: Partial<Record<DeliveryAnswerField, unknown>>,
  context: { cashOnDelivery: boolean; country: string; now?: Date; offered?: readonly string[] },
): DeliveryAnswerErrors {
  const errors: DeliveryAnswerErrors = {};
  if (input.answer === 'RETURN') {
    if (!context.cashOnDelivery) errors.answer = DELIVERY_ANSWER_MESSAGES.returnPrepaid;
    return errors;
  }
  if (input.answer !== 'REATTEMPT') {
    errors.answer = DELIVERY_ANSWER_MESSAGES.answer;
    return errors;
  }
  // The form checks against the days the server offered (the phone's clock may be wrong); the server against its own.
  const offered = context.offered ?? reattemptDays(context.now);
  if (typeof input.reattemptOn !== 'string' || !offered.includes(input.reattemptOn.trim())) {
    errors.reattemptOn = DELIVERY_ANSWER_MESSAGES.reattemptOn;
  }
  const given = (value: unknown) => typeof value === 'string' && value.trim() !== '';
  const wrongType = (value: unknown) => value !== undefined && value !== null && typeof value !== 'string';
  const fields = [
    ['addressLine', 'address'],
    ['landmark', 'addressLine2'],
    ['phone', 'phone'],
  ] as const;
  for (const [field, rule] of fields) {
    const value = input[field];
    if (wrongType(value)) errors[field] = 'This field must be text';
    else if (given(value)) {
      const problem = validateShippingField(rule, value, { country: context.country });
      if (problem) errors[field] = problem;
    }
  }
  return errors;
}
