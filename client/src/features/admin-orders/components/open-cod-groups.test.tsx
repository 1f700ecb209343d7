import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@/test/render';
import { OpenCodGroups, OpenCodGroupsQuery } from './open-cod-groups';

describe('Orders → Open cash-on-delivery orders', () => {
  it('lists what the orders share, the shopper key and how many are open, each order opening its details', async () => {
    const order = (id: string, orderNumber: string) => ({ __typename: 'Order' as const, id, orderNumber, customerName: 'Asha Verma' });
    render(<OpenCodGroups />, {
      mocks: [
        {
          request: { query: OpenCodGroupsQuery },
          result: {
            data: {
              openCashOnDeliveryGroups: [
                {
                  __typename: 'OpenCashOnDeliveryGroup',
                  matchedBy: 'EMAIL',
                  key: 'asha@gmail.com',
                  openOrders: 2,
                  orders: [order('o1', 'HB-100007'), order('o2', 'HB-100004')],
                },
              ],
            },
          },
        },
      ],
    });
    const row = (await screen.findByText('asha@gmail.com')).closest('tr')!;
    expect(within(row).getByText('E-mail')).toBeInTheDocument();
    expect(within(row).getByText('2')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Open order HB-100007 (Asha Verma)' })).toBeInTheDocument();
  });
});
