import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { priceOrder } from '@common/pricing';
import { render } from '@/test/render';
import { OrderTotals } from './order-totals';

const cartOf = (subtotalPaise: number) => priceOrder([{ unitPricePaise: subtotalPaise, quantity: 1 }]);
const hint = () => screen.queryByText(/away from free shipping/);

describe('OrderTotals free-shipping hint', () => {
  it('says how much more makes shipping free', () => {
    render(<OrderTotals totals={cartOf(600_00)} showFreeShippingHint />);
    expect(hint()).toHaveTextContent('You are ₹400.01 away from free shipping (orders above ₹1,000.00).');
  });

  it('at exactly ₹1,000 (still ₹30 shipping) asks for more than nothing', () => {
    render(<OrderTotals totals={cartOf(1000_00)} showFreeShippingHint />);
    expect(screen.getByTestId('order-shipping')).toHaveTextContent('₹30.00');
    expect(hint()).toHaveTextContent('You are ₹0.01 away from free shipping');
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
