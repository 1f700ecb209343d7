/** A small square product picture for lists (cart, checkout, order, wishlist). */
export function Thumbnail({ src, size, alt = '' }: { src: string; size: number; alt?: string }) {
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      style={{ borderRadius: 10, objectFit: 'cover', display: 'block', flexShrink: 0, border: '1px solid var(--shop-border)' }}
    />
  );
}
