import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import { type FormEvent, useState } from 'react';
import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { ACCOUNT_LIMITS, passwordError } from '@common/account-form';
import { errorCode, errorMessage } from '@/lib/errors';
import { useFormFields } from '@/lib/use-form-fields';
import { useResetPassword } from '../api/account-links';
import { openLoginDialog } from '../login-dialog-state';

const FIELDS = ['newPassword', 'repeat'] as const;
type Field = (typeof FIELDS)[number];

/**
 * /account/reset-password?token=…: a new password, checked by the server's own rules. The link
 * works once; a used or expired one says so and offers a new one.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const { values, bind, accept, formRef } = useFormFields<Field>({ newPassword: '', repeat: '' }, FIELDS);
  const [done, setDone] = useState(false);
  const [linkProblem, setLinkProblem] = useState<string | null>(
    token ? null : 'This link is incomplete. Open the whole link from the e-mail, or ask for a new one.',
  );
  const [problem, setProblem] = useState<string | null>(null);
  const { reset, loading } = useResetPassword();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    const found: Partial<Record<Field, string>> = {};
    const weak = passwordError(values.newPassword);
    if (weak) found.newPassword = weak;
    else if (values.repeat !== values.newPassword) found.repeat = 'The two passwords are not the same';
    if (!accept(found)) return;
    try {
      await reset(token, values.newPassword);
      setDone(true);
    } catch (error) {
      const message = errorMessage(error, 'We could not set your password just now. Please try again.');
      // A refused token is the link's fault, not the password's: the form cannot help any more.
      if (errorCode(error) === 'VALIDATION' && !passwordError(values.newPassword) && /link/i.test(message)) setLinkProblem(message);
      else setProblem(message);
    }
  }

  if (done) {
    return (
      <Stack gap="md" data-testid="password-reset-done">
        <Alert color="leaf" variant="light" role="status" title="Your password is changed">
          Every device that was signed in to your account has been signed out. Log in with your new password.
        </Alert>
        <Button onClick={() => openLoginDialog()}>Log in</Button>
      </Stack>
    );
  }
  if (linkProblem) {
    return (
      <Stack gap="md">
        <Alert color="red" variant="light" role="alert" title="This link does not work">
          {linkProblem}
        </Alert>
        <Button variant="default" onClick={() => openLoginDialog('forgot')}>
          Ask for a new link
        </Button>
      </Stack>
    );
  }
  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text c="dimmed" size="sm">
          Choose a new password of at least {ACCOUNT_LIMITS.passwordMin} characters. This link works once, for 30 minutes.
        </Text>
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        <PasswordInput {...bind('newPassword')} label="New password" autoComplete="new-password" required data-autofocus />
        <PasswordInput {...bind('repeat')} label="Repeat the new password" autoComplete="new-password" required />
        <Button type="submit" loading={loading} size="md">
          Set new password
        </Button>
      </Stack>
    </form>
  );
}
