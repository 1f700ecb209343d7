import { memo } from 'react';
import { ActionIcon, Badge, Card } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { productImageSrcSet } from '@common/product-images';
import { Money } from '@/components/ui/money';
import { paths } from '@/config/paths';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { AddToCartFragment, useAddToCart } from '@/lib/use-add-to-cart';
import { categoryName, capitalise } from '../listing-params';
import classes from './product-card.module.css';
import { StarRating } from './star-rating';
import { WishlistToggle } from './wishlist-toggle';

export const ProductCardFragment = graphql(`
  fragment ProductCard_product on Product {
    ...AddToCart_product
    subcategory
    rating
    reviews
    bestSeller
    isNew
  }
`);

export interface ProductCardProps {
  product: FragmentType<typeof ProductCardFragment>;
  /** Above the fold: load the image eagerly. */
  priority?: boolean;
  /** Level of the name heading, so headings on the page descend in order. */
  headingLevel?: 2 | 3;
}

/**
 * A product in a grid: image, name, rating, price; add quantity 1 of the first size in stock; heart.
 * Memoised: a filter tap renders the listing again while the same cards stay on screen (their
 * product objects are the cache's, unchanged), and 24 cards were most of that render on a phone.
 */
export const ProductCard = memo(function ProductCard({ product: productRef, priority = false, headingLevel = 3 }: ProductCardProps) {
  const card = getFragmentData(ProductCardFragment, productRef);
  const product = getFragmentData(AddToCartFragment, card);
  const firstSize = product.sizes.find((size) => size.stock > 0) ?? product.sizes[0];
  const href = paths.product.getHref(product.id);
  const outOfStock = product.stock <= 0;
  const add = useAddToCart();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  function addToCart() {
    if (firstSize) add(product, firstSize, 1);
  }

  return (
    <Card radius="lg" padding={0} className={classes.card} component="article">
      <div className={classes.media}>
        <img
          src={product.imageUrl}
          // Uploaded images come in several widths: two across on a phone, three, then four at ≈300 px.
          srcSet={productImageSrcSet(product.imageUrl)}
          sizes="(min-width: 75em) 300px, (min-width: 48em) 33vw, 50vw"
          alt={product.name}
          className={classes.image}
          width={400}
          height={400}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
        />
        {card.bestSeller ? (
          <Badge className={classes.badge} color="turmeric.3" c="#2a1d05" radius="sm" size="sm">
            Best Seller
          </Badge>
        ) : card.isNew ? (
          <Badge className={classes.badge} color="leaf.7" radius="sm" size="sm">
            New
          </Badge>
        ) : null}
        <WishlistToggle className={classes.heart} product={product} />
      </div>
      {/* Plain elements with the module's classes rather than Stack, Text and Group: a listing
          draws 27 cards, and each Mantine component is more markup to parse and more to hydrate
          on a phone. The price stays Money, the one way the shop writes an amount. */}
      <div className={classes.body}>
        <p className={classes.kicker}>
          {categoryName(product.category.slug)} · {capitalise(card.subcategory)}
        </p>
        <Heading className={classes.title}>
          <Link to={href} className={classes.name}>
            {product.name}
          </Link>
        </Heading>
        <StarRating rating={card.rating} reviews={card.reviews} size="xs" />
        <div className={classes.actions}>
          <div>
            {/* The base size's price, which the listing sorts and filters by, even when "+" adds a later size. */}
            <Money paise={product.priceMoney.amount} className={classes.price} />
            {product.sizes[0] && <p className={classes.sizeLabel}>{product.sizes[0].label}</p>}
          </div>
          <ActionIcon
            size={40}
            radius="xl"
            onClick={addToCart}
            disabled={outOfStock || !firstSize}
            aria-label={outOfStock ? `${product.name} is out of stock` : `Add ${product.name} to cart`}
            title={firstSize && firstSize !== product.sizes[0] ? `Adds ${firstSize.label}` : undefined}
          >
            <IconPlus size={20} stroke={2} />
          </ActionIcon>
        </div>
      </div>
    </Card>
  );
});
