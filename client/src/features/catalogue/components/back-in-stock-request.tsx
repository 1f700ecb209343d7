import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { ACCOUNT_LIMITS } from '@common/account-form';
import { BACK_IN_STOCK_MESSAGES, backInStockEmail } from '@common/back-in-stock';
import { graphql } from '@/gql';
import { acceptedPayload, errorCode, errorMessage } from '@/lib/errors';
import { useMounted } from '@/lib/hydration-safe';

const BackInStockShopperQuery = graphql(`
  query BackInStockShopper {
    me {
      id
      email
      role
    }
  }
`);

const RequestBackInStockMutation = graphql(`
  mutation RequestBackInStock($input: BackInStockInput!) {
    requestBackInStock(input: $input) {
      requested
      email
      message
      errors {
        ...UserErrorFields
      }
    }
  }
`);

/**
 * "Notify me" under a sold-out size: one e-mail, once, when the size is back (the server keeps one
 * request per size and address; the e-mail carries an unsubscribe link). A signed-in shopper's own
 * address is used with one tap; anyone else types one. Who is signed in is asked only here, once
 * the page runs in the browser, and only in a browser that asks about a sold-out size.
 */
export function BackInStockRequest({ productId, sizeId, sizeLabel }: { productId: string; sizeId: string; sizeLabel: string }) {
  const mounted = useMounted();
  const { data: who } = useQuery(BackInStockShopperQuery, { ssr: false, skip: !mounted, fetchPolicy: 'cache-first' });
  const shopperEmail = who?.me?.role === 'USER' ? who.me.email : null;
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [request, { loading }] = useMutation(RequestBackInStockMutation);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    setFieldError(null);
    if (!shopperEmail) {
      const checked = backInStockEmail(typed);
      if (checked.error !== null) {
        setFieldError(checked.error);
        return;
      }
    }
    try {
      const result = await request({ variables: { input: { productId, sizeId, email: shopperEmail ?? typed.trim() } } });
      setDone(acceptedPayload(result.data?.requestBackInStock).message ?? BACK_IN_STOCK_MESSAGES.subscribed(sizeLabel, typed.trim()));
    } catch (error) {
      if (errorCode(error) === 'VALIDATION' && !shopperEmail) setFieldError(errorMessage(error));
      else setProblem(errorMessage(error));
    }
  }

  if (done) {
    return (
      <Text fz="sm" role="status" data-testid="back-in-stock-done">
        {done}
      </Text>
    );
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="back-in-stock-heading" data-testid="back-in-stock">
      <Stack gap="xs">
        <Text fw={600} fz="sm" id="back-in-stock-heading">
          {BACK_IN_STOCK_MESSAGES.offer}
        </Text>
        {shopperEmail ? (
          <Text fz="sm" c="dimmed">
            We will write to {shopperEmail}.
          </Text>
        ) : (
          <TextInput
            label="Your e-mail"
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={ACCOUNT_LIMITS.emailMax}
            value={typed}
            error={fieldError}
            onChange={(event) => setTyped(event.currentTarget.value)}
          />
        )}
        <Group gap="sm">
          <Button
            type="submit"
            radius="xl"
            variant="outline"
            leftSection={<IconBell size={18} aria-hidden />}
            loading={loading}
            disabled={!mounted}
          >
            Notify me
          </Button>
        </Group>
        {problem && (
          <Text fz="sm" c="var(--mantine-color-error)" role="alert">
            {problem}
          </Text>
        )}
      </Stack>
    </form>
  );
}
