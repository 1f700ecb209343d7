import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { describe, it, expect } from 'vitest';
import { stockNote } from '@common/low-stock.js';
import { concernOf, PRODUCT_CONCERNS } from '@common/concerns.js';
import { FREE_SHIPPING_ABOVE_PAISE } from '@common/pricing.js';
import { validateProductForm } from '@common/product-form.js';
import { PRODUCT_IMAGE_WIDTHS } from '@common/product-images.js';
import { seedCatalogue, type SeedProduct } from './catalogue.js';
import { legalDeclarationErrors, sizeDeclarationErrors } from '@common/legal-metrology.js';
import { seedDeclarations, seedLegalDeclarations, seedNetQuantity } from './legal-declarations.js';

const PUBLIC_DIR = resolve(process.cwd(), 'client/public');

const CATEGORIES = new Set(['hair', 'skin', 'home']);
const SUBCATEGORIES = new Set(['oil', 'shampoo', 'serum', 'face wash', 'gel', 'cream', 'soap', 'napkins']);
const SIZE_LABELS = new Set(['30ml', '100ml', '150ml', '200ml', '50g', '100g', 'L', 'XL', 'XXL']);
const ML = /^\d+ml$/;
const GRAMS = /^\d+g$/;
const NAPKIN_SIZES = new Set(['L', 'XL', 'XXL']);
const FREE_SHIPPING_THRESHOLD = FREE_SHIPPING_ABOVE_PAISE / 100; // rupees; free shipping strictly above this
const LOW_STOCK = 7;

/** Whole rupees or at most .50 paise. */
const isValidRupeeAmount = (n: number) => Number.isFinite(n) && n > 0 && Number.isInteger(n * 2);

