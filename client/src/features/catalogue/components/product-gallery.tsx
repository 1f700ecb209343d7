import { useState } from 'react';
import { ActionIcon, Group, Stack } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { productImageAtWidth, productImageSrcSet } from '@common/product-images';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import classes from './product-gallery.module.css';

export const ProductGalleryFragment = graphql(`
  fragment ProductGallery_product on Product {
    name
    imageUrl
    images
  }
`);

/** The main image, with thumbnails and previous/next arrows when there is more than one. */
export function ProductGallery({ product: productRef }: { product: FragmentType<typeof ProductGalleryFragment> }) {
  const product = getFragmentData(ProductGalleryFragment, productRef);
  const images = [product.imageUrl, ...product.images.filter((image) => image && image !== product.imageUrl)];
  const [index, setIndex] = useState(0);
  const current = Math.min(index, images.length - 1);
  const many = images.length > 1;

  return (
    <Stack gap="md">
      <div className={classes.main}>
        <img
          className={classes.mainImage}
          src={images[current]}
          // Half the page from 62em (≈600 px), the whole width below.
          srcSet={productImageSrcSet(images[current])}
          sizes="(min-width: 62em) 600px, 100vw"
          alt={many ? `${product.name}, image ${current + 1} of ${images.length}` : product.name}
          width={600}
          height={600}
          fetchPriority="high"
          // The page's first paint does not wait for a photo's decoding (a 1280 px WebP on a phone):
          // the text paints, the photo follows a frame later.
          decoding="async"
        />
        {many && (
          <>
            <ActionIcon
              className={`${classes.arrow} ${classes.previous}`}
              radius="xl"
              size={40}
              aria-label="Previous image"
              onClick={() => setIndex((current - 1 + images.length) % images.length)}
            >
              <IconChevronLeft size={20} />
            </ActionIcon>
            <ActionIcon
              className={`${classes.arrow} ${classes.next}`}
              radius="xl"
              size={40}
              aria-label="Next image"
              onClick={() => setIndex((current + 1) % images.length)}
            >
              <IconChevronRight size={20} />
            </ActionIcon>
          </>
        )}
      </div>
      {many && (
        <Group gap="sm" role="group" aria-label="Product images">
          {images.map((image, imageIndex) => (
            <button
              key={image}
              type="button"
              className={classes.thumb}
              aria-label={`Show image ${imageIndex + 1} of ${images.length}`}
              aria-current={imageIndex === current}
              onClick={() => setIndex(imageIndex)}
            >
              <img src={productImageAtWidth(image, 136)} alt="" width={68} height={68} loading="lazy" />
            </button>
          ))}
        </Group>
      )}
    </Stack>
  );
}
