import { useQuery } from '@apollo/client/react';
import { Button, Group, Select } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { isOrderStatusCode, ORDER_STATUS_CODES, orderStatusName } from '@common/order-status';
import { AdminList, useAdminListParams } from '@/components/admin/admin-list';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { OpenCodGroups } from '@/features/admin-orders/components/open-cod-groups';
import { CourierBulkActions } from '@/features/admin-orders/components/courier-bulk-actions';
import { FailedDeliveries } from '@/features/admin-orders/components/failed-deliveries';
import { useShippingProvider } from '@/features/admin-orders/api/use-courier';
import { OrderDetailsModal } from '@/features/admin-orders/components/order-details-modal';
import { OrdersTable } from '@/features/admin-orders/components/orders-table';
import { packingSlipsHref } from '@/features/admin-orders/packing-slips';
import { nextOrderSort, parseOrderSort } from '@/features/admin-orders/order-sort';
import { graphql } from '@/gql';
import type { OrderSortField } from '@/gql/graphql';

const AdminOrdersQuery = graphql(`
  query AdminOrders($filter: OrderFilter, $sort: OrderSort, $offset: Int!, $limit: Int!) {
    orders(filter: $filter, sort: $sort, offset: $offset, limit: $limit) {
      totalCount
      totalCountCapped
      items {
        id
        ...AdminOrderRow
        ...AdminOrderDetails
      }
    }
  }
`);

/** What the list is called in its search box, count, loading and empty states. */
const TEXTS = {
  searchPlaceholder: 'Order number (HB-100001), name, e-mail or phone',
  noun: ['order', 'orders'] as const,
  emptyText: 'No orders found. Try a different search term or filter.',
};

/**
 * /admin/orders: search, status filter, sortable columns and pages, all done by the server, and
 * kept in the URL so a reload or Back keeps the admin's place.
 */
export default function AdminOrdersRoute() {
  const list = useAdminListParams();
  // The owner's watch on open COD orders replaces the list while shown (?view=open-cod).
  const showOpenCod = list.params.get('view') === 'open-cod';
  // Parcels the courier could not deliver, when the shop ships through a courier service (?view=failed-deliveries).
  const showFailedDeliveries = list.params.get('view') === 'failed-deliveries';
  const provider = useShippingProvider();
  const statusParam = list.params.get('status');
  const status = isOrderStatusCode(statusParam) ? statusParam : null;
  const sort = parseOrderSort(list.params.get('sort'), list.params.get('dir'));
  const [openId, setOpenId] = useState<string | null>(null);
  // Ticked for packing slips, in the order ticked; kept while the owner pages, searches or filters.
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const onSelect = (ids: readonly string[], tick: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (tick) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const query = useQuery(AdminOrdersQuery, {
    variables: {
      filter: { search: list.query || null, status },
      sort,
      ...list.paging,
    },
    notifyOnNetworkStatusChange: true,
    skip: showOpenCod || showFailedDeliveries,
  });
  // Null (with an error) when the caller may not list them: shown as the load error, not a table.
  const result = (query.data ?? query.previousData)?.orders ?? undefined;
  const openOrder = result?.items.find((item) => item.id === openId) ?? null;

  const onSort = (field: OrderSortField) => {
    const next = nextOrderSort(sort, field);
    list.update({ sort: next.field.toLowerCase(), dir: next.direction.toLowerCase() });
  };

  return (
    <>
      <AdminPageHeader title="Orders" description="Every order placed in the shop, newest first." />
      <Group mb="md">
        <Button variant={showOpenCod ? 'filled' : 'default'} onClick={() => list.update({ view: showOpenCod ? null : 'open-cod' })}>
          {showOpenCod ? 'All orders' : 'Open cash-on-delivery orders'}
        </Button>
        {provider === 'SHIPROCKET' && (
          <Button
            variant={showFailedDeliveries ? 'filled' : 'default'}
            onClick={() => list.update({ view: showFailedDeliveries ? null : 'failed-deliveries' })}
          >
            {showFailedDeliveries ? 'All orders' : 'Failed deliveries'}
          </Button>
        )}
      </Group>
      {showOpenCod ? (
        <OpenCodGroups />
      ) : showFailedDeliveries ? (
        <FailedDeliveries />
      ) : (
        <AdminList
          {...TEXTS}
          list={list}
          query={query}
          result={result}
          filters={
            <Group gap="sm" align="flex-end">
              <Select
                label="Status"
                data={[{ value: 'all', label: 'All' }, ...ORDER_STATUS_CODES.map((value) => ({ value, label: orderStatusName(value) }))]}
                value={status ?? 'all'}
                allowDeselect={false}
                onChange={(value) => list.update({ status: value && value !== 'all' ? value : null })}
                w={180}
              />
              {selected.size > 0 ? (
                <Button
                  component="a"
                  href={packingSlipsHref([...selected])}
                  target="_blank"
                  rel="noopener"
                  variant="default"
                  leftSection={<IconPrinter size={16} aria-hidden />}
                >
                  Packing slips ({selected.size})
                </Button>
              ) : (
                <Button variant="default" disabled leftSection={<IconPrinter size={16} aria-hidden />}>
                  Packing slips
                </Button>
              )}
              <CourierBulkActions selected={selected} />
            </Group>
          }
        >
          {result && (
            <OrdersTable
              orders={result.items}
              sort={sort}
              onSort={onSort}
              onView={(order) => setOpenId(order.id)}
              selected={selected}
              onSelect={onSelect}
            />
          )}
        </AdminList>
      )}
      <OrderDetailsModal order={openOrder} onClose={() => setOpenId(null)} />
    </>
  );
}
