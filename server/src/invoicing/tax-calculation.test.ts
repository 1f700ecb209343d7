import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { normaliseGstin } from '@common/gstin.js';
import { amountInWords } from './amount-in-words.js';
import { financialYearOf } from './financial-year.js';
import { renderTaxDocumentPdf } from './pdf/tax-document-pdf.js';
import fc from 'fast-check';
import { apportion, taxRegimeOf, type TaxRegime } from '@common/gst.js';
import { creditNoteLines, taxSupply, totalsOfLines } from './tax-calculation.js';
import type { TaxDocumentEntity, TaxDocumentLine } from './tax-document.entity.js';
import { extractText, getDocumentProxy } from 'unpdf';

const OIL = {
  orderLineId: 1,
  description: 'Bhringraj & Amla Hair Oil (100ml)',
  hsnCode: '33059019',
  gstRatePercent: 5,
  quantity: 2,
  unitPricePaise: 249_00,
};
const CREAM = {
  orderLineId: 2,
  description: 'Saffron Night Cream (50g)',
  hsnCode: '33049990',
  gstRatePercent: 18,
  quantity: 1,
  unitPricePaise: 399_00,
};

const NAPKINS = {
  orderLineId: 3,
  description: 'Organic Cotton Sanitary Napkins (Pack of 10)',
  hsnCode: '96190010',
  uqc: 'PAC',
  gstRatePercent: 0,
  quantity: 2,
  unitPricePaise: 250_00,
};

/** The one computation, as an invoice within Tamil Nadu calls it. */
const invoiceLines = (lines: Parameters<typeof taxSupply>[0]['lines'], shippingPaise: number, regime: TaxRegime, codFeePaise = 0) =>
  taxSupply({ lines, shippingPaise, codFeePaise, regime }).lines;

