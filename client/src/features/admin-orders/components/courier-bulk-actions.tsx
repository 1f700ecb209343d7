import { Button } from '@mantine/core';
import { IconTag, IconTruckDelivery } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useCourier, useShippingProvider } from '../api/use-courier';

/**
 * The ticked orders through the courier service, when the shop has one: each shipped with its
 * cheapest courier and its sizes' parcel, or their labels printed as one PDF.
 */
export function CourierBulkActions({ selected }: { selected: ReadonlySet<string> }) {
  const provider = useShippingProvider();
  const { shipSelected, labels, loading } = useCourier();
  const [labelUrl, setLabelUrl] = useState<string | null>(null);
  if (provider !== 'SHIPROCKET') return null;
  const ids = [...selected];

  async function ship() {
    try {
      const { shipped, refused } = await shipSelected(ids);
      if (shipped) notify.success(`${shipped} ${shipped === 1 ? 'order is' : 'orders are'} booked with the courier.`, { title: 'Shipped' });
      for (const refusal of refused) notify.error(refusal.error.message, { title: 'Not shipped' });
    } catch (error) {
      notify.error(errorMessage(error), { title: 'Not shipped' });
    }
  }

  async function print() {
    try {
      setLabelUrl(await labels(ids));
    } catch (error) {
      notify.error(errorMessage(error), { title: 'No labels' });
    }
  }

  return (
    <>
      <Button
        variant="default"
        disabled={!ids.length}
        loading={loading}
        onClick={() => void ship()}
        leftSection={<IconTruckDelivery size={16} aria-hidden />}
      >
        Ship through courier{ids.length ? ` (${ids.length})` : ''}
      </Button>
      <Button
        variant="default"
        disabled={!ids.length}
        loading={loading}
        onClick={() => void print()}
        leftSection={<IconTag size={16} aria-hidden />}
      >
        Labels{ids.length ? ` (${ids.length})` : ''}
      </Button>
      {labelUrl && (
        <Button component="a" href={labelUrl} target="_blank" rel="noopener noreferrer" variant="subtle">
          Download labels (PDF)
        </Button>
      )}
    </>
  );
}
