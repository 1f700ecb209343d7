import { IST_OFFSET_MS } from './india-time.js';
import {
  DISCOUNT_CODE_PATTERN,
  DISCOUNT_KINDS,
  MAX_DISCOUNT_PERCENT,
  MIN_DISCOUNT_PERCENT,
  normaliseDiscountCode,
  type DiscountKind,
} from './discount.js';
import { MAX_ORDER_TOTAL_PAISE } from './order-limits.js';

/**
 * A discount code's terms as the owner writes them, checked once: the admin's form shows these
 * messages on their fields before sending, and the server refuses with the same ones
 * (server/src/discounts/discount-code-input.ts).
 */
export interface DiscountCodeTerms {
  code: string;
  kind: DiscountKind;
  percent?: number | null;
  amountPaise?: number | null;
  minimumSubtotalPaise?: number | null;
  /** "2026-12-01" (the day's start) or "2026-12-01T10:00" in India time, or RFC 3339 with an offset; null for no start. */
  startsAt?: string | null;
  /** "2026-12-31" (to the day's end) or "2026-12-31T23:00" in India time, or RFC 3339 with an offset; null for no end. */
  endsAt?: string | null;
  usageLimit?: number | null;
  usageLimitPerCustomer?: number | null;
  active?: boolean | null;
}

export type DiscountCodeField = Exclude<keyof DiscountCodeTerms, 'active'>;
export interface DiscountCodeProblem {
  field: DiscountCodeField;
  message: string;
}

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?$/;
/** RFC 3339: a date, a time to the second (a fraction optional) and its offset from UTC. */
const RFC_3339_INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d{1,9})?(?:Z|[+-](\d{2}):(\d{2}))$/i;
export const INDIA_TIME_MESSAGE =
  'Give a date as 2026-12-31, a date and time as 2026-12-31T18:30 (India time), or an instant with its offset as 2026-12-31T13:00:00Z';

/** Whether the fields name a real date and time (Date.UTC rolls 31 February over into March). */
function realDateTime(year: number, month: number, day: number, hour: number, minute: number, second: number): boolean {
  const check = new Date(Date.UTC(year, month - 1, day));
  return check.getUTCMonth() === month - 1 && check.getUTCDate() === day && hour <= 23 && minute <= 59 && second <= 59;
}

/**
 * A start or an end as an instant, or null when it is not a real date. Programs send RFC 3339
 * with its offset ("2026-12-01T04:30:00.000Z", "2026-12-01T10:00:00+05:30"), taken as that
 * instant. People write India's wall-clock time ("2026-12-01", "2026-12-01T10:00"): a date alone
 * means the day's first moment, or, for an end, the next day's first moment (the code works
 * through the whole day named).
 */
export function parseIndiaTime(text: string, field: 'startsAt' | 'endsAt'): Date | null {
  const trimmed = text.trim();
  const instant = RFC_3339_INSTANT.exec(trimmed);
  if (instant) {
    const [, year, month, day, hour, minute, second, offsetHours, offsetMinutes] = instant.map((part) => Number(part ?? 0));
    if (!realDateTime(year, month, day, hour, minute, second) || offsetHours > 23 || offsetMinutes > 59) return null;
    return new Date(trimmed);
  }
  const match = LOCAL_TIME.exec(trimmed);
  if (!match) return null;
  // Absent groups (a date alone, a time without seconds) read as 0.
  const [, year, month, day, hour, minute, second] = match.map((part) => Number(part ?? 0));
  if (!realDateTime(year, month, day, hour, minute, second)) return null;
  const wholeDayEnd = field === 'endsAt' && match[4] === undefined ? 1 : 0;
  return new Date(Date.UTC(year, month - 1, day + wholeDayEnd, hour, minute, second) - IST_OFFSET_MS);
}

function wholeNumberProblem(value: number | null | undefined, label: string, min: number, max: number): string | null {
  if (value === null || value === undefined) return null;
  return Number.isSafeInteger(value) && value >= min && value <= max ? null : `${label} must be a whole number from ${min} to ${max}`;
}

/** The first problem with the owner's terms, naming its field; null when they can be stored. */
export function discountCodeProblem(input: DiscountCodeTerms): DiscountCodeProblem | null {
  const problem = (field: DiscountCodeField, message: string | null) => (message ? { field, message } : null);
  const code = typeof input.code === 'string' ? normaliseDiscountCode(input.code) : '';
  if (!DISCOUNT_CODE_PATTERN.test(code)) return problem('code', 'A code is 3 to 32 letters, digits, dashes or underscores');
  if (!DISCOUNT_KINDS.includes(input.kind)) return problem('kind', 'Choose a percentage, a fixed amount or free shipping');
  const percent = wholeNumberProblem(input.percent, 'The percentage', MIN_DISCOUNT_PERCENT, MAX_DISCOUNT_PERCENT);
  if (percent) return problem('percent', percent);
  const amount = wholeNumberProblem(input.amountPaise, 'The amount (paise)', 1, MAX_ORDER_TOTAL_PAISE);
  if (amount) return problem('amountPaise', amount);
  const given = (value: number | null | undefined) => value !== null && value !== undefined;
  if (input.kind === 'PERCENTAGE' && !given(input.percent)) {
    return problem('percent', `Give the percentage off, ${MIN_DISCOUNT_PERCENT} to ${MAX_DISCOUNT_PERCENT}`);
  }
  if (input.kind !== 'PERCENTAGE' && given(input.percent)) return problem('percent', 'Only a percentage code takes a percentage');
  if (input.kind === 'FIXED_AMOUNT' && !given(input.amountPaise)) return problem('amountPaise', 'Give the amount off');
  if (input.kind !== 'FIXED_AMOUNT' && given(input.amountPaise)) return problem('amountPaise', 'Only a fixed-amount code takes an amount');
  const minimum = wholeNumberProblem(input.minimumSubtotalPaise, 'The minimum (paise)', 0, MAX_ORDER_TOTAL_PAISE);
  if (minimum) return problem('minimumSubtotalPaise', minimum);
  const startsAt = input.startsAt ? parseIndiaTime(input.startsAt, 'startsAt') : null;
  if (input.startsAt && !startsAt) return problem('startsAt', INDIA_TIME_MESSAGE);
  const endsAt = input.endsAt ? parseIndiaTime(input.endsAt, 'endsAt') : null;
  if (input.endsAt && !endsAt) return problem('endsAt', INDIA_TIME_MESSAGE);
  if (startsAt && endsAt && endsAt <= startsAt) return problem('endsAt', 'The end must come after the start');
  const uses = wholeNumberProblem(input.usageLimit, 'Total uses', 1, 10_000_000);
  if (uses) return problem('usageLimit', uses);
  return problem('usageLimitPerCustomer', wholeNumberProblem(input.usageLimitPerCustomer, 'Uses per customer', 1, 10_000_000));
}
