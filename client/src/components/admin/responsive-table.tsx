import { Box, Paper, Stack, Table } from '@mantine/core';
import type { ReactNode } from 'react';

export interface TableColumn<Row> {
  key: string;
  /** The header cell's content: a label, or a sort button. */
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Figures align right, header and cells alike. */
  numeric?: boolean;
  /** For a sortable column: how it is sorted now. */
  ariaSort?: 'ascending' | 'descending' | 'none';
}

interface ResponsiveTableProps<Row> {
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: readonly TableColumn<Row>[];
  /** A row as a phone card: what matters first, nothing pushed off-screen. */
  card: (row: Row) => ReactNode;
  /** Below this width the table scrolls sideways inside its container rather than squeezing. */
  minWidth: number;
  /** Names the rows and cards for tests: `${testId}-row` and `${testId}-card`. */
  testId: string;
  /** Shown above the cards on phones, where there are no column headers (a sort picker, say). */
  phoneHeader?: ReactNode;
  verticalSpacing?: 'xs' | 'sm';
}

/**
 * Every admin list's two layouts: a table from tablet width up, and on phones a stack of cards, so
 * no action or figure sits off-screen behind a sideways scroll. Callers say what the columns and
 * the card hold; the layout and its breakpoints live here once.
 */
export function ResponsiveTable<Row>({
  rows,
  rowKey,
  columns,
  card,
  minWidth,
  testId,
  phoneHeader,
  verticalSpacing = 'sm',
}: ResponsiveTableProps<Row>) {
  return (
    <>
      <Box visibleFrom="sm">
        <Table.ScrollContainer minWidth={minWidth}>
          <Table verticalSpacing={verticalSpacing} highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column.key} ta={column.numeric ? 'right' : undefined} aria-sort={column.ariaSort}>
                    {column.header}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={rowKey(row)} data-testid={`${testId}-row`}>
                  {columns.map((column) => (
                    <Table.Td key={column.key} ta={column.numeric ? 'right' : undefined}>
                      {column.cell(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
      <Stack gap="sm" hiddenFrom="sm">
        {phoneHeader}
        {rows.map((row) => (
          <Paper key={rowKey(row)} withBorder radius="md" p="sm" data-testid={`${testId}-card`}>
            {card(row)}
          </Paper>
        ))}
      </Stack>
    </>
  );
}
