import { useQuery } from '@apollo/client/react';
import { Button, Paper, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type FragmentType, getFragmentData, graphql } from '../../../gql';
import type { ProductInput } from '../../../gql/graphql';
import { AdminPageHeader } from '../../../features/admin-layout/components/admin-page-header';
import { AdminListFooter } from '../../../features/admin-layout/components/admin-pagination';
import { EmptyState, LoadError, TableSkeleton } from '../../../features/admin-layout/components/query-states';
import { useCreateProduct } from '../../../features/admin-products/api/use-create-product';
import { useDeleteProduct } from '../../../features/admin-products/api/use-delete-product';
import { useUpdateProduct } from '../../../features/admin-products/api/use-update-product';
import { DeleteProductModal } from '../../../features/admin-products/components/delete-product-modal';
import {
  AdminProductFormFragment,
  ProductFormModal,
  type ProductFormMode,
} from '../../../features/admin-products/components/product-form-modal';
import { ProductsTable } from '../../../features/admin-products/components/products-table';

const PAGE_SIZE = 20;

const AdminProductsQuery = graphql(`
  query AdminProducts($search: String, $offset: Int!, $limit: Int!) {
    products(filter: { search: $search }, sort: NEWEST, offset: $offset, limit: $limit) {
      totalCount
      items {
        id
        name
        ...AdminProductRow
        ...AdminProductForm
      }
    }
  }
`);

const EMPTY_TEXT = 'No products found. Try a different search term or add a new product.';

/** /admin/products: search, the catalogue table, and the add / edit / delete modals. */
export default function AdminProductsRoute() {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('q') ?? '');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 250);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [formMode, setFormMode] = useState<ProductFormMode | null>(null);
  const [toDelete, setToDelete] = useState<{ id: string; name: string } | null>(null);

  const { createProduct, loading: creating } = useCreateProduct();
  const { updateProduct, loading: updating } = useUpdateProduct();
  const { deleteProduct, loading: deleting } = useDeleteProduct();

  // The dashboard's Add Product card links here with ?new=1: open the add modal once, then drop
  // the flag so closing the modal and reloading does not reopen it.
  useEffect(() => {
    if (params.get('new') === '1') {
      setFormMode({ kind: 'add' });
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('new');
          return next;
        },
        { replace: true },
      );
    }
  }, [params, setParams]);

  // Keep a settled search in the URL (so reload and Back keep it) and start again from page 1.
  useEffect(() => {
    if ((params.get('q') ?? '') === debouncedSearch) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (debouncedSearch) next.set('q', debouncedSearch);
        else next.delete('q');
        next.delete('page');
        return next;
      },
      { replace: true },
    );
    // Only a settled search should touch the URL; `params` changing must not re-run this.
  }, [debouncedSearch]);

  const { data, previousData, loading, error, refetch } = useQuery(AdminProductsQuery, {
    variables: { search: debouncedSearch || null, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  const result = data ?? previousData;
  const items = result?.products.items ?? [];
  const total = result?.products.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  const setPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 1) updated.set('page', String(next));
      else updated.delete('page');
      return updated;
    });

  async function save(input: ProductInput, mode: ProductFormMode) {
    if (mode.kind === 'edit') {
      const { id } = getFragmentData(AdminProductFormFragment, mode.product);
      await updateProduct(id, input);
    } else {
      await createProduct(input);
    }
    setFormMode(null);
  }

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await deleteProduct(toDelete.id, toDelete.name);
      setToDelete(null);
    } catch {
      // The hook has already told the admin why; keep the dialog open so they can retry or cancel.
    }
  }

  let body;
  if (error && !result) {
    body = <LoadError error={error} onRetry={() => void refetch()} what="products" />;
  } else if (!result) {
    body = <TableSkeleton label="Loading products" />;
  } else if (items.length === 0) {
    body = <EmptyState message={EMPTY_TEXT} />;
  } else {
    body = (
      <ProductsTable
        products={items}
        onEdit={(product) => setFormMode({ kind: 'edit', product: product as FragmentType<typeof AdminProductFormFragment> })}
        onDelete={(product) => setToDelete({ id: product.id, name: product.name })}
      />
    );
  }

  return (
    <>
      <AdminPageHeader
        title="Products"
        description="Everything the shop sells. Changes show in the storefront at once."
        action={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setFormMode({ kind: 'add' })}>
            Add New Product
          </Button>
        }
      />
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
        <TextInput
          label="Search products"
          placeholder="Name, category or description"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          mb="md"
          maw={420}
        />
        {body}
        {result && total > 0 && (
          <AdminListFooter total={total} noun={['product', 'products']} loading={loading} page={page} pages={pages} onPageChange={setPage} />
        )}
      </Paper>

      <ProductFormModal
        mode={formMode}
        onClose={() => setFormMode(null)}
        onSave={save}
        saving={creating || updating}
      />
      <DeleteProductModal
        product={toDelete}
        onClose={() => setToDelete(null)}
        onConfirm={() => void confirmDelete()}
        deleting={deleting}
      />
    </>
  );
}
