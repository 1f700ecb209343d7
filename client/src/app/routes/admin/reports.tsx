import { useQuery } from '@apollo/client/react';
import { Button, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import type { ReportPeriod } from '@common/report-period';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { EmptyState, LoadError, TableSkeleton } from '@/components/admin/query-states';
import { SalesReportQuery } from '@/features/admin-reports/api/reports';
import { useOrdersCsv } from '@/features/admin-reports/api/use-orders-csv';
import { Gstr1Export } from '@/features/admin-reports/components/gstr1-export';
import { ReportSection } from '@/features/admin-reports/components/report-section';
import { SalesByDayTable, TopProductsTable } from '@/features/admin-reports/components/report-tables';
import { SalesChart } from '@/features/admin-reports/components/sales-chart';
import { PERIOD_PRESETS, periodProblem, type PeriodPreset, presetPeriod } from '@/features/admin-reports/report-period';

/** /admin/reports: paid sales by day and by product for a chosen period, every order of it as CSV, and a month's GSTR-1 figures. */
export default function AdminReportsRoute() {
  const [preset, setPreset] = useState<PeriodPreset | 'custom'>('30');
  const [period, setPeriod] = useState<ReportPeriod>(() => presetPeriod('30'));
  const problem = periodProblem(period);
  const { data, previousData, error, refetch } = useQuery(SalesReportQuery, { variables: period, skip: problem !== null });
  const report = (data ?? previousData)?.salesReport;
  const csv = useOrdersCsv();

  const choosePreset = (value: string) => {
    const next = PERIOD_PRESETS.find((option) => option.value === value)?.value;
    if (!next) return;
    setPreset(next);
    setPeriod(presetPeriod(next));
  };
  const chooseDay = (key: keyof ReportPeriod, value: string) => {
    setPreset('custom');
    setPeriod((current) => ({ ...current, [key]: value }));
  };

  let body;
  if (error && !report) body = <LoadError error={error} onRetry={() => void refetch()} what="the report" />;
  else if (!report) body = <TableSkeleton label="Loading the report" />;
  else if (report.orderCount === 0) body = <EmptyState message="No paid orders in this period. Choose a longer period or another one." />;
  else
    body = (
      <Stack gap="lg">
        <SalesChart days={report.days} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <ReportSection title="Sales by day">
            <SalesByDayTable days={report.days} />
          </ReportSection>
          <ReportSection title="Sales by product">
            <TopProductsTable products={report.products} />
          </ReportSection>
        </SimpleGrid>
      </Stack>
    );

  return (
    <>
      <AdminPageHeader
        title="Reports"
        description="Paid sales less refunds, by day and by product, counted as on the dashboard. Days are India's calendar days."
        action={
          <Button
            variant="light"
            leftSection={<IconDownload size={16} />}
            loading={csv.loading}
            disabled={problem !== null}
            onClick={() => void csv.download(period)}
          >
            Export orders (CSV)
          </Button>
        }
      />
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
        <Stack gap="md">
          <Group align="flex-end" gap="sm">
            <Stack gap={4}>
              <Text size="sm" fw={500} id="report-period-label">
                Period
              </Text>
              <SegmentedControl
                aria-labelledby="report-period-label"
                value={preset === 'custom' ? '' : preset}
                onChange={choosePreset}
                data={[...PERIOD_PRESETS]}
              />
            </Stack>
            <TextInput
              type="date"
              label="From"
              value={period.from}
              max={period.to}
              onChange={(event) => chooseDay('from', event.currentTarget.value)}
            />
            <TextInput
              type="date"
              label="To"
              value={period.to}
              min={period.from}
              onChange={(event) => chooseDay('to', event.currentTarget.value)}
            />
          </Group>
          {problem && (
            <Text c="red.8" size="sm" role="alert">
              {problem}
            </Text>
          )}
          {report && (
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" data-testid="report-totals">
              <Figure label="Revenue" value={report.revenueMoney.formatted} />
              <Figure label="Paid orders" value={String(report.orderCount)} />
              <Figure label="Average order" value={report.averageOrderValueMoney.formatted} />
            </SimpleGrid>
          )}
          {body}
        </Stack>
      </Paper>
      <Gstr1Export />
    </>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} fz="xl">
        {value}
      </Text>
    </Stack>
  );
}
