import { useQuery } from '@apollo/client/react';
import { Anchor, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState, LoadError, TableSkeleton } from '@/components/admin/query-states';
import { paths } from '@/config/paths';
import { OrderDetailsModal } from './order-details-modal';
import { RETURN_STATUS, ReturnItem } from './returns-panel';
import { graphql } from '@/gql';
import type { ReturnStatus } from '@/gql/graphql';

const ReturnQueueQuery = graphql(`
  query AdminReturnQueue($status: [ReturnStatus!], $first: Int, $after: String) {
    returnRequests(status: $status, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      items {
        id
        requestedAt
        ...AdminReturnItem
        order {
          id
          orderNumber
          customerName
          email
        }
      }
    }
  }
`);

const ReturnOrderQuery = graphql(`
  query AdminReturnOrder($id: ID!) {
    order(id: $id) {
      id
      ...AdminOrderDetails
    }
  }
`);

const ALL: ReturnStatus[] = ['REQUESTED', 'APPROVED', 'RECEIVED', 'REFUNDED', 'REJECTED'];
const FILTERS = [
  { value: 'open', label: 'Open (requested or approved)' },
  ...ALL.map((value) => ({ value, label: RETURN_STATUS[value].label })),
  { value: 'all', label: 'All' },
];
const PAGE = 50;

/** The status filter as the API takes it: null asks for the open ones. */
function statusesOf(filter: string): ReturnStatus[] | null {
  if (filter === 'open') return null;
  if (filter === 'all') return ALL;
  return ALL.filter((value) => value === filter);
}

/** How long ago the shopper asked, in whole days. */
export function askedAgo(requestedAt: string, now: number = Date.now()): string {
  const days = Math.max(0, Math.floor((now - new Date(requestedAt).getTime()) / 86_400_000));
  if (days === 0) return 'asked today';
  return days === 1 ? 'asked 1 day ago' : `asked ${days} days ago`;
}

/**
 * Every return request, newest first, the open ones unless the owner picks a status: each names
 * its order (opening its details) and shopper, and carries its step (approve, reject, receive).
 */
export function ReturnsQueue() {
  const [filter, setFilter] = useState('open');
  const [openOrderId, setOpenOrderId] = useState<string | null>(null);
  const query = useQuery(ReturnQueueQuery, {
    variables: { status: statusesOf(filter), first: PAGE, after: null },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const order = useQuery(ReturnOrderQuery, { variables: { id: openOrderId ?? '' }, skip: !openOrderId });
  const page = (query.data ?? query.previousData)?.returnRequests;

  const more = () =>
    void query.fetchMore({
      variables: { after: page?.pageInfo.endCursor ?? null },
      updateQuery: (previous, { fetchMoreResult }) => {
        if (!previous.returnRequests || !fetchMoreResult.returnRequests) return previous;
        return {
          returnRequests: {
            ...fetchMoreResult.returnRequests,
            items: [...previous.returnRequests.items, ...fetchMoreResult.returnRequests.items],
          },
        };
      },
    });

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" justify="space-between">
        <Select
          label="Status"
          data={FILTERS}
          value={filter}
          allowDeselect={false}
          onChange={(value) => setFilter(value ?? 'open')}
          w={260}
        />
        {page && (
          <Text size="sm" c="dimmed">
            {page.totalCount === 1 ? '1 return request' : `${page.totalCount} return requests`}
          </Text>
        )}
      </Group>
      {query.error && !page && <LoadError error={query.error} onRetry={() => void query.refetch()} what="the return requests" />}
      {!page && !query.error && <TableSkeleton label="Loading return requests" />}
      {page && page.items.length === 0 && <EmptyState message="No return requests with this status." />}
      {page?.items.map((request) => (
        <ReturnItem
          key={request.id}
          request={request}
          onDone={() => void query.refetch()}
          header={
            request.order && (
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Anchor
                  component={Link}
                  to={`${paths.admin.orders.getHref()}?q=${encodeURIComponent(request.order.orderNumber)}`}
                  onClick={(event) => {
                    event.preventDefault();
                    setOpenOrderId(request.order!.id);
                  }}
                  fw={700}
                  aria-label={`Open order ${request.order.orderNumber}`}
                >
                  {request.order.orderNumber}
                </Anchor>
                <Text size="sm">
                  {request.order.customerName} · {request.order.email} · {askedAgo(request.requestedAt)}
                </Text>
              </Group>
            )
          }
        />
      ))}
      {page?.pageInfo.hasNextPage && (
        <Button variant="default" onClick={more} loading={query.loading}>
          Show more
        </Button>
      )}
      <OrderDetailsModal order={openOrderId ? (order.data?.order ?? null) : null} onClose={() => setOpenOrderId(null)} />
    </Stack>
  );
}
