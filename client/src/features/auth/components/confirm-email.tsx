import '@mantine/core/styles/Alert.layer.css';
import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { acceptedPayload, errorMessage } from '@/lib/errors';
import { ConfirmEmailMutation } from '../api/account-links';
import { openLoginDialog } from '../login-dialog-state';

type Outcome = { state: 'confirming' } | { state: 'confirmed'; email: string } | { state: 'refused'; message: string };

const NO_TOKEN = 'This link is incomplete. Open the whole link from the e-mail, or sign up again for a new one.';

/**
 * /account/confirm?token=…: confirms the address as soon as the page opens (the link works once),
 * then offers the login; a used or expired link says so and how to get a new one.
 */
export function ConfirmEmail({ token }: { token: string }) {
  const [confirm] = useMutation(ConfirmEmailMutation);
  const [outcome, setOutcome] = useState<Outcome>(token ? { state: 'confirming' } : { state: 'refused', message: NO_TOKEN });
  // The link is single use: a second call (React's development double effect) would be refused.
  const asked = useRef(false);

  useEffect(() => {
    if (!token || asked.current) return;
    asked.current = true;
    confirm({ variables: { token } })
      .then(({ data }) => setOutcome({ state: 'confirmed', email: acceptedPayload(data?.confirmEmail).email ?? '' }))
      .catch((error: unknown) => setOutcome({ state: 'refused', message: errorMessage(error) }));
  }, [confirm, token]);

  if (outcome.state === 'confirming') {
    return (
      <Stack align="center" gap="sm">
        <Loader color="leaf" aria-label="Confirming" />
        <Text>Confirming your e-mail address…</Text>
      </Stack>
    );
  }
  if (outcome.state === 'refused') {
    return (
      <Stack gap="md">
        <Alert color="red" variant="light" role="alert" title="This link does not work">
          {outcome.message}
        </Alert>
        <Button variant="default" onClick={() => openLoginDialog('signup')}>
          Sign up again for a new link
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="md" data-testid="email-confirmed">
      <Alert color="leaf" variant="light" role="status" title="Your e-mail is confirmed">
        {outcome.email ? <strong>{outcome.email}</strong> : 'Your address'} is confirmed. Log in to see your orders and saved addresses.
      </Alert>
      <Button onClick={() => openLoginDialog()}>Log in</Button>
    </Stack>
  );
}
