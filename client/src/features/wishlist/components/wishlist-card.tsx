import { useQuery } from '@apollo/client/react';
import { ActionIcon, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconShoppingBag, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { Money } from '@/components/ui/money';
import { Thumbnail } from '@/components/ui/thumbnail';
import { paths } from '@/config/paths';
import { getFragmentData, graphql } from '@/gql';
import { roomFor, useCart } from '@/lib/cart';
import { AddToCartFragment, useAddToCart } from '@/lib/use-add-to-cart';
import { wishlistActions, type WishlistItem } from '@/lib/wishlist';

const WishlistProductQuery = graphql(`
  query WishlistProduct($id: ID!) {
    product(id: $id) {
      ...AddToCart_product
    }
  }
`);

/**
 * A saved product with today's name, price and stock from the server (the saved snapshot shows
 * until they arrive): its full name, price, Add to cart (its first size in stock, within that
 * size's stock) and Remove.
 */
export function WishlistCard({ item }: { item: WishlistItem }) {
  const { data, loading } = useQuery(WishlistProductQuery, { variables: { id: item.productId } });
  const add = useAddToCart();
  const lines = useCart();
  const product = getFragmentData(AddToCartFragment, data?.product);
  const gone = !loading && data !== undefined && product === null;
  const size = product?.sizes.find((option) => option.stock > 0) ?? product?.sizes[0];
  const name = product?.name ?? item.name;
  const stock = product?.stock ?? 0;
  const room = size ? roomFor(lines, size.id, size.orderLimit) : 0;

  function addToCart() {
    if (product && size) add(product, size, 1);
  }

  const label = room === 0 && product ? 'All in your cart' : size ? `Add ${size.label} to cart` : 'Add to cart';
  let action;
  if (gone) {
    action = (
      <Text fz="sm" c="dimmed">
        No longer available
      </Text>
    );
  } else if (product && stock <= 0) {
    action = (
      <Button size="sm" radius="xl" disabled>
        Out of stock
      </Button>
    );
  } else {
    action = (
      <Button
        size="sm"
        radius="xl"
        leftSection={<IconShoppingBag size={16} aria-hidden />}
        disabled={!product || !size || room === 0}
        onClick={addToCart}
        aria-label={`${label}: ${name}`}
      >
        {label}
      </Button>
    );
  }

  return (
    <Card
      component="li"
      withBorder
      radius="lg"
      padding="md"
      style={{ background: 'var(--shop-surface)', borderColor: 'var(--shop-border)' }}
      aria-label={name}
    >
      <Group wrap="nowrap" align="flex-start" gap="md">
        <Link to={paths.product.getHref(item.productId)} tabIndex={-1} aria-hidden style={{ flexShrink: 0 }}>
          <Thumbnail src={product?.imageUrl ?? item.imageUrl} size={88} />
        </Link>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Text
            component={Link}
            to={paths.product.getHref(item.productId)}
            fw={600}
            style={{ color: 'inherit', textDecoration: 'none', overflowWrap: 'anywhere' }}
          >
            {name}
          </Text>
          <Money
            paise={size?.priceMoney.amount ?? product?.priceMoney.amount ?? Math.round(item.price * 100)}
            fw={700}
            c="var(--shop-price)"
            data-testid="wishlist-price"
          />
          <Group gap="xs" wrap="wrap">
            {action}
            <ActionIcon
              variant="subtle"
              color="red"
              radius="xl"
              size={36}
              aria-label={`Remove ${name} from wishlist`}
              onClick={() => wishlistActions.remove(item.productId)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
