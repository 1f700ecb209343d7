import { useQuery } from '@apollo/client/react';
import { Badge, Code, Grid, Group, NavLink, Paper, ScrollArea, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { LoadError, TableSkeleton } from '@/components/admin/query-states';
import { graphql } from '@/gql';

export const MailPreviewsQuery = graphql(`
  query AdminMailPreviews {
    mailPreviews {
      kind
      label
      to
      subject
      html
      text
    }
  }
`);

/**
 * Every e-mail the shop sends, as the server renders it from a made-up order and the shop's details:
 * the list on one side, the chosen one's subject, HTML part and text part on the other. The HTML is
 * shown in a sandboxed frame (no scripts, no access to the admin's page).
 */
/** The frame as tall as the e-mail inside it, so the whole e-mail shows without a second scroll bar. */
function fitToContent(frame: HTMLIFrameElement) {
  const height = frame.contentDocument?.documentElement.scrollHeight;
  if (height) frame.style.height = `${height + 2}px`;
}

export function MailPreviews() {
  const { data, error, refetch } = useQuery(MailPreviewsQuery, { fetchPolicy: 'network-only' });
  const [chosen, setChosen] = useState<string | null>(null);
  if (error && !data) return <LoadError error={error} onRetry={() => void refetch()} what="the e-mail previews" />;
  const previews = data?.mailPreviews;
  if (!previews) return <TableSkeleton rows={6} label="Rendering the e-mails" />;
  const preview = previews.find((item) => item.kind === chosen) ?? previews[0];
  if (!preview) return <Text>The shop sends no e-mails.</Text>;

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Paper withBorder radius="md" p="xs" component="nav" aria-label="E-mails">
          {previews.map((item) => (
            <NavLink
              key={item.kind}
              component="button"
              type="button"
              label={item.label}
              description={item.to === 'OWNER' ? 'To you' : 'To the shopper'}
              active={item.kind === preview.kind}
              aria-current={item.kind === preview.kind ? 'true' : undefined}
              onClick={() => setChosen(item.kind)}
            />
          ))}
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="sm" component="section" aria-label={`Preview: ${preview.label}`}>
          <Title order={2} size="h4">
            {preview.label}
          </Title>
          <Group gap="xs" wrap="wrap">
            <Text size="sm" c="dimmed">
              Subject:
            </Text>
            <Text size="sm" fw={600} data-testid="mail-subject">
              {preview.subject}
            </Text>
            <Badge variant="default">{preview.to === 'OWNER' ? 'To you' : 'To the shopper'}</Badge>
          </Group>
          <Tabs defaultValue="html" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="html">As mail apps show it</Tabs.Tab>
              <Tabs.Tab value="text">Plain text</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="html" pt="sm">
              <iframe
                key={preview.kind}
                title={`${preview.label} e-mail`}
                srcDoc={preview.html}
                // Same origin only so the frame can be sized to the e-mail; scripts stay off.
                sandbox="allow-same-origin"
                onLoad={(event) => fitToContent(event.currentTarget)}
                style={{ width: '100%', height: 720, border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8, background: '#fff' }}
              />
            </Tabs.Panel>
            <Tabs.Panel value="text" pt="sm">
              <ScrollArea.Autosize mah={720}>
                <Code block aria-label={`${preview.label}, plain text`}>
                  {preview.text}
                </Code>
              </ScrollArea.Autosize>
            </Tabs.Panel>
          </Tabs>
          <Text size="xs" c="dimmed">
            A made-up order and customer; the shop's name, address, GSTIN, e-mail and phone are yours from Settings. Nothing is sent.
          </Text>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
