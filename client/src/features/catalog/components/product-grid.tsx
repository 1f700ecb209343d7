import { SimpleGrid } from '@mantine/core';
import type { FragmentType } from '../../../gql';
import { ProductCard, type ProductCardFragment } from './product-card';

/** Cards in a responsive grid: two across on a phone, up to four on a wide screen. */
export function ProductGrid({
  products,
  cols = { base: 2, sm: 3, lg: 4 },
  eagerCount = 0,
}: {
  products: ReadonlyArray<{ id: string } & FragmentType<typeof ProductCardFragment>>;
  cols?: Record<string, number>;
  /** How many first cards load their images eagerly (above the fold). */
  eagerCount?: number;
}) {
  return (
    <SimpleGrid cols={cols} spacing={{ base: 'sm', sm: 'lg' }} verticalSpacing={{ base: 'md', sm: 'xl' }}>
      {products.map((product, index) => (
        <ProductCard key={product.id} product={product} priority={index < eagerCount} />
      ))}
    </SimpleGrid>
  );
}
