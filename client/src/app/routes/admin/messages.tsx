import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { SegmentedControl } from '@mantine/core';
import { AdminListFooter } from '@/components/admin/admin-pagination';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { EmptyState, LoadError, TableSkeleton } from '@/components/admin/query-states';
import { MessageList } from '@/features/admin-messages/components/message-list';
import { graphql } from '@/gql';

const PAGE_SIZE = 20;

const AdminContactMessagesQuery = graphql(`
  query AdminContactMessages($unreadOnly: Boolean!, $offset: Int!, $limit: Int!) {
    contactMessages(unreadOnly: $unreadOnly, offset: $offset, limit: $limit) {
      totalCount
      unreadCount
      items {
        id
        ...ContactMessageItem
      }
    }
  }
`);

/** /admin/messages: what shoppers wrote through the contact form, unread first to the eye. */
export default function AdminMessagesRoute() {
  const [filter, setFilter] = useState<'all' | 'unread'>('all');
  const [page, setPage] = useState(1);
  const query = useQuery(AdminContactMessagesQuery, {
    variables: { unreadOnly: filter === 'unread', offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  const result = (query.data ?? query.previousData)?.contactMessages ?? undefined;

  return (
    <>
      <AdminPageHeader
        title="Messages"
        description={result ? `${result.unreadCount} unread` : 'Messages from the contact form.'}
        action={
          <SegmentedControl
            aria-label="Show messages"
            value={filter}
            onChange={(value) => {
              setFilter(value);
              setPage(1);
            }}
            data={[
              { label: 'All', value: 'all' },
              { label: 'Unread', value: 'unread' },
            ]}
          />
        }
      />
      {!result && query.loading && <TableSkeleton label="Loading messages" />}
      {!result && !query.loading && query.error && <LoadError error={query.error} onRetry={() => void query.refetch()} what="messages" />}
      {result && result.items.length === 0 && (
        <EmptyState
          message={filter === 'unread' ? 'No unread messages.' : 'No messages yet. Messages sent through the contact form appear here.'}
        />
      )}
      {result && result.items.length > 0 && <MessageList messages={result.items} />}
      {result && result.totalCount > 0 && (
        <AdminListFooter
          total={result.totalCount}
          noun={['message', 'messages']}
          loading={query.loading}
          page={page}
          pages={Math.ceil(result.totalCount / PAGE_SIZE)}
          onPageChange={setPage}
        />
      )}
    </>
  );
}
