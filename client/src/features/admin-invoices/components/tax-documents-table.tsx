import { Anchor } from '@mantine/core';
import { formatOrderDate } from '@/components/admin/format-date';
import { ResponsiveTable, type TableColumn } from '@/components/admin/responsive-table';
import { CardRow, Figure, TwoLines } from '@/components/admin/table-cells';
import { type FragmentType, getFragmentData, graphql } from '@/gql';
import type { AdminTaxDocumentRowFragment as TaxDocument } from '@/gql/graphql';

export const AdminTaxDocumentRowFragment = graphql(`
  fragment AdminTaxDocumentRow on TaxDocumentSummary {
    id
    kind
    documentType
    number
    issuedAt
    orderNumber
    buyerName
    buyerGstin
    placeOfSupply
    taxableValueMoney {
      formatted
    }
    taxMoney {
      formatted
    }
    totalMoney {
      formatted
    }
    pdfUrl
  }
`);

/** What each document is, as its title says (a goodwill note named as such: it carries no GST). */
const TYPE_LABELS: Record<TaxDocument['documentType'], string> = {
  TAX_INVOICE: 'Tax invoice',
  BILL_OF_SUPPLY: 'Bill of supply',
  INVOICE_CUM_BILL_OF_SUPPLY: 'Invoice-cum-bill of supply',
  CREDIT_NOTE: 'Credit note',
  FINANCIAL_CREDIT_NOTE: 'Credit note (goodwill, no GST)',
};

function Pdf({ document }: { document: TaxDocument }) {
  return (
    <Anchor href={document.pdfUrl} target="_blank" rel="noopener" fz="sm" aria-label={`PDF of ${document.number}`}>
      PDF
    </Anchor>
  );
}

const COLUMNS: TableColumn<TaxDocument>[] = [
  {
    key: 'number',
    header: 'Number',
    cell: (document) => <TwoLines primary={document.number} secondary={TYPE_LABELS[document.documentType]} />,
  },
  { key: 'date', header: 'Date', cell: (document) => <Figure>{formatOrderDate(document.issuedAt)}</Figure> },
  { key: 'order', header: 'Order', cell: (document) => <Figure>{document.orderNumber}</Figure> },
  {
    key: 'buyer',
    header: 'Buyer',
    cell: (document) => <TwoLines truncate primary={document.buyerName} secondary={document.buyerGstin ?? 'Consumer'} />,
  },
  { key: 'place', header: 'Place of supply', cell: (document) => <Figure>{document.placeOfSupply}</Figure> },
  { key: 'taxable', header: 'Taxable value', numeric: true, cell: (document) => <Figure>{document.taxableValueMoney.formatted}</Figure> },
  { key: 'tax', header: 'GST', numeric: true, cell: (document) => <Figure>{document.taxMoney.formatted}</Figure> },
  { key: 'total', header: 'Total', numeric: true, cell: (document) => <Figure strong>{document.totalMoney.formatted}</Figure> },
  { key: 'pdf', header: 'PDF', cell: (document) => <Pdf document={document} /> },
];

const TABLE = { columns: COLUMNS, rowKey: (document: TaxDocument) => document.id, minWidth: 960, testId: 'admin-tax-document' };

/** Invoices and credit notes, newest first, each with its PDF; a table on wide screens, cards on phones. */
export function TaxDocumentsTable({ documents }: { documents: readonly FragmentType<typeof AdminTaxDocumentRowFragment>[] }) {
  const rows = getFragmentData(AdminTaxDocumentRowFragment, documents);
  return (
    <ResponsiveTable
      {...TABLE}
      rows={rows}
      card={(document) => (
        <CardRow
          left={
            <TwoLines
              truncate
              primary={document.number}
              secondary={`${TYPE_LABELS[document.documentType]} · ${document.orderNumber} · ${document.buyerName} · ${formatOrderDate(document.issuedAt)}`}
            />
          }
          right={<TwoLines primary={document.totalMoney.formatted} secondary={<Pdf document={document} />} />}
        />
      )}
    />
  );
}
