import { ActionIcon, Button, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHeart, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { Money } from '../../components/ui/money';
import { usePageMeta } from '../../components/ui/page-title';
import { paths } from '../../config/paths';
import { useWishlist, wishlistActions } from '../../lib/wishlist';
import { Thumbnail } from '../../components/ui/thumbnail';

/** /wishlist: the products saved with the heart, each linking to its page. */
export function Component() {
  usePageMeta('Wishlist');
  const items = useWishlist();
  return (
    <Container size="lg" py={{ base: 'lg', md: 40 }}>
      <Title order={1} fz={{ base: 28, md: 40 }} mb="xl" c="var(--shop-heading)">
        Your Wishlist
      </Title>
      {items.length === 0 ? (
        <Stack align="center" ta="center" gap="sm" py={64}>
          <ThemeIcon size={80} radius="xl" variant="light" color="red" aria-hidden>
            <IconHeart size={40} stroke={1.4} />
          </ThemeIcon>
          <Title order={2} fz="h3">
            Your wishlist is empty
          </Title>
          <Text c="dimmed">Tap the heart on any product to save it here for later.</Text>
          <Button component={Link} to={paths.products.getHref()} mt="sm" radius="xl">
            Browse Products
          </Button>
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="lg">
          {items.map((item) => (
            <Card key={item.productId} withBorder radius="lg" padding="md" style={{ background: 'var(--shop-surface)', borderColor: 'var(--shop-border)' }}>
              <Group wrap="nowrap" align="center">
                <Thumbnail src={item.imageUrl} size={72} />
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Text component={Link} to={paths.product.getHref(item.productId)} fw={600} lineClamp={2} style={{ color: 'inherit', textDecoration: 'none' }}>
                    {item.name}
                  </Text>
                  <Money value={item.price} fw={600} c="var(--shop-price)" />
                </Stack>
                <ActionIcon variant="subtle" color="red" radius="xl" aria-label={`Remove ${item.name} from wishlist`} onClick={() => wishlistActions.remove(item.productId)}>
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Container>
  );
}
