import '@mantine/core/styles/Alert.layer.css';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { formatPaise } from '../../../../../common/money';
import { joinAddress, type ShippingDetails } from '../../../../../common/shipping-form';
import { cartTotals, type CartLine } from '../../../lib/cart';
import { OrderTotals } from '../../cart/components/order-totals';
import { OrderReviewLines } from './order-review';

export interface PaymentStepProps {
  shipping: ShippingDetails;
  lines: readonly CartLine[];
  paying: boolean;
  onPay(): void;
  onBack(): void;
}

/** The order summary and the Pay button; payment itself happens on the provider's page. */
export function PaymentStep({ shipping, lines, paying, onPay, onBack }: PaymentStepProps) {
  const totals = cartTotals(lines);
  return (
    <Stack gap="lg">
      <Title order={2} fz="xl">
        Review &amp; Pay
      </Title>
      <Card withBorder radius="md" padding="md" style={{ background: 'var(--shop-surface-muted)', borderColor: 'var(--shop-border)' }}>
        <Text fz="sm" fw={600} mb={4}>
          Delivering to
        </Text>
        <Text fz="sm">
          {shipping.firstName} {shipping.lastName} · {shipping.phone}
        </Text>
        <Text fz="sm">{joinAddress(shipping)}</Text>
        <Text fz="sm" c="dimmed">
          {shipping.email}
        </Text>
      </Card>
      <OrderReviewLines lines={lines} />
      <OrderTotals totals={totals} />
      <Alert variant="light" color="leaf" icon={<IconLock size={18} aria-hidden />} radius="md">
        You will pay securely on our payment partner's page (UPI, cards and net banking) and come straight back here.
      </Alert>
      <Group justify="space-between" gap="sm">
        <Button variant="default" radius="xl" leftSection={<IconArrowLeft size={18} aria-hidden />} onClick={onBack} disabled={paying}>
          Back to Shipping
        </Button>
        <Button size="md" radius="xl" onClick={onPay} loading={paying} leftSection={<IconLock size={18} aria-hidden />}>
          Pay {formatPaise(totals.totalPaise)}
        </Button>
      </Group>
    </Stack>
  );
}
