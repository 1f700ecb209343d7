import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { paiseToRupees } from '@common/money';
import { notify } from '@/lib/notify';
import { useIsWishlisted, wishlistActions, type WishlistItem } from '@/lib/wishlist';

/** What the heart saves of a product: the snapshot the wishlist page shows before fresh data arrives. */
export interface WishlistedProduct {
  id: string;
  name: string;
  imageUrl: string;
  category: { slug: string };
  priceMoney: { amount: number };
}

/** The heart on cards and the product page: saves or forgets a product. */
export function WishlistToggle({ product, ...props }: { product: WishlistedProduct } & ActionIconProps) {
  const item: WishlistItem = {
    productId: product.id,
    name: product.name,
    price: paiseToRupees(product.priceMoney.amount),
    imageUrl: product.imageUrl,
    category: product.category.slug,
  };
  const saved = useIsWishlisted(item.productId);
  return (
    <ActionIcon
      variant={saved ? 'light' : 'default'}
      color={saved ? 'red' : 'gray'}
      radius="xl"
      size={38}
      aria-label={saved ? `Remove ${item.name} from wishlist` : `Add ${item.name} to wishlist`}
      aria-pressed={saved}
      onClick={() => {
        const added = wishlistActions.toggle(item);
        notify.success(added ? 'Added to your wishlist' : 'Removed from your wishlist');
      }}
      {...props}
    >
      {saved ? <IconHeartFilled size={19} /> : <IconHeart size={19} stroke={1.7} />}
    </ActionIcon>
  );
}
