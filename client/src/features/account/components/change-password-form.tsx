import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import { type FormEvent, useState } from 'react';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { ACCOUNT_LIMITS, passwordError } from '@common/account-form';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useFormFields } from '@/lib/use-form-fields';
import { useChangePassword } from '../api/my-account';

const FIELDS = ['currentPassword', 'newPassword'] as const;
type Field = (typeof FIELDS)[number];

/** A new password for a signed-in shopper; every other signed-in device is signed out. */
export function ChangePasswordForm() {
  const { values, setValues, bind, accept, formRef } = useFormFields<Field>({ currentPassword: '', newPassword: '' }, FIELDS);
  const [problem, setProblem] = useState<string | null>(null);
  const { change, loading } = useChangePassword();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    const found: Partial<Record<Field, string>> = {};
    if (!values.currentPassword) found.currentPassword = 'Please enter your current password';
    const weak = passwordError(values.newPassword);
    if (weak) found.newPassword = weak;
    if (!accept(found)) return;
    try {
      await change(values.currentPassword, values.newPassword);
      setValues({ currentPassword: '', newPassword: '' });
      notify.success('Password changed. Other devices have been signed out.');
    } catch (error) {
      setProblem(errorMessage(error, 'We could not change your password just now. Please try again.'));
    }
  }

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm" maw={420}>
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        <PasswordInput {...bind('currentPassword')} label="Current password" autoComplete="current-password" required />
        <PasswordInput
          {...bind('newPassword')}
          label="New password"
          description={`At least ${ACCOUNT_LIMITS.passwordMin} characters`}
          autoComplete="new-password"
          required
        />
        <Button type="submit" loading={loading} style={{ alignSelf: 'flex-start' }}>
          Change password
        </Button>
      </Stack>
    </form>
  );
}
