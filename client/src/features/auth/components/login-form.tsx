import '@mantine/core/styles/PasswordInput.layer.css';
import { type ChangeEvent, type FormEvent, type ReactNode, useState } from 'react';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useAuth } from '../use-auth';

export interface LoginFormProps {
  /** Called after the server accepted the credentials. */
  onSignedIn: () => void;
  /** Shown under the Login button (the dialog's links to the other forms). */
  children?: ReactNode;
}

/**
 * Email, Password and a Login button: the storefront's login dialog and the console's sign-in page
 * ask the same way, and the server checks the credentials (its refusal is a toast of useAuth's).
 */
export function LoginForm({ onSignedIn, children }: LoginFormProps) {
  const { login, loginLoading } = useAuth();
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
      onSignedIn();
    }
  }

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate>
      <Stack gap="md">
        <TextInput label="Email" type="email" autoComplete="email" required {...field('email')} data-autofocus />
        <PasswordInput label="Password" autoComplete="current-password" required {...field('password')} />
        <Button type="submit" loading={loginLoading} fullWidth size="md">
          Login
        </Button>
        {children}
      </Stack>
    </form>
  );
}
