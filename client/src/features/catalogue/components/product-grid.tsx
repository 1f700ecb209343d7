import { memo } from 'react';
import { SimpleGrid } from '@mantine/core';
import type { FragmentType } from '@/gql';
import { HydrateWhenVisible } from '@/lib/deferred-hydration';
import { ProductCard, type ProductCardFragment } from './product-card';

/** Cards hydrated with the page: the first screen of a listing on a phone or a wide screen. */
const CARDS_HYDRATED_FIRST = 6;
const CARDS_PER_HYDRATION_GROUP = 6;

/**
 * Cards in a responsive grid: two across on a phone, up to four on a wide screen. Memoised with
 * its cards: while a filter's results load the listing shows the same products again.
 */
export const ProductGrid = memo(function ProductGrid({
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
  const card = (product: (typeof products)[number], index: number) => (
    <ProductCard key={product.id} product={product} priority={index < eagerCount} headingLevel={headingLevel} />
  );
  // A listing's first cards hydrate with the page; the rest, a group at a time, as they come near
  // the screen (lib/deferred-hydration.tsx): 24 cards at once were one long task on a phone.
  const groups: Array<typeof products> = [];
  for (let start = CARDS_HYDRATED_FIRST; start < products.length; start += CARDS_PER_HYDRATION_GROUP)
    groups.push(products.slice(start, start + CARDS_PER_HYDRATION_GROUP));
  return (
    <SimpleGrid cols={cols} spacing={{ base: 'sm', sm: 'lg' }} verticalSpacing={{ base: 'md', sm: 'xl' }}>
      {products.slice(0, CARDS_HYDRATED_FIRST).map(card)}
      {groups.map((group, groupIndex) => (
        <HydrateWhenVisible key={group[0].id} layout="contents">
          {group.map((product, index) => card(product, CARDS_HYDRATED_FIRST + groupIndex * CARDS_PER_HYDRATION_GROUP + index))}
        </HydrateWhenVisible>
      ))}
    </SimpleGrid>
  );
});
