import { useId } from 'react';
import { Group, Text } from '@mantine/core';
import { groupIndianDigits } from '@common/money';

/** Star sizes in px, as Mantine's Rating draws them. */
const STAR_PX = { xs: 14, sm: 18, md: 20 } as const;
const STAR = 'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.49l-5.87 3.09 1.12-6.54L2.5 9.41l6.56-.95z';
const STARS = [0, 1, 2, 3, 4].map((index) => <path key={index} d={STAR} transform={`translate(${index * 24} 0)`} />);

/**
 * Read-only stars with the review count; the label reads the score out for screen readers. One
 * small SVG, filled to the nearest half star, rather than Mantine's Rating: that is an input
 * with two radio buttons per star, ~50 elements a card, which a grid of 24 cards pays for.
 */
export function StarRating({ rating, reviews, size = 'sm' }: { rating: number; reviews?: number; size?: 'xs' | 'sm' | 'md' }) {
  const clipId = useId();
  // A score nobody gave is not shown: a new product with "4.5 (0)" would mislead (issue 14.7).
  if (reviews === 0) {
    return (
      <Text component="span" fz={size === 'md' ? 'sm' : 'xs'} c="dimmed" lh={`${STAR_PX[size]}px`} display="block">
        No reviews yet
      </Text>
    );
  }
  const label = `Rated ${rating.toFixed(1)} out of 5${reviews != null ? `, ${reviews} reviews` : ''}`;
  const filledWidth = (Math.round(Math.min(5, Math.max(0, rating)) * 2) / 2) * 24;
  const px = STAR_PX[size];
  return (
    <Group gap={6} wrap="nowrap" role="img" aria-label={label}>
      <svg width={px * 5} height={px} viewBox="0 0 120 24" aria-hidden focusable="false">
        <clipPath id={clipId}>
          <rect width={filledWidth} height={24} />
        </clipPath>
        <g style={{ fill: 'light-dark(var(--mantine-color-gray-3), var(--mantine-color-dark-3))' }}>{STARS}</g>
        <g style={{ fill: 'var(--mantine-color-turmeric-5)' }} clipPath={`url(#${clipId})`}>
          {STARS}
        </g>
      </svg>
      <Text component="span" fz={size === 'md' ? 'sm' : 'xs'} c="dimmed" aria-hidden>
        {rating.toFixed(1)}
        {reviews != null && ` (${groupIndianDigits(String(reviews))})`}
      </Text>
    </Group>
  );
}
