import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { makeFragmentData } from '@/gql/fragment-masking';
import { render, screen, waitFor, within } from '@/test/render';
import { PRODUCT_CONCERNS } from '@common/concerns';
import { useListingState } from '../hooks/use-listing-state';
import type { ListingState } from '../listing-params';
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
/** The URL follows a choice in the task after its paint (hooks/use-listing-state.ts). */
const expectLocation = (expected: string) => waitFor(() => expect(location()).toBe(expected));

describe('listing filters keep their state in the URL', { timeout: 20_000 }, () => {
  it('choosing a concern puts it in the URL beside the search, and Any concern takes it out', async () => {
    const user = userEvent.setup();
    renderAt('/products/hair?search=oil');
    const concern = screen.getByRole('combobox', { name: 'Concern' });
    expect(within(concern).queryByRole('option', { name: 'Pimples & acne' })).not.toBeInTheDocument();
    await user.selectOptions(concern, 'Dandruff');
    await expectLocation('/products/hair?search=oil&concern=dandruff');
    expect(concern).toHaveValue('dandruff');
    await user.selectOptions(concern, 'Any concern');
    await expectLocation('/products/hair?search=oil');
  });

  it('choosing a category moves to its path and clears the product type', async () => {
    const user = userEvent.setup();
    renderAt('/products/hair?type=oil&search=amla');
    expect(screen.getByRole('checkbox', { name: 'Oil' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Skin Care' }));
    await expectLocation('/products/skin?search=amla');
    expect(screen.getByRole('checkbox', { name: 'Face Wash' })).not.toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Oil' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'All' }));
    await expectLocation('/products?search=amla');
  });

  it('a type replaces another, and choosing it again clears it', async () => {
    const user = userEvent.setup();
    renderAt('/products/hair');
    await user.click(screen.getByRole('checkbox', { name: 'Oil' }));
    await expectLocation('/products/hair?type=oil');
    await user.click(screen.getByRole('checkbox', { name: 'Shampoo' }));
    await expectLocation('/products/hair?type=shampoo');
    expect(screen.getByRole('checkbox', { name: 'Oil' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Shampoo' }));
    await expectLocation('/products/hair');
  });

  it('applies a valid price range and refuses min above max with a message', async () => {
    const user = userEvent.setup();
    renderAt('/products');
    await user.type(screen.getByLabelText('Min'), '400');
    await user.type(screen.getByLabelText('Max'), '200');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await expectLocation('/products');
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
    await expectLocation('/products?min=400&max=1000');
    expect(screen.getByText('₹400.00 – ₹1,000.00')).toBeInTheDocument();
  });

  it('Clear All Filters and the chips’ Clear All reset everything', async () => {
    const user = userEvent.setup();
    renderAt('/products/skin?type=soap&min=100&max=300&search=neem');
    await user.click(screen.getByRole('button', { name: 'Remove filter Soap' }));
    await expectLocation('/products/skin?search=neem&min=100&max=300');
    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    await expectLocation('/products');
    expect(screen.getByLabelText('Min')).toHaveValue('');
  });

  it('shows the tapped choice before the URL has it, and the URL’s state once it arrives', async () => {
    const user = userEvent.setup();
    const all = { category: null, search: '', type: null, concern: null, min: null, max: null, sort: null };
    // A URL that has not followed the tap yet, until told to move to Hair Care.
    function Lagging() {
      const [state, setState] = useState<ListingState>(all);
      return (
        <>
          <ListingFilters idPrefix="test" state={state} categories={categories} onChange={() => {}} />
          <button type="button" onClick={() => setState({ ...all, category: 'hair' })}>
            URL moves
          </button>
        </>
      );
    }
    render(<Lagging />);
    await user.click(screen.getByRole('radio', { name: 'Skin Care' }));
    expect(screen.getByRole('radio', { name: 'Skin Care' })).toBeChecked();
    // The types offered follow the URL, with the results.
    expect(screen.getByRole('checkbox', { name: 'Oil' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'URL moves' }));
    expect(screen.getByRole('radio', { name: 'Hair Care' })).toBeChecked();
  });

  it('offers every category’s types and every concern under All, and a category’s own concerns under it', () => {
    renderAt('/products');
    const types = within(screen.getByRole('group', { name: 'Product Type' }));
    expect(types.getAllByRole('checkbox')).toHaveLength(7);
    const concerns = within(screen.getByRole('combobox', { name: 'Concern' }));
    expect(concerns.getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual([
      '',
      ...PRODUCT_CONCERNS.map((concern) => concern.key),
    ]);
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Clear All Filters' })).toBeInTheDocument();
  });
});