describe('seed catalogue', () => {
  it('tags the hair and skin care with concerns of their own kind, each concern on at least one product', () => {
    for (const p of seedCatalogue) {
      for (const key of p.concerns) expect(concernOf(key)?.area, `${p.id} concern ${key}`).toBe(p.category);
      if (p.category !== 'home' && p.subcategory !== 'gel') expect(p.concerns.length, `${p.id} has no concern`).toBeGreaterThan(0);
    }
    for (const concern of PRODUCT_CONCERNS)
      expect(
        seedCatalogue.some((p) => p.concerns.includes(concern.key)),
        concern.key,
      ).toBe(true);
  });

  it('has exactly 27 products', () => {
    expect(seedCatalogue).toHaveLength(27);
  });

  it('has unique, lowercase, hyphenated ids ending in a number', () => {
    const ids = seedCatalogue.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(/^[a-z]+(-[a-z]+)*-\d+$/);
    }
  });

  it('uses only the allowed categories and subcategories', () => {
    for (const p of seedCatalogue) {
      expect(CATEGORIES.has(p.category), `${p.id} category ${p.category}`).toBe(true);
      expect(SUBCATEGORIES.has(p.subcategory), `${p.id} subcategory ${p.subcategory}`).toBe(true);
    }
    // napkins are household items, face washes are skin care
    for (const p of seedCatalogue.filter((x) => x.subcategory === 'napkins')) expect(p.category).toBe('home');
    for (const p of seedCatalogue.filter((x) => x.subcategory === 'face wash')) expect(p.category).toBe('skin');
  });

  it('is roughly balanced between hair, skin and home', () => {
    const count = (c: SeedProduct['category']) => seedCatalogue.filter((p) => p.category === c).length;
    expect(count('hair')).toBe(12);
    expect(count('skin')).toBe(12);
    expect(count('home')).toBe(3);
  });

  it('has 1-3 sizes per product with allowed labels, sensible units and rising prices', () => {
    for (const p of seedCatalogue) {
      expect(p.sizes.length, p.id).toBeGreaterThanOrEqual(1);
      expect(p.sizes.length, p.id).toBeLessThanOrEqual(3);
      const labels = p.sizes.map((s) => s.label);
      expect(new Set(labels).size, `${p.id} duplicate size label`).toBe(labels.length);
      for (const s of p.sizes) {
        expect(SIZE_LABELS.has(s.label), `${p.id} size ${s.label}`).toBe(true);
        expect(isValidRupeeAmount(s.price), `${p.id} price ${s.price}`).toBe(true);
        expect(s.price, `${p.id} ${s.label}`).toBeLessThan(FREE_SHIPPING_THRESHOLD);
        if (p.subcategory === 'napkins') expect(NAPKIN_SIZES.has(s.label), `${p.id} ${s.label}`).toBe(true);
        else if (p.subcategory === 'soap' || p.subcategory === 'cream') expect(s.label, p.id).toMatch(GRAMS);
        else expect(s.label, p.id).toMatch(ML);
      }
      for (let i = 1; i < p.sizes.length; i++) {
        const prev = p.sizes[i - 1];
        const cur = p.sizes[i];
        expect(prev && cur && cur.price > prev.price, `${p.id} prices must rise with size`).toBe(true);
      }
    }
  });

  it('uses the first size price as the base price, between 135 and 395 rupees', () => {
    for (const p of seedCatalogue) {
      expect(p.price, p.id).toBe(p.sizes[0]?.price);
      expect(p.price, p.id).toBeGreaterThanOrEqual(135);
      expect(p.price, p.id).toBeLessThanOrEqual(395);
    }
  });

  it('has at least two products where 2-4 units of one size cross the free-shipping threshold', () => {
    const crossing = seedCatalogue.filter((p) =>
      p.sizes.some((s) => s.price < FREE_SHIPPING_THRESHOLD && s.price * 4 > FREE_SHIPPING_THRESHOLD),
    );
    expect(crossing.length).toBeGreaterThanOrEqual(2);
  });

  it('keeps stock between 15 and 100, except exactly one low-stock product at 7', () => {
    const low = seedCatalogue.filter((p) => p.stock === LOW_STOCK);
    expect(low).toHaveLength(1);
    expect(stockNote(LOW_STOCK)).toBe(`Only ${LOW_STOCK} left!`);
    expect(seedCatalogue.filter((p) => stockNote(p.stock) !== null)).toEqual(low);
    for (const p of seedCatalogue) {
      expect(Number.isInteger(p.stock), p.id).toBe(true);
      if (p.stock === LOW_STOCK) continue;
      expect(p.stock, p.id).toBeGreaterThanOrEqual(15);
      expect(p.stock, p.id).toBeLessThanOrEqual(100);
    }
  });

  it('has believable ratings and review counts', () => {
    for (const p of seedCatalogue) {
      expect(p.rating, p.id).toBeGreaterThanOrEqual(3.8);
      expect(p.rating, p.id).toBeLessThanOrEqual(4.9);
      expect(Math.round(p.rating * 10) / 10, p.id).toBe(p.rating);
      expect(Number.isInteger(p.reviews), p.id).toBe(true);
      expect(p.reviews, p.id).toBeGreaterThanOrEqual(12);
      expect(p.reviews, p.id).toBeLessThanOrEqual(640);
    }
  });

  it('has at least four products for each merchandising flag, spread across hair and skin', () => {
    const flags = ['featured', 'bestSeller', 'new'] as const;
    for (const flag of flags) {
      const flagged = seedCatalogue.filter((p) => p[flag]);
      expect(flagged.length, flag).toBeGreaterThanOrEqual(4);
      expect(
        flagged.some((p) => p.category === 'hair'),
        `${flag} hair`,
      ).toBe(true);
      expect(
        flagged.some((p) => p.category === 'skin'),
        `${flag} skin`,
      ).toBe(true);
    }
  });

  it('has copy for every product', () => {
    for (const p of seedCatalogue) {
      expect(p.name.trim().length, p.id).toBeGreaterThan(3);
      expect(p.description.length, p.id).toBeGreaterThan(80);
      expect(p.benefits.length, p.id).toBeGreaterThanOrEqual(3);
      expect(p.benefits.length, p.id).toBeLessThanOrEqual(5);
      // plain ASCII only (no emoji or smart quotes)
      expect(/^[\x20-\x7e]*$/.test([p.name, p.description, ...p.benefits].join(' ')), p.id).toBe(true);
    }
    expect(new Set(seedCatalogue.map((p) => p.name)).size).toBe(seedCatalogue.length);
  });

  it('passes the admin product form rules', () => {
    for (const p of seedCatalogue) {
      expect(validateProductForm(p, { requireId: true }), p.id).toBeNull();
    }
  });

  it('points every image at its drawing rendered at every width the storefront asks for', async () => {
    for (const p of seedCatalogue) {
      expect(p.imageUrl).toBe(`/images/products/${p.id}/640.webp`);
      for (const url of [p.imageUrl, ...p.images]) {
        const name = /^\/images\/products\/([a-z0-9-]+)\/640\.webp$/.exec(url)?.[1];
        expect(name, `${p.id}: ${url}`).toBeDefined();
        const drawing = readFileSync(resolve(PUBLIC_DIR, `images/products/${name}.svg`), 'utf8').trim();
        expect(drawing.startsWith('<svg') && drawing.endsWith('</svg>'), url).toBe(true);
        for (const width of PRODUCT_IMAGE_WIDTHS) {
          const file = resolve(PUBLIC_DIR, `images/products/${name}/${width}.webp`);
          expect(existsSync(file), `${file}: run npm run artwork`).toBe(true);
          const render = await sharp(file).metadata();
          expect([render.format, render.width], file).toEqual(['webp', width]);
        }
      }
    }
    expect(seedCatalogue.filter((p) => p.images.length > 0).length).toBeGreaterThanOrEqual(6);
    for (const p of seedCatalogue) expect(p.images.length, p.id).toBeLessThanOrEqual(2);
  });

  it('declares what the Legal Metrology rules ask of every product and size, prices within their MRP, with ingredients and directions', () => {
    expect(Object.keys(seedDeclarations).sort()).toEqual(seedCatalogue.map((p) => p.id).sort());
    for (const p of seedCatalogue) {
      const declared = seedDeclarations[p.id];
      expect(legalDeclarationErrors(seedLegalDeclarations(declared)), p.id).toEqual({});
      expect(declared.mrp, p.id).toHaveLength(p.sizes.length);
      p.sizes.forEach((size, index) => {
        const netQuantity = seedNetQuantity(size.label, declared.pieces?.[index]);
        expect(
          sizeDeclarationErrors({ pricePaise: size.price * 100, mrpPaise: declared.mrp[index] * 100, netQuantity }),
          `${p.id} ${size.label}`,
        ).toEqual({});
      });
      expect(declared.ingredients.length, p.id).toBeGreaterThan(20);
      expect(declared.howToUse.length, p.id).toBeGreaterThan(20);
    }
    // Some sell below their MRP, so the storefront has struck-through MRPs to show.
    expect(seedCatalogue.filter((p) => p.sizes.some((size, i) => size.price < seedDeclarations[p.id].mrp[i])).length).toBeGreaterThan(10);
  });
});
