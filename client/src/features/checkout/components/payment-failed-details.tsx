import { Anchor, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleX, IconHeadset, IconHome, IconMail, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { paymentFailureMessage } from '../../../../../common/payment-reasons';
import { paths, shopContact } from '../../../config/paths';

/** /payment-failed?order_id=…&reason=…: the mapped reason, the order id, and how to get help. */
export function PaymentFailedDetails({ orderId, reason }: { orderId: string | null; reason: string | null }) {
  return (
    <Stack align="center" ta="center" gap="md" py={{ base: 32, md: 48 }}>
      <ThemeIcon size={84} radius="xl" variant="light" color="red" aria-hidden>
        <IconCircleX size={48} stroke={1.5} />
      </ThemeIcon>
      <Title order={1} fz={{ base: 28, md: 36 }}>
        Payment Failed
      </Title>
      <Text maw={480} fw={500} role="alert" data-testid="failure-reason">
        {paymentFailureMessage(reason)}
      </Text>
      <Card withBorder radius="md" padding="md" w="100%" maw={420} style={{ background: 'var(--shop-surface)', borderColor: 'var(--shop-border)' }}>
        <Stack gap={6} component="dl" m={0}>
          <Group justify="space-between" wrap="nowrap">
            <Text component="dt" c="dimmed">
              Order ID
            </Text>
            <Text component="dd" m={0} fw={600} style={{ wordBreak: 'break-all' }}>
              {orderId || 'Not available'}
            </Text>
          </Group>
          <Group justify="space-between">
            <Text component="dt" c="dimmed">
              Status
            </Text>
            <Text component="dd" m={0} fw={600} c="var(--mantine-color-error)">
              Payment Failed
            </Text>
          </Group>
        </Stack>
      </Card>
      <Group justify="center" mt="sm">
        <Button component={Link} to={paths.home.getHref()} radius="xl" leftSection={<IconHome size={18} aria-hidden />}>
          Continue Shopping
        </Button>
        <Button component={Link} to={paths.contact.getHref()} variant="default" radius="xl" leftSection={<IconHeadset size={18} aria-hidden />}>
          Contact Support
        </Button>
      </Group>
      <Stack gap={4} mt="md" fz="sm">
        <Text fz="sm" c="dimmed">
          Support is available Monday to Saturday, 9 am to 6 pm.
        </Text>
        <Group gap="lg" justify="center">
          <Group gap={6}>
            <IconPhone size={16} aria-hidden />
            <Anchor href={shopContact.phoneHref}>{shopContact.phone}</Anchor>
          </Group>
          <Group gap={6}>
            <IconMail size={16} aria-hidden />
            <Anchor href={`mailto:${shopContact.supportEmail}`}>{shopContact.supportEmail}</Anchor>
          </Group>
        </Group>
      </Stack>
    </Stack>
  );
}
