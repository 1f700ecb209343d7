import { Button, Container, SimpleGrid, Title } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { EmptyNotice } from '@/components/ui/empty-notice';
import { usePageMeta } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { useWishlist } from '@/lib/wishlist';
import { WishlistCard } from '@/features/wishlist/components/wishlist-card';

/** /wishlist: the products saved with the heart, with today's price, Add to cart and Remove. */
export function Component() {
  usePageMeta('Wishlist');
  const items = useWishlist();
  return (
    <Container size="lg" py={{ base: 'lg', md: 40 }}>
      <Title order={1} fz={{ base: 28, md: 40 }} mb="xl" c="var(--shop-heading)">
        Your Wishlist
      </Title>
      {items.length === 0 ? (
        <EmptyNotice
          py={64}
          icon={<IconHeart size={40} stroke={1.4} />}
          colour="red"
          title="Your wishlist is empty"
          text="Tap the heart on any product to save it here for later."
          action={
            <Button component={Link} to={paths.products.getHref()} mt="sm" radius="xl">
              Browse Products
            </Button>
          }
        />
      ) : (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="lg"
          component="ul"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label="Saved products"
        >
          {items.map((item) => (
            <WishlistCard key={item.productId} item={item} />
          ))}
        </SimpleGrid>
      )}
    </Container>
  );
}
