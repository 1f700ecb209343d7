import PDFDocument from 'pdfkit';
import { formatPaise } from '@common/money.js';
import { amountInWords } from '../amount-in-words.js';
import { indiaDateLabel } from '@common/india-time.js';
import { lineDiscountPaise } from '../document-lines.js';
import { regimeOfDocument } from '../tax-calculation.js';
import type { TaxDocumentEntity, TaxDocumentLine, TaxDocumentType } from '../tax-document.entity.js';
import { documentFonts } from './pdf-fonts.js';
import { drawLine, drawParagraph } from './pdf-text.js';

/**
 * A tax invoice, bill of supply, invoice-cum-bill of supply or credit note as a PDF (A4), with
 * what CGST rules 46, 46A, 49 and 53 ask of it: the seller's name, address and GSTIN; number and
 * date; the buyer's name (a business's legal name), billing and delivery address, state and code
 * and GSTIN if registered; place of supply; per line description, HSN, quantity and unit,
 * price, discount, taxable value, rate and tax (CGST + SGST, CGST + UTGST or IGST); totals; the
 * amount in words; reverse charge; a credit note's reason and invoice; the authorised signatory.
 * Every page after the first repeats the number, and each says "Page x of y". Drawn from the
 * stored document alone, so the same document always gives the same pages.
 */
export interface DocumentContext {
  /** The shop's order number, e.g. HB-100042. */
  orderNumber: string;
  /** For a credit note: the invoice it refers to. */
  invoice?: Pick<TaxDocumentEntity, 'number' | 'issuedAt'> | null;
}

export const DOCUMENT_TITLES: Record<TaxDocumentType, string> = {
  TAX_INVOICE: 'Tax Invoice',
  BILL_OF_SUPPLY: 'Bill of Supply',
  INVOICE_CUM_BILL_OF_SUPPLY: 'Invoice-cum-Bill of Supply',
  CREDIT_NOTE: 'Credit Note',
  FINANCIAL_CREDIT_NOTE: 'Credit Note',
};

const GREEN = '#24502f';
const MUTED = '#4d5a4f';
const RULE = '#d9e0d3';
const LEFT = 36;
const WIDTH = 523;
const PAGE_BOTTOM = 780;
const ROW_SIZE = 7.5;

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
  value: (line: TaxDocumentLine, index: number) => string;
}

function columnsFor(document: TaxDocumentEntity): Column[] {
  const money = (paise: number) => formatPaise(paise);
  const regime = regimeOfDocument(document);
  const quantity = (line: TaxDocumentLine) => (line.quantity ? `${line.quantity}${line.uqc ? ` ${line.uqc}` : ''}` : '–');
  const discount = (line: TaxDocumentLine) => {
    const paise = lineDiscountPaise(line);
    return paise ? money(paise) : '–';
  };
  const leading: Column[] = [
    { title: '#', width: 14, align: 'left', value: (_line, index) => String(index + 1) },
    { title: 'Description', width: 0, align: 'left', value: (line) => line.description },
    { title: 'HSN', width: 42, align: 'left', value: (line) => line.hsnCode || '–' },
    { title: 'Qty', width: 34, align: 'right', value: quantity },
    { title: 'Unit price', width: 48, align: 'right', value: (line) => money(line.unitPricePaise) },
    { title: 'Discount', width: 42, align: 'right', value: discount },
  ];
  const amount: Column = { title: 'Amount', width: 54, align: 'right', value: (line) => money(line.grossPaise) };
  // A bill of supply and a financial credit note carry no tax: no tax columns.
  const taxed = document.documentType !== 'BILL_OF_SUPPLY' && document.documentType !== 'FINANCIAL_CREDIT_NOTE';
  const taxColumns: Column[] = !taxed
    ? []
    : [
        { title: 'Taxable value', width: 52, align: 'right', value: (line) => money(line.taxableValuePaise) },
        { title: 'GST %', width: 28, align: 'right', value: (line) => `${line.gstRatePercent}%` },
        ...(regime === 'IGST'
          ? [{ title: 'IGST', width: 56, align: 'right' as const, value: (line: TaxDocumentLine) => money(line.igstPaise) }]
          : [
              { title: 'CGST', width: 46, align: 'right' as const, value: (line: TaxDocumentLine) => money(line.cgstPaise) },
              regime === 'CGST_UTGST'
                ? { title: 'UTGST', width: 46, align: 'right' as const, value: (line: TaxDocumentLine) => money(line.utgstPaise) }
                : { title: 'SGST', width: 46, align: 'right' as const, value: (line: TaxDocumentLine) => money(line.sgstPaise) },
            ]),
      ];
  const columns = [...leading, ...taxColumns, amount];
  const used = columns.reduce((sum, column) => sum + column.width, 0);
  columns[1].width = WIDTH - used;
  return columns;
}

