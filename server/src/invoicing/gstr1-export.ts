import { csvCell } from '../back-office/csv.js';
import { gstrDate } from './financial-year.js';
import type { TaxDocumentEntity, TaxDocumentLine } from './tax-document.entity.js';

/**
 * A month's invoices and credit notes shaped for the GSTR-1 return, as sections of one CSV with
 * the column names of the GST portal's offline tool (docs/decisions/026-gst-invoices.md):
 *
 * - b2b: invoices to registered buyers (with a GSTIN), one row per invoice and rate;
 * - b2cl: inter-state invoices to consumers above ₹1,00,000, one row per invoice and rate;
 * - b2cs: other consumer sales, summed by place of supply and rate, net of their credit notes;
 * - cdnr: credit notes to registered buyers; cdnur: credit notes against b2cl invoices;
 * - hsn(b2b) and hsn(b2c): the HSN summary by code and rate, net of credit notes.
 *
 * Each section ends with the tax columns the tool computes itself, so the accountant can check
 * the sums; amounts are rupees with two decimals.
 */
export const B2CL_THRESHOLD_PAISE = 1_00_000_00;

const rupees = (paise: number) => (paise / 100).toFixed(2);
const rate = (line: Pick<TaxDocumentLine, 'gstRatePercent'>) => String(line.gstRatePercent);
const TAX_HEADER = ['Integrated Tax', 'Central Tax', 'State/UT Tax'];

interface Sums {
  value: number;
  quantity: number;
  taxable: number;
  igst: number;
  cgst: number;
  sgst: number;
}

const empty = (): Sums => ({ value: 0, quantity: 0, taxable: 0, igst: 0, cgst: 0, sgst: 0 });

function add(sums: Sums, line: TaxDocumentLine, sign: 1 | -1): void {
  sums.value += sign * line.grossPaise;
  sums.quantity += sign * line.quantity;
  sums.taxable += sign * line.taxableValuePaise;
  sums.igst += sign * line.igstPaise;
  sums.cgst += sign * line.cgstPaise;
  sums.sgst += sign * line.sgstPaise;
}

/** Lines grouped by a key, summed. */
function grouped(lines: Array<{ line: TaxDocumentLine; sign: 1 | -1 }>, key: (line: TaxDocumentLine) => string): Map<string, Sums> {
  const groups = new Map<string, Sums>();
  for (const { line, sign } of lines) {
    const group = groups.get(key(line)) ?? empty();
    add(group, line, sign);
    groups.set(key(line), group);
  }
  return groups;
}

const pos = (document: TaxDocumentEntity) => `${document.placeOfSupplyCode}-${document.placeOfSupplyName}`;
const taxes = (sums: Sums) => [rupees(sums.igst), rupees(sums.cgst), rupees(sums.sgst)];

function section(name: string, header: string[], rows: string[][]): string[][] {
  return [[`Section`, name], header, ...rows, []];
}

function isB2cl(invoice: TaxDocumentEntity): boolean {
  return !invoice.buyer.gstin && invoice.supplyType === 'INTER_STATE' && invoice.totalPaise > B2CL_THRESHOLD_PAISE;
}

