import { describe, expect, it } from 'vitest';
import {
  type EditableProduct,
  newProductFormState,
  newSizeState,
  productFormState,
  productInput,
  taxClassFollowingKind,
} from './product-form-values';

describe("a new product's tax class", () => {
  it('starts as a hair oil is taxed, the form opening on Hair › Oil', () => {
    expect(newProductFormState()).toMatchObject({
      category: 'hair',
      subcategory: 'oil',
      hsnCode: '33059019',
      gstRatePercent: 5,
      uqc: 'BTL',
    });
  });

  it('follows the kind chosen while the owner has not typed their own', () => {
    const oil = newProductFormState();
    expect(taxClassFollowingKind(oil, { ...oil, category: 'skin', subcategory: 'cream' })).toEqual({
      hsnCode: '33049990',
      gstRatePercent: 18,
      uqc: 'NOS',
    });
    expect(taxClassFollowingKind(oil, { ...oil, name: 'Neem oil' })).toBeNull();
  });

  it('keeps what the owner typed when the kind changes afterwards', () => {
    const typed = { ...newProductFormState(), hsnCode: '33059090' };
    expect(taxClassFollowingKind(typed, { ...typed, subcategory: 'serum' })).toBeNull();
  });
});

describe('saving an edited product’s stock', () => {
  const saved: EditableProduct = {
    id: 'neem-oil',
    name: 'Neem oil',
    category: { slug: 'hair' },
    subcategory: 'oil',
    priceMoney: { amount: 19_900 },
    sizes: [
      { id: 'neem-oil-100', label: '100 ml', priceMoney: { amount: 19_900 }, stock: 12, mrpMoney: { amount: 19_900 } },
      { id: 'neem-oil-200', label: '200 ml', priceMoney: { amount: 34_900 }, stock: 5, mrpMoney: { amount: 34_900 } },
    ],
    description: 'Cold-pressed neem oil.',
    benefits: ['Soothes the scalp'],
    imageUrl: '/images/neem-oil.jpg',
    images: [],
    featured: false,
    bestSeller: false,
    isNew: false,
    hsnCode: '33059019',
    gstRatePercent: 5,
    uqc: 'BTL',
    legalDeclarations: null,
    ingredients: '',
    howToUse: '',
    concerns: [],
  };

  it('sends no figure for a size whose stock the owner left alone, so orders placed meanwhile are not undone', () => {
    const state = productFormState(saved);
    state.name = 'Neem hair oil';
    expect(productInput(state).sizes?.map((size) => size.stock)).toEqual([undefined, undefined]);
  });

  it('sends the figure the owner typed for the size they changed, and every new size’s', () => {
    const state = productFormState(saved);
    state.sizes[1].stock = 40;
    state.sizes.push({ ...newSizeState(), label: '500 ml', price: 699, stock: 3 });
    expect(productInput(state).sizes?.map((size) => size.stock)).toEqual([undefined, 40, 3]);
  });
});
