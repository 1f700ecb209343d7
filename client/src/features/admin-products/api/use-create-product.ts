import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '@/gql';
import type { ProductInput } from '@/gql/graphql';
import { acceptedPayload, errorMessage } from '@/lib/errors';
import { evictProductLists } from './product-cache';
import { notify } from '@/lib/notify';

const CreateProductMutation = graphql(`
  mutation CreateProduct($input: ProductInput!) {
    createProduct(input: $input) {
      product {
        id
        ...AdminProductRow
        ...AdminProductForm
        createdAt
        updatedAt
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

/** Creates a product; the new product is normalised into the cache and every list re-reads. */
export function useCreateProduct() {
  const [mutate, { loading }] = useMutation(CreateProductMutation, {
    update(cache) {
      evictProductLists(cache);
      cache.gc();
    },
  });

  const createProduct = useCallback(
    async (input: ProductInput) => {
      const { product } = await mutate({ variables: { input } })
        .then(({ data }) => acceptedPayload(data?.createProduct))
        .catch((error: unknown) => {
          notify.error(errorMessage(error), { title: 'Product not added' });
          throw error;
        });
      notify.success(`${input.name} is now in the catalogue.`, { title: 'Product added' });
      return product;
    },
    [mutate],
  );

  return { createProduct, loading };
}
