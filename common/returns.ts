/**
 * The shipping policy's return promise, written once for the policy page, the product page's
 * badge, the order pages, the e-mails and the server's refusal (docs/storefront.md, Shipping,
 * returns and refunds). Every text that names a figure builds it from these constants.
 */
export const RETURN_WINDOW_DAYS = 5;
export const RETURN_APPROVAL_DAYS = 2;
export const REFUND_BUSINESS_DAYS = 10;
/** After this many business days past approval without the refund, the shopper should write to us. */
export const REFUND_CHASE_BUSINESS_DAYS = 15;

/** "within 5 days of receiving it": how every text names the return window. */
export const RETURN_WINDOW_WORDS = `within ${RETURN_WINDOW_DAYS} days of receiving it`;

export const RETURN_POLICY_WORDS = `We offer a ${RETURN_WINDOW_DAYS}-day return window after receiving an item; return approval within ${RETURN_APPROVAL_DAYS} days; refund to the original payment method within ${REFUND_BUSINESS_DAYS} business days.`;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment a return may be asked for an order delivered at `deliveredAt`. */
export function returnWindowEndsAt(deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + RETURN_WINDOW_DAYS * DAY_MS);
}

/** Why a return cannot be asked now, in the policy's words, or null when it can. */
export function returnRefusal(deliveredAt: Date | null, now: Date = new Date()): string | null {
  if (!deliveredAt) return `A return can be asked once the order has been delivered. ${RETURN_POLICY_WORDS}`;
  if (now.getTime() > returnWindowEndsAt(deliveredAt).getTime()) {
    return `The ${RETURN_WINDOW_DAYS}-day return window after receiving this order has closed. ${RETURN_POLICY_WORDS}`;
  }
  return null;
}

/** Where a return stands, in the shopper's words (the order page and My account). */
export const RETURN_STATUS_FOR_SHOPPER = {
  REQUESTED: `Asked: we answer within ${RETURN_APPROVAL_DAYS} days`,
  APPROVED: 'Approved: see the e-mail for where to send it',
  REJECTED: 'Not accepted',
  RECEIVED: 'Received: your refund is on its way',
  REFUNDED: 'Refunded',
} as const;

/** Why a shopper sends something back: the list the return form offers, with its labels. */
export const RETURN_REASONS = [
  { code: 'DAMAGED', label: 'Arrived damaged or leaking' },
  { code: 'WRONG_ITEM', label: 'Wrong item or size sent' },
  { code: 'NOT_AS_DESCRIBED', label: 'Not as described' },
  { code: 'SKIN_REACTION', label: 'Did not suit my skin or hair' },
  { code: 'CHANGED_MIND', label: 'Changed my mind' },
  { code: 'OTHER', label: 'Something else' },
] as const;

export type ReturnReasonCode = (typeof RETURN_REASONS)[number]['code'];

export const RETURN_NOTE_MAX_LENGTH = 500;

export function isReturnReasonCode(value: unknown): value is ReturnReasonCode {
  return RETURN_REASONS.some((reason) => reason.code === value);
}

/**
 * Whether the owner's "Can be sold again" starts ticked when a return is received: not for a parcel
 * that arrived damaged or leaking, which goes back on the shelf only when the owner says so.
 */
export function resellableByDefault(reason: string): boolean {
  return reason !== 'DAMAGED';
}

export function returnReasonLabel(code: string): string {
  return RETURN_REASONS.find((reason) => reason.code === code)?.label ?? code;
}

/** Why the shopper's words are refused, or null: required for "Something else", at most 500 characters. */
export function returnNoteProblem(reason: string, note: string): string | null {
  const text = note.trim();
  if (reason === 'OTHER' && !text) return 'Tell us in a few words why you are returning it';
  if (text.length > RETURN_NOTE_MAX_LENGTH) return `Keep it to ${RETURN_NOTE_MAX_LENGTH} characters`;
  return null;
}

/** Units of a line a shopper may still ask to return: bought, less those in requests not rejected. */
export function returnableQuantity(bought: number, alreadyAsked: number): number {
  return Math.max(0, bought - alreadyAsked);
}

/**
 * What the shopper paid for `units` of a line, its share of the discount taken off: the line's
 * discount is spread over its units, and the units returned earlier (`before`) have had theirs,
 * so returning every unit, at once or in parts, gives back exactly what the line cost.
 */
export function returnedUnitsPaise(
  line: { quantity: number; unitPricePaise: number; discountPaise: number },
  before: number,
  units: number,
): number {
  const discountUpTo = (count: number) => Math.floor((line.discountPaise * count) / line.quantity);
  return line.unitPricePaise * units - (discountUpTo(before + units) - discountUpTo(before));
}

/** Whole days a request has waited (for the owner's list), and whether it is past the 2 days the policy promises. */
export function approvalWait(requestedAt: Date, now: Date = new Date()): { days: number; overdue: boolean } {
  const waited = Math.max(0, now.getTime() - requestedAt.getTime());
  return { days: Math.floor(waited / DAY_MS), overdue: waited > RETURN_APPROVAL_DAYS * DAY_MS };
}
