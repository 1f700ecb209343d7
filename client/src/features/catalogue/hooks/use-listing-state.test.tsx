import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@/test/render';
import { withCategory, withTypeToggled } from '../listing-params';
import { useListingState } from './use-listing-state';

/** Two filter clicks faster than a render: Skin Care, then Soap while the page still shows All. */
function Harness() {
  const { go } = useListingState();
  return (
    <button
      type="button"
      onClick={() => {
        go((current) => withCategory(current, 'skin'));
        go((current) => withTypeToggled(current, 'soap'));
      }}
    >
      Skin Care, then Soap
    </button>
  );
}

describe('useListingState', () => {
  it('a filter chosen before the previous choice has rendered builds on that choice, in one navigation', async () => {
    render(<Harness />, { route: '/products', path: '/products', extraRoutes: <Route path="/products/:category" element={<Harness />} /> });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Skin Care, then Soap' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/products/skin?type=soap'));
  });
});
