import { Title } from '@mantine/core';
import { ProductGridSkeleton } from '@/components/ui/skeletons';
import { graphql } from '@/gql';
import { HydrateWhenVisible } from '@/lib/deferred-hydration';
import { ProductGrid } from './product-grid';
import { useServerRenderedQuery } from '@/lib/server-rendered-query';

const RelatedProductsQuery = graphql(`
  query RelatedProducts($category: String!, $excludeId: ID!) {
    products(filter: { category: $category, excludeId: $excludeId }, sort: POPULAR, limit: 4) {
      items {
        id
        ...ProductCard_product
      }
    }
  }
`);

/**
 * 'You might also like': up to 4 other products of the same category. Below the product itself,
 * so it hydrates when the shopper scrolls near it (lib/deferred-hydration.tsx).
 */
export function RelatedProducts({ category, productId }: { category: string; productId: string }) {
  return (
    <HydrateWhenVisible>
      <RelatedProductsSection category={category} productId={productId} />
    </HydrateWhenVisible>
  );
}

function RelatedProductsSection({ category, productId }: { category: string; productId: string }) {
  // The server's answer when this part hydrates, as the page's other product lists.
  const { data, loading } = useServerRenderedQuery(RelatedProductsQuery, { variables: { category, excludeId: productId } });
  const items = data?.products.items ?? [];
  if (!loading && items.length === 0) return null;
  return (
    <section aria-labelledby="related-products">
      <Title order={2} id="related-products" fz={{ base: 24, md: 30 }} mb="lg" c="var(--shop-heading)">
        You might also like
      </Title>
      {loading && !data ? (
        <ProductGridSkeleton count={4} cols={{ base: 2, md: 4 }} />
      ) : (
        <ProductGrid products={items} cols={{ base: 2, md: 4 }} />
      )}
    </section>
  );
}
