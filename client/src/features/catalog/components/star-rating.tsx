import { Group, Rating, Text } from '@mantine/core';

/** Read-only stars with the review count; the label reads the score out for screen readers. */
export function StarRating({ rating, reviews, size = 'sm' }: { rating: number; reviews?: number; size?: 'xs' | 'sm' | 'md' }) {
  const label = `Rated ${rating.toFixed(1)} out of 5${reviews != null ? `, ${reviews} reviews` : ''}`;
  return (
    <Group gap={6} wrap="nowrap" role="img" aria-label={label}>
      <Rating value={rating} fractions={2} readOnly size={size} color="turmeric.5" aria-hidden />
      <Text component="span" fz={size === 'md' ? 'sm' : 'xs'} c="dimmed" aria-hidden>
        {rating.toFixed(1)}
        {reviews != null && ` (${reviews.toLocaleString('en-IN')})`}
      </Text>
    </Group>
  );
}
