import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '@/gql';
import { acceptedPayload, errorMessage } from '@/lib/errors';
import { evictProductLists } from './product-cache';
import { notify } from '@/lib/notify';

const DeleteProductMutation = graphql(`
  mutation DeleteProduct($id: ID!) {
    deleteProduct(id: $id) {
      deletedId
      errors {
        ...UserErrorFields
      }
    }
  }
`);

/** Deletes a product and evicts it, so its page and every list forget it at once. */
export function useDeleteProduct() {
  const [mutate, { loading }] = useMutation(DeleteProductMutation);

  const deleteProduct = useCallback(
    async (id: string, name: string) => {
      await mutate({
        variables: { id },
        update(cache, { data }) {
          const deletedId = data?.deleteProduct.deletedId;
          if (!deletedId) return;
          cache.evict({ id: cache.identify({ __typename: 'Product', id: deletedId }) });
          evictProductLists(cache);
          cache.gc();
        },
      })
        .then(({ data }) => acceptedPayload(data?.deleteProduct))
        .catch((error: unknown) => {
          notify.error(errorMessage(error), { title: 'Product not deleted' });
          throw error;
        });
      notify.success(`${name} was removed from the catalogue.`, { title: 'Product deleted' });
    },
    [mutate],
  );

  return { deleteProduct, loading };
}
