import { describe, expect, it } from 'vitest';
import {
  addLine,
  cartActions,
  cartVar,
  CART_STORAGE_KEY,
  decrementLine,
  incrementLine,
  removeLine,
  setLineQuantity,
  totalQuantity,
  type CartLine,
} from './cart';
import { oilLine } from '@/test/cart-lines';

const oil = oilLine;
const bigOil: CartLine = { ...oil, variantId: 'oil-200ml', size: '200ml', unitPricePaise: 44900 };
const soap: CartLine = {
  variantId: 'soap-100g',
  productId: 'skin-soap-1',
  name: 'Neem Soap',
  size: '100g',
  unitPricePaise: 13500,
  quantity: 2,
  imageUrl: '/soap.svg',
  category: 'skin',
};

describe('cart rules', () => {
  it('merges a line with the same size (variant), and appends a different size of the product', () => {
    let lines = addLine([], oil);
    lines = addLine(lines, { ...oil, quantity: 2 });
    expect(lines).toHaveLength(1);
    expect(lines[0].quantity).toBe(3);
    lines = addLine(lines, bigOil);
    expect(lines.map((line) => line.size)).toEqual(['100ml', '200ml']);
  });

  it("removes by the size's variant id only", () => {
    const lines = removeLine([oil, bigOil, soap], 'oil-200ml');
    expect(lines).toEqual([oil, soap]);
  });

  it('sets a quantity, and 0 removes the line', () => {
    expect(setLineQuantity([oil], oil.variantId, 5)[0].quantity).toBe(5);
    expect(setLineQuantity([oil, soap], oil.variantId, 0)).toEqual([soap]);
  });

  it('decreasing a line of quantity 1 removes it; increasing adds 1', () => {
    expect(decrementLine([oil], oil.variantId)).toEqual([]);
    expect(decrementLine([soap], 'soap-100g')[0].quantity).toBe(1);
    expect(incrementLine([oil], oil.variantId)[0].quantity).toBe(2);
  });

  it('counts the badge as the sum of quantities', () => {
    expect(totalQuantity([])).toBe(0);
    expect(totalQuantity([oil, soap])).toBe(3);
  });

  it('persists every change in localStorage and can be cleared', () => {
    cartActions.clear();
    cartActions.add(oil);
    cartActions.add(oil);
    expect(cartVar()[0].quantity).toBe(2);
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toHaveLength(1);
    cartActions.clear();
    expect(cartVar()).toEqual([]);
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBe('[]');
  });

  it('drops lines saved before sizes had ids (product and label, rupees) and keeps the rest, without failing', () => {
    const savedBefore = {
      productId: 'hair-oil-1',
      name: 'Bhringraj Hair Oil',
      size: '100ml',
      unitPrice: 249,
      quantity: 1,
      imageUrl: '/oil.svg',
    };
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([savedBefore, soap]));
    cartActions.reload();
    expect(cartVar()).toEqual([soap]);
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([savedBefore]));
    cartActions.reload();
    expect(cartVar()).toEqual([]);
    window.localStorage.setItem(CART_STORAGE_KEY, '{not json');
    cartActions.reload();
    expect(cartVar()).toEqual([]);
    cartActions.clear();
  });
});
