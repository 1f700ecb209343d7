import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@/test/render';
import { WebhookDeliveriesTable, type WebhookDelivery } from './webhook-deliveries-table';

const delivery = (id: string, extra: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id,
  endpointUrl: 'https://erp.example.com/hooks/herbal',
  eventType: 'order.paid',
  status: 'DELIVERED',
  attempts: 1,
  responseStatus: 200,
  lastError: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...extra,
});

describe('Settings → Webhooks, recent deliveries', () => {
  it('shows what happened to each delivery, the last error as its tooltip, and redelivers the one asked for', async () => {
    const failed = delivery('d2', { eventType: 'stock.low', status: 'FAILED', attempts: 9, responseStatus: 500, lastError: 'HTTP 500' });
    const onRedeliver = vi.fn();
    render(<WebhookDeliveriesTable deliveries={[delivery('d1'), failed]} onRedeliver={onRedeliver} />);

    const rows = screen.getAllByTestId('webhook-delivery-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('delivered')).toBeInTheDocument();
    expect(within(rows[1]).getByText('failed').closest('[title]')).toHaveAttribute('title', 'HTTP 500');
    expect(within(rows[1]).getByText('500')).toBeInTheDocument();

    await userEvent.click(within(rows[1]).getByRole('button', { name: 'Redeliver stock.low' }));
    expect(onRedeliver).toHaveBeenCalledExactlyOnceWith(failed);
  });
});
