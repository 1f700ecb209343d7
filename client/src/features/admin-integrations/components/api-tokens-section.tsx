import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { API_TOKEN_SCOPE_LABELS, API_TOKEN_SCOPES, apiTokenScopeName, type ApiTokenScopeName } from '@common/integrations';
import { formatOrderDateTime } from '@/components/admin/format-date';
import { EmptyState, LoadError, TableSkeleton } from '@/components/admin/query-states';
import { ResponsiveTable, type TableColumn } from '@/components/admin/responsive-table';
import { CardRow, TwoLines } from '@/components/admin/table-cells';
import { graphql } from '@/gql';
import type { AdminApiTokensQuery } from '@/gql/graphql';
import { acceptedPayload, errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { SecretOrForm } from './secret-or-form';

export const ApiTokensQuery = graphql(`
  query AdminApiTokens {
    apiTokens {
      id
      name
      prefix
      scopes
      createdAt
      lastUsedAt
      revokedAt
    }
  }
`);

export const CreateApiTokenMutation = graphql(`
  mutation CreateApiToken($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      secret
      token {
        id
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

const RevokeApiTokenMutation = graphql(`
  mutation RevokeApiToken($id: ID!) {
    revokeApiToken(id: $id) {
      token {
        id
        revokedAt
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

/** Settings → API access: create scoped tokens for other systems, see their last use, revoke them. */
export function ApiTokensSection() {
  const { data, error, refetch } = useQuery(ApiTokensQuery);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>(['ORDERS_READ']);
  const [formError, setFormError] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [create, { loading: creating }] = useMutation(CreateApiTokenMutation);
  const [revoke, { loading: revoking }] = useMutation(RevokeApiTokenMutation);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    try {
      const result = await create({
        variables: { input: { name, scopes: scopes as ApiTokenScopeName[] } },
        refetchQueries: [ApiTokensQuery],
      });
      setSecret(acceptedPayload(result.data?.createApiToken).secret ?? null);
      setName('');
    } catch (caught) {
      setFormError(errorMessage(caught));
    }
  }

  async function revokeToken(id: string) {
    try {
      const { data } = await revoke({ variables: { id } });
      acceptedPayload(data?.revokeApiToken);
      notify.success('The token no longer works.', { title: 'Token revoked' });
    } catch (caught) {
      notify.error(errorMessage(caught));
    } finally {
      setConfirming(null);
    }
  }

  const tokens = data?.apiTokens;
  let list;
  if (error && !tokens) list = <LoadError error={error} onRetry={() => void refetch()} what="the API tokens" />;
  else if (!tokens) list = <TableSkeleton rows={2} label="Loading API tokens" />;
  else if (tokens.length === 0) list = <EmptyState message="No API tokens yet. Create one for each system that talks to the shop." />;
  else {
    const status = (token: Token) =>
      token.revokedAt ? (
        <Badge color="gray" variant="light">
          Revoked
        </Badge>
      ) : confirming === token.id ? (
        <Group gap={4} wrap="nowrap">
          <Button size="xs" color="red" loading={revoking} onClick={() => void revokeToken(token.id)}>
            Revoke now
          </Button>
          <Button size="xs" variant="default" onClick={() => setConfirming(null)}>
            Keep
          </Button>
        </Group>
      ) : (
        <Button size="xs" variant="light" color="red" onClick={() => setConfirming(token.id)} aria-label={`Revoke ${token.name}`}>
          Revoke
        </Button>
      );
    const columns: TableColumn<Token>[] = [
      {
        key: 'name',
        header: 'Name',
        cell: (token) => <TwoLines primary={token.name} secondary={`Created ${formatOrderDateTime(token.createdAt)}`} />,
      },
      {
        key: 'prefix',
        header: 'Token',
        cell: (token) => (
          <Text size="sm" ff="monospace">
            {token.prefix}…
          </Text>
        ),
      },
      { key: 'scopes', header: 'Scopes', cell: (token) => <ScopeBadges scopes={token.scopes} /> },
      { key: 'used', header: 'Last used', cell: (token) => <Text size="sm">{lastUsed(token)}</Text> },
      { key: 'status', header: 'Status', cell: status },
    ];
    list = (
      <ResponsiveTable
        rows={tokens}
        rowKey={(token) => token.id}
        columns={columns}
        minWidth={640}
        verticalSpacing="xs"
        testId="api-token"
        card={(token) => (
          <Stack gap="xs">
            <CardRow
              left={<TwoLines primary={token.name} secondary={`${token.prefix}… · last used ${lastUsed(token)}`} />}
              right={status(token)}
            />
            <ScopeBadges scopes={token.scopes} />
          </Stack>
        )}
      />
    );
  }

  return (
    <Stack gap="md">
      <SecretOrForm
        secret={secret}
        secretTitle="Your new API token"
        onSecretDone={() => setSecret(null)}
        onSubmit={submit}
        submitLabel="Create token"
        submitting={creating}
        canSubmit={name.trim() !== '' && scopes.length > 0}
      >
        <TextInput
          label="Token name"
          description="Which system will use it, e.g. Warehouse sync."
          required
          maw={420}
          value={name}
          error={formError}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setFormError(null);
          }}
        />
        <Checkbox.Group
          label="What it may do"
          description="Anyone may read the catalogue and follow an order by its id."
          value={scopes}
          onChange={setScopes}
        >
          <Stack gap={6} mt={6}>
            {API_TOKEN_SCOPES.map((scope) => (
              <Checkbox key={scope} value={scope} label={API_TOKEN_SCOPE_LABELS[scope]} />
            ))}
          </Stack>
        </Checkbox.Group>
      </SecretOrForm>
      {list}
    </Stack>
  );
}

type Token = NonNullable<AdminApiTokensQuery['apiTokens']>[number];

const lastUsed = (token: Token) => (token.lastUsedAt ? formatOrderDateTime(token.lastUsedAt) : 'Never');

function ScopeBadges({ scopes }: { scopes: readonly string[] }) {
  return (
    <Group gap={4}>
      {scopes.map((scope) => (
        <Badge key={scope} size="xs" variant="light" title={scope}>
          {apiTokenScopeName(scope)}
        </Badge>
      ))}
    </Group>
  );
}
