import {
  DISCOUNT_CODE_PATTERN,
  DISCOUNT_KINDS,
  MAX_DISCOUNT_PERCENT,
  MIN_DISCOUNT_PERCENT,
  normaliseDiscountCode,
  type DiscountKind,
} from '@common/discount.js';
import { MAX_ORDER_TOTAL_PAISE } from '@common/order-limits.js';
import { invalidInput } from '../kernel/errors.js';

/** A code as the owner sends it: amounts in paise, start and end as India's wall-clock time. */
export interface DiscountCodeInput {
  code: string;
  kind: DiscountKind;
  percent?: number | null;
  amountPaise?: number | null;
  minimumSubtotalPaise?: number | null;
  /** "2026-12-01" (the day's start) or "2026-12-01T10:00", in India time; null for no start. */
  startsAt?: string | null;
  /** "2026-12-31" (to the day's end) or "2026-12-31T23:00", in India time; null for no end. */
  endsAt?: string | null;
  usageLimit?: number | null;
  usageLimitPerCustomer?: number | null;
  active?: boolean | null;
}

/** What is stored for a checked input. */
export interface DiscountCodeFields {
  code: string;
  kind: DiscountKind;
  percent: number | null;
  amountPaise: number | null;
  minimumSubtotalPaise: number;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  usageLimitPerCustomer: number | null;
  active: boolean;
}

const INDIA_OFFSET_MINUTES = 330;
const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/;

/**
 * India's wall-clock time as an instant: a date alone means the day's first moment, or, for an
 * end, the next day's first moment (the code works through the whole day named).
 */
export function indiaTime(text: string, field: 'startsAt' | 'endsAt'): Date {
  const match = LOCAL_TIME.exec(text.trim());
  const fail = () => invalidInput('Give a date as 2026-12-31, or a date and time as 2026-12-31T18:30 (India time)', { field });
  if (!match) throw fail();
  const [, year, month, day, hour, minute] = match.map(Number);
  const wholeDayEnd = field === 'endsAt' && match[4] === undefined ? 1 : 0;
  const utc = Date.UTC(year, month - 1, day + wholeDayEnd, hour || 0, minute || 0) - INDIA_OFFSET_MINUTES * 60_000;
  const at = new Date(utc);
  // Date.UTC rolls 31 February over into March: such a date was not a real one.
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || (hour ?? 0) > 23 || (minute ?? 0) > 59) throw fail();
  return at;
}

function wholeNumber(value: number | null | undefined, field: string, label: string, min: number, max: number): number | null {
  if (value === null || value === undefined) return null;
  if (!Number.isSafeInteger(value) || value < min || value > max)
    throw invalidInput(`${label} must be a whole number from ${min} to ${max}`, { field });
  return value;
}

/** The owner's input checked, each refusal naming its field; nothing is stored until all pass. */
export function checkDiscountCodeInput(input: DiscountCodeInput): DiscountCodeFields {
  const code = typeof input.code === 'string' ? normaliseDiscountCode(input.code) : '';
  if (!DISCOUNT_CODE_PATTERN.test(code)) {
    throw invalidInput('A code is 3 to 32 letters, digits, dashes or underscores', { field: 'code' });
  }
  if (!DISCOUNT_KINDS.includes(input.kind)) throw invalidInput('Choose a percentage, a fixed amount or free shipping', { field: 'kind' });
  const percent = wholeNumber(input.percent, 'percent', 'The percentage', MIN_DISCOUNT_PERCENT, MAX_DISCOUNT_PERCENT);
  const amountPaise = wholeNumber(input.amountPaise, 'amountPaise', 'The amount (paise)', 1, MAX_ORDER_TOTAL_PAISE);
  if (input.kind === 'PERCENTAGE' && percent === null) {
    throw invalidInput(`Give the percentage off, ${MIN_DISCOUNT_PERCENT} to ${MAX_DISCOUNT_PERCENT}`, { field: 'percent' });
  }
  if (input.kind !== 'PERCENTAGE' && percent !== null)
    throw invalidInput('Only a percentage code takes a percentage', { field: 'percent' });
  if (input.kind === 'FIXED_AMOUNT' && amountPaise === null) throw invalidInput('Give the amount off', { field: 'amountPaise' });
  if (input.kind !== 'FIXED_AMOUNT' && amountPaise !== null)
    throw invalidInput('Only a fixed-amount code takes an amount', { field: 'amountPaise' });
  const minimumSubtotalPaise =
    wholeNumber(input.minimumSubtotalPaise, 'minimumSubtotalPaise', 'The minimum (paise)', 0, MAX_ORDER_TOTAL_PAISE) ?? 0;
  const startsAt = input.startsAt ? indiaTime(input.startsAt, 'startsAt') : null;
  const endsAt = input.endsAt ? indiaTime(input.endsAt, 'endsAt') : null;
  if (startsAt && endsAt && endsAt <= startsAt) throw invalidInput('The end must come after the start', { field: 'endsAt' });
  const usageLimit = wholeNumber(input.usageLimit, 'usageLimit', 'Total uses', 1, 10_000_000);
  const usageLimitPerCustomer = wholeNumber(input.usageLimitPerCustomer, 'usageLimitPerCustomer', 'Uses per customer', 1, 10_000_000);
  return {
    code,
    kind: input.kind,
    percent,
    amountPaise,
    minimumSubtotalPaise,
    startsAt,
    endsAt,
    usageLimit,
    usageLimitPerCustomer,
    active: input.active ?? true,
  };
}
