import { Button, Group, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { ShownOnceSecret } from './shown-once-secret';

interface SecretOrFormProps {
  /** The secret the last create returned, shown once in place of the form until the admin is done with it. */
  secret: string | null;
  secretTitle: string;
  onSecretDone: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  submitLabel: string;
  submitting: boolean;
  canSubmit: boolean;
  /** The form's fields. */
  children: ReactNode;
}

/** A create form whose answer is a secret the server shows once (API token, webhook signing secret). */
export function SecretOrForm({
  secret,
  secretTitle,
  onSecretDone,
  onSubmit,
  submitLabel,
  submitting,
  canSubmit,
  children,
}: SecretOrFormProps) {
  if (secret) return <ShownOnceSecret title={secretTitle} secret={secret} onDone={onSecretDone} />;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="sm">
        {children}
        <Group>
          <Button type="submit" loading={submitting} disabled={!canSubmit}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
