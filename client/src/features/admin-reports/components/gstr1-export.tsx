import { useApolloClient } from '@apollo/client/react';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql } from '@/gql';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { indiaDay } from '../report-period';

export const Gstr1ZipQuery = graphql(`
  query Gstr1Zip($month: String!) {
    gstr1Export(month: $month) {
      zipBase64
      zipFilename
    }
  }
`);

export const SalesRegisterQuery = graphql(`
  query SalesRegisterCsv($month: String!) {
    salesRegisterCsv(month: $month)
  }
`);

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

function save(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The month's GST files for the accountant: GSTR-1 as the offline tool's import files (one zip)
 * and the sales register, one row per invoice and credit note, whose sums are the return's. The
 * month is India's calendar month; this month is chosen to start with.
 */
export function Gstr1Export() {
  const client = useApolloClient();
  const [month, setMonth] = useState(() => indiaDay(new Date()).slice(0, 7));
  const [loading, setLoading] = useState<'gstr1' | 'register' | null>(null);
  const problem = MONTH.test(month) ? null : 'Choose a month';

  async function download(which: 'gstr1' | 'register') {
    setLoading(which);
    try {
      if (which === 'gstr1') {
        const { data } = await client.query({ query: Gstr1ZipQuery, variables: { month }, fetchPolicy: 'network-only' });
        if (!data?.gstr1Export) throw new Error('The export came back empty');
        const bytes = Uint8Array.from(atob(data.gstr1Export.zipBase64), (char) => char.charCodeAt(0));
        save(new Blob([bytes], { type: 'application/zip' }), data.gstr1Export.zipFilename);
      } else {
        const { data } = await client.query({ query: SalesRegisterQuery, variables: { month }, fetchPolicy: 'network-only' });
        if (data?.salesRegisterCsv == null) throw new Error('The export came back empty');
        save(new Blob([data.salesRegisterCsv], { type: 'text/csv;charset=utf-8' }), `sales-register-${month}.csv`);
      }
    } catch (error) {
      notify.error(errorMessage(error), { title: 'Export failed' });
    } finally {
      setLoading(null);
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
            GSTR-1 as the GST offline tool&apos;s import files (b2b, b2cl, b2cs, credit notes, nil-rated, HSN summary and documents issued),
            and the sales register: every invoice and credit note of the month, adding up to the return.
          </Text>
        </div>
        <Group align="flex-end" gap="sm">
          <TextInput type="month" label="Month" value={month} onChange={(event) => setMonth(event.currentTarget.value)} error={problem} />
          <Button
            variant="light"
            leftSection={<IconDownload size={16} />}
            loading={loading === 'gstr1'}
            disabled={problem !== null || loading !== null}
            onClick={() => void download('gstr1')}
          >
            GSTR-1 files (zip)
          </Button>
          <Button
            variant="light"
            leftSection={<IconDownload size={16} />}
            loading={loading === 'register'}
            disabled={problem !== null || loading !== null}
            onClick={() => void download('register')}
          >
            Sales register (CSV)
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
