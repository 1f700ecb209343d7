import '@mantine/core/styles/PasswordInput.layer.css';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useReactiveVar } from '@apollo/client/react';
import { Anchor, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { loginDialogModeVar, type LoginDialogMode } from '../login-dialog-state';
import { useAuth } from '../use-auth';
import { ForgotPasswordForm } from './forgot-password-form';
import { SignUpForm } from './sign-up-form';

const TITLES: Record<LoginDialogMode, string> = { login: 'Login', signup: 'Create an account', forgot: 'Forgot password' };

export interface LoginDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Called after a successful sign-in, once the dialog has closed. */
  onSuccess?: () => void;
}

/**
 * The spec's login dialog: title Login, Email and Password, a Login button; closes through the
 * close button or a click on the backdrop. The server checks the credentials. Links in it switch to
 * opening an account or asking for a password-reset link, in the same dialog.
 */
export function LoginDialog({ opened, onClose, onSuccess }: LoginDialogProps) {
  const { login, loginLoading } = useAuth();
  const mode = useReactiveVar(loginDialogModeVar);
  const showLogin = () => loginDialogModeVar('login');
  const [values, setValues] = useState({ email: '', password: '' });
  const { email, password } = values;
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});

  /** A field's value, its error, and a change handler that clears the error once the admin types. */
  const field = (name: keyof typeof values) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
      if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const nextErrors: typeof errors = {};
    if (!email.trim()) nextErrors.email = 'Email is required';
    if (!password) nextErrors.password = 'Password is required';
    setErrors(nextErrors);
    if (nextErrors.email || nextErrors.password) return;
    const ok = await login(email.trim(), password);
    if (ok) {
      setValues((current) => ({ ...current, password: '' }));
      onClose();
      onSuccess?.();
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Text component="span" ff="heading" fw={600} fz="xl">
          {TITLES[mode]}
        </Text>
      }
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': 'Close login dialog' }}
      overlayProps={{ backgroundOpacity: 0.45, blur: 2 }}
    >
      {mode === 'signup' && <SignUpForm onLogin={showLogin} />}
      {mode === 'forgot' && <ForgotPasswordForm onLogin={showLogin} />}
      {mode === 'login' && (
        <form onSubmit={(event) => void handleSubmit(event)} noValidate>
          <Stack gap="md">
            <TextInput label="Email" type="email" autoComplete="email" required {...field('email')} data-autofocus />
            <PasswordInput label="Password" autoComplete="current-password" required {...field('password')} />
            <Button type="submit" loading={loginLoading} fullWidth size="md">
              Login
            </Button>
            <Group justify="space-between" gap="xs">
              <Anchor component="button" type="button" size="sm" onClick={() => loginDialogModeVar('forgot')}>
                Forgot password?
              </Anchor>
              <Anchor component="button" type="button" size="sm" onClick={() => loginDialogModeVar('signup')}>
                Create an account
              </Anchor>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
