import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LEGAL_MESSAGES } from '@common/legal-metrology';
import { PRODUCT_FORM_MESSAGES, REQUIRED_FIELD_MESSAGE } from '@common/product-form';
import { makeFragmentData } from '@/gql';
import { fireEvent, render, screen, waitFor, within } from '@/test/render';
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
  await fill(user, /Image URL/, '/images/products/hair-oil-1/640.webp');
  fillDeclarations();
}

/**
 * The Legal Metrology declarations and the first size's MRP and net quantity (100, in ml as a new
 * size starts). The text fields are set in one change each: typing them all would take the test
 * past its time on a busy machine.
 */
function fillDeclarations() {
  const text: Array<[RegExp | string, string]> = [
    ['Size 1 MRP (₹)', '299'],
    ['Size 1 net quantity', '100'],
    [/Shelf life in months/, '24'],
    [/Generic name/, 'Hair oil'],
    [/Maker's name/, 'Herbal Roots Naturals'],
    [/Maker's address/, 'Plot 14, SIDCO Industrial Estate, Kumbakonam, Tamil Nadu 612103'],
    [/Consumer-care phone/, '+91 98400 12345'],
    [/Consumer-care e-mail/, 'care@herbalroots.in'],
    [/Consumer-care address/, '12 Temple Car Street, Kumbakonam, Tamil Nadu 612001'],
  ];
  for (const [label, value] of text) fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('Add New Product form', () => {
  it('starts with the defaults of a new product', () => {
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

  it('marks every broken field at once, focuses the first, and takes the toast away once all are fixed', { timeout: 30_000 }, async () => {
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

  // Many interactions with a large form (its declarations included): allow for a busy CI machine.
  it('shows each validation message in turn and saves only a valid product', { timeout: 30_000 }, async () => {
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
    await user.click(screen.getByRole('checkbox', { name: 'Dandruff' }));
    await user.click(screen.getByRole('checkbox', { name: 'Hair fall' }));
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
      sizes: [{ id: null, label: '100ml', pricePaise: 24900, stock: 0, mrpPaise: 29900, netQuantity: { amount: 100, unit: 'ML' } }],
      benefits: ['Calms the scalp'],
      concerns: ['dandruff', 'hair-fall'],
      featured: false,
      bestSeller: false,
      isNew: true,
      legalDeclarations: {
        genericName: 'Hair oil',
        makerRole: 'MANUFACTURER',
        makerName: 'Herbal Roots Naturals',
        countryOfOrigin: 'India',
        shelfLifeKind: 'BEST_BEFORE',
        shelfLifeMonths: 24,
        consumerCarePhone: '+91 98400 12345',
        consumerCareEmail: 'care@herbalroots.in',
      },
    });
  });

  it('refuses a price above its MRP and a product without its declarations, on their fields', { timeout: 30_000 }, async () => {
    const { user, onSave } = renderAdd();
    const dialog = screen.getByRole('dialog');
    await fill(user, /Product name/, 'Neem Hair Oil');
    await fill(user, /Description/, 'Cold-pressed neem oil.');
    await fill(user, /Image URL/, '/images/products/hair-oil-1/640.webp');
    await fill(user, 'Benefit 1', 'Calms the scalp');
    await fill(user, /Base price/, '249');
    await user.clear(screen.getByLabelText('Size 1 price (₹)'));
    await fill(user, 'Size 1 price (₹)', '249');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(LEGAL_MESSAGES.required);
    expect(screen.getByLabelText(/Generic name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Size 1 MRP (₹)')).toHaveAttribute('aria-invalid', 'true');

    fillDeclarations();
    await fill(user, 'Size 1 MRP (₹)', '199');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(LEGAL_MESSAGES.priceAboveMrp);
    expect(screen.getByLabelText('Size 1 MRP (₹)')).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it("shows the server's refusal beside the fields", { timeout: 30_000 }, async () => {
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
          {
            id: 'oil-100ml',
            label: '100ml',
            priceMoney: { amount: 29900 },
            stock: 3,
            mrpMoney: { amount: 34900 },
            netQuantity: { amount: 100, unit: 'ML' },
          },
          { id: 'oil-200ml', label: '200ml', priceMoney: { amount: 54900 }, stock: 37, mrpMoney: null, netQuantity: null },
        ],
        description: 'Strengthens roots.',
        benefits: ['Less hair fall', 'Shine'],
        imageUrl: '/images/products/hair-oil-1/640.webp',
        images: [],
        featured: true,
        bestSeller: false,
        isNew: false,
        hsnCode: '33059019',
        uqc: 'BTL',
        gstRatePercent: 5,
        legalDeclarations: null,
        ingredients: 'Azadirachta Indica (Neem) Seed Oil',
        howToUse: 'Massage into the scalp.',
        concerns: [{ key: 'hair-fall' }],
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
    // What the pack declares; a size (or product) saved before declarations were asked for starts blank.
    expect(screen.getByLabelText('Size 1 MRP (₹)')).toHaveValue('349');
    expect(screen.getByLabelText('Size 1 net quantity')).toHaveValue('100');
    expect(screen.getByLabelText('Size 2 MRP (₹)')).toHaveValue('');
    expect(screen.getByLabelText(/Generic name/)).toHaveValue('');
    expect(screen.getByLabelText(/Ingredients/)).toHaveValue('Azadirachta Indica (Neem) Seed Oil');
    expect(screen.getByLabelText('Featured')).toBeChecked();
    // What it is made for, from the shop's list.
    expect(screen.getByRole('checkbox', { name: 'Hair fall' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Dandruff' })).not.toBeChecked();
    // Its unit of quantity, printed per invoice line.
    expect(screen.getByRole('combobox', { name: /Unit of quantity/ })).toHaveValue('BTL – bottles');
    expect(screen.getByRole('img', { name: 'Preview of Bhringraj Hair Oil' })).toHaveAttribute(
      'src',
      '/images/products/hair-oil-1/320.webp',
    ); // the width that covers the preview
    expect(screen.getByRole('button', { name: 'Update Product' })).toBeInTheDocument();
  });
});
