import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Table, Text } from '@mantine/core';
import { formatIndiaTime } from '@common/discount';
import { LoadError, TableSkeleton } from '@/components/admin/query-states';
import { graphql } from '@/gql';
import { acceptedPayload, errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';

export const TroubledMailsQuery = graphql(`
  query AdminTroubledMails {
    troubledMails {
      id
      kind
      to
      subject
      state
      attempts
      lastError
      nextAttemptAt
      createdAt
    }
  }
`);

export const SendMailAgainMutation = graphql(`
  mutation AdminSendMailAgain($id: ID!) {
    sendMailAgain(id: $id) {
      mail {
        id
        state
        attempts
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

/**
 * The e-mails that did not go out: given up (after five tries) or waiting for their next try,
 * with the mail server's last answer, and a button that tries one again at once.
 */
export function MailFailuresSection() {
  const { data, error, refetch } = useQuery(TroubledMailsQuery, { fetchPolicy: 'network-only' });
  const [sendAgain, { loading }] = useMutation(SendMailAgainMutation);
  if (error && !data) return <LoadError error={error} onRetry={() => void refetch()} what="the e-mails that failed" />;
  const mails = data?.troubledMails;
  if (!mails) return <TableSkeleton rows={2} label="Loading the e-mails that failed" />;
  if (mails.length === 0) return <Text size="sm">Every e-mail went out: none failed or is waiting to be tried again.</Text>;

  async function again(id: string) {
    try {
      const { data: answer } = await sendAgain({ variables: { id }, refetchQueries: [TroubledMailsQuery] });
      const payload = acceptedPayload(answer?.sendMailAgain);
      if (payload.mail) notify.error('The mail server still refused it.', { title: 'Not sent' });
      else notify.success('The e-mail went out.', { title: 'Sent' });
    } catch (caught) {
      notify.error(errorMessage(caught), { title: 'Not sent' });
    }
  }

  return (
    <Table.ScrollContainer minWidth={720}>
      <Table aria-label="E-mails that failed or wait" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>E-mail</Table.Th>
            <Table.Th>State</Table.Th>
            <Table.Th>Tries</Table.Th>
            <Table.Th>Last error</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {mails.map((mail) => (
            <Table.Tr key={mail.id}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {mail.subject}
                </Text>
                <Text size="xs" c="dimmed">
                  To {mail.to} · queued {formatIndiaTime(new Date(mail.createdAt))}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="default">{mail.state === 'FAILED' ? 'Failed' : 'Waiting'}</Badge>
                {mail.state === 'WAITING' && mail.nextAttemptAt && (
                  <Text size="xs">Next try {formatIndiaTime(new Date(mail.nextAttemptAt))}</Text>
                )}
              </Table.Td>
              <Table.Td>{mail.attempts}</Table.Td>
              <Table.Td>
                <Text size="xs" style={{ wordBreak: 'break-word' }}>
                  {mail.lastError ?? '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="light"
                  loading={loading}
                  onClick={() => void again(mail.id)}
                  aria-label={`Send again now: ${mail.subject}`}
                >
                  Send again now
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
