import '@mantine/core/styles/Alert.layer.css';
import { type FormEvent, useState } from 'react';
import { Alert, Anchor, Button, Checkbox, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { ACCOUNT_LIMITS, accountEmailError, accountNameError, MARKETING_CONSENT, passwordError } from '@common/account-form';
import { errorMessage } from '@/lib/errors';
import { useFormFields } from '@/lib/use-form-fields';
import { useSignUp } from '../api/account-links';

const FIELDS = ['name', 'email', 'password'] as const;
type Field = (typeof FIELDS)[number];

/**
 * Opening an account: name, e-mail and a password checked by the server's own rules
 * (common/account-form.ts). The answer is the same whether or not the address already had an
 * account, so the form always ends on "check your inbox". Marketing e-mails are a separate
 * consent, unticked until the shopper ticks it, in the account page's words.
 */
export function SignUpForm({ onLogin }: { onLogin: () => void }) {
  const { values, bind, accept, formRef } = useFormFields<Field>({ name: '', email: '', password: '' }, FIELDS);
  const [marketingConsent, setMarketingConsent] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { signUp, loading } = useSignUp();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    const found: Partial<Record<Field, string>> = {};
    for (const [field, message] of [
      ['name', accountNameError(values.name)],
      ['email', accountEmailError(values.email)],
      ['password', passwordError(values.password)],
    ] as const)
      if (message) found[field] = message;
    if (!accept(found)) return;
    try {
      await signUp({ name: values.name.trim(), email: values.email.trim(), password: values.password, marketingConsent });
      setSentTo(values.email.trim());
    } catch (error) {
      setProblem(errorMessage(error, 'We could not create your account just now. Please try again.'));
    }
  }

  if (sentTo) {
    return (
      <Stack gap="sm" data-testid="sign-up-sent">
        <Text fw={600}>Check your inbox</Text>
        <Text role="status">
          We have sent a link to <strong>{sentTo}</strong>. Open it within 24 hours to confirm your address, then log in.
        </Text>
        <Text size="sm" c="dimmed">
          No e-mail after a few minutes? Look in your spam folder, or sign up again to get a new link.
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
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        <TextInput {...bind('name')} label="Name" autoComplete="name" required maxLength={ACCOUNT_LIMITS.nameMax} data-autofocus />
        <TextInput {...bind('email')} label="Email" type="email" autoComplete="email" required maxLength={ACCOUNT_LIMITS.emailMax} />
        <PasswordInput
          {...bind('password')}
          label="Password"
          description={`At least ${ACCOUNT_LIMITS.passwordMin} characters`}
          autoComplete="new-password"
          required
        />
        <Checkbox
          name="marketingConsent"
          label={MARKETING_CONSENT.label}
          description={MARKETING_CONSENT.description}
          checked={marketingConsent}
          onChange={(event) => setMarketingConsent(event.currentTarget.checked)}
        />
        <Button type="submit" loading={loading} fullWidth size="md">
          Create account
        </Button>
        <Text size="sm" ta="center">
          Already have an account?{' '}
          <Anchor component="button" type="button" onClick={onLogin}>
            Log in
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
