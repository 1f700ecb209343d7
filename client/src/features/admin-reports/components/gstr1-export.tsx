import { useApolloClient } from '@apollo/client/react';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql } from '@/gql';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { indiaDay } from '../report-period';

export const Gstr1CsvQuery = graphql(`
  query Gstr1Csv($month: String!) {
    gstr1Csv(month: $month)
  }
`);

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * The month's figures for the GSTR-1 return as one CSV (B2B, B2CS, credit notes, HSN summary), for
 * the accountant. The month is India's calendar month; this month is chosen to start with.
 */
export function Gstr1Export() {
  const client = useApolloClient();
  const [month, setMonth] = useState(() => indiaDay(new Date()).slice(0, 7));
  const [loading, setLoading] = useState(false);
  const problem = MONTH.test(month) ? null : 'Choose a month';

  async function download() {
    setLoading(true);
    try {
      const { data } = await client.query({ query: Gstr1CsvQuery, variables: { month }, fetchPolicy: 'network-only' });
      if (data?.gstr1Csv == null) throw new Error('The export came back empty');
      const url = URL.createObjectURL(new Blob([data.gstr1Csv], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `gstr1-${month}.csv`;
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      notify.error(errorMessage(error), { title: 'Export failed' });
    } finally {
      setLoading(false);
    }
  }

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" mt="lg" component="section" aria-labelledby="gstr1-title">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="gstr1-title">
            GST return
          </Title>
          <Text size="sm" c="dimmed">
            The month&apos;s invoices and credit notes shaped for GSTR-1: B2B invoices, B2C sales by place of supply and rate, credit notes
            and the HSN summary.
          </Text>
        </div>
        <Group align="flex-end" gap="sm">
          <TextInput type="month" label="Month" value={month} onChange={(event) => setMonth(event.currentTarget.value)} error={problem} />
          <Button
            variant="light"
            leftSection={<IconDownload size={16} />}
            loading={loading}
            disabled={problem !== null}
            onClick={() => void download()}
          >
            GSTR-1 (CSV)
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
