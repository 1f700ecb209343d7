import type { ReactNode } from 'react';
import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBan, IconCircleCheck, IconCircleX, IconClock } from '@tabler/icons-react';
import { toneColour, type OrderStory } from '../order-story';

const TONE_ICONS = { success: IconCircleCheck, waiting: IconClock, failed: IconCircleX, cancelled: IconBan } as const;

/**
 * The head of every page that reports an order's outcome (payment success, payment failed,
 * checkout return): icon, heading, explanation, failure reason, refund note and order number, all
 * from one story (order-story.ts). `children` are the page's actions.
 */
export function OrderOutcome({
  story,
  orderNumber,
  headingOrder = 1,
  children,
}: {
  story: Pick<OrderStory, 'tone' | 'title' | 'text' | 'failureMessage' | 'refundNote'>;
  orderNumber?: string | null;
  headingOrder?: 1 | 2;
  children?: ReactNode;
}) {
  return (
    <Stack align="center" ta="center" gap="md" py={{ base: 32, md: 48 }} px="md">
      <StoryIcon tone={story.tone} size={84} />
      <Title order={headingOrder} fz={{ base: 28, md: 36 }}>
        {story.title}
      </Title>
      {orderNumber && (
        <Text fw={600} c="var(--shop-accent-text)" data-testid="order-number">
          Order {orderNumber}
        </Text>
      )}
      <Text maw={480} role="status">
        {story.text}
      </Text>
      <StoryNotes story={story} maw={480} />
      {children}
    </Stack>
  );
}

/** The story's tone as a round icon: a tick, a clock, a cross or a ban. */
export function StoryIcon({ tone, size }: { tone: OrderStory['tone']; size: 76 | 84 }) {
  const Icon = TONE_ICONS[tone];
  return (
    <ThemeIcon size={size} radius="xl" variant="light" color={toneColour(tone)} aria-hidden>
      <Icon size={size === 84 ? 48 : 44} stroke={1.5} />
    </ThemeIcon>
  );
}

/** Why a payment failed and what happens to the money, when the story has either. */
export function StoryNotes({ story, maw }: { story: Pick<OrderStory, 'failureMessage' | 'refundNote'>; maw: number }) {
  return (
    <>
      {story.failureMessage && (
        <Text fw={600} c="var(--mantine-color-error)" maw={maw} data-testid="failure-reason">
          {story.failureMessage}
        </Text>
      )}
      {story.refundNote && (
        <Text fw={500} maw={maw} data-testid="refund-note">
          {story.refundNote}
        </Text>
      )}
    </>
  );
}
