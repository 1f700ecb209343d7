import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconMail, IconMailOpened } from '@tabler/icons-react';
import { formatOrderDateTime } from '@/components/admin/format-date';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { useMarkMessageRead } from '../api/use-mark-message-read';

export const ContactMessageItemFragment = graphql(`
  fragment ContactMessageItem on ContactMessage {
    id
    name
    email
    message
    read
    createdAt
  }
`);

/** Contact-form messages, newest first; unread ones stand out and each can be marked read or unread. */
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
            <Text fw={message.read ? 500 : 700}>{message.name}</Text>
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
            {formatOrderDateTime(message.createdAt)}
          </Text>
        </Stack>
        <Button
          size="compact-sm"
          variant={message.read ? 'default' : 'light'}
          leftSection={message.read ? <IconMail size={16} aria-hidden /> : <IconMailOpened size={16} aria-hidden />}
          onClick={() => void markRead(message.id, !message.read)}
        >
          {message.read ? 'Mark as unread' : 'Mark as read'}
        </Button>
      </Group>
      <Text mt="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.message}
      </Text>
    </Card>
  );
}
