import '@mantine/charts/styles.layer.css';
import { BarChart } from '@mantine/charts';
import { formatRupees, paiseToRupees } from '@common/money';

interface SalesChartProps {
  days: readonly { date: string; orders: number; revenueMoney: { amount: number } }[];
}

const dayLabel = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/**
 * Revenue by day as bars (Mantine's charts over recharts). Recharts' keyboard layer lets the admin
 * step through the days with the arrow keys; the same figures are also in the table below.
 */
export function SalesChart({ days }: SalesChartProps) {
  // The chart's scale is in rupees; its labels are the shop's ₹ text.
  const data = days.map((day) => ({
    ...day,
    revenue: paiseToRupees(day.revenueMoney.amount),
    label: dayLabel.format(new Date(`${day.date}T00:00:00Z`)),
  }));
  return (
    <BarChart
      h={280}
      data={data}
      dataKey="label"
      series={[{ name: 'revenue', label: 'Revenue', color: 'leaf.6' }]}
      valueFormatter={(value) => formatRupees(value)}
      tickLine="y"
      gridAxis="y"
      yAxisProps={{ width: 90 }}
      role="group"
      aria-label="Revenue by day"
      data-testid="sales-chart"
    />
  );
}
