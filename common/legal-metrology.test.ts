import { describe, expect, it } from 'vitest';
import { netQuantityText, percentOffMrp, shelfLifeText, sizeDeclarationErrors, LEGAL_MESSAGES } from './legal-metrology.js';

describe('what a pack declares', () => {
  it('reads a net quantity and a shelf life as the page declares them', () => {
    expect(netQuantityText({ amount: 100, unit: 'ML' })).toBe('100 ml');
    expect(netQuantityText({ amount: 1.5, unit: 'KG' })).toBe('1.5 kg');
    expect(netQuantityText({ amount: 1, unit: 'N' })).toBe('1 N (1 piece)');
    expect(shelfLifeText('USE_WITHIN', 12)).toBe('Use within 12 months of manufacture');
    expect(shelfLifeText('USE_BY', 1)).toBe('Use by 1 month from the date of manufacture');
  });

  it('takes whole percent off the MRP, rounded down, and nothing when the price is the MRP', () => {
    expect(percentOffMrp(24_900, 29_900)).toBe(16); // 16.72 %
    expect(percentOffMrp(29_900, 29_900)).toBeNull();
    expect(percentOffMrp(29_850, 29_900)).toBeNull(); // under 1 %
    expect(percentOffMrp(24_900, null)).toBeNull();
  });

  it('refuses a price above the MRP, a missing MRP and a fraction of a piece', () => {
    const netQuantity = { amount: 100, unit: 'ML' };
    expect(sizeDeclarationErrors({ pricePaise: 30_000, mrpPaise: 29_900, netQuantity })).toEqual({ price: LEGAL_MESSAGES.priceAboveMrp });
    expect(sizeDeclarationErrors({ pricePaise: 29_900, mrpPaise: 29_900, netQuantity })).toEqual({});
    expect(sizeDeclarationErrors({ pricePaise: 100, mrpPaise: null, netQuantity: { amount: 2.5, unit: 'N' } })).toEqual({
      mrp: LEGAL_MESSAGES.mrp,
      netQuantity: LEGAL_MESSAGES.netQuantity,
    });
  });
});
