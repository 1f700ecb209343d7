import { Card, Container, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePageMeta } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { TrackOrderForm } from '@/features/track-order/components/track-order-form';
import { RETURN_WINDOW_DAYS } from '@common/returns';

/** /track-order?order=HB-…: find an order without an account; the confirmation e-mail links here. */
export function Component() {
  usePageMeta('Track your order');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <Container size="xs" py={{ base: 32, md: 56 }}>
      <Stack gap={6} mb="lg">
        <Title order={1} fz={{ base: 30, md: 40 }} c="var(--shop-heading)">
          Track your order
        </Title>
        <Text c="dimmed">Enter your order number and the e-mail address you ordered with.</Text>
        <Text c="dimmed" size="sm">
          To return something, find your order here: within {RETURN_WINDOW_DAYS} days of delivery its page lets you ask for a return.
        </Text>
      </Stack>
      <Card withBorder radius="lg" padding="lg" style={{ background: 'var(--shop-surface)', borderColor: 'var(--shop-border)' }}>
        <TrackOrderForm
          initialOrderNumber={params.get('order') ?? ''}
          onFound={(orderId) => void navigate(paths.orderSummary.getHref(orderId))}
        />
      </Card>
    </Container>
  );
}