export function renderTaxDocumentPdf(document: TaxDocumentEntity, context: DocumentContext): Promise<Buffer> {
  const fonts = documentFonts();
  const invoice = document.kind === 'INVOICE';
  const title = DOCUMENT_TITLES[document.documentType];
  const doc = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    bufferPages: true,
    info: { Title: `${title} ${document.number}`, Author: document.seller.legalName },
  });
  doc.registerFont('Text', fonts.regular);
  doc.registerFont('TextBold', fonts.bold);
  doc.registerFont('Rupee', fonts.rupee);
  doc.registerFont('RupeeBold', fonts.rupeeBold);
  doc.registerFont('Title', fonts.title);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // Seller: each block placed below the one above by its measured height, so a legal name that
  // wraps pushes the address down instead of printing over it.
  const { seller, buyer } = document;
  doc.font('Title').fontSize(16).fillColor(GREEN);
  const nameHeight = doc.heightOfString(seller.legalName, { width: 290 });
  doc.text(seller.legalName, LEFT, 36, { width: 290 });
  let y = 36 + nameHeight + 4;
  y += drawParagraph(doc, seller.address, { x: LEFT, y, width: 290, color: MUTED }) + 2;
  y += drawParagraph(doc, `GSTIN: ${seller.gstin}   State: ${seller.stateName} (${seller.stateCode})`, {
    x: LEFT,
    y,
    width: 290,
    weight: 'bold',
  });
  y += drawParagraph(doc, `${seller.phone} · ${seller.email}`, { x: LEFT, y: y + 2, width: 290, color: MUTED }) + 2;

  drawLine(doc, title, { x: 340, y: 38, width: 219, align: 'right', size: 14, weight: 'bold', color: GREEN });
  const particulars = [
    [`${invoice ? (document.documentType === 'BILL_OF_SUPPLY' ? 'Bill' : 'Invoice') : 'Credit note'} no.`, document.number],
    ['Date', indiaDateLabel(document.issuedAt)],
    ['Order', context.orderNumber],
    ...(context.invoice ? [['Against invoice', `${context.invoice.number} of ${indiaDateLabel(context.invoice.issuedAt)}`]] : []),
    ['Reverse charge', 'No'],
  ];
  particulars.forEach(([label, value], index) => {
    drawLine(doc, label, { x: 340, y: 60 + index * 12, width: 95, color: MUTED });
    drawLine(doc, value, { x: 410, y: 60 + index * 12, width: 149, align: 'right', weight: 'bold' });
  });

  // Buyer: billing and delivery (the order's address is both), state and code, GSTIN if given.
  y = Math.max(y + 8, 60 + particulars.length * 12 + 10);
  doc
    .moveTo(LEFT, y)
    .lineTo(LEFT + WIDTH, y)
    .strokeColor(RULE)
    .stroke();
  y += 8;
  const buyerState = buyer.stateCode ? `${buyer.stateName} (${buyer.stateCode})` : buyer.stateName;
  const billedTo = buyer.gstin && buyer.legalName ? [buyer.legalName, `Attn: ${buyer.name}`] : [buyer.name];
  const blocks: Array<[string, string]> = [
    [
      'Bill to',
      [...billedTo, buyer.address, buyer.gstin ? `GSTIN: ${buyer.gstin}` : 'Unregistered (consumer)', `State: ${buyerState}`].join('\n'),
    ],
    ['Ship to', [buyer.name, buyer.address, buyer.phone].join('\n')],
  ];
  let tallest = 0;
  blocks.forEach(([label, text], index) => {
    const x = LEFT + index * 262;
    drawLine(doc, label.toUpperCase(), { x, y, width: 250, size: 7.5, weight: 'bold', color: GREEN });
    tallest = Math.max(tallest, drawParagraph(doc, text, { x, y: y + 11, width: 250 }));
  });
  y += tallest + 18;
  drawLine(doc, `Place of supply: ${document.placeOfSupplyName} (${document.placeOfSupplyCode})`, {
    x: LEFT,
    y,
    width: 300,
    weight: 'bold',
  });
  const regime = regimeOfDocument(document);
  const supplyNote =
    document.documentType === 'BILL_OF_SUPPLY'
      ? 'Exempt supply: no GST charged'
      : regime === 'IGST'
        ? 'Inter-state supply: IGST'
        : regime === 'CGST_UTGST'
          ? 'Intra-territory supply: CGST + UTGST'
          : 'Intra-state supply: CGST + SGST';
  drawLine(doc, supplyNote, { x: 300, y, width: 259, align: 'right', color: MUTED });
  y += 16;
  if (!invoice && document.reason) {
    y += drawParagraph(doc, `Reason: ${document.reason}`, { x: LEFT, y, width: WIDTH, weight: 'bold' }) + 6;
  }

  // Lines: each row as tall as its description needs (never cut); a new page repeats the
  // document's title and number and the column heads.
  const columns = columnsFor(document);
  const drawHead = () => {
    doc.rect(LEFT, y, WIDTH, 16).fill('#eef3ea');
    let x = LEFT;
    for (const column of columns) {
      drawLine(doc, column.title, {
        x: x + 2,
        y: y + 4,
        width: column.width - 4,
        align: column.align,
        size: 7,
        weight: 'bold',
        color: GREEN,
      });
      x += column.width;
    }
    y += 20;
  };
  const newPage = () => {
    doc.addPage();
    y = 36;
    drawLine(doc, `${title} ${document.number} (continued)`, { x: LEFT, y, width: WIDTH, weight: 'bold', color: GREEN, size: 10 });
    y += 20;
  };
  drawHead();
  const description = columns[1];
  document.lines.forEach((line, index) => {
    doc.font('Text').fontSize(ROW_SIZE);
    const textHeight = doc.heightOfString(line.description, { width: description.width - 4 });
    const rowHeight = Math.max(textHeight, 9) + 5;
    if (y + rowHeight > PAGE_BOTTOM) {
      newPage();
      drawHead();
    }
    let x = LEFT;
    for (const column of columns) {
      if (column === description) drawParagraph(doc, line.description, { x: x + 2, y, width: column.width - 4, size: ROW_SIZE });
      else drawLine(doc, column.value(line, index), { x: x + 2, y, width: column.width - 4, align: column.align, size: ROW_SIZE });
      x += column.width;
    }
    y += rowHeight;
    doc
      .moveTo(LEFT, y - 3)
      .lineTo(LEFT + WIDTH, y - 3)
      .strokeColor(RULE)
      .stroke();
  });

  // Totals, words, the signatory: kept together on one page.
  const totals: Array<[string, number]> =
    document.documentType === 'BILL_OF_SUPPLY' || document.documentType === 'FINANCIAL_CREDIT_NOTE'
      ? []
      : [
          ['Taxable value', document.taxableValuePaise],
          ...((regime === 'IGST'
            ? [['IGST', document.igstPaise]]
            : [
                ['CGST', document.cgstPaise],
                regime === 'CGST_UTGST' ? ['UTGST', document.utgstPaise] : ['SGST', document.sgstPaise],
              ]) as Array<[string, number]>),
        ];
  const discountPaise = document.lines.reduce((sum, line) => sum + lineDiscountPaise(line), 0);
  if (discountPaise > 0) totals.unshift(['Discount included above', discountPaise]);
  const closingHeight = totals.length * 13 + 190;
  if (y + 6 + closingHeight > PAGE_BOTTOM) newPage();
  y += 6;
  for (const [label, paise] of totals) {
    drawLine(doc, label, { x: 300, y, width: 170, align: 'right', color: MUTED });
    drawLine(doc, formatPaise(paise), { x: 470, y, width: 89, align: 'right' });
    y += 13;
  }
  const exempt = document.documentType === 'BILL_OF_SUPPLY';
  drawLine(doc, invoice ? (exempt ? 'Total' : 'Total (GST included)') : 'Total credited', {
    x: 300,
    y: y + 2,
    width: 170,
    align: 'right',
    size: 10,
    weight: 'bold',
  });
  drawLine(doc, formatPaise(document.totalPaise), { x: 470, y: y + 2, width: 89, align: 'right', size: 10, weight: 'bold' });
  y += 24;
  drawLine(doc, 'Amount in words', { x: LEFT, y, width: 200, size: 7.5, weight: 'bold', color: GREEN });
  y += drawParagraph(doc, amountInWords(document.totalPaise), { x: LEFT, y: y + 11, width: WIDTH }) + 20;
  const notes = [
    'Tax is not payable on reverse charge.',
    document.documentType === 'BILL_OF_SUPPLY'
      ? 'Supply of exempt (nil-rated) goods: no GST is charged.'
      : document.documentType === 'INVOICE_CUM_BILL_OF_SUPPLY'
        ? 'Goods at 0 % are an exempt (nil-rated) supply; the others are taxed.'
        : '',
    document.documentType === 'FINANCIAL_CREDIT_NOTE'
      ? 'Money given after the supply with no goods returned: the taxable value and GST of the invoice are unchanged.'
      : exempt
        ? ''
        : 'Prices include GST; the taxable value is worked back from each price after any discount, which the invoice records.',
    document.lines.some((line) => line.orderLineId === null) && document.documentType !== 'FINANCIAL_CREDIT_NOTE'
      ? 'Shipping and the cash-on-delivery fee are shared over the goods by value and taxed at their rates.'
      : '',
  ].filter(Boolean);
  const noteHeight = drawParagraph(doc, notes.join(' '), { x: LEFT, y, width: 280, size: 7.5, color: MUTED });
  // The signatory, bottom right of the closing block; a long legal name wraps within its box.
  const forHeight = drawParagraph(doc, `For ${seller.legalName}`, { x: 339, y, width: 220, align: 'right', weight: 'bold' });
  const signatureY = y + forHeight + 34;
  doc
    .moveTo(400, signatureY)
    .lineTo(LEFT + WIDTH, signatureY)
    .strokeColor(RULE)
    .stroke();
  drawLine(doc, 'Authorised signatory', { x: 340, y: signatureY + 4, width: 219, align: 'right', color: MUTED });
  y += Math.max(noteHeight, signatureY + 16 - y);

  // Every page: its number and the document's.
  const range = doc.bufferedPageRange();
  for (let page = range.start; page < range.start + range.count; page += 1) {
    doc.switchToPage(page);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    drawLine(doc, `${title} ${document.number}`, { x: LEFT, y: 806, width: 300, size: 7, color: MUTED });
    drawLine(doc, `Page ${page - range.start + 1} of ${range.count}`, {
      x: 340,
      y: 806,
      width: 219,
      align: 'right',
      size: 7,
      color: MUTED,
    });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
