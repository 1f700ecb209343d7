import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '@/gql';
import type { ProductInput } from '@/gql/graphql';
import { acceptedPayload, errorMessage } from '@/lib/errors';
import { evictProductLists } from './product-cache';
import { notify } from '@/lib/notify';

const UpdateProductMutation = graphql(`
  mutation UpdateProduct($id: ID!, $input: ProductInput!) {
    updateProduct(id: $id, input: $input) {
      product {
        id
        ...AdminProductRow
        ...AdminProductForm
        updatedAt
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

/**
 * Saves an edited product. The answer is normalised onto Product:{id}, so the product page and
 * every card update in place; lists re-read because a new price or flag can move the product.
 */
export function useUpdateProduct() {
  const [mutate, { loading }] = useMutation(UpdateProductMutation, {
    update(cache) {
      evictProductLists(cache);
    },
  });

  const updateProduct = useCallback(
    async (id: string, input: ProductInput) => {
      const { product } = await mutate({ variables: { id, input } })
        .then(({ data }) => acceptedPayload(data?.updateProduct))
        .catch((error: unknown) => {
          notify.error(errorMessage(error), { title: 'Product not saved' });
          throw error;
        });
      notify.success(`${input.name} was saved.`, { title: 'Product updated' });
      return product;
    },
    [mutate],
  );

  return { updateProduct, loading };
}
