import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, NumberInput, Stack, Switch, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import {
  MAIL_SWITCHES,
  REVIEW_REQUEST_DELAY_MAX_DAYS,
  REVIEW_REQUEST_DELAY_MIN_DAYS,
  reviewRequestDelayProblem,
  type MailSettings,
} from '@common/mail-settings';
import { LoadError, TableSkeleton } from '@/components/admin/query-states';
import { graphql } from '@/gql';
import { acceptedPayload, errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';

export const MailSettingsQuery = graphql(`
  query AdminMailSettings {
    shopSettings {
      contactNotificationEmail
      mail {
        ownerNewOrder
        ownerLowStock
        ownerContactMessage
        ownerReturnWaiting
        reviewRequests
        reviewRequestDelayDays
      }
    }
  }
`);

export const UpdateMailSettingsMutation = graphql(`
  mutation UpdateMailSettings($input: MailSettingsInput!) {
    updateMailSettings(input: $input) {
      settings {
        ownerNewOrder
        ownerLowStock
        ownerContactMessage
        ownerReturnWaiting
        reviewRequests
        reviewRequestDelayDays
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

/** Which e-mails the owner receives and whether buyers are asked for reviews: the server stores and checks them. */
export function MailSettingsSection() {
  const { data, error, refetch } = useQuery(MailSettingsQuery);
  if (error && !data) return <LoadError error={error} onRetry={() => void refetch()} what="the e-mail settings" />;
  const settings = data?.shopSettings;
  if (!settings) return <TableSkeleton rows={2} label="Loading the e-mail settings" />;
  // Only the fields the input takes (the cache adds __typename to what it returns).
  const { ownerNewOrder, ownerLowStock, ownerContactMessage, ownerReturnWaiting, reviewRequests, reviewRequestDelayDays } = settings.mail;
  const mail = { ownerNewOrder, ownerLowStock, ownerContactMessage, ownerReturnWaiting, reviewRequests, reviewRequestDelayDays };
  return <MailSettingsForm key={JSON.stringify(mail)} stored={mail} ownerAddress={settings.contactNotificationEmail} />;
}

function MailSettingsForm({ stored, ownerAddress }: { stored: MailSettings; ownerAddress: string }) {
  const [value, setValue] = useState<MailSettings>(stored);
  const [error, setError] = useState<string | null>(null);
  const [update, { loading }] = useMutation(UpdateMailSettingsMutation);
  const changed = JSON.stringify(value) !== JSON.stringify(stored);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = reviewRequestDelayProblem(value.reviewRequestDelayDays);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    try {
      const { data } = await update({ variables: { input: value }, refetchQueries: [MailSettingsQuery] });
      acceptedPayload(data?.updateMailSettings);
      notify.success('The shop sends e-mail as you chose.', { title: 'E-mail settings saved' });
    } catch (caught) {
      setError(errorMessage(caught));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <Text size="sm">Owner e-mails go to {ownerAddress} (the notification e-mail above).</Text>
        {MAIL_SWITCHES.map((item) => (
          <Switch
            key={item.key}
            label={item.label}
            description={item.description}
            checked={value[item.key]}
            onChange={(event) => {
              const on = event.currentTarget.checked;
              setValue((current) => ({ ...current, [item.key]: on }));
            }}
          />
        ))}
        <NumberInput
          label="Ask for a review after (days)"
          description="Counted in India's calendar from the delivery day; the e-mail goes out from 10:00 IST."
          min={REVIEW_REQUEST_DELAY_MIN_DAYS}
          max={REVIEW_REQUEST_DELAY_MAX_DAYS}
          allowDecimal={false}
          disabled={!value.reviewRequests}
          value={value.reviewRequestDelayDays}
          error={error}
          onChange={(days) => {
            setValue((current) => ({ ...current, reviewRequestDelayDays: typeof days === 'number' ? days : Number(days) }));
            setError(null);
          }}
          maw={260}
        />
        <Group>
          <Button type="submit" loading={loading} disabled={!changed}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
