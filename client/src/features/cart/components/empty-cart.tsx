import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export function EmptyCart() {
  return (
    <Stack align="center" ta="center" gap="sm" py={72}>
      <ThemeIcon size={80} radius="xl" variant="light" color="leaf" aria-hidden>
        <IconShoppingBag size={40} stroke={1.4} />
      </ThemeIcon>
      <Title order={2} fz="h3">
        Your cart is empty
      </Title>
      <Text c="dimmed" maw={400}>
        Discover oils, shampoos and skin care made the slow, natural way.
      </Text>
      <Button component={Link} to={paths.products.getHref()} mt="sm" size="md" radius="xl">
        Continue Shopping
      </Button>
    </Stack>
  );
}
