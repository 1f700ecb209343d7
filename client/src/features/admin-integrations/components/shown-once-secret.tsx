import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';

/**
 * A secret the server shows this once (API token, webhook signing secret): the value, a copy
 * button, and the warning that it cannot be seen again.
 */
export function ShownOnceSecret({ title, secret, onDone }: { title: string; secret: string; onDone: () => void }) {
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconKey size={18} />}
      title={title}
      role="status"
      // Mantine's yellow title on the light yellow fill is below 4.5:1; the text colour keeps the tint and the contrast.
      styles={{ label: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap="xs">
        <Text size="sm">Copy it now: it is stored only as a hash and will not be shown again.</Text>
        <Code block data-testid="shown-once-secret" style={{ wordBreak: 'break-all' }}>
          {secret}
        </Code>
        <Group gap="xs">
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button
                size="xs"
                leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                onClick={copy}
                color={copied ? 'teal' : undefined}
              >
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
          <Button size="xs" variant="default" onClick={onDone}>
            I have stored it
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
