import { useMutation, useQuery } from '@apollo/client/react';
import { Anchor, Checkbox, Stack, Text } from '@mantine/core';
import { MARKETING_CONSENT } from '@common/account-form';
import { graphql } from '@/gql';
import { acceptedPayload, errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';

const MarketingConsentQuery = graphql(`
  query MyMarketingConsentState {
    marketingConsent {
      consented
      consentedAt
    }
  }
`);

const SetMarketingConsentMutation = graphql(`
  mutation ChangeMarketingConsent($consent: Boolean!) {
    setMarketingConsent(consent: $consent) {
      marketingConsent {
        consented
        consentedAt
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

/**
 * The shopper's say over their data: marketing e-mails only with this separate consent (unticked
 * until they tick it; every such e-mail carries a one-click unsubscribe), and a copy of everything
 * the shop holds about them as a JSON file.
 */
export function MyData() {
  const { data } = useQuery(MarketingConsentQuery, { fetchPolicy: 'cache-and-network' });
  const [setConsent, { loading }] = useMutation(SetMarketingConsentMutation);
  const consent = data?.marketingConsent;

  async function change(consented: boolean) {
    try {
      const result = await setConsent({ variables: { consent: consented }, refetchQueries: [MarketingConsentQuery] });
      acceptedPayload(result.data?.setMarketingConsent);
      notify.success(consented ? 'You will get our offers and new products by e-mail.' : 'No more marketing e-mails.');
    } catch (error) {
      notify.error(errorMessage(error), { title: 'Not changed' });
    }
  }

  return (
    <Stack gap="sm">
      <Checkbox
        label={MARKETING_CONSENT.label}
        description={
          consent?.consented && consent.consentedAt
            ? `You agreed on ${new Date(consent.consentedAt).toLocaleDateString('en-IN', { timeZone: 'Asia/Kolkata' })}. Untick, or use the link in any such e-mail, to stop.`
            : MARKETING_CONSENT.description
        }
        checked={consent?.consented ?? false}
        disabled={!consent || loading}
        onChange={(event) => void change(event.currentTarget.checked)}
      />
      <Text size="sm">
        <Anchor href="/api/account/export" download="my-data.json">
          Download my data
        </Anchor>{' '}
        <Text span c="dimmed" size="sm">
          (your account, addresses, orders, reviews and messages, as a JSON file)
        </Text>
      </Text>
    </Stack>
  );
}
