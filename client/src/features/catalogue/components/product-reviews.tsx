import { useState } from 'react';
import { indiaDateLabel } from '@common/india-time';
import { Badge, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useLazyQuery } from '@apollo/client/react';
import { graphql, getFragmentData, type FragmentType } from '@/gql';
import { StarRating } from './star-rating';

export const ProductReviewsFragment = graphql(`
  fragment ProductReviews_product on Product {
    id
    reviewSummary {
      average
      count
      histogram {
        stars
        count
      }
    }
    publishedReviews(limit: 5) {
      totalCount
      items {
        ...ProductReview_review
      }
    }
  }
`);

const ReviewFragment = graphql(`
  fragment ProductReview_review on Review {
    id
    rating
    title
    body
    authorName
    authorCity
    createdAt
    reply
    isSample
    verifiedBuyer
  }
`);

const MoreReviewsQuery = graphql(`
  query ProductMoreReviews($id: ID!, $offset: Int!) {
    product(id: $id) {
      id
      publishedReviews(offset: $offset, limit: 10) {
        totalCount
        items {
          ...ProductReview_review
        }
      }
    }
  }
`);

type ReviewRef = FragmentType<typeof ReviewFragment>;

/** The first page of published reviews as plain facts, for the page's structured data. */
export function publishedReviewFacts(ref: FragmentType<typeof ProductReviewsFragment>) {
  // Sample reviews are shown, labelled, but search engines are told only what buyers wrote.
  return getFragmentData(ProductReviewsFragment, ref)
    .publishedReviews.items.map((item) => getFragmentData(ReviewFragment, item))
    .filter((review) => !review.isSample);
}

/** One published review: stars, title, words, who (first name and city) and when, and the shop's reply. */
function ReviewItem({ review: ref }: { review: ReviewRef }) {
  const review = getFragmentData(ReviewFragment, ref);
  return (
    <Paper withBorder p="md" radius="md" component="article">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <StarRating rating={review.rating} size="xs" />
          {/* Under the section's h2: a skipped level breaks the outline screen readers navigate by. */}
          <Title order={3} size="h5">
            {review.title}
          </Title>
        </Stack>
        <Stack gap={2} align="flex-end">
          <Text size="sm" c="dimmed">
            {review.authorName}
            {review.authorCity ? `, ${review.authorCity}` : ''} · {indiaDateLabel(review.createdAt)}
          </Text>
          {review.isSample ? (
            <Badge color="gray" variant="light" size="sm">
              Sample review
            </Badge>
          ) : review.verifiedBuyer ? (
            <Badge color="leaf" variant="light" size="sm">
              Verified buyer
            </Badge>
          ) : null}
        </Stack>
      </Group>
      <Text mt="xs" style={{ whiteSpace: 'pre-wrap' }}>
        {review.body}
      </Text>
      {review.reply && (
        <Text mt="sm" size="sm" c="dimmed">
          <strong>Herbal Roots replied:</strong> {review.reply}
        </Text>
      )}
    </Paper>
  );
}

/**
 * The product's published reviews: how many gave each number of stars, then the newest first, a
 * page at a time. Every figure comes from reviews buyers wrote after delivery and the owner
 * published.
 */
export function ProductReviews({ product: ref }: { product: FragmentType<typeof ProductReviewsFragment> }) {
  const product = getFragmentData(ProductReviewsFragment, ref);
  const [more, setMore] = useState<ReviewRef[]>([]);
  const [fetchMore, { loading }] = useLazyQuery(MoreReviewsQuery);
  const { reviewSummary: summary, publishedReviews: first } = product;
  const shown = [...first.items, ...more];

  const showMore = async () => {
    const result = await fetchMore({ variables: { id: product.id, offset: shown.length } });
    const items = result.data?.product?.publishedReviews.items ?? [];
    setMore((current) => [...current, ...items]);
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="reviews-heading">
      <Title order={2} size="h3" id="reviews-heading">
        Customer reviews
      </Title>
      {summary.count === 0 ? (
        <Text c="dimmed">
          {first.totalCount === 0
            ? 'No reviews yet. Bought it? You can review it from your order page once it is delivered.'
            : 'No reviews from buyers yet: the sample reviews below are not counted in any rating.'}
        </Text>
      ) : (
        <>
          <Group gap="md" align="center">
            <Text size="xl" fw={700}>
              {summary.average.toFixed(1)}
            </Text>
            <StarRating rating={summary.average} reviews={summary.count} />
          </Group>
          <Stack gap={4} maw={360} aria-label="How many reviews gave each number of stars">
            {summary.histogram.map((row) => (
              <Group key={row.stars} gap="xs" wrap="nowrap">
                <Text size="sm" w={52}>
                  {row.stars} star{row.stars === 1 ? '' : 's'}
                </Text>
                <Progress value={(row.count / summary.count) * 100} style={{ flex: 1 }} aria-hidden />
                <Text size="sm" w={40} ta="right">
                  {row.count}
                </Text>
              </Group>
            ))}
          </Stack>
        </>
      )}
      {shown.length > 0 && (
        <Stack gap="sm">
          {shown.map((review) => (
            <ReviewItem key={getFragmentData(ReviewFragment, review).id} review={review} />
          ))}
        </Stack>
      )}
      {shown.length < first.totalCount && (
        <Button variant="light" onClick={() => void showMore()} loading={loading} style={{ alignSelf: 'flex-start' }}>
          Show more reviews
        </Button>
      )}
    </Stack>
  );
}
