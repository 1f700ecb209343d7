import { useQuery } from '@apollo/client/react';
import { Group, Paper, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isOrderStatus, ORDER_STATUSES } from '../../../../../common/order-status';
import { type FragmentType, graphql } from '../../../gql';
import type { OrderSortField } from '../../../gql/graphql';
import { AdminPageHeader } from '../../../features/admin-layout/components/admin-page-header';
import { AdminListFooter } from '../../../features/admin-layout/components/admin-pagination';
import { EmptyState, LoadError, TableSkeleton } from '../../../features/admin-layout/components/query-states';
import {
  type AdminOrderDetailsFragment,
  OrderDetailsModal,
} from '../../../features/admin-orders/components/order-details-modal';
import { OrdersTable } from '../../../features/admin-orders/components/orders-table';
import { nextOrderSort, parseOrderSort } from '../../../features/admin-orders/order-sort';

const PAGE_SIZE = 20;
const EMPTY_TEXT = 'No orders found. Try a different search term or filter.';

const AdminOrdersQuery = graphql(`
  query AdminOrders($filter: OrderFilter, $sort: OrderSort, $offset: Int!, $limit: Int!) {
    orders(filter: $filter, sort: $sort, offset: $offset, limit: $limit) {
      totalCount
      items {
        id
        ...AdminOrderRow
        ...AdminOrderDetails
      }
    }
  }
`);

/**
 * /admin/orders: search, status filter, sortable columns and pages, all done by the server, and
 * kept in the URL so a reload or Back keeps the admin's place.
 */
export default function AdminOrdersRoute() {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('q') ?? '');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 250);
  const statusParam = params.get('status');
  const status = isOrderStatus(statusParam) ? statusParam : null;
  const sort = parseOrderSort(params.get('sort'), params.get('dir'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [openId, setOpenId] = useState<string | null>(null);

  const update = (changes: Record<string, string | null>, keepPage = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!keepPage) next.delete('page');
        return next;
      },
      { replace: true },
    );

  useEffect(() => {
    if ((params.get('q') ?? '') !== debouncedSearch) update({ q: debouncedSearch });
    // Only a settled search should touch the URL; `params` changing must not re-run this.
  }, [debouncedSearch]);

  const { data, previousData, loading, error, refetch } = useQuery(AdminOrdersQuery, {
    variables: {
      filter: { search: debouncedSearch || null, status },
      sort,
      offset: (page - 1) * PAGE_SIZE,
      limit: PAGE_SIZE,
    },
    notifyOnNetworkStatusChange: true,
  });
  const result = data ?? previousData;
  const items = result?.orders.items ?? [];
  const total = result?.orders.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const openOrder = items.find((item) => item.id === openId) ?? null;

  const onSort = (field: OrderSortField) => {
    const next = nextOrderSort(sort, field);
    update({ sort: next.field.toLowerCase(), dir: next.direction.toLowerCase() });
  };

  let body;
  if (error && !result) {
    body = <LoadError error={error} onRetry={() => void refetch()} what="orders" />;
  } else if (!result) {
    body = <TableSkeleton label="Loading orders" />;
  } else if (items.length === 0) {
    body = <EmptyState message={EMPTY_TEXT} />;
  } else {
    body = <OrdersTable orders={items} sort={sort} onSort={onSort} onView={(order) => setOpenId(order.id)} />;
  }

  return (
    <>
      <AdminPageHeader title="Orders" description="Every order placed in the shop, newest first." />
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
        <Group align="flex-end" gap="sm" mb="md">
          <TextInput
            label="Search orders"
            placeholder="Customer name or email"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            style={{ flex: '1 1 240px' }}
            maw={420}
          />
          <Select
            label="Status"
            data={[{ value: 'all', label: 'All' }, ...ORDER_STATUSES.map((value) => ({ value, label: value }))]}
            value={status ?? 'all'}
            allowDeselect={false}
            onChange={(value) => update({ status: value && value !== 'all' ? value : null })}
            w={180}
          />
        </Group>
        {body}
        {result && total > 0 && (
          <AdminListFooter total={total} noun={['order', 'orders']} loading={loading} page={page} pages={pages} onPageChange={(next) => update({ page: next > 1 ? String(next) : null }, true)} />
        )}
      </Paper>
      <OrderDetailsModal
        order={openOrder as FragmentType<typeof AdminOrderDetailsFragment> | null}
        onClose={() => setOpenId(null)}
      />
    </>
  );
}
