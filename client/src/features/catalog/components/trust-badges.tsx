import { Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconRefresh, IconShieldCheck, IconTruckDelivery } from '@tabler/icons-react';

const BADGES = [
  { title: 'Free Shipping', text: 'On orders above ₹1,000', icon: IconTruckDelivery },
  { title: 'Quality Guarantee', text: 'Lab-tested, small batches', icon: IconShieldCheck },
  { title: 'Easy Returns', text: 'Within 5 days of delivery', icon: IconRefresh },
] as const;

export function TrustBadges() {
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
      {BADGES.map((badge) => (
        <Group key={badge.title} gap="sm" wrap="nowrap" p="sm" style={{ border: '1px solid var(--shop-border)', borderRadius: 'var(--mantine-radius-md)', background: 'var(--shop-surface)' }}>
          <ThemeIcon variant="light" color="leaf" radius="xl" size={38} aria-hidden>
            <badge.icon size={20} stroke={1.6} />
          </ThemeIcon>
          <div>
            <Text fw={600} fz="sm">
              {badge.title}
            </Text>
            <Text fz="xs" c="dimmed">
              {badge.text}
            </Text>
          </div>
        </Group>
      ))}
    </SimpleGrid>
  );
}
