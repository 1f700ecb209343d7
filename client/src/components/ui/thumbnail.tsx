import { productImageAtWidth } from '@common/product-images';

/** A small square product picture for lists (cart, checkout, order, wishlist). */
export function Thumbnail({ src, size, alt = '' }: { src: string; size: number; alt?: string }) {
  return (
    <img
      // An uploaded image at the smallest stored width that is sharp on a 2× screen.
      src={productImageAtWidth(src, size * 2)}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      style={{ borderRadius: 10, objectFit: 'cover', display: 'block', flexShrink: 0, border: '1px solid var(--shop-border)' }}
    />
  );
}
