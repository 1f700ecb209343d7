import { List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { capitalise } from '../listing-params';
import { StarRating } from './star-rating';

export const ProductInfoFragment = graphql(`
  fragment ProductInfo_product on Product {
    name
    category {
      slug
      name
    }
    subcategory
    rating
    reviews
  }
`);

export const ProductDescriptionFragment = graphql(`
  fragment ProductDescription_product on Product {
    description
    benefits
  }
`);

/** Category and type, name, stars with the review count. */
export function ProductInfo({ product: productRef }: { product: FragmentType<typeof ProductInfoFragment> }) {
  const product = getFragmentData(ProductInfoFragment, productRef);
  return (
    <Stack gap={8}>
      <Text fz="xs" tt="uppercase" fw={700} c="var(--shop-accent-text)" style={{ letterSpacing: '0.1em' }}>
        <Link to={paths.category.getHref(product.category.slug)} style={{ color: 'inherit', textDecoration: 'none' }}>
          {product.category.name}
        </Link>{' '}
        · {capitalise(product.subcategory)}
      </Text>
      <Title order={1} fz={{ base: 28, md: 38 }} lh={1.15} c="var(--shop-heading)">
        {product.name}
      </Title>
      <StarRating rating={product.rating} reviews={product.reviews} size="md" />
    </Stack>
  );
}

/** The description and the benefits list. */
export function ProductDescription({ product: productRef }: { product: FragmentType<typeof ProductDescriptionFragment> }) {
  const product = getFragmentData(ProductDescriptionFragment, productRef);
  return (
    <Stack gap="md">
      <Text lh={1.7}>{product.description}</Text>
      {product.benefits.length > 0 && (
        <div>
          <Title order={2} fz="lg" mb="sm">
            Benefits
          </Title>
          <List
            spacing={8}
            icon={
              <ThemeIcon size={22} radius="xl" variant="light" color="leaf" aria-hidden>
                <IconCheck size={14} />
              </ThemeIcon>
            }
          >
            {product.benefits.map((benefit) => (
              <List.Item key={benefit}>{benefit}</List.Item>
            ))}
          </List>
        </div>
      )}
    </Stack>
  );
}
