import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PRODUCT_FORM_MESSAGES, REQUIRED_FIELD_MESSAGE } from '@common/product-form';
import { makeFragmentData } from '@/gql';
import { render, screen, waitFor, within } from '@/test/render';
import { AdminProductFormFragment, CORRECT_FIELDS_MESSAGE, ProductFormModal } from './product-form-modal';

function renderAdd(onSave = vi.fn().mockResolvedValue(undefined)) {
  render(<ProductFormModal mode={{ kind: 'add' }} onClose={() => {}} onSave={onSave} saving={false} />);
  return { onSave, user: userEvent.setup() };
}

type User = ReturnType<typeof userEvent.setup>;

// Pasting instead of typing keeps these tests quick: each typed key re-renders the whole form.
async function fill(user: User, label: string | RegExp, text: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

async function fillRequired(user: User) {
  await fill(user, /Product name/, 'Neem Hair Oil');
  await fill(user, /Description/, 'Cold-pressed neem oil.');
  await fill(user, /Image URL/, '/images/products/hair-oil-1.svg');
}

describe('Add New Product form', () => {
  it("starts with the spec's defaults", () => {
    renderAdd();
    expect(screen.getByRole('dialog', { name: 'Add New Product' })).toBeInTheDocument();
    // Left empty, the address is made from the name: the placeholder shows what it will be.
    expect(screen.getByLabelText<HTMLInputElement>(/Product ID/).value).toBe('');
    expect(screen.getByLabelText(/Product ID/)).not.toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: /^Category/ })).toHaveValue('Hair Care');
    expect(screen.getByRole('combobox', { name: /^Subcategory/ })).toHaveValue('Oil');
    expect(screen.getByLabelText('Size 1')).toHaveValue('100ml');
    expect(screen.getByLabelText('Size 1 price (₹)')).toHaveValue('0');
    expect(screen.queryByLabelText('Size 2')).not.toBeInTheDocument();
    // Stars come only from buyers' published reviews: the owner cannot type them.
    expect(screen.queryByLabelText('Rating')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Reviews')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Featured')).not.toBeChecked();
    expect(screen.getByLabelText('Best Seller')).not.toBeChecked();
    expect(screen.getByLabelText('New')).toBeChecked();
  });

  it('keeps one size and one benefit: their remove buttons are disabled at one', async () => {
    const { user } = renderAdd();
    expect(screen.getByRole('button', { name: 'Remove size 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove benefit 1' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Add size' }));
    expect(screen.getByRole('button', { name: 'Remove size 1' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Remove size 2' }));
    expect(screen.getByRole('button', { name: 'Remove size 1' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Add benefit' }));
    await user.click(screen.getByRole('button', { name: 'Remove benefit 1' }));
    expect(screen.getAllByLabelText(/^Benefit \d$/)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Remove benefit 1' })).toBeDisabled();
  });

  it('marks every broken field at once, focuses the first, and takes the toast away once all are fixed', { timeout: 15_000 }, async () => {
    const { user, onSave } = renderAdd();
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    for (const label of [/Product name/, /Description/, /Image URL/]) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getAllByText(REQUIRED_FIELD_MESSAGE)).toHaveLength(3);
    expect(screen.getByLabelText('Size 1 price (₹)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(PRODUCT_FORM_MESSAGES.benefits)).toBeInTheDocument();
    expect(screen.getByText(PRODUCT_FORM_MESSAGES.price)).toBeInTheDocument();
    // The first broken field in the form's order has the focus (and so is scrolled to).
    await waitFor(() => expect(screen.getByLabelText(/Product name/)).toHaveFocus());
    expect(await screen.findByText(CORRECT_FIELDS_MESSAGE)).toBeInTheDocument();

    // Each error goes as its field is fixed; the toast goes with the last one.
    await fillRequired(user);
    expect(screen.getByLabelText(/Product name/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(REQUIRED_FIELD_MESSAGE)).not.toBeInTheDocument();
    expect(screen.getByText(CORRECT_FIELDS_MESSAGE)).toBeInTheDocument();
    await fill(user, 'Size 1 price (₹)', '249');
    await fill(user, 'Benefit 1', 'Calms the scalp');
    await fill(user, /Base price/, '249');
    await waitFor(() => expect(screen.queryByText(CORRECT_FIELDS_MESSAGE)).not.toBeInTheDocument());
    expect(onSave).not.toHaveBeenCalled();
  });

  // Many interactions with a large form: allow for a busy CI machine.
  it('shows each validation message in turn and saves only a valid product', { timeout: 15_000 }, async () => {
    const { user, onSave } = renderAdd();
    const save = screen.getByRole('button', { name: 'Add Product' });
    const dialog = screen.getByRole('dialog');

    await user.click(save);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(PRODUCT_FORM_MESSAGES.required);

    await fillRequired(user);
    await user.click(save);
    // The default size costs 0, which is not a valid price.
    expect(within(dialog).getByRole('alert')).toHaveTextContent(PRODUCT_FORM_MESSAGES.sizes);

    await user.clear(screen.getByLabelText('Size 1 price (₹)'));
    await fill(user, 'Size 1 price (₹)', '249');
    await user.click(save);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(PRODUCT_FORM_MESSAGES.benefits);

    await fill(user, 'Benefit 1', 'Calms the scalp');
    await fill(user, /Base price/, '249');
    await user.click(save);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0][0]).toMatchObject({
      name: 'Neem Hair Oil',
      category: 'hair',
      subcategory: 'oil',
      // The admin types rupees; the API is sent paise.
      pricePaise: 24900,
      // A new size has no id yet: the server gives it one (and its SKU).
      sizes: [{ id: null, label: '100ml', pricePaise: 24900, stock: 0 }],
      benefits: ['Calms the scalp'],
      featured: false,
      bestSeller: false,
      isNew: true,
    });
  });

  it("shows the server's refusal beside the fields", { timeout: 15_000 }, async () => {
    const onSave = vi.fn().mockRejectedValue(new Error('boom'));
    const { user } = renderAdd(onSave);
    await fillRequired(user);
    await user.clear(screen.getByLabelText('Size 1 price (₹)'));
    await fill(user, 'Size 1 price (₹)', '100');
    await fill(user, 'Benefit 1', 'Soft hair');
    await fill(user, /Base price/, '100');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(/went wrong/i);
  });
});

describe('Edit Product form', () => {
  it('loads the product, keeps the id read-only and shows an image preview', () => {
    const product = makeFragmentData(
      {
        id: 'hair-oil-1',
        name: 'Bhringraj Hair Oil',
        category: { slug: 'hair' },
        subcategory: 'oil',
        priceMoney: { amount: 29900 },
        sizes: [
          { id: 'oil-100ml', label: '100ml', priceMoney: { amount: 29900 }, stock: 3 },
          { id: 'oil-200ml', label: '200ml', priceMoney: { amount: 54900 }, stock: 37 },
        ],
        description: 'Strengthens roots.',
        benefits: ['Less hair fall', 'Shine'],
        imageUrl: '/images/products/hair-oil-1.svg',
        images: [],
        featured: true,
        bestSeller: false,
        isNew: false,
        hsnCode: '33059019',
        gstRatePercent: 5,
      },
      AdminProductFormFragment,
    );
    render(<ProductFormModal mode={{ kind: 'edit', product }} onClose={() => {}} onSave={vi.fn()} saving={false} />);
    expect(screen.getByRole('dialog', { name: 'Edit Product' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Product ID/)).toHaveValue('hair-oil-1');
    expect(screen.getByLabelText(/Product ID/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Size 2')).toHaveValue('200ml');
    // Each size is counted on its own shelf; the product's stock is their sum.
    expect(screen.getByLabelText('Size 1 stock')).toHaveValue('3');
    expect(screen.getByLabelText('Size 2 stock')).toHaveValue('37');
    expect(screen.getByTestId('total-stock')).toHaveTextContent('Stock over all sizes: 40');
    expect(screen.getByLabelText('Benefit 2')).toHaveValue('Shine');
    expect(screen.getByLabelText('Featured')).toBeChecked();
    expect(screen.getByRole('img', { name: 'Preview of Bhringraj Hair Oil' })).toHaveAttribute('src', '/images/products/hair-oil-1.svg');
    expect(screen.getByRole('button', { name: 'Update Product' })).toBeInTheDocument();
  });
});
