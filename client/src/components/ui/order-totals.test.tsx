import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { freeShippingShortfall, priceOrder } from '@common/pricing';
import { render } from '@/test/render';
import { OrderTotals } from './order-totals';

const cartOf = (subtotalPaise: number) => priceOrder([{ unitPricePaise: subtotalPaise, quantity: 1 }]);
/** The cart's totals with the shortfall the server's quote states for them. */
const quoted = (subtotalPaise: number) => ({
  totals: cartOf(subtotalPaise),
  freeShippingShortfallPaise: freeShippingShortfall(subtotalPaise),
});
const hint = () => screen.queryByText(/more for free shipping/);

describe('OrderTotals free-shipping hint', () => {
  it('says how much more makes shipping free, in whole rupees', () => {
    render(<OrderTotals {...quoted(600_00)} />);
    expect(hint()).toHaveTextContent('Add ₹401 more for free shipping (orders above ₹1,000)');
  });

  it('for a ₹697 cart asks for whole rupees, not ₹303.01, and enough to make shipping free', () => {
    render(<OrderTotals {...quoted(697_00)} />);
    expect(hint()).toHaveTextContent('Add ₹304 more for free shipping');
    expect(hint()?.textContent).not.toMatch(/\.\d\d/);
  });

  it('at exactly ₹1,000 (still ₹30 shipping) asks for more than nothing', () => {
    render(<OrderTotals {...quoted(1000_00)} />);
    expect(screen.getByTestId('order-shipping')).toHaveTextContent('₹30.00');
    expect(hint()).toHaveTextContent('Add ₹1 more for free shipping');
  });

  it('says nothing once shipping is free, or when the quote states no shortfall (a free-shipping code)', () => {
    const { unmount } = render(<OrderTotals {...quoted(1000_01)} />);
    expect(screen.getByTestId('order-shipping')).toHaveTextContent('Free');
    expect(hint()).toBeNull();
    unmount();
    render(<OrderTotals totals={{ ...cartOf(600_00), shippingPaise: 0 }} freeShippingShortfallPaise={null} />);
    expect(hint()).toBeNull();
  });
});
