import { hasControlCharacters } from './single-line-text.js';

/**
 * A refund of cash collected at the door goes back by hand: the owner sends it by UPI or bank
 * transfer, then records how, with the transfer's reference and the day it was made. The admin's
 * refund form and the server check it by these rules.
 */
export type ManualRefundMethod = 'UPI' | 'BANK_TRANSFER';

export const MANUAL_REFUND_METHODS: ReadonlyArray<{ value: ManualRefundMethod; label: string }> = [
  { value: 'UPI', label: 'UPI' },
  { value: 'BANK_TRANSFER', label: 'Bank transfer' },
];

export interface ManualRefundDetails {
  method: string;
  reference: string;
  /** YYYY-MM-DD, India's calendar. */
  paidOn: string;
}

export const MAX_REFERENCE_LENGTH = 100;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The first problem with what the owner typed, for its field, or null; `today` is India's date as YYYY-MM-DD. */
export function manualRefundProblem(
  details: ManualRefundDetails,
  today: string,
): { field: keyof ManualRefundDetails; message: string } | null {
  if (!MANUAL_REFUND_METHODS.some((method) => method.value === details.method)) {
    return { field: 'method', message: 'Choose how the money went back: UPI or bank transfer' };
  }
  const reference = typeof details.reference === 'string' ? details.reference.trim() : '';
  if (!reference) return { field: 'reference', message: 'Give the UPI or bank transfer reference' };
  if (reference.length > MAX_REFERENCE_LENGTH || hasControlCharacters(reference)) {
    return { field: 'reference', message: `The reference is one line of at most ${MAX_REFERENCE_LENGTH} characters` };
  }
  const match = DAY.exec(typeof details.paidOn === 'string' ? details.paidOn.trim() : '');
  const day = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!match || !day || day.toISOString().slice(0, 10) !== match[0]) {
    return { field: 'paidOn', message: 'Give the day the money was sent as YYYY-MM-DD' };
  }
  if (match[0] > today) return { field: 'paidOn', message: 'The day the money was sent cannot be in the future' };
  return null;
}
