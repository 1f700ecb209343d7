import { memo, useCallback, useState } from 'react';
import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { IconBolt, IconShare, IconShoppingBag } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { BACK_IN_STOCK_MESSAGES } from '@common/back-in-stock';
import { stockNote } from '@common/low-stock';
import { orderLimitNote } from '@common/order-limits';
import { Money } from '@/components/ui/money';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { paths } from '@/config/paths';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { roomFor, useCart } from '@/lib/cart';
import { notify } from '@/lib/notify';
import { AddToCartFragment, useAddToCart } from '@/lib/use-add-to-cart';
import { BackInStockRequest } from './back-in-stock-request';
import { type WishlistedProduct, WishlistToggle } from './wishlist-toggle';

export const ProductPurchaseFragment = graphql(`
  fragment ProductPurchase_product on Product {
    ...AddToCart_product
    sizes {
      mrpMoney {
        amount
      }
      percentOff
      netQuantity {
        text
      }
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
 * Price and stock note of the chosen size (each size has its own stock), size buttons (a sold-out
 * size says so on its button and may be chosen to ask for an e-mail when it is back; the first in
 * stock is chosen at first), quantity (from 1 up to what one order may hold of that size and the
 * cart does not already hold), Add to Cart and Buy Now (both disabled when the size is sold out,
 * "Notify me" offered instead), wishlist and share.
 */
export function ProductPurchase({ product: productRef }: { product: FragmentType<typeof ProductPurchaseFragment> }) {
  const declared = getFragmentData(ProductPurchaseFragment, productRef);
  const product = getFragmentData(AddToCartFragment, declared);
  const navigate = useNavigate();
  const [chosenIndex, setSizeIndex] = useState<number | null>(null);
  const [wantedQuantity, setQuantity] = useState(1);
  const firstInStock = Math.max(
    0,
    product.sizes.findIndex((option) => option.stock > 0),
  );
  const sizeIndex = chosenIndex ?? firstInStock;
  const size = product.sizes[sizeIndex] ?? product.sizes[0];
  // The chosen size's MRP and percentage off, as the server worked them out (never a price above it).
  const sizeDeclared = declared.sizes[sizeIndex] ?? declared.sizes[0];
  const pricePaise = size?.priceMoney.amount ?? product.priceMoney.amount;
  const mrpPaise = sizeDeclared?.mrpMoney?.amount;
  const belowMrp = mrpPaise !== undefined && mrpPaise > pricePaise;
  const sizeStock = size?.stock ?? 0;
  const soldOut = sizeStock <= 0;
  const note = soldOut ? BACK_IN_STOCK_MESSAGES.soldOut : stockNote(sizeStock);
  // One order may hold only so much of a size (orderLimit, the server's rule): the stepper stops
  // at what the cart does not already hold of it.
  const orderLimit = size?.orderLimit ?? 0;
  const room = roomFor(useCart(), size?.id ?? '', orderLimit);
  const allInCart = !soldOut && room === 0;
  const quantity = Math.max(1, Math.min(wantedQuantity, room));
  const limitNote = soldOut || allInCart ? null : orderLimitNote(orderLimit, sizeStock);
  const addToCart = useAddToCart();
  const chooseSize = useCallback((index: number) => {
    setSizeIndex(index);
    setQuantity(1);
  }, []);
  const decrease = useCallback(() => setQuantity(Math.max(1, quantity - 1)), [quantity]);
  const most = Math.max(1, room);
  const increase = useCallback(() => setQuantity(Math.min(quantity + 1, most)), [quantity, most]);

  return (
    <Stack gap="lg">
      <Group align="center" gap="md">
        <Money paise={pricePaise} fz={32} fw={700} c="var(--shop-price)" data-testid="product-price" />
        {belowMrp && (
          <Text component="span" c="dimmed" fz="md" data-testid="product-mrp">
            MRP <Money component="span" paise={mrpPaise} td="line-through" />
          </Text>
        )}
        {belowMrp && sizeDeclared?.percentOff && (
          <Text component="span" fw={700} c="var(--shop-accent-text)" data-testid="product-percent-off">
            {sizeDeclared.percentOff}% off
          </Text>
        )}
        {note && (
          <Text
            fw={600}
            fz="sm"
            c={soldOut ? 'var(--mantine-color-error)' : 'var(--shop-accent-text)'}
            role="status"
            data-testid="size-stock-note"
          >
            {note}
          </Text>
        )}
      </Group>
      {TAX_NOTE}
      {sizeDeclared?.netQuantity && (
        <Text fz="sm" mt={-12} data-testid="product-net-quantity">
          Net quantity: {sizeDeclared.netQuantity.text}
        </Text>
      )}

      {product.sizes.length > 0 && (
        <div>
          {SIZE_HEADING}
          <Group gap="xs" role="group" aria-labelledby="size-label">
            {product.sizes.map((option, index) => (
              <SizeButton
                key={option.label}
                index={index}
                label={option.label}
                soldOut={option.stock <= 0}
                chosen={index === sizeIndex}
                onChoose={chooseSize}
              />
            ))}
          </Group>
        </div>
      )}

      {soldOut && size && <BackInStockRequest key={size.id} productId={product.id} sizeId={size.id} sizeLabel={size.label} />}

      <div>
        {QUANTITY_HEADING}
        <QuantityStepper
          value={quantity}
          min={1}
          max={most}
          onDecrease={decrease}
          onIncrease={increase}
          describedBy={limitNote ? 'order-limit-note' : undefined}
        />
        {limitNote && (
          <Text fz="sm" c="dimmed" mt={6} id="order-limit-note" data-testid="order-limit-note">
            {limitNote}
          </Text>
        )}
        {allInCart && (
          <Text fz="sm" c="dimmed" mt={6} data-testid="all-in-cart">
            Your cart already holds the most one order may have of this size ({orderLimit}).
          </Text>
        )}
      </div>

      <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
        <Button
          size="md"
          radius="xl"
          leftSection={<IconShoppingBag size={18} aria-hidden />}
          disabled={soldOut || allInCart}
          onClick={() => {
            if (size) addToCart(product, size, quantity);
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
            if (size) addToCart(product, size, quantity, { announce: false });
            void navigate(paths.checkout.getHref());
          }}
          miw={160}
        >
          Buy Now
        </Button>
      </Group>

      <SaveAndShare product={product} />
    </Stack>
  );
}

/*
 * A tap on a size re-renders this panel, and on a phone every Mantine component it renders again
 * costs time before the tap's answer paints (about 65 ms at 4x CPU for the whole panel). The parts
 * below are memoised, so a tap renders again only what it changes: the two size buttons whose
 * state flips, the price and the notes.
 */

// The same element every render, so React does not render it again.
/* Catalogue prices are what the shopper pays, GST included (common/gst.ts works the tax back). */
const TAX_NOTE = (
  <Text fz="xs" c="dimmed" mt={-16} data-testid="product-tax-note">
    Inclusive of all taxes
  </Text>
);
const SIZE_HEADING = (
  <Text fw={600} fz="sm" mb="xs" id="size-label">
    Size
  </Text>
);
const QUANTITY_HEADING = (
  <Text fw={600} fz="sm" mb="xs">
    Quantity
  </Text>
);

/** One size's button; "· Sold out" on a size with no stock, which may still be chosen to ask for an e-mail. */
const SizeButton = memo(function SizeButton({
  index,
  label,
  soldOut,
  chosen,
  onChoose,
}: {
  index: number;
  label: string;
  soldOut: boolean;
  chosen: boolean;
  onChoose: (index: number) => void;
}) {
  return (
    <Button variant={chosen ? 'filled' : 'default'} radius="xl" aria-pressed={chosen} onClick={() => onChoose(index)}>
      {label}
      {soldOut && (
        <Text component="span" fz="xs" fw={400} ml={6} td="none">
          · {BACK_IN_STOCK_MESSAGES.soldOut}
        </Text>
      )}
    </Button>
  );
});

/** The wishlist heart and Share, the same for every size. */
const SaveAndShare = memo(function SaveAndShare({ product }: { product: WishlistedProduct }) {
  return (
    <Group gap="xs">
      <WishlistToggle product={product} />
      <ActionIcon
        variant="default"
        radius="xl"
        size={38}
        aria-label="Share this product"
        title="Share"
        onClick={() => void shareProduct(product.name)}
      >
        <IconShare size={18} stroke={1.7} />
      </ActionIcon>
    </Group>
  );
});
