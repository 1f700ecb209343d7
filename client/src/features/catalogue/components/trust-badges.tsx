import { Flex, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconRefresh, IconShieldCheck, IconTruckDelivery } from '@tabler/icons-react';
import { formatPaise } from '@common/money';
import { FREE_SHIPPING_ABOVE_PAISE } from '@common/pricing';
import { RETURN_WINDOW_DAYS } from '@common/returns';

const BADGES = [
  { title: 'Free Shipping', text: `On orders above ${formatPaise(FREE_SHIPPING_ABOVE_PAISE)}`, icon: IconTruckDelivery },
  { title: 'Quality Guarantee', text: 'Lab-tested, small batches', icon: IconShieldCheck },
  { title: 'Easy Returns', text: `Within ${RETURN_WINDOW_DAYS} days of delivery`, icon: IconRefresh },
] as const;

/**
 * Three badges in a row from a small tablet up, each an icon above two centred lines, so a half-
 * width desktop column does not squeeze them into broken lines; a row each on a phone.
 */
export function TrustBadges() {
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
      {BADGES.map((badge) => (
        <Flex
          key={badge.title}
          direction={{ base: 'row', xs: 'column' }}
          align="center"
          gap="xs"
          p="sm"
          ta={{ base: 'left', xs: 'center' }}
          style={{ border: '1px solid var(--shop-border)', borderRadius: 'var(--mantine-radius-md)', background: 'var(--shop-surface)' }}
        >
          <ThemeIcon variant="light" color="leaf" radius="xl" size={38} aria-hidden style={{ flexShrink: 0 }}>
            <badge.icon size={20} stroke={1.6} />
          </ThemeIcon>
          <div>
            <Text fw={600} fz="sm" lh={1.3}>
              {badge.title}
            </Text>
            <Text fz="xs" c="dimmed" lh={1.4}>
              {badge.text}
            </Text>
          </div>
        </Flex>
      ))}
    </SimpleGrid>
  );
}
