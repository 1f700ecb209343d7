import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { SegmentedControl } from '@mantine/core';
import { AdminListFooter } from '@/components/admin/admin-pagination';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { EmptyState, LoadError, TableSkeleton } from '@/components/admin/query-states';
import { AdminReviewsQuery } from '@/features/admin-reviews/api';
import { ReviewQueue } from '@/features/admin-reviews/components/review-queue';
import type { ReviewStatus } from '@/gql/graphql';

const PAGE_SIZE = 20;

const EMPTY: Record<ReviewStatus, string> = {
  PENDING: 'No reviews are waiting. Reviews buyers write after delivery appear here.',
  PUBLISHED: 'No published reviews yet.',
  REJECTED: 'No rejected reviews.',
};

/** /admin/reviews: the buyers' reviews waiting to be published (oldest first), and those already moderated. */
export default function AdminReviewsRoute() {
  const [status, setStatus] = useState<ReviewStatus>('PENDING');
  const [page, setPage] = useState(1);
  const query = useQuery(AdminReviewsQuery, {
    variables: { status, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  const result = (query.data ?? query.previousData)?.reviews;

  return (
    <>
      <AdminPageHeader
        title="Reviews"
        description={status === 'PENDING' && result ? `${result.totalCount} waiting` : 'Publish or reject what buyers wrote.'}
        action={
          <SegmentedControl
            aria-label="Show reviews"
            value={status}
            onChange={(value) => {
              setStatus(value);
              setPage(1);
            }}
            data={[
              { label: 'Waiting', value: 'PENDING' },
              { label: 'Published', value: 'PUBLISHED' },
              { label: 'Rejected', value: 'REJECTED' },
            ]}
          />
        }
      />
      {!result && query.loading && <TableSkeleton label="Loading reviews" />}
      {!result && !query.loading && query.error && <LoadError error={query.error} onRetry={() => void query.refetch()} what="reviews" />}
      {result && result.items.length === 0 && <EmptyState message={EMPTY[status]} />}
      {result && result.items.length > 0 && <ReviewQueue reviews={result.items} />}
      {result && result.totalCount > 0 && (
        <AdminListFooter
          total={result.totalCount}
          noun={['review', 'reviews']}
          loading={query.loading}
          page={page}
          pages={Math.ceil(result.totalCount / PAGE_SIZE)}
          onPageChange={setPage}
        />
      )}
    </>
  );
}
