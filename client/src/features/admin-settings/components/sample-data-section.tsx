import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { graphql } from '@/gql';
import { acceptedPayload, errorMessage } from '@/lib/errors';

export const RemoveSampleDataMutation = graphql(`
  mutation RemoveSampleData {
    removeSampleData {
      removedReviews
      errors {
        ...UserErrorFields
      }
    }
  }
`);

type Outcome = { kind: 'done'; removed: number } | { kind: 'failed'; message: string } | null;

/**
 * Settings → Sample data: the demo seed's sample reviews go in one action, after a confirmation,
 * and every product's rating is worked out again from what buyers wrote.
 */
export function SampleDataSection() {
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [remove, { loading }] = useMutation(RemoveSampleDataMutation, { refetchQueries: 'active' });

  const confirm = async () => {
    try {
      const { data } = await remove();
      const payload = acceptedPayload(data?.removeSampleData);
      setOutcome({ kind: 'done', removed: payload.removedReviews ?? 0 });
    } catch (error) {
      setOutcome({ kind: 'failed', message: errorMessage(error) });
    }
    setConfirming(false);
  };

  return (
    <Stack gap="sm">
      <Group>
        <Button color="red" variant="light" onClick={() => setConfirming(true)}>
          Remove sample data
        </Button>
      </Group>
      {outcome?.kind === 'done' && (
        <Alert color="leaf" variant="light" role="status">
          {outcome.removed === 0
            ? 'There was no sample data left.'
            : `Removed ${outcome.removed} sample ${outcome.removed === 1 ? 'review' : 'reviews'}.`}
        </Alert>
      )}
      {outcome?.kind === 'failed' && (
        <Alert color="red" variant="light" role="alert">
          {outcome.message}
        </Alert>
      )}
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Remove all sample data?">
        <Stack gap="md">
          <Text size="sm">
            Every sample review the demo shop came with is deleted, and each product&apos;s rating is worked out again from buyers&apos;
            reviews. Your products, orders and buyers&apos; reviews stay. This cannot be undone.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
            <Button color="red" loading={loading} onClick={() => void confirm()}>
              Remove sample data
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
