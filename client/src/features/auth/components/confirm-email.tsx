import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import { type FormEvent, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { acceptedPayload, errorCode, errorMessage } from '@/lib/errors';
import { ConfirmEmailMutation } from '../api/account-links';
import { openLoginDialog } from '../login-dialog-state';

const NO_TOKEN = 'This link is incomplete. Open the whole link from the e-mail, or sign up again for a new one.';

/**
 * /account/confirm?token=…: confirms the address with the password chosen at sign-up. Anyone may
 * sign up with an address, and every sign-up's e-mail lands in its mailbox, so the link alone
 * decides nothing: the password picks the sign-up. A used or expired link says so and how to get
 * a new one; a wrong password is said beside the field and the link keeps working.
 */
export function ConfirmEmail({ token }: { token: string }) {
  const [confirm, { loading }] = useMutation(ConfirmEmailMutation);
  const [password, setPassword] = useState('');
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const [linkProblem, setLinkProblem] = useState<string | null>(token ? null : NO_TOKEN);
  const [passwordProblem, setPasswordProblem] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPasswordProblem(null);
    if (!password) {
      setPasswordProblem('Enter the password you chose when you signed up');
      return;
    }
    try {
      const { data } = await confirm({ variables: { token, password } });
      setConfirmed(acceptedPayload(data?.confirmEmail).email ?? '');
    } catch (error) {
      const message = errorMessage(error, 'We could not confirm your address just now. Please try again.');
      // A refused token is the link's fault: the form cannot help any more.
      if (errorCode(error) === 'VALIDATION' && /link/i.test(message)) setLinkProblem(message);
      else setPasswordProblem(message);
    }
  }

  if (linkProblem) {
    return (
      <Stack gap="md">
        <Alert color="red" variant="light" role="alert" title="This link does not work">
          {linkProblem}
        </Alert>
        <Button variant="default" onClick={() => openLoginDialog('signup')}>
          Sign up again for a new link
        </Button>
      </Stack>
    );
  }
  if (confirmed !== null) {
    return (
      <Stack gap="md" data-testid="email-confirmed">
        <Alert color="leaf" variant="light" role="status" title="Your e-mail is confirmed">
          {confirmed ? <strong>{confirmed}</strong> : 'Your address'} is confirmed. Log in to see your orders and saved addresses.
        </Alert>
        <Button onClick={() => openLoginDialog()}>Log in</Button>
      </Stack>
    );
  }
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text c="dimmed" size="sm">
          To finish, enter the password you chose when you signed up. The link works once, for 24 hours.
        </Text>
        <PasswordInput
          label="Your password"
          name="password"
          autoComplete="current-password"
          required
          data-autofocus
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={passwordProblem}
        />
        <Button type="submit" loading={loading} size="md">
          Confirm my e-mail
        </Button>
      </Stack>
    </form>
  );
}
