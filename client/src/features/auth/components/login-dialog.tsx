import '@mantine/core/styles/PasswordInput.layer.css';
import { useState, type FormEvent } from 'react';
import { Button, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useAuth } from '../use-auth';

export interface LoginDialogProps {
  opened: boolean;
  onClose(): void;
  /** Called after a successful sign-in, once the dialog has closed. */
  onSuccess?(): void;
}

/**
 * The spec's login dialog: title Login, Email and Password, a Login button; closes through the
 * close button or a click on the backdrop. The server checks the credentials.
 */
export function LoginDialog({ opened, onClose, onSuccess }: LoginDialogProps) {
  const { login, loginLoading } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const nextErrors: typeof errors = {};
    if (!email.trim()) nextErrors.email = 'Email is required';
    if (!password) nextErrors.password = 'Password is required';
    setErrors(nextErrors);
    if (nextErrors.email || nextErrors.password) return;
    const ok = await login(email.trim(), password);
    if (ok) {
      setPassword('');
      onClose();
      onSuccess?.();
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text component="span" ff="heading" fw={600} fz="xl">Login</Text>}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': 'Close login dialog' }}
      overlayProps={{ backgroundOpacity: 0.45, blur: 2 }}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            value={email}
            error={errors.email}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              if (errors.email) setErrors((current) => ({ ...current, email: undefined }));
            }}
            data-autofocus
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            value={password}
            error={errors.password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              if (errors.password) setErrors((current) => ({ ...current, password: undefined }));
            }}
          />
          <Button type="submit" loading={loginLoading} fullWidth size="md">
            Login
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
