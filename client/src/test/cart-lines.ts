import type { CartLine } from '@/lib/cart';

/** One bottle of hair oil: the cart line the cart and checkout tests start from. */
export const oilLine: CartLine = {
  variantId: '5f0c6a58-0d5e-4d55-9a53-2f1f0f1f0001',
  productId: 'hair-oil-1',
  name: 'Bhringraj Hair Oil',
  size: '100ml',
  unitPricePaise: 24900,
  quantity: 1,
  imageUrl: '/oil.svg',
  category: 'hair',
};
