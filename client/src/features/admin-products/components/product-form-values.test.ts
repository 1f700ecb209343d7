import { describe, expect, it } from 'vitest';
import { newProductFormState, taxClassFollowingKind } from './product-form-values';

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
