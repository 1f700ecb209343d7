import { SimpleGrid } from '@mantine/core';
import type { FragmentType } from '../../../gql';
import { ProductCard, type ProductCardFragment } from './product-card';

/** Cards in a responsive grid: two across on a phone, up to four on a wide screen. */
export function ProductGrid({
  products,
  cols = { base: 2, sm: 3, lg: 4 },
  eagerCount = 0,
  headingLevel = 3,
}: {
  products: ReadonlyArray<{ id: string } & FragmentType<typeof ProductCardFragment>>;
  cols?: Record<string, number>;
  /** How many first cards load their images eagerly (above the fold). */
  eagerCount?: number;
  /** The cards' name headings: one below the heading the grid sits under (h2 on a page whose only heading is its h1). */
  headingLevel?: 2 | 3;
}) {
  return (
    <SimpleGrid cols={cols} spacing={{ base: 'sm', sm: 'lg' }} verticalSpacing={{ base: 'md', sm: 'xl' }}>
      {products.map((product, index) => (
        <ProductCard key={product.id} product={product} priority={index < eagerCount} headingLevel={headingLevel} />
      ))}
    </SimpleGrid>
  );
}
