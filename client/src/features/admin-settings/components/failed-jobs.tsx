import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Code, Table, Text } from '@mantine/core';
import { formatIndiaTime } from '@common/discount';
import { LoadError, TableSkeleton } from '@/components/admin/query-states';
import { graphql } from '@/gql';
import { acceptedPayload, errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';

export const FailedJobsQuery = graphql(`
  query AdminFailedJobs {
    failedJobs {
      id
      type
      about
      attempts
      lastError
      failedAt
    }
  }
`);

export const RunJobAgainMutation = graphql(`
  mutation AdminRunJobAgain($id: ID!) {
    runJobAgain(id: $id) {
      job {
        id
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

/**
 * Background jobs that failed for good (an e-mail, a webhook, a scheduled check): what each was
 * for, how often it ran, its last error, and a button that puts it back in its queue.
 */
export function FailedJobsSection() {
  const { data, error, refetch } = useQuery(FailedJobsQuery, { fetchPolicy: 'network-only' });
  const [runAgain, { loading }] = useMutation(RunJobAgainMutation);
  if (error && !data) return <LoadError error={error} onRetry={() => void refetch()} what="the jobs that failed" />;
  const jobs = data?.failedJobs;
  if (!jobs) return <TableSkeleton rows={2} label="Loading the jobs that failed" />;
  if (jobs.length === 0) return <Text size="sm">No background job has failed.</Text>;

  async function again(id: string) {
    try {
      const { data: answer } = await runAgain({ variables: { id }, refetchQueries: [FailedJobsQuery] });
      acceptedPayload(answer?.runJobAgain);
      notify.success('It runs again in a moment.', { title: 'Queued' });
    } catch (caught) {
      notify.error(errorMessage(caught), { title: 'Not queued' });
    }
  }

  return (
    <Table.ScrollContainer minWidth={720}>
      <Table aria-label="Background jobs that failed" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Job</Table.Th>
            <Table.Th>Runs</Table.Th>
            <Table.Th>Last error</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {jobs.map((job) => (
            <Table.Tr key={job.id}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {job.about}
                </Text>
                <Text size="xs" c="dimmed">
                  <Code>{job.type}</Code> · failed {formatIndiaTime(new Date(job.failedAt))}
                </Text>
              </Table.Td>
              <Table.Td>{job.attempts}</Table.Td>
              <Table.Td>
                <Text size="xs" style={{ wordBreak: 'break-word' }}>
                  {job.lastError}
                </Text>
              </Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="light"
                  loading={loading}
                  onClick={() => void again(job.id)}
                  aria-label={`Run again: ${job.about}`}
                >
                  Run again
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
