import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { makeFragmentData } from '@/gql/fragment-masking';
import { render, screen } from '@/test/render';
import { useListingState } from '../hooks/use-listing-state';
import { ListingFilters, ListingFiltersFragment } from './listing-filters';
import { ActiveFilterChips } from './listing-toolbar';

const categories = [
  makeFragmentData(
    { __typename: 'Category', id: 'hair', name: 'Hair Care', subcategories: ['gel', 'oil', 'serum', 'shampoo'] },
    ListingFiltersFragment,
  ),
  makeFragmentData(
    { __typename: 'Category', id: 'skin', name: 'Skin Care', subcategories: ['cream', 'face wash', 'soap'] },
    ListingFiltersFragment,
  ),
];

/** The filter panel wired to the URL, as the products route wires it. */
function Harness() {
  const { state, go } = useListingState();
  const change = (next: Parameters<typeof go>[0]) => void go(next);
  return (
    <>
      <ListingFilters idPrefix="test" state={state} categories={categories} onChange={change} />
      <ActiveFilterChips state={state} onChange={change} />
    </>
  );
}

function renderAt(route: string) {
  return render(<Harness />, { route, path: '/products', extraRoutes: <Route path="/products/:category" element={<Harness />} /> });
}

const location = () => screen.getByTestId('location').textContent;

describe('listing filters keep their state in the URL', { timeout: 20_000 }, () => {
  it('choosing a category moves to its path and clears the product type', async () => {
    const user = userEvent.setup();
    renderAt('/products/hair?type=oil&search=amla');
    expect(screen.getByRole('checkbox', { name: 'Oil' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Skin Care' }));
    expect(location()).toBe('/products/skin?search=amla');
    expect(screen.getByRole('checkbox', { name: 'Face Wash' })).not.toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Oil' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'All' }));
    expect(location()).toBe('/products?search=amla');
  });

  it('a type replaces another, and choosing it again clears it', async () => {
    const user = userEvent.setup();
    renderAt('/products/hair');
    await user.click(screen.getByRole('checkbox', { name: 'Oil' }));
    expect(location()).toBe('/products/hair?type=oil');
    await user.click(screen.getByRole('checkbox', { name: 'Shampoo' }));
    expect(location()).toBe('/products/hair?type=shampoo');
    expect(screen.getByRole('checkbox', { name: 'Oil' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Shampoo' }));
    expect(location()).toBe('/products/hair');
  });

  it('applies a valid price range and refuses min above max with a message', async () => {
    const user = userEvent.setup();
    renderAt('/products');
    await user.type(screen.getByLabelText('Min'), '400');
    await user.type(screen.getByLabelText('Max'), '200');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(location()).toBe('/products');
    expect(screen.getByRole('alert')).toHaveTextContent('Min must not be more than Max.');
    expect(screen.getByLabelText('Max')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Min'), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter prices as whole rupees, e.g. 200.');
    await user.clear(screen.getByLabelText('Min'));
    await user.type(screen.getByLabelText('Min'), '400');
    await user.clear(screen.getByLabelText('Max'));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(location()).toBe('/products?min=400&max=1000');
    expect(screen.getByText('₹400.00 – ₹1,000.00')).toBeInTheDocument();
  });

  it('Clear All Filters and the chips’ Clear All reset everything', async () => {
    const user = userEvent.setup();
    renderAt('/products/skin?type=soap&min=100&max=300&search=neem');
    await user.click(screen.getByRole('button', { name: 'Remove filter Soap' }));
    expect(location()).toBe('/products/skin?search=neem&min=100&max=300');
    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(location()).toBe('/products');
    expect(screen.getByLabelText('Min')).toHaveValue('');
  });

  it('offers every category’s types under All', () => {
    renderAt('/products');
    expect(screen.getAllByRole('checkbox').map((box) => box.getAttribute('id'))).toHaveLength(7);
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Clear All Filters' })).toBeInTheDocument();
  });
});
