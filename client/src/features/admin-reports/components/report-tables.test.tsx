import { describe, expect, it } from 'vitest';
import { render, screen } from '@/test/render';
import { SalesByDayTable } from './report-tables';

describe('SalesByDayTable', () => {
  it('names each day as every other screen writes dates (27 Nov 2026), not 2026-11-27', () => {
    render(<SalesByDayTable days={[{ date: '2026-11-27', orders: 2, revenueMoney: { amount: 90_600 } }]} />);
    expect(screen.getAllByText('27 Nov 2026').length).toBeGreaterThan(0);
    expect(screen.queryByText('2026-11-27')).toBeNull();
  });
});
