import { useQuery } from '@apollo/client/react';
import { Paper, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql } from '../../../gql';
import { CustomersTable } from '../../../features/admin-customers/components/customers-table';
import { AdminPageHeader } from '../../../features/admin-layout/components/admin-page-header';
import { AdminListFooter } from '../../../features/admin-layout/components/admin-pagination';
import { EmptyState, LoadError, TableSkeleton } from '../../../features/admin-layout/components/query-states';

const PAGE_SIZE = 20;

const AdminCustomersQuery = graphql(`
  query AdminCustomers($search: String, $offset: Int!, $limit: Int!) {
    customers(search: $search, offset: $offset, limit: $limit) {
      totalCount
      items {
        ...AdminCustomerRow
      }
    }
  }
`);

/** /admin/customers: everyone who has placed an order, searchable by name or e-mail. */
export default function AdminCustomersRoute() {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 250);
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error, refetch } = useQuery(AdminCustomersQuery, {
    variables: { search: debouncedSearch || null, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  const result = data ?? previousData;
  const total = result?.customers.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  let body;
  if (error && !result) body = <LoadError error={error} onRetry={() => void refetch()} what="customers" />;
  else if (!result) body = <TableSkeleton label="Loading customers" />;
  else if (result.customers.items.length === 0)
    body = <EmptyState message="No customers found. Customers appear here once they place an order." />;
  else body = <CustomersTable customers={result.customers.items} />;

  return (
    <>
      <AdminPageHeader title="Customers" description="Everyone who has ordered, with what they have spent." />
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
        <TextInput
          label="Search customers"
          placeholder="Name or email"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          mb="md"
          maw={420}
        />
        {body}
        {result && total > 0 && (
          <AdminListFooter total={total} noun={['customer', 'customers']} loading={loading} page={page} pages={pages} onPageChange={setPage} />
        )}
      </Paper>
    </>
  );
}
