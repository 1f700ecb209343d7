import { useQuery } from '@apollo/client/react';
import { usePageMeta } from '../../components/ui/page-title';
import { graphql } from '../../gql';
import { errorMessage } from '../../lib/errors';
import { AboutSection } from '../../features/catalog/components/home/about-section';
import { CategoryTiles } from '../../features/catalog/components/home/category-tiles';
import { HeroCarousel } from '../../features/catalog/components/home/hero-carousel';
import { ProductSection } from '../../features/catalog/components/home/product-section';
import { WhyNatural } from '../../features/catalog/components/home/why-natural';

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
    newArrivals: products(filter: { new: true }, limit: 4) {
      items {
        id
        ...ProductCard_product
      }
    }
  }
`);

export function Component() {
  usePageMeta(null);
  const { data, loading, error, refetch } = useQuery(HomePageQuery);
  const message = error ? errorMessage(error, 'We could not load our products just now.') : null;
  const retry = () => void refetch();
  return (
    <>
      <HeroCarousel />
      <CategoryTiles />
      <ProductSection
        id="featured-products"
        eyebrow="Handpicked"
        title="Featured Products"
        description="Our most-loved formulas, chosen by the family that makes them."
        products={data?.featured.items}
        loading={loading}
        error={message}
        onRetry={retry}
        withViewAll
      />
      <AboutSection />
      <ProductSection
        id="best-sellers"
        eyebrow="Customer favourites"
        title="Best Sellers"
        products={data?.bestSellers.items}
        loading={loading}
        error={message}
        onRetry={retry}
      />
      <WhyNatural />
      <ProductSection
        id="new-arrivals"
        eyebrow="Just in"
        title="New Arrivals"
        products={data?.newArrivals.items}
        loading={loading}
        error={message}
        onRetry={retry}
        withViewAll
        background="var(--shop-surface-muted)"
      />
    </>
  );
}
