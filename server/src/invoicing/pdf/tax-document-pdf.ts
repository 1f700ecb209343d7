import PDFDocument from 'pdfkit';
import { formatPaise } from '@common/money.js';
import { amountInWords } from '../amount-in-words.js';
import { indiaDateLabel } from '@common/india-time.js';
import type { TaxDocumentEntity, TaxDocumentLine } from '../tax-document.entity.js';
import { documentFonts } from './pdf-fonts.js';
import { drawLine, drawParagraph } from './pdf-text.js';

/**
 * A tax invoice or credit note as a PDF (A4), with what CGST rule 46 asks of an invoice: the
 * seller's name, address and GSTIN; number and date; the buyer's name, billing and delivery
 * address, state and code and GSTIN if given; place of supply; per line description, HSN,
 * quantity, price, taxable value, rate and tax; totals; the amount in words; reverse charge.
 * Drawn from the stored document alone, so the same document always gives the same page.
 */
export interface DocumentContext {
  /** The shop's order number, e.g. HB-100042. */
  orderNumber: string;
  /** For a credit note: the invoice it refers to. */
  invoice?: Pick<TaxDocumentEntity, 'number' | 'issuedAt'> | null;
}

const GREEN = '#24502f';
const MUTED = '#4d5a4f';
const RULE = '#d9e0d3';
const LEFT = 36;
const WIDTH = 523;

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
  value: (line: TaxDocumentLine, index: number) => string;
}

function columnsFor(document: TaxDocumentEntity): Column[] {
  const money = (paise: number) => formatPaise(paise);
  const intra = document.supplyType === 'INTRA_STATE';
  const half = (line: TaxDocumentLine) => `${Number((line.gstRatePercent / 2).toFixed(3))}%`;
  return [
    { title: '#', width: 16, align: 'left', value: (_line, index) => String(index + 1) },
    { title: 'Description', width: intra ? 141 : 182, align: 'left', value: (line) => line.description },
    { title: 'HSN', width: 50, align: 'left', value: (line) => line.hsnCode },
    { title: 'Qty', width: 24, align: 'right', value: (line) => (line.quantity ? String(line.quantity) : '–') },
    { title: 'Unit price', width: 54, align: 'right', value: (line) => money(line.unitPricePaise) },
    { title: 'Taxable value', width: 60, align: 'right', value: (line) => money(line.taxableValuePaise) },
    ...(intra
      ? [
          { title: 'CGST', width: 60, align: 'right' as const, value: (line: TaxDocumentLine) => `${half(line)} ${money(line.cgstPaise)}` },
          { title: 'SGST', width: 60, align: 'right' as const, value: (line: TaxDocumentLine) => `${half(line)} ${money(line.sgstPaise)}` },
        ]
      : [
          {
            title: 'IGST',
            width: 79,
            align: 'right' as const,
            value: (line: TaxDocumentLine) => `${line.gstRatePercent}% ${money(line.igstPaise)}`,
          },
        ]),
    { title: 'Amount', width: 58, align: 'right', value: (line) => money(line.grossPaise) },
  ];
}

