import { useState } from 'react';
import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { IconBolt, IconShare, IconShoppingBag } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { stockNote } from '../../../../../common/catalogue';
import { Money } from '../../../components/ui/money';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { paths } from '../../../config/paths';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { cartActions } from '../../../lib/cart';
import { notify } from '../../../lib/notify';
import { WishlistToggle } from './wishlist-toggle';

export const ProductPurchaseFragment = graphql(`
  fragment ProductPurchase_product on Product {
    id
    name
    category
    price
    imageUrl
    stock
    sizes {
      label
      price
    }
  }
`);

async function shareProduct(name: string) {
  const url = window.location.href;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: name, url });
      return;
    } catch (error) {
      if ((error as DOMException)?.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    notify.success('Link copied to clipboard');
  } catch {
    notify.error('Could not copy the link');
  }
}

/**
 * Price of the chosen size, stock note, size buttons, quantity (from 1, no upper bound),
 * Add to Cart and Buy Now (both disabled at stock 0), wishlist and share (spec §2, §4, §5).
 */
export function ProductPurchase({ product: productRef }: { product: FragmentType<typeof ProductPurchaseFragment> }) {
  const product = getFragmentData(ProductPurchaseFragment, productRef);
  const navigate = useNavigate();
  const [sizeIndex, setSizeIndex] = useState(0);
  const [quantity, setQuantity] = useState(1);
  const size = product.sizes[sizeIndex] ?? product.sizes[0];
  const note = stockNote(product.stock);
  const soldOut = product.stock <= 0 || !size;

  function addToCart() {
    if (!size) return;
    cartActions.add({
      productId: product.id,
      name: product.name,
      size: size.label,
      unitPrice: size.price,
      quantity,
      imageUrl: product.imageUrl,
      category: product.category,
    });
  }

  return (
    <Stack gap="lg">
      <Group align="center" gap="md">
        <Money value={size?.price ?? product.price} fz={32} fw={700} c="var(--shop-price)" data-testid="product-price" />
        {note && (
          <Text fw={600} fz="sm" c={product.stock <= 0 ? 'var(--mantine-color-error)' : 'var(--shop-accent-text)'} role="status">
            {note}
          </Text>
        )}
      </Group>

      {product.sizes.length > 0 && (
        <div>
          <Text fw={600} fz="sm" mb="xs" id="size-label">
            Size
          </Text>
          <Group gap="xs" role="group" aria-labelledby="size-label">
            {product.sizes.map((option, index) => (
              <Button
                key={option.label}
                variant={index === sizeIndex ? 'filled' : 'default'}
                radius="xl"
                aria-pressed={index === sizeIndex}
                onClick={() => setSizeIndex(index)}
              >
                {option.label}
              </Button>
            ))}
          </Group>
        </div>
      )}

      <div>
        <Text fw={600} fz="sm" mb="xs">
          Quantity
        </Text>
        <QuantityStepper
          value={quantity}
          min={1}
          onDecrease={() => setQuantity((value) => Math.max(1, value - 1))}
          onIncrease={() => setQuantity((value) => value + 1)}
        />
      </div>

      <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
        <Button
          size="md"
          radius="xl"
          leftSection={<IconShoppingBag size={18} aria-hidden />}
          disabled={soldOut}
          onClick={() => {
            addToCart();
            notify.success(`${product.name} (${size?.label}) added to cart`);
          }}
          miw={160}
        >
          Add to Cart
        </Button>
        <Button
          size="md"
          radius="xl"
          variant="outline"
          leftSection={<IconBolt size={18} aria-hidden />}
          disabled={soldOut}
          onClick={() => {
            addToCart();
            navigate(paths.checkout.getHref());
          }}
          miw={160}
        >
          Buy Now
        </Button>
      </Group>

      <Group gap="xs">
        <WishlistToggle item={{ productId: product.id, name: product.name, price: product.price, imageUrl: product.imageUrl, category: product.category }} />
        <ActionIcon variant="default" radius="xl" size={38} aria-label="Share this product" title="Share" onClick={() => void shareProduct(product.name)}>
          <IconShare size={18} stroke={1.7} />
        </ActionIcon>
      </Group>
    </Stack>
  );
}
