import { graphql } from '@/gql';
import { HydrateWhenVisible } from '@/lib/deferred-hydration';
import { errorMessage } from '@/lib/errors';
import { useServerRenderedQuery } from '@/lib/server-rendered-query';
import { AboutSection } from './about-section';
import { CategoryTiles } from './category-tiles';
import { ProductSection, type ProductSectionProps } from './product-section';
import { WhyNatural } from './why-natural';

/** The first four featured, best-selling and new products, in one request. */
const HomePageQuery = graphql(`
  query HomePage {
    featured: products(filter: { featured: true }, limit: 4) {
      items {
        id
        ...ProductCard_product
      }
    }
    bestSellers: products(filter: { bestSeller: true }, limit: 4) {
      items {
        id
        ...ProductCard_product
      }
    }
    newArrivals: products(filter: { isNew: true }, limit: 4) {
      items {
        id
        ...ProductCard_product
      }
    }
  }
`);

/** The three product rails: each names the HomePage field it shows. */
const RAILS = {
  featured: {
    id: 'featured-products',
    eyebrow: 'Handpicked',
    title: 'Featured Products',
    description: 'Our most-loved formulas, chosen by the family that makes them.',
    withViewAll: true,
  },
  bestSellers: { id: 'best-sellers', eyebrow: 'Customer favourites', title: 'Best Sellers' },
  newArrivals: {
    id: 'new-arrivals',
    eyebrow: 'Just in',
    title: 'New Arrivals',
    withViewAll: true,
    background: 'var(--shop-surface-muted)',
  },
} satisfies Record<string, Omit<ProductSectionProps, 'products' | 'loading' | 'error' | 'onRetry'>>;

/**
 * Everything on the home page under the banner: categories, the three product rails, about us and
 * why natural. Its own chunk, hydrated when the shopper scrolls near it (routes/home.tsx), so a
 * phone's first screen becomes interactive without it, or without reading twelve products from
 * the cache: the query lives here, not in the page. Each section then hydrates on its own as it
 * comes near.
 */
export function HomeBelowTheFold() {
  // The server's answer while the page is the one it sent: twelve products read from the cache
  // were one long task on a phone when this part hydrated (lib/server-rendered-query.ts).
  const { data, loading, error: failure, refetch } = useServerRenderedQuery(HomePageQuery);
  const error = failure ? errorMessage(failure, 'We could not load our products just now.') : null;
  const onRetry = refetch;
  const rail = (field: keyof typeof RAILS) => (
    <HydrateWhenVisible>
      <ProductSection {...RAILS[field]} products={data?.[field].items} loading={loading} error={error} onRetry={onRetry} />
    </HydrateWhenVisible>
  );
  return (
    <>
      <HydrateWhenVisible>
        <CategoryTiles />
      </HydrateWhenVisible>
      {rail('featured')}
      <HydrateWhenVisible>
        <AboutSection />
      </HydrateWhenVisible>
      {rail('bestSellers')}
      <HydrateWhenVisible>
        <WhyNatural />
      </HydrateWhenVisible>
      {rail('newArrivals')}
    </>
  );
}
