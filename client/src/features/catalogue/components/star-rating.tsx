import { useId } from 'react';
import { groupIndianDigits } from '@common/money';
import classes from './star-rating.module.css';

/** Star sizes in px, as Mantine's Rating draws them. */
const STAR_PX = { xs: 14, sm: 18, md: 20 } as const;
/**
 * Five stars as one path: after its first point a star is drawn in relative steps, so each next
 * star only moves that point 24 units right. A listing draws 27 ratings, and one path instead of
 * five saves it over 200 elements to lay out on a phone.
 */
const STAR_STEPS = 'l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54-5.87-3.09-5.87 3.09 1.12-6.54-4.75-4.63 6.56-.95z';
const FIVE_STARS = [0, 1, 2, 3, 4].map((index) => `M${12 + index * 24} 2.5${STAR_STEPS}`).join('');

/**
 * Read-only stars with the review count; the label reads the score out for screen readers. One
 * small SVG, filled to the nearest half star, rather than Mantine's Rating: that is an input
 * with two radio buttons per star, ~50 elements a card, which a grid of 24 cards pays for.
 */
export function StarRating({ rating, reviews, size = 'sm' }: { rating: number; reviews?: number; size?: 'xs' | 'sm' | 'md' }) {
  const clipId = useId();
  // A score nobody gave is not shown: a new product with "4.5 (0)" would mislead.
  if (reviews === 0) {
    return (
      <span className={classes.count} data-size={size} style={{ display: 'block', lineHeight: `${STAR_PX[size]}px` }}>
        No reviews yet
      </span>
    );
  }
  const label = `Rated ${rating.toFixed(1)} out of 5${reviews != null ? `, ${reviews} reviews` : ''}`;
  const filledWidth = (Math.round(Math.min(5, Math.max(0, rating)) * 2) / 2) * 24;
  const px = STAR_PX[size];
  return (
    <span className={classes.rating} role="img" aria-label={label}>
      <svg width={px * 5} height={px} viewBox="0 0 120 24" aria-hidden focusable="false">
        <clipPath id={clipId}>
          <rect width={filledWidth} height={24} />
        </clipPath>
        <path d={FIVE_STARS} style={{ fill: 'light-dark(var(--mantine-color-gray-3), var(--mantine-color-dark-3))' }} />
        <path d={FIVE_STARS} style={{ fill: 'var(--mantine-color-turmeric-5)' }} clipPath={`url(#${clipId})`} />
      </svg>
      <span className={classes.count} data-size={size} aria-hidden>
        {rating.toFixed(1)}
        {reviews != null && ` (${groupIndianDigits(String(reviews))})`}
      </span>
    </span>
  );
}
