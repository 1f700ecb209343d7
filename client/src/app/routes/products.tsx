import { lazy, Suspense, useDeferredValue, useState, type ReactNode } from 'react';
import { Badge, Box, Button, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { isShopCategory, listingHeading } from '@common/catalogue';
import { NotFound } from '@/components/errors/not-found';
import { ErrorState } from '@/components/errors/error-state';
import { ProductGridSkeleton } from '@/components/ui/skeletons';
import { graphql } from '@/gql';
import type { ProductListingQuery as ProductListingResult } from '@/gql/graphql';
import { errorMessage } from '@/lib/errors';
import { hydrateAllDeferred, HydrateWhenVisible } from '@/lib/deferred-hydration';
import { useServerRenderedQuery } from '@/lib/server-rendered-query';
import { EmptyListing } from '@/features/catalogue/components/empty-listing';
import { ListingFilters } from '@/features/catalogue/components/listing-filters';
import { ActiveFilterChips, ListingSearch, ResultCount, SortSelect } from '@/features/catalogue/components/listing-toolbar';
import { ProductGrid } from '@/features/catalogue/components/product-grid';
import { useListingState } from '@/features/catalogue/hooks/use-listing-state';
import { activeFilterChips, cleared, listingHref, toProductFilter, toProductSort } from '@/features/catalogue/listing-params';
import { usePageHead } from '@/app/page-head';
import { useNotFoundStatus } from '@/app/server-rendering';

export const PAGE_SIZE = 24;
/** One object for every render, so the memoised cards are not handed a new layout each time. */
const GRID_COLUMNS = { base: 2, sm: 3 };
/** Before an answer: the same empty lists every render, for the deferred grid and the memoised filters. */
const NO_PRODUCTS: ProductListingResult['listing']['items'] = [];
const NO_CATEGORIES: ProductListingResult['categories'] = [];

const FiltersDrawer = lazy(() =>
  import('@/features/catalogue/components/filters-drawer').then((module) => ({ default: module.FiltersDrawer })),
);

const ProductListingQuery = graphql(`
  query ProductListing($filter: ProductFilter, $sort: ProductSort, $offset: Int, $limit: Int) {
    # The alias asks the cache to append "Show more" pages (lib/apollo-client.ts).
    listing: products(filter: $filter, sort: $sort, offset: $offset, limit: $limit) {
      totalCount
      totalCountCapped
      didYouMean
      items {
        id
        ...ProductCard_product
      }
    }
    categories {
      id
      ...ListingFilters_category
    }
  }
`);

/**
 * The parts of the page still waiting to hydrate (the cards further down, the footer) hydrate
 * before the first navigation changes what they show, and in that navigation's task they were the
 * longest part of the first filter tap on a phone (~190 ms before its paint at 4x). Opening the
 * filters says a filter tap is coming: they hydrate now, in the small idle-time tasks of hydrating
 * in pieces, while the drawer slides up.
 */
function hydrateRestSoon() {
  if ('requestIdleCallback' in window) window.requestIdleCallback(hydrateAllDeferred, { timeout: 500 });
  else setTimeout(hydrateAllDeferred, 100);
}

/**
 * The phone's Filters & Sort button and its drawer. Their open state lives here, not in the
 * listing: opening the drawer re-rendered the whole listing (24 cards) inside the tap's handler.
 * The drawer (and its focus trap and scroll lock) is fetched the first time it is opened.
 */
function PhoneFilters({ chipCount, total, children }: { chipCount: number; total: number; children: ReactNode }) {
  const [opened, drawer] = useDisclosure(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <Button
        hiddenFrom="md"
        variant="default"
        radius="xl"
        leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
        rightSection={
          chipCount > 0 ? (
            <Badge size="sm" circle>
              {chipCount}
            </Badge>
          ) : undefined
        }
        onClick={() => {
          setRequested(true);
          drawer.open();
          hydrateRestSoon();
        }}
      >
        Filters &amp; Sort
      </Button>
      {requested && (
        <Suspense fallback={null}>
          <FiltersDrawer opened={opened} onClose={drawer.close} total={total}>
            {children}
          </FiltersDrawer>
        </Suspense>
      )}
    </>
  );
}

/** /products and /products/:category: every filter comes from the URL. */
export function Component() {
  const { state, go } = useListingState();
  const heading = listingHeading(state.category);

  // The server's answer while the page hydrates: reading 24 products from the cache then was the
  // longest piece of a phone's start (lib/server-rendered-query.ts).
  const { data, previousData, loading, error, refetch, fetchMore } = useServerRenderedQuery(ProductListingQuery, {
    variables: { filter: toProductFilter(state), sort: toProductSort(state), offset: 0, limit: PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  // A category the shop does not link to, holding no product, is a mistyped address: the 404
  // page with status 404, not an empty listing search engines would index.
  const unknownCategory =
    Boolean(data) && !isShopCategory(state.category) && !!state.category && !data?.categories.some((item) => item.id === state.category);
  useNotFoundStatus(unknownCategory);
  usePageHead(
    unknownCategory
      ? { title: 'Page Not Found', noindex: true }
      : {
          title: state.search ? `“${state.search}” · ${heading}` : heading,
          description: `${heading} from Herbal Roots: natural herbal care made in small batches, delivered across India.`,
          // Sorting shows the same products: one canonical address per set of products.
          canonicalPath: listingHref({ ...state, sort: null }),
        },
  );
  const shown = data ?? previousData;
  const products = shown?.listing.items ?? NO_PRODUCTS;
  const total = shown?.listing.totalCount ?? 0;
  const categories = shown?.categories ?? NO_CATEGORIES;
  const chipCount = activeFilterChips(state).length;
  const reset = () => go(cleared());

  // The cards follow the rest of the page: a filter's or "Show more"'s answer arrives through
  // Apollo's store, whose updates React renders at once, in one task; 24 new cards in it were a
  // ~230 ms task on a phone at 4x, in the way of the next tap. The page around them (count, button)
  // renders with the answer and the cards in a render React can interrupt.
  const gridProducts = useDeferredValue(products);

  const filters = (prefix: string) => <ListingFilters idPrefix={prefix} state={state} categories={categories} onChange={go} />;

  if (unknownCategory) return <NotFound />;

  let results;
  if (error && !shown) {
    results = <ErrorState message={errorMessage(error, 'We could not load products just now.')} onRetry={refetch} />;
  } else if (!shown) {
    results = <ProductGridSkeleton count={8} cols={{ base: 2, sm: 3 }} />;
  } else if (products.length === 0) {
    const suggestion = shown.listing.didYouMean;
    results = (
      <EmptyListing
        onReset={reset}
        search={state.search}
        didYouMean={suggestion ? { text: suggestion, href: listingHref({ ...state, search: suggestion }) } : null}
      />
    );
  } else {
    results = (
      <Stack gap="xl">
        <Box style={{ opacity: loading && !data ? 0.55 : 1, transition: 'opacity 150ms ease' }} aria-busy={loading}>
          <ProductGrid products={gridProducts} cols={GRID_COLUMNS} eagerCount={6} headingLevel={2} />
        </Box>
        {products.length < total && (
          <Group justify="center">
            <Button variant="default" loading={loading} onClick={() => fetchMore({ variables: { offset: products.length } })}>
              Show more products
            </Button>
          </Group>
        )}
      </Stack>
    );
  }

  return (
    <Container size="lg" py={{ base: 'lg', md: 40 }}>
      <Stack gap={4} mb={{ base: 'md', md: 'xl' }}>
        <Title order={1} fz={{ base: 28, md: 40 }} c="var(--shop-heading)">
          {heading}
        </Title>
        <Text c="dimmed">Natural herbal care, slow-made in small batches.</Text>
      </Stack>

      <Grid gap={{ base: 'md', md: 40 }}>
        <Grid.Col span={{ base: 12, md: 3 }} visibleFrom="md">
          <Box component="aside" aria-label="Filters" pos="sticky" top="calc(var(--shop-header-height) + 16px)">
            {/* Hidden on a phone (the drawer has its own): it waits to come into view, so it is
                not hydrated there, where it would cost ~120 elements of inputs on every listing's
                first load (0 of 9 loads at 4x CPU; 5 of 5 while a second render of a waiting part
                still opened it, see lib/deferred-hydration.tsx). */}
            <HydrateWhenVisible>{filters('sidebar')}</HydrateWhenVisible>
          </Box>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap="md" mb="lg">
            <Group gap="sm" align="flex-end" wrap="wrap">
              <ListingSearch id="listing-search" state={state} onChange={go} />
              <Box visibleFrom="md">
                <HydrateWhenVisible>
                  <SortSelect id="listing-sort" state={state} onChange={go} />
                </HydrateWhenVisible>
              </Box>
              <PhoneFilters chipCount={chipCount} total={total}>
                <SortSelect id="drawer-sort" state={state} onChange={go} />
                {filters('drawer')}
              </PhoneFilters>
            </Group>
            <ActiveFilterChips state={state} onChange={go} />
            {shown && <ResultCount count={total} atLeast={shown.listing.totalCountCapped} />}
          </Stack>
          {results}
        </Grid.Col>
      </Grid>
    </Container>
  );
}
