import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { priceOrder } from '@common/pricing';
import { render } from '@/test/render';
import { OrderTotals } from './order-totals';

const cartOf = (subtotalPaise: number) => priceOrder([{ unitPricePaise: subtotalPaise, quantity: 1 }]);
const hint = () => screen.queryByText(/more for free shipping/);

describe('OrderTotals free-shipping hint', () => {
  it('says how much more makes shipping free, in whole rupees', () => {
    render(<OrderTotals totals={cartOf(600_00)} showFreeShippingHint />);
    expect(hint()).toHaveTextContent('Add ₹401 more for free shipping (orders above ₹1,000)');
  });

  it('for a ₹697 cart asks for whole rupees, not ₹303.01, and enough to make shipping free', () => {
    render(<OrderTotals totals={cartOf(697_00)} showFreeShippingHint />);
    expect(hint()).toHaveTextContent('Add ₹304 more for free shipping');
    expect(hint()?.textContent).not.toMatch(/\.\d\d/);
  });

  it('at exactly ₹1,000 (still ₹30 shipping) asks for more than nothing', () => {
    render(<OrderTotals totals={cartOf(1000_00)} showFreeShippingHint />);
    expect(screen.getByTestId('order-shipping')).toHaveTextContent('₹30.00');
    expect(hint()).toHaveTextContent('Add ₹1 more for free shipping');
  });

  it('says nothing once shipping is free, or when not asked to', () => {
    const { unmount } = render(<OrderTotals totals={cartOf(1000_01)} showFreeShippingHint />);
    expect(screen.getByTestId('order-shipping')).toHaveTextContent('Free');
    expect(hint()).toBeNull();
    unmount();
    render(<OrderTotals totals={cartOf(600_00)} />);
    expect(hint()).toBeNull();
  });
});
