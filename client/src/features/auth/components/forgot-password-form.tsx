import '@mantine/core/styles/Alert.layer.css';
import { type FormEvent, useState } from 'react';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { ACCOUNT_LIMITS, accountEmailError } from '@common/account-form';
import { errorMessage } from '@/lib/errors';
import { useFormFields } from '@/lib/use-form-fields';
import { useRequestPasswordReset } from '../api/account-links';

const FIELDS = ['email'] as const;

/** Asks for a reset link. The answer is the same for every address, so nobody learns who has an account. */
export function ForgotPasswordForm({ onLogin }: { onLogin: () => void }) {
  const { values, bind, accept, formRef } = useFormFields<'email'>({ email: '' }, FIELDS);
  const [sent, setSent] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { request, loading } = useRequestPasswordReset();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    const message = accountEmailError(values.email);
    if (!accept(message ? { email: message } : {})) return;
    try {
      await request(values.email.trim());
      setSent(true);
    } catch (error) {
      setProblem(errorMessage(error, 'We could not take your request just now. Please try again.'));
    }
  }

  if (sent) {
    return (
      <Stack gap="sm" data-testid="reset-requested">
        <Text role="status">
          If an account uses <strong>{values.email.trim()}</strong>, we have e-mailed it a link to choose a new password. The link works
          once, for 30 minutes.
        </Text>
        <Button variant="default" onClick={onLogin}>
          Back to login
        </Button>
      </Stack>
    );
  }

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Enter the e-mail of your account and we will send you a link to choose a new password.
        </Text>
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        <TextInput
          {...bind('email')}
          label="Email"
          type="email"
          autoComplete="email"
          required
          maxLength={ACCOUNT_LIMITS.emailMax}
          data-autofocus
        />
        <Button type="submit" loading={loading} fullWidth size="md">
          Send reset link
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onLogin} style={{ alignSelf: 'center' }}>
          Back to login
        </Anchor>
      </Stack>
    </form>
  );
}
