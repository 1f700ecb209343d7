import type { ReactNode } from 'react';
import { Anchor, Button, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconHome, IconReceipt, IconRefresh, IconShoppingBag } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

function ResultLayout({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack align="center" ta="center" gap="md" py={{ base: 32, md: 48 }} px="md">
      {icon}
      {children}
    </Stack>
  );
}

export function ProcessingView({ message }: { message: string }) {
  return (
    <ResultLayout icon={<Loader size="lg" aria-hidden />}>
      <Title order={2} fz="h3">
        Processing your payment
      </Title>
      <Text c="dimmed" maw={440} role="status">
        {message}
      </Text>
    </ResultLayout>
  );
}

export function SuccessView({ email, orderId, orderNumber }: { email: string; orderId: string; orderNumber?: string }) {
  return (
    <ResultLayout
      icon={
        <ThemeIcon size={84} radius="xl" color="leaf" variant="light" aria-hidden>
          <IconCircleCheck size={48} stroke={1.5} />
        </ThemeIcon>
      }
    >
      <Title order={2} fz="h2">
        Payment Successful!
      </Title>
      {orderNumber && (
        <Text fw={600} c="var(--shop-accent-text)">
          Order {orderNumber}
        </Text>
      )}
      <Text maw={480} role="status">
        Thank you for your order. A confirmation email has been sent to <strong>{email}</strong>
      </Text>
      <Group mt="sm" justify="center">
        <Button component={Link} to={paths.orderSummary.getHref(orderId)} radius="xl" leftSection={<IconReceipt size={18} aria-hidden />}>
          View Order Summary
        </Button>
        <Button component={Link} to={paths.products.getHref()} variant="default" radius="xl" leftSection={<IconShoppingBag size={18} aria-hidden />}>
          Continue Shopping
        </Button>
      </Group>
    </ResultLayout>
  );
}

export function FailedView({ reason, onTryAgain, orderId }: { reason: string | null; onTryAgain(): void; orderId?: string | null }) {
  return (
    <ResultLayout
      icon={
        <ThemeIcon size={84} radius="xl" color="red" variant="light" aria-hidden>
          <IconCircleX size={48} stroke={1.5} />
        </ThemeIcon>
      }
    >
      <Title order={2} fz="h2">
        Payment Failed
      </Title>
      <Text maw={480}>There was an issue processing your payment. Please try again or contact support.</Text>
      {reason && (
        <Text fw={600} c="var(--mantine-color-error)" maw={480} role="alert" data-testid="failure-reason">
          {reason}
        </Text>
      )}
      {orderId && (
        <Text fz="sm" c="dimmed">
          Reference: {orderId}
        </Text>
      )}
      <Group mt="sm" justify="center">
        <Button radius="xl" onClick={onTryAgain} leftSection={<IconRefresh size={18} aria-hidden />}>
          Try Again
        </Button>
        <Button component={Link} to={paths.home.getHref()} variant="default" radius="xl" leftSection={<IconHome size={18} aria-hidden />}>
          Continue Shopping
        </Button>
      </Group>
      <Text fz="sm" c="dimmed">
        Need help?{' '}
        <Anchor component={Link} to={paths.contact.getHref()}>
          Contact support
        </Anchor>
      </Text>
    </ResultLayout>
  );
}
