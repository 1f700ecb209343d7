import { formatPaise } from '@common/money';
import { ResponsiveTable, type TableColumn } from '@/components/admin/responsive-table';
import { CardRow, Figure, TwoLines } from '@/components/admin/table-cells';

interface DayRow {
  date: string;
  orders: number;
  revenueMoney: { amount: number };
}

interface ProductRow {
  productId: string;
  name: string;
  quantity: number;
  revenueMoney: { amount: number };
}

const orders = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`;

const DAY_COLUMNS: TableColumn<DayRow>[] = [
  { key: 'date', header: 'Day', cell: (day) => <Figure>{day.date}</Figure> },
  { key: 'orders', header: 'Paid orders', numeric: true, cell: (day) => <Figure>{day.orders}</Figure> },
  { key: 'revenue', header: 'Revenue', numeric: true, cell: (day) => <Figure strong>{formatPaise(day.revenueMoney.amount)}</Figure> },
];

const PRODUCT_COLUMNS: TableColumn<ProductRow>[] = [
  { key: 'product', header: 'Product', cell: (product) => <TwoLines primary={product.name} secondary={product.productId} /> },
  { key: 'quantity', header: 'Units sold', numeric: true, cell: (product) => <Figure>{product.quantity}</Figure> },
  {
    key: 'revenue',
    header: 'Revenue',
    numeric: true,
    cell: (product) => <Figure strong>{formatPaise(product.revenueMoney.amount)}</Figure>,
  },
];

/** Sales by day as figures: what the chart shows, readable by everyone (and on phones as cards). */
export function SalesByDayTable({ days }: { days: readonly DayRow[] }) {
  return (
    <ResponsiveTable
      rows={days}
      rowKey={(day) => day.date}
      columns={DAY_COLUMNS}
      minWidth={360}
      verticalSpacing="xs"
      testId="report-day"
      card={(day) => (
        <CardRow
          left={<TwoLines primary={day.date} secondary={orders(day.orders)} />}
          right={<Figure strong>{formatPaise(day.revenueMoney.amount)}</Figure>}
        />
      )}
    />
  );
}

/** The period's best sellers by revenue. */
export function TopProductsTable({ products }: { products: readonly ProductRow[] }) {
  return (
    <ResponsiveTable
      rows={products}
      rowKey={(product) => product.productId}
      columns={PRODUCT_COLUMNS}
      minWidth={420}
      testId="report-product"
      card={(product) => (
        <CardRow
          left={<TwoLines truncate primary={product.name} secondary={`${product.quantity} sold`} />}
          right={<Figure strong>{formatPaise(product.revenueMoney.amount)}</Figure>}
        />
      )}
    />
  );
}
