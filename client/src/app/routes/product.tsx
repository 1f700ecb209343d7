import { Button, Container, Divider, Grid, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { productImageAtWidth } from '@common/product-images';
import { ErrorState } from '@/components/errors/error-state';
import { NotFound } from '@/components/errors/not-found';
import { ProductDetailSkeleton } from '@/components/ui/skeletons';
import { paths } from '@/config/paths';
import { graphql } from '@/gql';
import { errorMessage } from '@/lib/errors';
import { HydrateWhenVisible } from '@/lib/deferred-hydration';
import { useServerRenderedQuery } from '@/lib/server-rendered-query';
import { ProductGallery } from '@/features/catalogue/components/product-gallery';
import { ProductBreadcrumbs } from '@/features/catalogue/components/product-breadcrumbs';
import { ProductDescription, ProductInfo } from '@/features/catalogue/components/product-info';
import { ProductDeclarations } from '@/features/catalogue/components/product-declarations';
import { productBreadcrumbs } from '@/features/catalogue/product-breadcrumbs';
import { ProductPurchase } from '@/features/catalogue/components/product-purchase';
import { RelatedProducts } from '@/features/catalogue/components/related-products';
import { ProductReviews, publishedReviewFacts } from '@/features/catalogue/components/product-reviews';
import { TrustBadges } from '@/features/catalogue/components/trust-badges';
import { DeliveryCheck } from '@/features/catalogue/components/delivery-check';
import { usePageHead, type PageHead } from '@/app/page-head';
import { useNotFoundStatus } from '@/app/server-rendering';
import { breadcrumbJsonLd, productJsonLd, type ProductFacts } from '@/features/catalogue/structured-data';

const ProductPageQuery = graphql(`
  query ProductPage($id: ID!) {
    product(id: $id) {
      id
      name
      category {
        slug
      }
      subcategory
      description
      priceMoney {
        formatted
      }
      imageUrl
      images
      stock
      rating
      reviews
      sizes {
        label
        sku
        priceMoney {
          amount
          formatted
        }
      }
      ...ProductGallery_product
      ...ProductInfo_product
      ...ProductDescription_product
      ...ProductPurchase_product
      ...ProductReviews_product
      ...ProductDeclarations_product
    }
  }
`);

/** Cut at a word, under `length` characters, for a meta description. */
function shorten(text: string, length: number): string {
  if (text.length <= length) return text;
  return `${text.slice(0, text.lastIndexOf(' ', length - 1))}…`;
}

/** Title and description with the name and price; canonical address; link preview; Product and BreadcrumbList data. */
function productHead(
  product: ProductFacts & { sizes: ReadonlyArray<{ priceMoney: { formatted: string } }>; priceMoney: { formatted: string } },
  reviews: ReturnType<typeof publishedReviewFacts>,
): PageHead {
  const price = product.sizes[0]?.priceMoney.formatted ?? product.priceMoney.formatted;
  const availability = product.stock > 0 ? 'In stock' : 'Out of stock';
  return {
    title: `${product.name} – ${price}`,
    description: shorten(`${product.name}, ${price}. ${availability}, delivered across India. ${product.description}`, 160),
    canonicalPath: paths.product.getHref(product.id),
    // Link previews (WhatsApp, Facebook) want a raster image about 1,200 px wide.
    image: productImageAtWidth(product.imageUrl, 1200),
    type: 'product',
    jsonLd: [productJsonLd(product, reviews), breadcrumbJsonLd(productBreadcrumbs(product))],
  };
}

export function Component() {
  const { id = '' } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const location = useLocation();
  // The server's answer while the page hydrates (lib/server-rendered-query.ts).
  const { data, loading, error, refetch } = useServerRenderedQuery(ProductPageQuery, { variables: { id } });
  const product = data?.product;
  const unknown = Boolean(data) && !product;
  usePageHead(
    product
      ? productHead(product, publishedReviewFacts(product))
      : unknown
        ? { title: 'Page Not Found', noindex: true }
        : { title: 'Product' },
  );
  useNotFoundStatus(unknown);
  // Under the purchase on a phone, and under the first screen on most others: the declarations and
  // the reviews hydrate when the shopper comes near them (lib/deferred-hydration.tsx), not in the
  // same tasks as the sizes and Add to Cart. No box of their own (`contents`): the page's spacing
  // stays as it was, also when a product declares nothing. One element per product: a new one
  // would hydrate its part at once.
  const declarations = useMemo(() => product && <ProductDeclarations product={product} />, [product]);
  const reviews = useMemo(() => product && <ProductReviews product={product} />, [product]);

  // Back to Products goes back one step; opened directly (no history in this tab), go to the list.
  const back = () => void (location.key !== 'default' ? navigate(-1) : navigate(paths.products.getHref()));

  // An unknown (or removed) product is the 404 page, with status 404 from the server: a redirect
  // would tell search engines the old address lives on as the listing.
  if (unknown) return <NotFound />;

  return (
    <Container size="lg" py={{ base: 'md', md: 32 }}>
      <Stack gap={4} mb="md" align="flex-start">
        <Button variant="subtle" leftSection={<IconArrowLeft size={18} aria-hidden />} onClick={back} px="xs">
          Back to Products
        </Button>
        {product && <ProductBreadcrumbs crumbs={productBreadcrumbs(product)} />}
      </Stack>
      {error && !product ? (
        <ErrorState message={errorMessage(error, 'We could not load this product just now.')} onRetry={refetch} />
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
                <DeliveryCheck />
                <Divider />
                <ProductDescription product={product} />
                <TrustBadges />
              </Stack>
            </Grid.Col>
          </Grid>
          <HydrateWhenVisible layout="contents">{declarations}</HydrateWhenVisible>
          <HydrateWhenVisible layout="contents">{reviews}</HydrateWhenVisible>
          <RelatedProducts category={product.category.slug} productId={product.id} />
        </Stack>
      )}
    </Container>
  );
}