describe('GST on an invoice', () => {
  it('works taxable value and tax back from each price, shipping apportioned over the goods by rate', () => {
    const supply = taxSupply({ lines: [OIL, CREAM], shippingPaise: 30_00, regime: 'CGST_SGST' });
    // ₹30 over ₹399 of goods at 18 % and ₹498 at 5 %: ₹13.34 and ₹16.66 (the paisa to the larger remainder).
    expect(
      supply.lines.map((line) => [line.gstRatePercent, line.grossPaise, line.taxableValuePaise, line.cgstPaise, line.sgstPaise]),
    ).toEqual([
      [5, 498_00, 474_29, 11_86, 11_85],
      [18, 399_00, 338_14, 30_43, 30_43],
      [18, 13_34, 11_31, 1_01, 1_02],
      [5, 16_66, 15_87, 40, 39],
    ]);
    expect(supply.lines.slice(2).map((line) => [line.description, line.hsnCode, line.orderLineId])).toEqual([
      ['Shipping (with the goods), on goods at 18%', '33049990', null],
      ['Shipping (with the goods), on goods at 5%', '33059019', null],
    ]);
    expect(supply.totals).toMatchObject({ totalPaise: 927_00, taxPaise: 87_39, cgstPaise: 43_70, sgstPaise: 43_69, utgstPaise: 0 });
    expect(supply.byRate.map((rate) => [rate.gstRatePercent, rate.totalPaise, rate.taxPaise])).toEqual([
      [18, 412_34, 62_89],
      [5, 514_66, 24_50],
    ]);
    expect(supply.documentType).toBe('TAX_INVOICE');
  });

  it('charges CGST + UTGST within a union territory without a legislature, SGST in Delhi, Puducherry and J&K', () => {
    for (const territory of ['04', '38', '31', '26', '35']) expect(taxRegimeOf(territory, territory)).toBe('CGST_UTGST');
    for (const state of ['07', '34', '01', '33']) expect(taxRegimeOf(state, state)).toBe('CGST_SGST');
    expect(taxRegimeOf('04', '03')).toBe('IGST');
    expect(taxRegimeOf('04', null)).toBe('CGST_UTGST');
    const supply = taxSupply({ lines: [CREAM], regime: 'CGST_UTGST' });
    expect(supply.totals).toMatchObject({ cgstPaise: 30_43, utgstPaise: 30_43, sgstPaise: 0, igstPaise: 0 });
  });

  it('splits CGST and SGST equally when the document’s tax is even', () => {
    // Two lines each with an odd tax (₹23.71 and ₹11.86 + ... ): halves alternate the odd paisa.
    const supply = taxSupply({ lines: [OIL, { ...OIL, orderLineId: 9, quantity: 1, unitPricePaise: 61 }], regime: 'CGST_SGST' });
    expect(supply.totals.taxPaise % 2).toBe(0);
    expect(supply.totals.cgstPaise).toBe(supply.totals.sgstPaise);
  });

  it('taxes shipping on taxable goods even when the largest line is exempt, and names the document by its goods', () => {
    const mixed = taxSupply({ lines: [NAPKINS, { ...OIL, quantity: 1 }], shippingPaise: 50_00, codFeePaise: 30_00, regime: 'CGST_SGST' });
    expect(mixed.documentType).toBe('INVOICE_CUM_BILL_OF_SUPPLY');
    const charges = mixed.lines.filter((line) => line.orderLineId === null);
    // ₹500 exempt and ₹249 at 5 %: shipping ₹33.38 exempt and ₹16.62 taxed; the fee ₹20.03 and ₹9.97.
    expect(charges.map((line) => [line.gstRatePercent, line.grossPaise])).toEqual([
      [5, 16_62],
      [0, 33_38],
      [5, 9_97],
      [0, 20_03],
    ]);
    expect(charges.filter((line) => line.gstRatePercent === 5).every((line) => line.cgstPaise + line.sgstPaise > 0)).toBe(true);
    const exemptOnly = taxSupply({ lines: [NAPKINS], shippingPaise: 50_00, regime: 'IGST' });
    expect(exemptOnly.documentType).toBe('BILL_OF_SUPPLY');
    expect(exemptOnly.totals).toMatchObject({ taxPaise: 0, totalPaise: 550_00, taxableValuePaise: 550_00 });
  });

  it('keeps its promises for any cart: lines add up, charges add up, halves equal when the tax is even', () => {
    const line = fc.record({
      gstRatePercent: fc.constantFrom<number>(0, 0.25, 3, 5, 18, 40),
      quantity: fc.integer({ min: 1, max: 20 }),
      unitPricePaise: fc.integer({ min: 1, max: 5_00_000 }),
      discountPercent: fc.integer({ min: 0, max: 50 }),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.constantFrom<TaxRegime>('CGST_SGST', 'CGST_UTGST', 'IGST'),
        (lines, shippingPaise, codFeePaise, regime) => {
          const goods = lines.map(({ discountPercent, ...rest }, index) => ({
            ...rest,
            orderLineId: index + 1,
            discountPaise: Math.floor((rest.unitPricePaise * rest.quantity * discountPercent) / 100),
          }));
          const supply = taxSupply({ lines: goods, shippingPaise, codFeePaise, regime });
          const paid = goods.reduce((sum, good) => sum + good.unitPricePaise * good.quantity - good.discountPaise, 0);
          expect(supply.totals.totalPaise).toBe(paid + shippingPaise + codFeePaise);
          for (const taxed of supply.lines) {
            expect(taxed.taxableValuePaise + taxed.cgstPaise + taxed.sgstPaise + taxed.utgstPaise + taxed.igstPaise).toBe(taxed.grossPaise);
          }
          const { cgstPaise, sgstPaise, utgstPaise, igstPaise, taxPaise } = supply.totals;
          if (regime === 'IGST') expect(cgstPaise + sgstPaise + utgstPaise).toBe(0);
          else {
            expect(igstPaise).toBe(0);
            expect(cgstPaise - (sgstPaise + utgstPaise)).toBe(taxPaise % 2);
            expect(regime === 'CGST_UTGST' ? sgstPaise : utgstPaise).toBe(0);
          }
          expect(supply.byRate.reduce((sum, rate) => sum + rate.totalPaise, 0)).toBe(supply.totals.totalPaise);
          // A charge is taxed only at rates the goods carry, and the exempt share only when exempt goods are in the parcel.
          const rates = new Set(goods.map((good) => good.gstRatePercent));
          for (const charge of supply.lines.filter((taxed) => taxed.orderLineId === null))
            expect(rates.has(charge.gstRatePercent)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('taxes a discounted line on what it was paid, and credits one of its units at what that unit was paid', () => {
    // 10 % off: ₹49.80 of the oil's ₹498 and ₹39.90 of the cream's ₹399.
    const lines = invoiceLines(
      [
        { ...OIL, discountPaise: 49_80 },
        { ...CREAM, discountPaise: 39_90 },
      ],
      0,
      'CGST_SGST',
    );
    expect(lines.map((line) => [line.grossPaise, line.taxableValuePaise + line.cgstPaise + line.sgstPaise])).toEqual([
      [448_20, 448_20],
      [359_10, 359_10],
    ]);
    const unit = creditNoteLines(lines, [], 224_10, 'CGST_SGST');
    expect(unit.map((line) => [line.orderLineId, line.quantity, line.grossPaise])).toEqual([[1, 1, 224_10]]);
  });

  it('credits one unit exactly, and the remainder back to the invoice’s own figures', () => {
    const invoice = invoiceLines([OIL, CREAM], 0, 'IGST');
    const unit = creditNoteLines(invoice, [], 249_00, 'IGST');
    expect(unit).toEqual([expect.objectContaining({ orderLineId: 1, quantity: 1, taxableValuePaise: 237_14, igstPaise: 11_86 })]);
    const rest = creditNoteLines(invoice, unit, 897_00 - 249_00, 'IGST');
    expect(totalsOfLines([...unit, ...rest])).toEqual(totalsOfLines(invoice));
  });

  it('credits any invoice in any parts back to its own figures, each note adding up', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            gstRatePercent: fc.constantFrom<number>(0, 5, 18),
            quantity: fc.integer({ min: 1, max: 5 }),
            unitPricePaise: fc.integer({ min: 100, max: 2_00_000 }),
          }),
          { minLength: 1, maxLength: 5 },
        ),
        fc.integer({ min: 0, max: 5_000 }),
        fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 4 }),
        fc.constantFrom<TaxRegime>('CGST_SGST', 'CGST_UTGST', 'IGST'),
        (goods, shippingPaise, weights, regime) => {
          const invoice = taxSupply({
            lines: goods.map((good, index) => ({ ...good, orderLineId: index + 1 })),
            shippingPaise,
            regime,
          }).lines;
          const total = totalsOfLines(invoice).totalPaise;
          const parts = apportion(total, weights).filter((part) => part > 0);
          const notes: TaxDocumentLine[][] = [];
          for (const part of parts) {
            const note = creditNoteLines(invoice, notes.flat(), part, regime);
            expect(totalsOfLines(note).totalPaise).toBe(part);
            for (const line of note) {
              expect(line.taxableValuePaise + line.cgstPaise + line.sgstPaise + line.utgstPaise + line.igstPaise).toBe(line.grossPaise);
            }
            notes.push(note);
          }
          expect(totalsOfLines(notes.flat())).toEqual(totalsOfLines(invoice));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('credits apportioned shipping lines one by one (each rate’s share is its own line)', () => {
    const invoice = invoiceLines([OIL, CREAM], 30_00, 'CGST_SGST');
    const part = creditNoteLines(invoice, [], 100_00, 'CGST_SGST');
    const rest = creditNoteLines(invoice, part, 927_00 - 100_00, 'CGST_SGST');
    expect(totalsOfLines([...part, ...rest])).toEqual(totalsOfLines(invoice));
  });
});

describe('invoice words, years and GSTINs', () => {
  it('writes amounts in lakh and crore', () => {
    expect(amountInWords(1_20_500_50)).toBe('Rupees One Lakh Twenty Thousand Five Hundred and Paise Fifty Only');
    expect(amountInWords(12_34_56_789_00)).toBe('Rupees Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine Only');
  });

  it('turns the financial year at midnight on 31 March in India', () => {
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28');
  });

  it('checks a GSTIN’s check character', () => {
    expect(normaliseGstin('27aapfu0939f1zv')).toBe('27AAPFU0939F1ZV');
    expect(normaliseGstin('27AAPFU0939F1ZW')).toBeNull();
  });
});

const SELLER = {
  legalName: 'Herbal Roots Naturals Private Limited (Chandigarh Unit)',
  address: 'Plot 12, Industrial Area Phase I\nChandigarh 160002\nIndia',
  stateName: 'Chandigarh',
  stateCode: '04',
  gstin: '04AAHCH1234R1ZE',
  phone: '+91 98400 12345',
  email: 'care@herbalroots.in',
};
const BUYER = {
  name: 'Meera Iyer',
  legalName: 'Iyer Wellness Stores LLP',
  email: 'meera@example.in',
  phone: '9876543210',
  address: '4 Sector 17 Market, Chandigarh - 160017, India',
  stateName: 'Chandigarh',
  stateCode: '04',
  gstin: '04AABCT1332L1ZZ',
};

function documentOf(lines: TaxDocumentLine[], overrides: Partial<TaxDocumentEntity> = {}): TaxDocumentEntity {
  const { taxPaise: _tax, ...totals } = totalsOfLines(lines);
  return {
    id: 'x',
    kind: 'INVOICE',
    documentType: 'TAX_INVOICE',
    reason: null,
    number: 'HR/2627/00042',
    financialYear: '2026-27',
    sequence: 42,
    orderId: 'o',
    refundId: null,
    invoiceId: null,
    issuedAt: new Date('2026-11-27T06:00:00Z'),
    seller: SELLER,
    buyer: BUYER,
    placeOfSupplyCode: '04',
    placeOfSupplyName: 'Chandigarh',
    supplyType: 'INTRA_STATE',
    lines,
    ...totals,
    ...overrides,
  };
}

const flat = (text: string) => text.replace(/\s+/g, ' ');

let rendered = 0;

/** The PDF's text (pdf.js); with INVOICE_PDF_DIR set, the file is kept there too, to be looked at. */
async function textOf(pdf: Buffer): Promise<{ text: string; pages: number }> {
  rendered += 1;
  if (process.env.INVOICE_PDF_DIR) writeFileSync(`${process.env.INVOICE_PDF_DIR}/document-${rendered}.pdf`, pdf);
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return { text: flat(text), pages: document.numPages };
}

describe('the PDF', () => {
  it(
    'prints a long invoice whole: discount and unit per line, full descriptions, UTGST, every page numbered, the signatory',
    { timeout: 30_000 },
    async () => {
      const long = {
        ...OIL,
        description: 'Neem & Tea Tree Anti-Dandruff Shampoo (100ml, family value pack with pump dispenser)',
        uqc: 'BTL',
      };
      const goods = Array.from({ length: 40 }, (_unused, index) => ({
        ...long,
        orderLineId: index + 1,
        quantity: 1,
        discountPaise: 19_90,
      }));
      const supply = taxSupply({ lines: goods, shippingPaise: 0, regime: taxRegimeOf('04', '04') });
      const pdf = await renderTaxDocumentPdf(documentOf(supply.lines, { utgstPaise: supply.totals.utgstPaise }), {
        orderNumber: 'HB-100042',
      });
      if (process.env.INVOICE_PDF_OUT) writeFileSync(process.env.INVOICE_PDF_OUT, pdf);
      const { text, pages } = await textOf(pdf);
      expect(pages).toBeGreaterThan(1);
      expect(text).toContain('Tax Invoice');
      // Wrapped over lines in its cell, never cut.
      expect(text.replace(/\s+/g, '')).toContain(long.description.replace(/\s+/g, ''));
      expect(text).toContain('1 BTL');
      expect(text).toContain('₹19.90');
      expect(text).toContain('UTGST');
      expect(text).not.toContain('SGST');
      expect(text).toContain('Iyer Wellness Stores LLP');
      for (let page = 1; page <= pages; page += 1) expect(text).toContain(`Page ${page} of ${pages}`);
      expect(text).toContain('Tax Invoice HR/2627/00042 (continued)');
      expect(text).toContain(`For ${SELLER.legalName}`);
      expect(text).toContain('Authorised signatory');
    },
  );

  it('titles a bill of supply and an invoice-cum-bill of supply, and prints a credit note’s reason', { timeout: 30_000 }, async () => {
    const exempt = taxSupply({ lines: [NAPKINS], regime: 'IGST' });
    const bill = await textOf(
      await renderTaxDocumentPdf(documentOf(exempt.lines, { documentType: exempt.documentType, supplyType: 'INTER_STATE' }), {
        orderNumber: 'HB-1',
      }),
    );
    expect(bill.text).toContain('Bill of Supply');
    expect(bill.text).not.toContain('IGST');
    expect(bill.text).toContain('2 PAC');
    const mixed = taxSupply({ lines: [NAPKINS, OIL], regime: 'CGST_SGST' });
    const both = await textOf(
      await renderTaxDocumentPdf(documentOf(mixed.lines, { documentType: mixed.documentType }), { orderNumber: 'HB-2' }),
    );
    expect(both.text).toContain('Invoice-cum-Bill of Supply');
    const note = await textOf(
      await renderTaxDocumentPdf(
        documentOf(mixed.lines.slice(1), { kind: 'CREDIT_NOTE', documentType: 'CREDIT_NOTE', reason: 'One bottle arrived broken' }),
        {
          orderNumber: 'HB-2',
          invoice: { number: 'HR/2627/00041', issuedAt: new Date('2026-11-20T06:00:00Z') },
        },
      ),
    );
    expect(note.text).toContain('Credit Note');
    expect(note.text).toContain('Reason: One bottle arrived broken');
    expect(note.text).toContain('HR/2627/00041');
  });
});
