import { hasControlCharacters } from './single-line-text.js';

/**
 * What a review may say, the same in the browser and on the server: 1–5 whole stars, a one-line
 * title and a text of up to 2,000 characters. Only a buyer whose order with the product was
 * delivered may write one, once per order.
 */
export const REVIEW_LIMITS = { titleMax: 120, bodyMax: 2000 } as const;

export const REVIEW_MESSAGES = {
  rating: 'Choose 1 to 5 stars',
  titleRequired: 'Please give your review a title',
  titleTooLong: `The title can be at most ${REVIEW_LIMITS.titleMax} characters`,
  titleInvalid: 'The title must be one line, without control characters or text-direction marks',
  bodyRequired: 'Please tell other shoppers what you thought',
  bodyTooLong: `The review can be at most ${REVIEW_LIMITS.bodyMax} characters`,
  notDelivered: 'You can review this product once your order has been delivered.',
  notInOrder: 'This product is not part of the order.',
  alreadyReviewed: 'You have already reviewed this product for this order.',
} as const;

export interface ReviewText {
  rating: unknown;
  title: unknown;
  body: unknown;
}

/** The first problem with a review's text as [field, message], or null when it may be stored. */
export function reviewTextError(review: ReviewText): [field: 'rating' | 'title' | 'body', message: string] | null {
  if (!Number.isInteger(review.rating) || (review.rating as number) < 1 || (review.rating as number) > 5)
    return ['rating', REVIEW_MESSAGES.rating];
  const title = typeof review.title === 'string' ? review.title.trim() : '';
  if (!title) return ['title', REVIEW_MESSAGES.titleRequired];
  if (title.length > REVIEW_LIMITS.titleMax) return ['title', REVIEW_MESSAGES.titleTooLong];
  if (hasControlCharacters(title)) return ['title', REVIEW_MESSAGES.titleInvalid];
  const body = typeof review.body === 'string' ? review.body.trim() : '';
  if (!body) return ['body', REVIEW_MESSAGES.bodyRequired];
  if (body.length > REVIEW_LIMITS.bodyMax) return ['body', REVIEW_MESSAGES.bodyTooLong];
  return null;
}

/** The star counts of a product's published reviews, five stars first, every count present. */
export function starHistogram(counts: ReadonlyArray<{ stars: number; count: number }>): Array<{ stars: number; count: number }> {
  return [5, 4, 3, 2, 1].map((stars) => ({ stars, count: counts.find((row) => row.stars === stars)?.count ?? 0 }));
}
