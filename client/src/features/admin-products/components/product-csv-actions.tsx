import { useApolloClient } from '@apollo/client/react';
import { Button, FileButton, Modal, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { importProductsCsv, PRODUCTS_CSV_URL, type ProductCsvImport } from '../api/import-products-csv';

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * Export CSV and Import CSV beside Add New Product: the catalogue out to a spreadsheet and back.
 * After an import the console lists what changed and, row by row, what was refused and why.
 */
export function ProductCsvActions() {
  const client = useApolloClient();
  const [importing, setImporting] = useState(false);
  const [report, setReport] = useState<ProductCsvImport | null>(null);

  async function upload(file: File | null) {
    if (!file) return;
    setImporting(true);
    try {
      const answer = await importProductsCsv(file);
      setReport(answer);
      // The list, the storefront's pages in this tab: everything may have new prices and stock.
      await client.refetchQueries({ include: 'active' });
    } catch (error) {
      notify.error(errorMessage(error), { title: 'Import refused' });
    } finally {
      setImporting(false);
    }
  }

  return (
    <>
      <Button component="a" href={PRODUCTS_CSV_URL} download variant="default" leftSection={<IconDownload size={16} />}>
        Export CSV
      </Button>
      <FileButton onChange={(file) => void upload(file)} accept=".csv,text/csv">
        {(props) => (
          <Button {...props} variant="default" loading={importing} leftSection={<IconUpload size={16} />}>
            Import CSV
          </Button>
        )}
      </FileButton>
      <Modal
        opened={report !== null}
        onClose={() => setReport(null)}
        title="Import finished"
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {report && (
          <Stack gap="sm">
            <Text>
              {plural(report.created.length, 'product')} created, {plural(report.updated.length, 'product')} updated
              {report.refused.length ? `, ${plural(report.refused.length, 'row')} refused` : ''}.
            </Text>
            {report.refused.length > 0 && (
              <>
                <Text size="sm" c="dimmed">
                  A refused product was left as it was. Correct these rows and import the file again.
                </Text>
                <Table.ScrollContainer minWidth={480}>
                  <Table striped>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Row</Table.Th>
                        <Table.Th>Product</Table.Th>
                        <Table.Th>Column</Table.Th>
                        <Table.Th>Why</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {report.refused.map((refusal) => (
                        <Table.Tr key={`${refusal.row}-${refusal.column ?? ''}-${refusal.message}`}>
                          <Table.Td>{refusal.row}</Table.Td>
                          <Table.Td>{refusal.productId ?? 'new'}</Table.Td>
                          <Table.Td>{refusal.column ?? ''}</Table.Td>
                          <Table.Td>{refusal.message}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </>
            )}
          </Stack>
        )}
      </Modal>
    </>
  );
}