export function gstr1Csv(documents: readonly TaxDocumentEntity[], invoicesOfNotes: readonly TaxDocumentEntity[]): string {
  const invoices = documents.filter((document) => document.kind === 'INVOICE');
  const notes = documents.filter((document) => document.kind === 'CREDIT_NOTE');
  const invoiceOf = (note: TaxDocumentEntity) => invoicesOfNotes.find((invoice) => invoice.id === note.invoiceId);
  const registered = (document: TaxDocumentEntity) => !!document.buyer.gstin;

  const perRate = (document: TaxDocumentEntity) => [
    ...grouped(
      document.lines.map((line) => ({ line, sign: 1 as const })),
      rate,
    ),
  ];

  const b2b = invoices
    .filter(registered)
    .flatMap((invoice) =>
      perRate(invoice).map(([ratePercent, sums]) => [
        invoice.buyer.gstin ?? '',
        invoice.buyer.name,
        invoice.number,
        gstrDate(invoice.issuedAt),
        rupees(invoice.totalPaise),
        pos(invoice),
        'N',
        '',
        'Regular B2B',
        '',
        ratePercent,
        rupees(sums.taxable),
        '0.00',
        ...taxes(sums),
      ]),
    );
  const b2cl = invoices
    .filter(isB2cl)
    .flatMap((invoice) =>
      perRate(invoice).map(([ratePercent, sums]) => [
        invoice.number,
        gstrDate(invoice.issuedAt),
        rupees(invoice.totalPaise),
        pos(invoice),
        '',
        ratePercent,
        rupees(sums.taxable),
        '0.00',
        '',
        ...taxes(sums),
      ]),
    );
  const smallConsumerNote = (note: TaxDocumentEntity) => {
    const invoice = invoiceOf(note);
    return !registered(note) && !(invoice && isB2cl(invoice));
  };
  const b2csLines = [
    ...invoices
      .filter((invoice) => !registered(invoice) && !isB2cl(invoice))
      .flatMap((invoice) => invoice.lines.map((line) => ({ line, sign: 1 as const, document: invoice }))),
    ...notes.filter(smallConsumerNote).flatMap((note) => note.lines.map((line) => ({ line, sign: -1 as const, document: note }))),
  ];
  const b2csGroups = new Map<string, Sums>();
  for (const { line, sign, document } of b2csLines) {
    const key = `${pos(document)}|${rate(line)}`;
    const sums = b2csGroups.get(key) ?? empty();
    add(sums, line, sign);
    b2csGroups.set(key, sums);
  }
  const b2cs = [...b2csGroups].map(([key, sums]) => {
    const [place, ratePercent] = key.split('|');
    return ['OE', place, ratePercent, '', rupees(sums.taxable), '0.00', '', ...taxes(sums)];
  });
  const noteRows = (selected: TaxDocumentEntity[], withBuyer: boolean) =>
    selected.flatMap((note) =>
      perRate(note).map(([ratePercent, sums]) => [
        ...(withBuyer ? [note.buyer.gstin ?? '', note.buyer.name] : ['B2CL']),
        note.number,
        gstrDate(note.issuedAt),
        'C',
        pos(note),
        ...(withBuyer ? ['N', 'Regular'] : []),
        rupees(note.totalPaise),
        '',
        ratePercent,
        rupees(sums.taxable),
        '0.00',
        ...taxes(sums),
      ]),
    );
  const hsnRows = (selected: Array<{ line: TaxDocumentLine; sign: 1 | -1 }>) =>
    [...grouped(selected, (line) => `${line.hsnCode}|${rate(line)}`)].map(([key, sums]) => {
      const [hsn, ratePercent] = key.split('|');
      return [hsn, '', 'NOS-NUMBERS', String(sums.quantity), rupees(sums.value), ratePercent, rupees(sums.taxable), ...taxes(sums), '0.00'];
    });
  const withSign = (selected: TaxDocumentEntity[], sign: 1 | -1) =>
    selected.flatMap((document) => document.lines.map((line) => ({ line, sign })));
  const hsnHeader = [
    'HSN',
    'Description',
    'UQC',
    'Total Quantity',
    'Total Value',
    'Rate',
    'Taxable Value',
    'Integrated Tax Amount',
    'Central Tax Amount',
    'State/UT Tax Amount',
    'Cess Amount',
  ];

  const rows = [
    ...section(
      'b2b',
      [
        'GSTIN/UIN of Recipient',
        'Receiver Name',
        'Invoice Number',
        'Invoice date',
        'Invoice Value',
        'Place Of Supply',
        'Reverse Charge',
        'Applicable % of Tax Rate',
        'Invoice Type',
        'E-Commerce GSTIN',
        'Rate',
        'Taxable Value',
        'Cess Amount',
        ...TAX_HEADER,
      ],
      b2b,
    ),
    ...section(
      'b2cl',
      [
        'Invoice Number',
        'Invoice date',
        'Invoice Value',
        'Place Of Supply',
        'Applicable % of Tax Rate',
        'Rate',
        'Taxable Value',
        'Cess Amount',
        'E-Commerce GSTIN',
        ...TAX_HEADER,
      ],
      b2cl,
    ),
    ...section(
      'b2cs',
      ['Type', 'Place Of Supply', 'Rate', 'Applicable % of Tax Rate', 'Taxable Value', 'Cess Amount', 'E-Commerce GSTIN', ...TAX_HEADER],
      b2cs,
    ),
    ...section(
      'cdnr',
      [
        'GSTIN/UIN of Recipient',
        'Receiver Name',
        'Note Number',
        'Note Date',
        'Note Type',
        'Place Of Supply',
        'Reverse Charge',
        'Note Supply Type',
        'Note Value',
        'Applicable % of Tax Rate',
        'Rate',
        'Taxable Value',
        'Cess Amount',
        ...TAX_HEADER,
      ],
      noteRows(notes.filter(registered), true),
    ),
    ...section(
      'cdnur',
      [
        'UR Type',
        'Note Number',
        'Note Date',
        'Note Type',
        'Place Of Supply',
        'Note Value',
        'Applicable % of Tax Rate',
        'Rate',
        'Taxable Value',
        'Cess Amount',
        ...TAX_HEADER,
      ],
      noteRows(
        notes.filter((note) => !registered(note) && !smallConsumerNote(note)),
        false,
      ),
    ),
    ...section('hsn(b2b)', hsnHeader, hsnRows([...withSign(invoices.filter(registered), 1), ...withSign(notes.filter(registered), -1)])),
    ...section(
      'hsn(b2c)',
      hsnHeader,
      hsnRows([
        ...withSign(
          invoices.filter((invoice) => !registered(invoice)),
          1,
        ),
        ...withSign(
          notes.filter((note) => !registered(note)),
          -1,
        ),
      ]),
    ),
  ];
  return rows.map((cells) => cells.map(csvCell).join(',')).join('\r\n');
}
