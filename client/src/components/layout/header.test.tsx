import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartActions } from '@/lib/cart';
import { act, render, screen } from '@/test/render';
import { Header } from './header';

function renderHeader() {
  return render(<Header accountControl={<button type="button">Login</button>} mobileAccountItems={() => null} />);
}

describe('header', { timeout: 20_000 }, () => {
  beforeEach(() => cartActions.clear());

  it('searches for the trimmed text, then clears the box; empty text does nothing', async () => {
    const user = userEvent.setup();
    renderHeader();
    const box = screen.getByRole('combobox', { name: 'Search products' });
    await user.type(box, '   {Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    await user.type(box, '  neem soap {Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/products?search=neem%20soap');
    expect(box).toHaveValue('');
  });

  it('shows the sum of quantities on the cart, hidden at 0', async () => {
    renderHeader();
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, empty' })).toHaveAttribute('href', '/cart');
    act(() => {
      cartActions.add({
        variantId: 'a-s',
        productId: 'a',
        name: 'A',
        size: 'S',
        unitPricePaise: 10000,
        quantity: 2,
        imageUrl: '',
        category: 'hair',
      });
      cartActions.add({
        variantId: 'b-s',
        productId: 'b',
        name: 'B',
        size: 'S',
        unitPricePaise: 10000,
        quantity: 3,
        imageUrl: '',
        category: 'hair',
      });
    });
    expect(await screen.findByTestId('cart-count')).toHaveTextContent('5');
    expect(screen.getByRole('link', { name: 'Cart, 5 items' })).toBeInTheDocument();
  });

  it('links Home, All Products and every category the shop sells, Home Care included', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hair Care' })).toHaveAttribute('href', '/products/hair');
    expect(screen.getByRole('link', { name: 'Skin Care' })).toHaveAttribute('href', '/products/skin');
    expect(screen.getByRole('link', { name: 'Home Care' })).toHaveAttribute('href', '/products/home');
    expect(screen.getByRole('link', { name: 'All Products' })).toHaveAttribute('href', '/products');
  });
});
