import { useQuery } from '@apollo/client/react';
import { AdminList, useAdminListParams } from '@/components/admin/admin-list';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { CustomersTable } from '@/features/admin-customers/components/customers-table';
import { graphql } from '@/gql';

const AdminCustomersQuery = graphql(`
  query AdminCustomers($search: String, $offset: Int!, $limit: Int!) {
    customers(search: $search, offset: $offset, limit: $limit) {
      totalCount
      totalCountCapped
      items {
        ...AdminCustomerRow
      }
    }
  }
`);

/** What the list is called in its search box, count, loading and empty states. */
const TEXTS = {
  searchPlaceholder: 'Name or email',
  noun: ['customer', 'customers'] as const,
  emptyText: 'No customers found. Customers appear here once they place an order.',
};

/** /admin/customers: everyone who has placed an order, searchable by name or e-mail. */
export default function AdminCustomersRoute() {
  const list = useAdminListParams();
  const query = useQuery(AdminCustomersQuery, {
    variables: { search: list.query || null, ...list.paging },
    notifyOnNetworkStatusChange: true,
  });
  // Null (with an error) when the caller may not list them: shown as the load error, not a table.
  const result = (query.data ?? query.previousData)?.customers ?? undefined;

  return (
    <>
      <AdminPageHeader title="Customers" description="Everyone who has ordered, with what they have spent." />
      <AdminList {...TEXTS} list={list} query={query} result={result}>
        {result && <CustomersTable customers={result.items} />}
      </AdminList>
    </>
  );
}
