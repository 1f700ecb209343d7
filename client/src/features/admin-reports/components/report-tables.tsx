import type { ComponentProps, ReactNode } from 'react';
import { formatPaise } from '@common/money';
import { ResponsiveTable, type TableColumn } from '@/components/admin/responsive-table';
import { CardRow, Figure, TwoLines } from '@/components/admin/table-cells';
import { formatCalendarDay } from '@/components/admin/format-date';

interface RevenueRow {
  revenueMoney: { amount: number };
}

interface DayRow extends RevenueRow {
  date: string;
  orders: number;
}

interface ProductRow extends RevenueRow {
  productId: string;
  name: string;
  quantity: number;
}

const orders = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`;
const revenue = (row: RevenueRow) => <Figure strong>{formatPaise(row.revenueMoney.amount)}</Figure>;

/** Every report table ends in the row's revenue: the last column, and the right side of a phone card. */
function RevenueTable<Row extends RevenueRow>({
  columns,
  cardLeft,
  ...table
}: Omit<ComponentProps<typeof ResponsiveTable<Row>>, 'card'> & { cardLeft: (row: Row) => ReactNode }) {
  return (
    <ResponsiveTable
      {...table}
      columns={[...columns, { key: 'revenue', header: 'Revenue', numeric: true, cell: revenue }]}
      card={(row) => <CardRow left={cardLeft(row)} right={revenue(row)} />}
    />
  );
}

const DAY_COLUMNS: TableColumn<DayRow>[] = [
  { key: 'date', header: 'Day', cell: (day) => <Figure>{formatCalendarDay(day.date)}</Figure> },
  { key: 'orders', header: 'Paid orders', numeric: true, cell: (day) => <Figure>{day.orders}</Figure> },
];

const PRODUCT_COLUMNS: TableColumn<ProductRow>[] = [
  { key: 'product', header: 'Product', cell: (product) => <TwoLines primary={product.name} secondary={product.productId} /> },
  { key: 'quantity', header: 'Units sold', numeric: true, cell: (product) => <Figure>{product.quantity}</Figure> },
];

/** Sales by day as figures: what the chart shows, readable by everyone (and on phones as cards). */
export function SalesByDayTable({ days }: { days: readonly DayRow[] }) {
  return (
    <RevenueTable
      rows={days}
      rowKey={(day) => day.date}
      columns={DAY_COLUMNS}
      minWidth={360}
      verticalSpacing="xs"
      testId="report-day"
      cardLeft={(day) => <TwoLines primary={formatCalendarDay(day.date)} secondary={orders(day.orders)} />}
    />
  );
}

/** The period's best sellers by revenue. */
export function TopProductsTable({ products }: { products: readonly ProductRow[] }) {
  return (
    <RevenueTable
      rows={products}
      rowKey={(product) => product.productId}
      columns={PRODUCT_COLUMNS}
      minWidth={420}
      testId="report-product"
      cardLeft={(product) => <TwoLines truncate primary={product.name} secondary={`${product.quantity} sold`} />}
    />
  );
}
