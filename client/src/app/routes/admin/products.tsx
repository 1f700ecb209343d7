import { useQuery } from '@apollo/client/react';
import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { AdminList, useAdminListParams } from '@/components/admin/admin-list';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { useCreateProduct } from '@/features/admin-products/api/use-create-product';
import { useDeleteProduct } from '@/features/admin-products/api/use-delete-product';
import { useUpdateProduct } from '@/features/admin-products/api/use-update-product';
import { ProductCsvActions } from '@/features/admin-products/components/product-csv-actions';
import { DeleteProductModal } from '@/features/admin-products/components/delete-product-modal';
import { AdminProductFormFragment, ProductFormModal, type ProductFormMode } from '@/features/admin-products/components/product-form-modal';
import { ProductsTable } from '@/features/admin-products/components/products-table';
import { getFragmentData, graphql } from '@/gql';
import type { ProductInput } from '@/gql/graphql';

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

/** What the list is called in its search box, count, loading and empty states. */
const TEXTS = {
  searchPlaceholder: 'Name, category or description',
  noun: ['product', 'products'] as const,
  emptyText: 'No products found. Try a different search term or add a new product.',
};

const ADD: ProductFormMode = { kind: 'add' };

/** /admin/products: search, the catalogue table, and the add / edit / delete modals. */
export default function AdminProductsRoute() {
  const list = useAdminListParams();
  const [chosenMode, setChosenMode] = useState<ProductFormMode | null>(null);
  // The dashboard's Add Product card links here with ?new=1, which opens the add modal; closing
  // or saving drops the flag, so a reload afterwards does not reopen it.
  const formMode = chosenMode ?? (list.params.get('new') === '1' ? ADD : null);
  const closeForm = () => {
    setChosenMode(null);
    if (list.params.has('new')) list.update({ new: null }, true);
  };
  const [toDelete, setToDelete] = useState<{ id: string; name: string } | null>(null);

  const { createProduct, loading: creating } = useCreateProduct();
  const { updateProduct, loading: updating } = useUpdateProduct();
  const { deleteProduct, loading: deleting } = useDeleteProduct();

  const query = useQuery(AdminProductsQuery, {
    variables: { search: list.query || null, ...list.paging },
    notifyOnNetworkStatusChange: true,
  });
  const result = (query.data ?? query.previousData)?.products;

  async function save(input: ProductInput, mode: ProductFormMode) {
    if (mode.kind === 'edit') {
      const { id } = getFragmentData(AdminProductFormFragment, mode.product);
      await updateProduct(id, input);
    } else {
      await createProduct(input);
    }
    closeForm();
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

  return (
    <>
      <AdminPageHeader
        title="Products"
        description="Everything the shop sells. Changes show in the storefront at once."
        action={
          <Group gap="sm">
            <ProductCsvActions />
            <Button leftSection={<IconPlus size={16} />} onClick={() => setChosenMode(ADD)}>
              Add New Product
            </Button>
          </Group>
        }
      />
      <AdminList {...TEXTS} list={list} query={query} result={result}>
        {result && (
          <ProductsTable
            products={result.items}
            onEdit={(product) => setChosenMode({ kind: 'edit', product })}
            onDelete={(product) => setToDelete({ id: product.id, name: product.name })}
          />
        )}
      </AdminList>

      <ProductFormModal mode={formMode} onClose={closeForm} onSave={save} saving={creating || updating} />
      <DeleteProductModal product={toDelete} onClose={() => setToDelete(null)} onConfirm={() => void confirmDelete()} deleting={deleting} />
    </>
  );
}
