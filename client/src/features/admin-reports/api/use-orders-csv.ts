import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import type { ReportPeriod } from '@common/report-period';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { OrdersCsvQuery } from './reports';

/** Asks the server for the period's orders as CSV and hands the file to the browser as a download. */
export function useOrdersCsv() {
  const client = useApolloClient();
  const [loading, setLoading] = useState(false);

  async function download(period: ReportPeriod) {
    setLoading(true);
    try {
      const { data } = await client.query({ query: OrdersCsvQuery, variables: period, fetchPolicy: 'network-only' });
      if (data?.ordersCsv == null) throw new Error('The export came back empty');
      const url = URL.createObjectURL(new Blob([data.ordersCsv], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `orders-${period.from}-to-${period.to}.csv`;
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      notify.error(errorMessage(error), { title: 'Export failed' });
    } finally {
      setLoading(false);
    }
  }

  return { download, loading };
}