function fitted(doc: PDFKit.PDFDocument, text: string, width: number): string {
  doc.font('Text').fontSize(8);
  if (doc.widthOfString(text) <= width) return text;
  let cut = text;
  while (cut.length > 1 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

export function renderTaxDocumentPdf(document: TaxDocumentEntity, context: DocumentContext): Promise<Buffer> {
  const fonts = documentFonts();
  const invoice = document.kind === 'INVOICE';
  const title = invoice ? 'Tax Invoice' : 'Credit Note';
  const doc = new PDFDocument({
    size: 'A4',
    margin: LEFT,
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

  // Seller, and the document's own particulars on the right.
  const { seller, buyer } = document;
  doc.font('Title').fontSize(18).fillColor(GREEN).text(seller.legalName, LEFT, 36, { width: 300 });
  let y = 62;
  y += drawParagraph(doc, seller.address, { x: LEFT, y, width: 300, color: MUTED });
  drawLine(doc, `GSTIN: ${seller.gstin}   State: ${seller.stateName} (${seller.stateCode})`, {
    x: LEFT,
    y: y + 2,
    width: 300,
    weight: 'bold',
  });
  drawLine(doc, `${seller.phone} · ${seller.email}`, { x: LEFT, y: y + 14, width: 300, color: MUTED });
  drawLine(doc, title.toUpperCase(), { x: 340, y: 38, width: 219, align: 'right', size: 14, weight: 'bold', color: GREEN });
  const particulars = [
    [`${invoice ? 'Invoice' : 'Credit note'} no.`, document.number],
    ['Date', indiaDateLabel(document.issuedAt)],
    ['Order', context.orderNumber],
    ...(context.invoice ? [['Against invoice', `${context.invoice.number} of ${indiaDateLabel(context.invoice.issuedAt)}`]] : []),
    ['Reverse charge', 'No'],
  ];
  particulars.forEach(([label, value], index) => {
    drawLine(doc, label, { x: 340, y: 60 + index * 12, width: 95, color: MUTED });
    drawLine(doc, value, { x: 420, y: 60 + index * 12, width: 139, align: 'right', weight: 'bold' });
  });

  // Buyer: billing and delivery (the order's address is both), state and code, GSTIN if given.
  y = Math.max(y + 34, 60 + particulars.length * 12 + 10);
  doc
    .moveTo(LEFT, y)
    .lineTo(LEFT + WIDTH, y)
    .strokeColor(RULE)
    .stroke();
  y += 8;
  const buyerState = buyer.stateCode ? `${buyer.stateName} (${buyer.stateCode})` : buyer.stateName;
  const blocks: Array<[string, string]> = [
    [
      'Bill to',
      [buyer.name, buyer.address, buyer.gstin ? `GSTIN: ${buyer.gstin}` : 'Unregistered (consumer)', `State: ${buyerState}`].join('\n'),
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
  drawLine(doc, document.supplyType === 'INTRA_STATE' ? 'Intra-state supply: CGST + SGST' : 'Inter-state supply: IGST', {
    x: 300,
    y,
    width: 259,
    align: 'right',
    color: MUTED,
  });
  y += 18;

  // Lines.
  const columns = columnsFor(document);
  doc.rect(LEFT, y, WIDTH, 16).fill('#eef3ea');
  let x = LEFT;
  for (const column of columns) {
    drawLine(doc, column.title, {
      x: x + 2,
      y: y + 4,
      width: column.width - 4,
      align: column.align,
      size: 7.5,
      weight: 'bold',
      color: GREEN,
    });
    x += column.width;
  }
  y += 20;
  document.lines.forEach((line, index) => {
    if (y > 720) {
      doc.addPage();
      y = 36;
    }
    x = LEFT;
    for (const column of columns) {
      const text = column.title === 'Description' ? fitted(doc, column.value(line, index), column.width - 4) : column.value(line, index);
      drawLine(doc, text, { x: x + 2, y, width: column.width - 4, align: column.align, size: 8 });
      x += column.width;
    }
    y += 14;
    doc
      .moveTo(LEFT, y - 3)
      .lineTo(LEFT + WIDTH, y - 3)
      .strokeColor(RULE)
      .stroke();
  });

  // Totals.
  y += 6;
  const totals: Array<[string, number]> = [
    ['Taxable value', document.taxableValuePaise],
    ...(document.supplyType === 'INTRA_STATE'
      ? ([
          ['CGST', document.cgstPaise],
          ['SGST', document.sgstPaise],
        ] as Array<[string, number]>)
      : ([['IGST', document.igstPaise]] as Array<[string, number]>)),
  ];
  for (const [label, paise] of totals) {
    drawLine(doc, label, { x: 340, y, width: 130, align: 'right', color: MUTED });
    drawLine(doc, formatPaise(paise), { x: 470, y, width: 89, align: 'right' });
    y += 13;
  }
  drawLine(doc, invoice ? 'Total (GST included)' : 'Total credited', {
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
  y += drawParagraph(doc, amountInWords(document.totalPaise), { x: LEFT, y: y + 11, width: WIDTH }) + 24;
  drawParagraph(
    doc,
    `Tax is not payable on reverse charge. Prices include GST; the taxable value is worked back from each price. ` +
      `This is a computer-generated ${invoice ? 'invoice' : 'credit note'} and needs no signature.`,
    { x: LEFT, y, width: WIDTH, size: 7.5, color: MUTED },
  );
  doc.end();
  return done;
}
