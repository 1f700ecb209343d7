import { useQuery } from '@apollo/client/react';
import { Button, Container, Divider, Grid, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { ErrorState } from '../../components/errors/error-state';
import { usePageMeta } from '../../components/ui/page-title';
import { ProductDetailSkeleton } from '../../components/ui/skeletons';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import { errorMessage } from '../../lib/errors';
import { ProductGallery } from '../../features/catalog/components/product-gallery';
import { ProductDescription, ProductInfo } from '../../features/catalog/components/product-info';
import { ProductPurchase } from '../../features/catalog/components/product-purchase';
import { RelatedProducts } from '../../features/catalog/components/related-products';
import { TrustBadges } from '../../features/catalog/components/trust-badges';

const ProductPageQuery = graphql(`
  query ProductPage($id: ID!) {
    product(id: $id) {
      id
      name
      category
      description
      ...ProductGallery_product
      ...ProductInfo_product
      ...ProductDescription_product
      ...ProductPurchase_product
    }
  }
`);

export function Component() {
  const { id = '' } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const location = useLocation();
  const { data, loading, error, refetch } = useQuery(ProductPageQuery, { variables: { id } });
  const product = data?.product;
  usePageMeta(product?.name ?? null, product ? product.description.slice(0, 155) : undefined);

  // Back to Products goes back one step; opened directly (no history in this tab), go to the list.
  const back = () => (location.key !== 'default' ? navigate(-1) : navigate(paths.products.getHref()));

  if (data && !product) return <Navigate to={paths.products.getHref()} replace />;

  return (
    <Container size="lg" py={{ base: 'md', md: 32 }}>
      <Button variant="subtle" leftSection={<IconArrowLeft size={18} aria-hidden />} onClick={back} mb="md" px="xs">
        Back to Products
      </Button>
      {error && !product ? (
        <ErrorState message={errorMessage(error, 'We could not load this product just now.')} onRetry={() => void refetch()} />
      ) : loading || !product ? (
        <ProductDetailSkeleton />
      ) : (
        <Stack gap={56}>
          <Grid gap={{ base: 'xl', md: 56 }}>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <ProductGallery key={product.id} product={product} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Stack gap="xl">
                <ProductInfo product={product} />
                <ProductPurchase key={product.id} product={product} />
                <Divider />
                <ProductDescription product={product} />
                <TrustBadges />
              </Stack>
            </Grid.Col>
          </Grid>
          <RelatedProducts category={product.category} productId={product.id} />
        </Stack>
      )}
    </Container>
  );
}
