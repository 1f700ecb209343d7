import { useState } from 'react';
import { Anchor, Button, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatOrderDateTime } from '@/components/admin/format-date';
import { TintBadge } from '@/components/ui/tint-badge';
import { paths } from '@/config/paths';
import { getFragmentData, type FragmentType } from '@/gql';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { AdminReviewItem, useModerateReview } from '../api';

/** The server's limit on the shop's public reply (server/src/reviews/review.service.ts). */
const REPLY_MAX = 1000;
const STATUS_COLOURS = { PENDING: 'yellow', PUBLISHED: 'green', REJECTED: 'red' } as const;
const STATUS_NAMES = { PENDING: 'Waiting', PUBLISHED: 'Published', REJECTED: 'Rejected' } as const;

/** Reviews as the owner moderates them: each with its product, stars, words and author; waiting ones can be published (with a reply) or rejected. */
export function ReviewQueue({ reviews }: { reviews: ReadonlyArray<FragmentType<typeof AdminReviewItem>> }) {
  return (
    <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Reviews">
      {reviews.map((ref) => (
        <ReviewCard key={getFragmentData(AdminReviewItem, ref).id} review={ref} />
      ))}
    </Stack>
  );
}

function ReviewCard({ review: ref }: { review: FragmentType<typeof AdminReviewItem> }) {
  const review = getFragmentData(AdminReviewItem, ref);
  const [reply, setReply] = useState(review.reply ?? '');
  const { publish, reject, busy } = useModerateReview();

  async function act(action: () => Promise<void>, done: string) {
    try {
      await action();
      notify.success(done);
    } catch (error) {
      notify.error(errorMessage(error, 'The review could not be changed just now.'));
    }
  }

  return (
    <Card component="li" withBorder radius="md" padding="md" aria-label={`Review of ${review.productName} by ${review.authorName}`}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={paths.product.getHref(review.productId)} fw={600} target="_blank">
            {review.productName}
          </Anchor>
          <Text size="sm" c="dimmed">
            {review.authorName}
            {review.authorCity ? `, ${review.authorCity}` : ''} · {formatOrderDateTime(review.createdAt)}
          </Text>
        </Stack>
        <TintBadge colour={STATUS_COLOURS[review.status]}>{STATUS_NAMES[review.status]}</TintBadge>
      </Group>
      <Text mt="sm" c="turmeric.7" aria-label={`${review.rating} out of 5 stars`}>
        {'★'.repeat(review.rating)}
        <Text span c="gray.4">
          {'★'.repeat(5 - review.rating)}
        </Text>
      </Text>
      <Text fw={600}>{review.title}</Text>
      <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {review.body}
      </Text>
      {review.status === 'PENDING' ? (
        <Stack gap="xs" mt="sm">
          <Textarea
            label="Public reply (optional)"
            description="Shown under the review on the product page"
            autosize
            minRows={2}
            maxLength={REPLY_MAX}
            value={reply}
            onChange={(event) => setReply(event.currentTarget.value)}
          />
          <Group gap="xs">
            <Button size="sm" loading={busy} onClick={() => void act(() => publish(review.id, reply), 'Review published')}>
              Publish
            </Button>
            <Button
              size="sm"
              variant="default"
              color="red"
              disabled={busy}
              onClick={() => void act(() => reject(review.id), 'Review rejected')}
            >
              Reject
            </Button>
          </Group>
        </Stack>
      ) : (
        review.reply && (
          <Text size="sm" c="dimmed" mt="xs">
            Reply: {review.reply}
          </Text>
        )
      )}
    </Card>
  );
}
