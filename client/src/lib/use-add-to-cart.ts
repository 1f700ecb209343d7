import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { cartActions } from './cart';
import { notify } from './notify';

/** What adding a product to the cart needs of it: every product query or fragment behind an Add to cart asks for these. */
export interface ProductForCart {
  id: string;
  name: string;
  imageUrl: string;
  category: { slug: string };
  /** The most one order may hold of it, over all its sizes (the server's rule). */
  orderLimit: number;
}

/** The size (variant) being added, with its price in paise as the shopper sees it. */
export interface SizeForCart {
  id: string;
  label: string;
  priceMoney: { amount: number };
}

/**
 * Add to cart as the grid, the product page and the wishlist do it: a product in one size, never
 * beyond its orderLimit, then a toast with a way to the cart (`announce: false` for Buy Now, which
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
      product.orderLimit,
    );
    if (!announce) return added;
    const viewCart = { label: 'View cart', onClick: () => void navigate(paths.cart.getHref()) };
    if (added === 0) notify.info(`Your cart already holds the most one order may have of ${product.name}`, { action: viewCart });
    else notify.success(`${product.name} (${size.label}) added to cart`, { action: viewCart });
    return added;
  };
}
