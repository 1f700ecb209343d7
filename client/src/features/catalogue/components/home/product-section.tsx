import { Button } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { ErrorState } from '@/components/errors/error-state';
import { ProductGridSkeleton } from '@/components/ui/skeletons';
import { paths } from '@/config/paths';
import type { FragmentType } from '@/gql';
import type { ProductCardFragment } from '../product-card';
import { ProductGrid } from '../product-grid';
import { HomeSection } from './home-section';

export interface ProductSectionProps {
  id: string;
  eyebrow: string;
  title: string;
  description?: string;
  products: ReadonlyArray<{ id: string } & FragmentType<typeof ProductCardFragment>> | undefined;
  loading: boolean;
  error?: string | null;
  onRetry?: () => void;
  withViewAll?: boolean;
  background?: string;
}

/** Four products under a heading (Featured, Best Sellers, New Arrivals). */
export function ProductSection({
  id,
  eyebrow,
  title,
  description,
  products,
  loading,
  error,
  onRetry,
  withViewAll,
  background,
}: ProductSectionProps) {
  const viewAll = withViewAll ? (
    <Button component={Link} to={paths.products.getHref()} variant="subtle" rightSection={<IconArrowRight size={16} aria-hidden />}>
      View All Products
    </Button>
  ) : undefined;
  return (
    <HomeSection id={id} eyebrow={eyebrow} title={title} description={description} action={viewAll} background={background}>
      {loading && !products ? (
        <ProductGridSkeleton count={4} cols={{ base: 2, md: 4 }} />
      ) : error && !products ? (
        <ErrorState message={error} onRetry={onRetry} />
      ) : (
        <ProductGrid products={products ?? []} cols={{ base: 2, md: 4 }} />
      )}
    </HomeSection>
  );
}
