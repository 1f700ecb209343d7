import { IST_OFFSET_MS } from '@common/india-time.js';

/**
 * When a delivered order's review request is due: at 10:00 in India on the delivery day's date
 * (India's calendar) plus the delay in days, so a parcel delivered late at night still gets its
 * full days, and the e-mail lands in the morning rather than at the minute of delivery days later.
 * After STALE_AFTER_DAYS past that moment the request is no longer sent (an order from before the
 * switch was turned on, or the shop was offline): asking about a month-old parcel is noise.
 */
const DAY_MS = 24 * 60 * 60_000;
export const REVIEW_REQUEST_HOUR_IST = 10;
export const STALE_AFTER_DAYS = 14;

export function reviewRequestDueAt(deliveredAt: Date, delayDays: number): Date {
  const inIndia = new Date(deliveredAt.getTime() + IST_OFFSET_MS);
  const deliveryDayIst = Date.UTC(inIndia.getUTCFullYear(), inIndia.getUTCMonth(), inIndia.getUTCDate());
  return new Date(deliveryDayIst + delayDays * DAY_MS + REVIEW_REQUEST_HOUR_IST * 60 * 60_000 - IST_OFFSET_MS);
}

/** Due now, and not so late that asking has become noise. */
export function reviewRequestIsDue(deliveredAt: Date, delayDays: number, now: Date): boolean {
  const due = reviewRequestDueAt(deliveredAt, delayDays).getTime();
  return now.getTime() >= due && now.getTime() < due + STALE_AFTER_DAYS * DAY_MS;
}
