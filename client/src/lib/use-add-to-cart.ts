import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { graphql } from '@/gql';
import type { AddToCart_ProductFragment } from '@/gql/graphql';
import { cartActions } from './cart';
import { notify } from './notify';

/**
 * What an Add to cart asks of a product, wherever it stands (the grid, the product page, the
 * wishlist): the line it adds (id, name, image, category, and each size's id, label and price in
 * paise, its stock and the most one order may hold of it: orderLimit, the server's rule), and
 * what the button shows or checks first (the price without a size, the stock over all sizes).
 * Spread it and read it with getFragmentData.
 */
export const AddToCartFragment = graphql(`
  fragment AddToCart_product on Product {
    id
    name
    category {
      slug
    }
    priceMoney {
      amount
    }
    imageUrl
    stock
    sizes {
      id
      label
      priceMoney {
        amount
      }
      stock
      orderLimit
    }
  }
`);

/** A product as AddToCartFragment reads it. */
export type ProductForCart = AddToCart_ProductFragment;

/** The size (variant) being added, with its price in paise as the shopper sees it. */
export type SizeForCart = ProductForCart['sizes'][number];

/**
 * Add to cart as the grid, the product page and the wishlist do it: a product in one size, never
 * beyond that size's orderLimit, then a toast with a way to the cart (`announce: false` for Buy Now, which
 * goes to the checkout at once). The returned function gives the units actually added.
 */
export function useAddToCart() {
  const navigate = useNavigate();
  return function addToCart(product: ProductForCart, size: SizeForCart, quantity: number, { announce = true } = {}): number {
    const added = cartActions.add(
      {
        variantId: size.id,
        productId: product.id,
        name: product.name,
        size: size.label,
        unitPricePaise: size.priceMoney.amount,
        quantity,
        imageUrl: product.imageUrl,
        category: product.category.slug,
      },
      size.orderLimit,
    );
    if (!announce) return added;
    const viewCart = { label: 'View cart', onClick: () => void navigate(paths.cart.getHref()) };
    if (added === 0)
      notify.info(`Your cart already holds the most one order may have of ${product.name} (${size.label})`, { action: viewCart });
    else notify.success(`${product.name} (${size.label}) added to cart`, { action: viewCart });
    return added;
  };
}
