import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconMail, IconMailOpened } from '@tabler/icons-react';
import { formatOrderDateTime } from '@/components/admin/format-date';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { useMarkMessageRead } from '../api/use-mark-message-read';
import { useResolveMessage } from '../api/use-resolve-message';

export const ContactMessageItemFragment = graphql(`
  fragment ContactMessageItem on ContactMessage {
    id
    name
    email
    message
    read
    createdAt
    ticket
    ticketStatus
    ageText
    acknowledgementText
    resolutionText
  }
`);

const STATUS_COLOURS = { OPEN: 'blue', OVERDUE: 'red', RESOLVED: 'gray' } as const;
const STATUS_LABELS = { OPEN: 'Open', OVERDUE: 'Overdue', RESOLVED: 'Resolved' } as const;

/**
 * Contact-form messages, newest first, each a complaint ticket: its number, age and where it
 * stands against the 48-hour acknowledgement and the month to resolve it (the server's lines);
 * unread ones stand out; each can be marked read or unread, resolved or open again.
 */
export function MessageList({ messages }: { messages: ReadonlyArray<FragmentType<typeof ContactMessageItemFragment>> }) {
  return (
    <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Messages">
      {messages.map((ref) => (
        <MessageItem key={getFragmentData(ContactMessageItemFragment, ref).id} message={ref} />
      ))}
    </Stack>
  );
}

function MessageItem({ message: ref }: { message: FragmentType<typeof ContactMessageItemFragment> }) {
  const message = getFragmentData(ContactMessageItemFragment, ref);
  const markRead = useMarkMessageRead();
  const resolve = useResolveMessage();
  const resolved = message.ticketStatus === 'RESOLVED';
  return (
    <Card
      component="li"
      withBorder
      radius="md"
      padding="md"
      aria-label={`${message.read ? 'Read' : 'Unread'} message from ${message.name}`}
      style={{ borderLeft: message.read ? undefined : '4px solid var(--mantine-color-leaf-6)' }}
    >
      <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600} size="sm" c="dimmed">
              {message.ticket}
            </Text>
            <Text fw={message.read ? 500 : 700}>{message.name}</Text>
            <Badge color={STATUS_COLOURS[message.ticketStatus]} variant="light" size="sm">
              {STATUS_LABELS[message.ticketStatus]}
            </Badge>
            {!message.read && (
              <Badge color="leaf" variant="light" size="sm">
                Unread
              </Badge>
            )}
          </Group>
          <Anchor href={`mailto:${message.email}`} size="sm" style={{ wordBreak: 'break-all' }}>
            {message.email}
          </Anchor>
          <Text size="xs" c="dimmed">
            {formatOrderDateTime(message.createdAt)} · {message.ageText} old
          </Text>
          <Text size="xs" data-testid="ticket-acknowledgement">
            {message.acknowledgementText}
          </Text>
          <Text
            size="xs"
            fw={600}
            c={message.ticketStatus === 'OVERDUE' ? 'var(--mantine-color-error)' : undefined}
            data-testid="ticket-resolution"
          >
            {message.resolutionText}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button
            size="compact-sm"
            variant={resolved ? 'default' : 'light'}
            leftSection={resolved ? undefined : <IconCircleCheck size={16} aria-hidden />}
            onClick={() => void resolve(message.id, !resolved)}
          >
            {resolved ? 'Reopen' : 'Mark resolved'}
          </Button>
          <Button
            size="compact-sm"
            variant={message.read ? 'default' : 'light'}
            leftSection={message.read ? <IconMail size={16} aria-hidden /> : <IconMailOpened size={16} aria-hidden />}
            onClick={() => void markRead(message.id, !message.read)}
          >
            {message.read ? 'Mark as unread' : 'Mark as read'}
          </Button>
        </Group>
      </Group>
      <Text mt="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.message}
      </Text>
    </Card>
  );
}
