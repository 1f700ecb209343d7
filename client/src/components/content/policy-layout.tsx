import '@mantine/core/styles/Typography.layer.css';
import type { ReactNode } from 'react';
import { Container, Stack, Text, Title, Typography } from '@mantine/core';
import classes from './policy-layout.module.css';

/** A readable column for the static text pages. */
export function PolicyLayout({ title, updated, children }: { title: string; updated?: string; children: ReactNode }) {
  return (
    <Container size="sm" py={{ base: 32, md: 56 }}>
      <Stack gap="xs" mb="xl">
        <Title order={1} fz={{ base: 30, md: 40 }} c="var(--shop-heading)">
          {title}
        </Title>
        {updated && (
          <Text c="dimmed" fz="sm">
            Last updated {updated}
          </Text>
        )}
      </Stack>
      <Typography className={classes.prose}>{children}</Typography>
    </Container>
  );
}
