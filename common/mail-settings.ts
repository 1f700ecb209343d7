/**
 * Which e-mails the owner receives (one address for all owner mail, each kind switchable) and
 * whether buyers are asked for a review, how many days after delivery. The admin's Settings page
 * and the server read the same names, defaults and bounds from here.
 */
export interface MailSettings {
  /** A new paid order: what to pack and for whom. */
  ownerNewOrder: boolean;
  /** A size of a product fell below the low-stock mark. */
  ownerLowStock: boolean;
  /** A shopper wrote through the contact form. */
  ownerContactMessage: boolean;
  /** A return request has waited past the 2 days the policy promises an answer in. */
  ownerReturnWaiting: boolean;
  /** Buyers are asked to review what they bought, some days after delivery. */
  reviewRequests: boolean;
  /** How many days (India's calendar) after delivery the review request goes out. */
  reviewRequestDelayDays: number;
}

export const DEFAULT_MAIL_SETTINGS: MailSettings = {
  ownerNewOrder: true,
  ownerLowStock: true,
  ownerContactMessage: true,
  ownerReturnWaiting: true,
  reviewRequests: true,
  reviewRequestDelayDays: 3,
};

export const REVIEW_REQUEST_DELAY_MIN_DAYS = 1;
export const REVIEW_REQUEST_DELAY_MAX_DAYS = 30;

export type MailSwitch = Exclude<keyof MailSettings, 'reviewRequestDelayDays'>;

/** The switches as the Settings page lists them. */
export const MAIL_SWITCHES: ReadonlyArray<{ key: MailSwitch; label: string; description: string }> = [
  { key: 'ownerNewOrder', label: 'New paid order', description: 'What was ordered and where it goes, as soon as it is paid.' },
  { key: 'ownerLowStock', label: 'Low stock', description: 'When a size falls below the low-stock mark after a sale or an edit.' },
  { key: 'ownerContactMessage', label: 'Contact message', description: 'When a shopper writes through the contact form.' },
  {
    key: 'ownerReturnWaiting',
    label: 'Return request waiting',
    description: 'Once per request, when a return has waited more than the 2 days the policy promises an answer in.',
  },
  { key: 'reviewRequests', label: 'Ask buyers for a review', description: 'An e-mail to the shopper some days after delivery.' },
];

/** Why a review-request delay is refused, or null. */
export function reviewRequestDelayProblem(days: number): string | null {
  if (!Number.isInteger(days) || days < REVIEW_REQUEST_DELAY_MIN_DAYS || days > REVIEW_REQUEST_DELAY_MAX_DAYS)
    return `Ask for reviews ${REVIEW_REQUEST_DELAY_MIN_DAYS} to ${REVIEW_REQUEST_DELAY_MAX_DAYS} days after delivery`;
  return null;
}
