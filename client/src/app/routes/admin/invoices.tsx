import { useQuery } from '@apollo/client/react';
import { AdminList, useAdminListParams } from '@/components/admin/admin-list';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { TaxDocumentsTable } from '@/features/admin-invoices/components/tax-documents-table';
import { graphql } from '@/gql';

const AdminTaxDocumentsQuery = graphql(`
  query AdminTaxDocuments($search: String, $offset: Int!, $limit: Int!) {
    taxDocuments(search: $search, offset: $offset, limit: $limit) {
      totalCount
      items {
        ...AdminTaxDocumentRow
      }
    }
  }
`);

/** What the list is called in its search box, count, loading and empty states. */
const TEXTS = {
  searchPlaceholder: 'Number, order, buyer, e-mail or GSTIN',
  noun: ['document', 'documents'] as const,
  emptyText:
    'No invoices found. An invoice is issued when an order is paid (a cash-on-delivery order: when it ships), a credit note when a refund completes.',
};

/** /admin/invoices: GST tax invoices and credit notes, newest first, searchable, each with its PDF. */
export default function AdminInvoicesRoute() {
  const list = useAdminListParams();
  const query = useQuery(AdminTaxDocumentsQuery, {
    variables: { search: list.query || null, ...list.paging },
    notifyOnNetworkStatusChange: true,
  });
  const result = (query.data ?? query.previousData)?.taxDocuments ?? undefined;

  return (
    <>
      <AdminPageHeader title="Invoices" description="GST tax invoices and credit notes as issued, with their PDFs." />
      <AdminList {...TEXTS} list={list} query={query} result={result}>
        {result && <TaxDocumentsTable documents={result.items} />}
      </AdminList>
    </>
  );
}
