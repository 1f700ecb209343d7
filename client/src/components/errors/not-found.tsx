import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconHome } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';

/** The 404 page: Back to Home and Go Back. */
export function NotFound() {
  const navigate = useNavigate();
  return (
    <Container size="sm" py={{ base: 56, md: 96 }}>
      <Stack align="center" ta="center" gap="md">
        <Text ff="heading" fw={600} fz={{ base: 72, md: 96 }} lh={1} c="var(--shop-price)" aria-hidden>
          404
        </Text>
        <Title order={1}>Page Not Found</Title>
        <Text c="dimmed" maw={480}>
          The page you are looking for might have been removed, had its name changed, or is temporarily unavailable.
        </Text>
        <Group mt="md" justify="center">
          <Button component={Link} to={paths.home.getHref()} leftSection={<IconHome size={18} aria-hidden />}>
            Back to Home
          </Button>
          <Button variant="default" onClick={() => void navigate(-1)} leftSection={<IconArrowLeft size={18} aria-hidden />}>
            Go Back
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
