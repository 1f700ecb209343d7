import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconLeaf } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { EmptyNotice } from '@/components/ui/empty-notice';
import { graphql } from '@/gql';
import { ProductGrid } from './product-grid';

const PopularProductsQuery = graphql(`
  query EmptyListingPopular {
    popular: products(sort: POPULAR, limit: 4) {
      items {
        id
        ...ProductCard_product
      }
    }
  }
`);

export interface EmptyListingProps {
  onReset: () => void;
  /** The search that found nothing, if it was one: popular products are then shown below. */
  search?: string | null;
  /** A nearby search that finds something (ProductPage.didYouMean), as a link. */
  didYouMean?: { text: string; href: string } | null;
}

/** The empty state for a listing with no matches; after a search, "Did you mean" and what others like. */
export function EmptyListing({ onReset, search, didYouMean }: EmptyListingProps) {
  const { data } = useQuery(PopularProductsQuery, { skip: !search });
  const popular = data?.popular.items ?? [];
  return (
    <Stack gap="xl">
      <EmptyNotice
        py={search ? 40 : 64}
        px="md"
        icon={<IconLeaf size={38} stroke={1.4} />}
        iconSize={72}
        title="No Products Found"
        text="Try adjusting your filters or search criteria to find what you're looking for."
        textMaw={420}
        action={
          <Stack gap="sm" align="center">
            {didYouMean && (
              <Text fw={600} data-testid="did-you-mean">
                Did you mean{' '}
                <Anchor component={Link} to={didYouMean.href} fw={700}>
                  {didYouMean.text}
                </Anchor>
                ?
              </Text>
            )}
            <Button mt="sm" onClick={onReset}>
              Reset Filters
            </Button>
          </Stack>
        }
      />
      {popular.length > 0 && (
        <Stack gap="md" component="section" aria-labelledby="popular-instead">
          <Title order={2} fz="h3" id="popular-instead" c="var(--shop-heading)">
            Popular with other shoppers
          </Title>
          <ProductGrid products={popular} cols={{ base: 2, sm: 4 }} headingLevel={3} />
        </Stack>
      )}
    </Stack>
  );
}
