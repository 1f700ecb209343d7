import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { normaliseGstin } from '@common/gstin.js';
import { amountInWords } from './amount-in-words.js';
import { financialYearOf } from './financial-year.js';
import { renderTaxDocumentPdf } from './pdf/tax-document-pdf.js';
import { creditNoteLines, invoiceLines, totalsOf } from './tax-calculation.js';
import type { TaxDocumentEntity } from './tax-document.entity.js';

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

describe('GST on an invoice', () => {
  it('works taxable value and tax back from each price, shipping at the largest line’s rate', () => {
    const lines = invoiceLines([OIL, CREAM], 30_00, 'INTRA_STATE');
    expect(lines.map((line) => [line.grossPaise, line.taxableValuePaise, line.cgstPaise, line.sgstPaise])).toEqual([
      [498_00, 474_29, 11_86, 11_85],
      [399_00, 338_14, 30_43, 30_43],
      [30_00, 28_57, 72, 71],
    ]);
    expect(totalsOf(lines).totalPaise).toBe(927_00);
  });

  it('taxes a discounted line on what it was paid, and credits one of its units at what that unit was paid', () => {
    // 10 % off: ₹49.80 of the oil's ₹498 and ₹39.90 of the cream's ₹399.
    const lines = invoiceLines(
      [
        { ...OIL, discountPaise: 49_80 },
        { ...CREAM, discountPaise: 39_90 },
      ],
      0,
      'INTRA_STATE',
    );
    expect(lines.map((line) => [line.grossPaise, line.taxableValuePaise + line.cgstPaise + line.sgstPaise])).toEqual([
      [448_20, 448_20],
      [359_10, 359_10],
    ]);
    const unit = creditNoteLines(lines, [], 224_10, 'INTRA_STATE');
    expect(unit.map((line) => [line.orderLineId, line.quantity, line.grossPaise])).toEqual([[1, 1, 224_10]]);
  });

  it('credits one unit exactly, and the remainder back to the invoice’s own figures', () => {
    const invoice = invoiceLines([OIL, CREAM], 0, 'INTER_STATE');
    const unit = creditNoteLines(invoice, [], 249_00, 'INTER_STATE');
    expect(unit).toEqual([expect.objectContaining({ orderLineId: 1, quantity: 1, taxableValuePaise: 237_14, igstPaise: 11_86 })]);
    const rest = creditNoteLines(invoice, unit, 897_00 - 249_00, 'INTER_STATE');
    expect(totalsOf([...unit, ...rest])).toEqual(totalsOf(invoice));
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

describe('the PDF', () => {
  it('renders a document', { timeout: 30_000 }, async () => {
    const lines = invoiceLines([OIL, CREAM], 30_00, 'INTRA_STATE');
    const document = {
      id: 'x',
      kind: 'INVOICE',
      number: 'HR/2627/00042',
      financialYear: '2026-27',
      sequence: 42,
      orderId: 'o',
      refundId: null,
      invoiceId: null,
      issuedAt: new Date('2026-11-27T06:00:00Z'),
      seller: {
        legalName: 'Herbal Roots Naturals',
        address: '12 Temple Car Street\nKumbakonam, Tamil Nadu 612001\nIndia',
        stateName: 'Tamil Nadu',
        stateCode: '33',
        gstin: '33AAHCH1234R1ZE',
        phone: '+91 98400 12345',
        email: 'care@herbalroots.in',
      },
      buyer: {
        name: 'Meera Iyer',
        email: 'meera@example.in',
        phone: '9876543210',
        address: '4 Big Street, Kumbakonam, Tamil Nadu - 612001, India',
        stateName: 'Tamil Nadu',
        stateCode: '33',
        gstin: null,
      },
      placeOfSupplyCode: '33',
      placeOfSupplyName: 'Tamil Nadu',
      supplyType: 'INTRA_STATE',
      lines,
      ...totalsOf(lines),
    } satisfies TaxDocumentEntity;
    const pdf = await renderTaxDocumentPdf(document, { orderNumber: 'HB-100042' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    if (process.env.INVOICE_PDF_OUT) writeFileSync(process.env.INVOICE_PDF_OUT, pdf);
  });
});
