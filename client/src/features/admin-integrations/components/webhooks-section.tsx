import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES } from '@common/integrations';
import { EmptyState, LoadError, TableSkeleton } from '@/components/admin/query-states';
import { graphql } from '@/gql';
import { acceptedPayload, errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { SecretOrForm } from './secret-or-form';
import { WebhookDeliveriesTable } from './webhook-deliveries-table';

const RECENT_DELIVERIES = 20;

const WebhooksQuery = graphql(`
  query AdminWebhooks($limit: Int) {
    webhookEndpoints {
      id
      url
      description
      events
      createdAt
    }
    webhookDeliveries(limit: $limit) {
      totalCount
      items {
        id
        endpointUrl
        eventType
        status
        attempts
        responseStatus
        lastError
        createdAt
      }
    }
  }
`);

const CreateWebhookEndpointMutation = graphql(`
  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      secret
      endpoint {
        id
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

const DeleteWebhookEndpointMutation = graphql(`
  mutation DeleteWebhookEndpoint($id: ID!) {
    deleteWebhookEndpoint(id: $id) {
      deletedId
      errors {
        ...UserErrorFields
      }
    }
  }
`);

const RedeliverWebhookMutation = graphql(`
  mutation RedeliverWebhook($id: ID!) {
    redeliverWebhook(id: $id) {
      delivery {
        id
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

/** Settings → Webhooks: where the shop sends events, and what happened to each recent delivery. */
export function WebhooksSection() {
  const { data, error, refetch } = useQuery(WebhooksQuery, { variables: { limit: RECENT_DELIVERIES } });
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<string[]>(['order.created', 'order.paid']);
  const [formError, setFormError] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [create, { loading: creating }] = useMutation(CreateWebhookEndpointMutation);
  const [remove] = useMutation(DeleteWebhookEndpointMutation);
  const [redeliver] = useMutation(RedeliverWebhookMutation);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    try {
      const result = await create({
        variables: { input: { url, events, description: description || null } },
        refetchQueries: [WebhooksQuery],
      });
      setSecret(acceptedPayload(result.data?.createWebhookEndpoint).secret ?? null);
      setUrl('');
      setDescription('');
    } catch (caught) {
      setFormError(errorMessage(caught));
    }
  }

  async function act(run: () => Promise<unknown>, done: string) {
    try {
      await run();
      notify.success(done);
      await refetch();
    } catch (caught) {
      notify.error(errorMessage(caught));
    }
  }

  let endpoints;
  let deliveries;
  if (error && !data) {
    endpoints = <LoadError error={error} onRetry={() => void refetch()} what="the webhooks" />;
  } else if (!data?.webhookEndpoints || !data.webhookDeliveries) {
    endpoints = <TableSkeleton rows={2} label="Loading webhooks" />;
  } else {
    endpoints =
      data.webhookEndpoints.length === 0 ? (
        <EmptyState message="No webhook endpoints yet. Add the URL of a system that should hear about orders and products." />
      ) : (
        <Stack gap="xs" data-testid="webhook-endpoints">
          {data.webhookEndpoints.map((endpoint) => (
            <Group key={endpoint.id} justify="space-between" wrap="nowrap" align="flex-start" data-testid="webhook-endpoint">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} style={{ wordBreak: 'break-all' }}>
                  {endpoint.url}
                </Text>
                {endpoint.description && (
                  <Text size="xs" c="dimmed">
                    {endpoint.description}
                  </Text>
                )}
                <Group gap={4} mt={4}>
                  {endpoint.events.map((name) => (
                    <Badge key={name} size="xs" variant="light" tt="none">
                      {name}
                    </Badge>
                  ))}
                </Group>
              </div>
              <Button
                size="xs"
                variant="light"
                color="red"
                aria-label={`Delete the endpoint ${endpoint.url}`}
                onClick={() =>
                  void act(
                    () => remove({ variables: { id: endpoint.id } }).then(({ data }) => acceptedPayload(data?.deleteWebhookEndpoint)),
                    'Nothing more will be sent to that endpoint.',
                  )
                }
              >
                Delete
              </Button>
            </Group>
          ))}
        </Stack>
      );
    const items = data.webhookDeliveries.items;
    deliveries =
      items.length === 0 ? (
        <Text size="sm" c="dimmed">
          No deliveries yet.
        </Text>
      ) : (
        <WebhookDeliveriesTable
          deliveries={items}
          onRedeliver={(delivery) =>
            void act(
              () => redeliver({ variables: { id: delivery.id } }).then(({ data }) => acceptedPayload(data?.redeliverWebhook)),
              'Sent again.',
            )
          }
        />
      );
  }

  return (
    <Stack gap="md">
      <SecretOrForm
        secret={secret}
        secretTitle="The endpoint’s signing secret"
        onSecretDone={() => setSecret(null)}
        onSubmit={submit}
        submitLabel="Add endpoint"
        submitting={creating}
        canSubmit={url.trim() !== '' && events.length > 0}
      >
        <TextInput
          label="Endpoint URL"
          description="An https address on the public internet."
          placeholder="https://example.com/hooks/herbal"
          type="url"
          required
          maw={520}
          value={url}
          error={formError}
          onChange={(event) => {
            setUrl(event.currentTarget.value);
            setFormError(null);
          }}
        />
        <TextInput label="Description" maw={520} value={description} onChange={(event) => setDescription(event.currentTarget.value)} />
        <Checkbox.Group label="Events" value={events} onChange={setEvents}>
          <Stack gap={6} mt={6}>
            {WEBHOOK_EVENT_TYPES.map((name) => (
              <Checkbox key={name} value={name} label={`${name}: ${WEBHOOK_EVENT_LABELS[name]}`} />
            ))}
          </Stack>
        </Checkbox.Group>
      </SecretOrForm>
      {endpoints}
      {deliveries && (
        <Stack gap="xs">
          <Title order={3} size="h5">
            Recent deliveries
          </Title>
          {deliveries}
        </Stack>
      )}
    </Stack>
  );
}
