import { strToU8, zipSync } from 'fflate';
import { DEFAULT_UQC, uqcLabel } from '@common/gst.js';
import { csvRows, CsvRupees as Rupees, type CsvValue as Cell } from '../kernel/csv.js';
import { gstrDate } from './financial-year.js';
import { isGoodsLine } from './document-lines.js';
import type { TaxDocumentEntity, TaxDocumentLine } from './tax-document.entity.js';

/**
 * A month's invoices and credit notes as the GST offline tool's import files for GSTR-1, one CSV
 * per table with the tool's own column names, dates as 29-Nov-2026, amounts in rupees
 * (docs/decisions/048-gst-documents-round-two.md):
 *
 * - b2b: taxable supplies to registered buyers (with a GSTIN), one row per invoice and rate;
 * - b2cl: inter-state invoices to consumers above ₹1,00,000, one row per invoice and rate;
 * - b2cs: other taxable consumer supplies by place of supply and rate, net of their credit notes;
 * - cdnr: credit notes to registered buyers; cdnur: credit notes against b2cl invoices;
 * - exemp (table 8): nil-rated supplies (0 % goods, and their share of shipping), by registered or
 *   not and within or across states, net of credit notes;
 * - hsn(b2b) and hsn(b2c) (table 12): by HSN code, unit and rate, net of credit notes; quantities
 *   count goods only, in their unit (shipping and fees add value, never units);
 * - docs (table 13): each series' first and last number issued in the month, and how many.
 *
 * A financial credit note (a goodwill payment, no supply reversed) changes no taxable value, so it
 * appears in docs only.
 */
export const B2CL_THRESHOLD_PAISE = 1_00_000_00;

export const GSTR1_HEADERS = {
  b2b: [
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
  ],
  b2cl: [
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    'E-Commerce GSTIN',
  ],
  b2cs: ['Type', 'Place Of Supply', 'Rate', 'Applicable % of Tax Rate', 'Taxable Value', 'Cess Amount', 'E-Commerce GSTIN'],
  cdnr: [
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
  ],
  cdnur: [
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
  ],
  exemp: ['Description', 'Nil Rated Supplies', 'Exempted(other than nil rated/non GST supply)', 'Non-GST Supplies'],
  hsn: [
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
  ],
  docs: ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
} as const;

export type Gstr1Table = 'b2b' | 'b2cl' | 'b2cs' | 'cdnr' | 'cdnur' | 'exemp' | 'hsn(b2b)' | 'hsn(b2c)' | 'docs';

export interface Gstr1File {
  table: Gstr1Table;
  /** e.g. b2cs.csv */
  name: string;
  csv: string;
}

/** The tool's CSV: its header row, then the rows; no separator hint (the tool reads the header first). */
function csvOf(header: readonly string[], rows: Cell[][]): string {
  return csvRows([header, ...rows]);
}

interface Sums {
  value: number;
  quantity: number;
  taxable: number;
  igst: number;
  cgst: number;
  /** State and union territory tax: one column in every table. */
  sgst: number;
}

const empty = (): Sums => ({ value: 0, quantity: 0, taxable: 0, igst: 0, cgst: 0, sgst: 0 });

function add(sums: Sums, line: TaxDocumentLine, sign: 1 | -1): void {
  sums.value += sign * line.grossPaise;
  if (isGoodsLine(line)) sums.quantity += sign * line.quantity;
  sums.taxable += sign * line.taxableValuePaise;
  sums.igst += sign * line.igstPaise;
  sums.cgst += sign * line.cgstPaise;
  sums.sgst += sign * (line.sgstPaise + line.utgstPaise);
}

interface Signed {
  line: TaxDocumentLine;
  sign: 1 | -1;
  document: TaxDocumentEntity;
}

function grouped(lines: readonly Signed[], key: (signed: Signed) => string): Map<string, Sums> {
  const groups = new Map<string, Sums>();
  for (const signed of lines) {
    const group = groups.get(key(signed)) ?? empty();
    add(group, signed.line, signed.sign);
    groups.set(key(signed), group);
  }
  return groups;
}

const nil = (line: TaxDocumentLine) => line.gstRatePercent === 0;
const pos = (document: TaxDocumentEntity) => `${document.placeOfSupplyCode}-${document.placeOfSupplyName}`;
const registered = (document: TaxDocumentEntity) => !!document.buyer.gstin;
const receiverName = (document: TaxDocumentEntity) => document.buyer.legalName || document.buyer.name;
const signedLines = (documents: readonly TaxDocumentEntity[], sign: 1 | -1): Signed[] =>
  documents.flatMap((document) => document.lines.map((line) => ({ line, sign, document })));

export function isB2cl(invoice: TaxDocumentEntity): boolean {
  return !invoice.buyer.gstin && invoice.supplyType === 'INTER_STATE' && invoice.totalPaise > B2CL_THRESHOLD_PAISE;
}

/** A document's taxable lines by rate, in rate order: one row each in b2b, b2cl, cdnr and cdnur. */
function taxableRates(document: TaxDocumentEntity): Array<[number, Sums]> {
  const groups = grouped(
    signedLines([document], 1).filter(({ line }) => !nil(line)),
    ({ line }) => String(line.gstRatePercent),
  );
  return [...groups].map(([rate, sums]) => [Number(rate), sums] as [number, Sums]).sort((a, b) => a[0] - b[0]);
}

/**
 * The files for one month's documents; `invoicesOfNotes` are the invoices its credit notes refer
 * to (they may be of an earlier month).
 */
export function gstr1Files(documents: readonly TaxDocumentEntity[], invoicesOfNotes: readonly TaxDocumentEntity[]): Gstr1File[] {
  const invoices = documents.filter((document) => document.kind === 'INVOICE');
  const allNotes = documents.filter((document) => document.kind === 'CREDIT_NOTE');
  // Only a credit note that reverses a supply changes the return's values.
  const notes = allNotes.filter((note) => note.documentType !== 'FINANCIAL_CREDIT_NOTE');
  const invoiceOf = (note: TaxDocumentEntity) => invoicesOfNotes.find((invoice) => invoice.id === note.invoiceId);
  const againstB2cl = (note: TaxDocumentEntity) => {
    const invoice = invoiceOf(note);
    return !registered(note) && !!invoice && isB2cl(invoice);
  };

  const b2b = invoices
    .filter(registered)
    .flatMap((invoice) =>
      taxableRates(invoice).map(([rate, sums]): Cell[] => [
        invoice.buyer.gstin ?? '',
        receiverName(invoice),
        invoice.number,
        gstrDate(invoice.issuedAt),
        new Rupees(invoice.totalPaise),
        pos(invoice),
        'N',
        '',
        'Regular B2B',
        '',
        rate,
        new Rupees(sums.taxable),
        new Rupees(0),
      ]),
    );
  const b2cl = invoices
    .filter(isB2cl)
    .flatMap((invoice) =>
      taxableRates(invoice).map(([rate, sums]): Cell[] => [
        invoice.number,
        gstrDate(invoice.issuedAt),
        new Rupees(invoice.totalPaise),
        pos(invoice),
        '',
        rate,
        new Rupees(sums.taxable),
        new Rupees(0),
        '',
      ]),
    );
  const smallInvoices = invoices.filter((invoice) => !registered(invoice) && !isB2cl(invoice));
  const smallNotes = notes.filter((note) => !registered(note) && !againstB2cl(note));
  const b2csGroups = grouped(
    [...signedLines(smallInvoices, 1), ...signedLines(smallNotes, -1)].filter(({ line }) => !nil(line)),
    ({ line, document }) => `${pos(document)}|${line.gstRatePercent}`,
  );
  const b2cs = [...b2csGroups].map(([key, sums]): Cell[] => {
    const [place, rate] = key.split('|');
    return ['OE', place, Number(rate), '', new Rupees(sums.taxable), new Rupees(0), ''];
  });

  const noteRows = (selected: TaxDocumentEntity[], withBuyer: boolean) =>
    selected.flatMap((note) =>
      taxableRates(note).map(([rate, sums]): Cell[] => [
        ...(withBuyer ? [note.buyer.gstin ?? '', receiverName(note)] : ['B2CL']),
        note.number,
        gstrDate(note.issuedAt),
        'C',
        pos(note),
        ...(withBuyer ? ['N', 'Regular'] : []),
        new Rupees(note.totalPaise),
        '',
        rate,
        new Rupees(sums.taxable),
        new Rupees(0),
      ]),
    );

  const nilValue = (selected: Signed[]) =>
    selected.filter(({ line }) => nil(line)).reduce((sum, { line, sign }) => sum + sign * line.taxableValuePaise, 0);
  const all = [...signedLines(invoices, 1), ...signedLines(notes, -1)];
  const exempRow = (description: string, buyerRegistered: boolean, supplyType: TaxDocumentEntity['supplyType']): Cell[] => [
    description,
    new Rupees(nilValue(all.filter(({ document }) => registered(document) === buyerRegistered && document.supplyType === supplyType))),
    new Rupees(0),
    new Rupees(0),
  ];
  const exemp = [
    exempRow('Inter-State supplies to registered persons', true, 'INTER_STATE'),
    exempRow('Intra-State supplies to registered persons', true, 'INTRA_STATE'),
    exempRow('Inter-State supplies to unregistered persons', false, 'INTER_STATE'),
    exempRow('Intra-State supplies to unregistered persons', false, 'INTRA_STATE'),
  ];

  const hsnRows = (selected: Signed[]): Cell[][] => {
    // Goods by code, rate and unit; a charge (shipping, the fee) joins its code and rate's goods.
    const unitOf = new Map<string, string>();
    for (const { line } of selected) {
      if (isGoodsLine(line) && !unitOf.has(`${line.hsnCode}|${line.gstRatePercent}`))
        unitOf.set(`${line.hsnCode}|${line.gstRatePercent}`, line.uqc ?? DEFAULT_UQC);
    }
    const groups = grouped(selected, ({ line }) => {
      const unit = isGoodsLine(line) ? (line.uqc ?? DEFAULT_UQC) : (unitOf.get(`${line.hsnCode}|${line.gstRatePercent}`) ?? 'OTH');
      return `${line.hsnCode}|${line.gstRatePercent}|${unit}`;
    });
    return [...groups].map(([key, sums]) => {
      const [hsn, rate, unit] = key.split('|');
      return [
        hsn,
        '',
        uqcLabel(unit),
        sums.quantity,
        new Rupees(sums.value),
        Number(rate),
        new Rupees(sums.taxable),
        new Rupees(sums.igst),
        new Rupees(sums.cgst),
        new Rupees(sums.sgst),
        new Rupees(0),
      ];
    });
  };
  const isB2b = ({ document }: Signed) => registered(document);

  const docs = documentSeriesRows(documents);

  const file = (table: Gstr1Table, header: readonly string[], rows: Cell[][]): Gstr1File => ({
    table,
    name: `${table}.csv`,
    csv: csvOf(header, rows),
  });
  return [
    file('b2b', GSTR1_HEADERS.b2b, b2b),
    file('b2cl', GSTR1_HEADERS.b2cl, b2cl),
    file('b2cs', GSTR1_HEADERS.b2cs, b2cs),
    file('cdnr', GSTR1_HEADERS.cdnr, noteRows(notes.filter(registered), true)),
    file('cdnur', GSTR1_HEADERS.cdnur, noteRows(notes.filter(againstB2cl), false)),
    file('exemp', GSTR1_HEADERS.exemp, exemp),
    file('hsn(b2b)', GSTR1_HEADERS.hsn, hsnRows(all.filter(isB2b))),
    file('hsn(b2c)', GSTR1_HEADERS.hsn, hsnRows(all.filter((signed) => !isB2b(signed)))),
    file('docs', GSTR1_HEADERS.docs, docs),
  ];
}

/** Table 13: per series (prefix, letter and year), the first and last number issued and how many; none is ever cancelled. */
function documentSeriesRows(documents: readonly TaxDocumentEntity[]): Cell[][] {
  const series = new Map<string, TaxDocumentEntity[]>();
  for (const document of documents) {
    const key = `${document.kind}|${document.number.split('/').slice(0, -1).join('/')}`;
    series.set(key, [...(series.get(key) ?? []), document]);
  }
  return [...series]
    .sort(([a], [b]) => (a.startsWith('INVOICE') === b.startsWith('INVOICE') ? a.localeCompare(b) : a.startsWith('INVOICE') ? -1 : 1))
    .map(([key, issued]) => {
      const ordered = [...issued].sort((a, b) => a.sequence - b.sequence);
      const nature = key.startsWith('INVOICE') ? 'Invoices for outward supply' : 'Credit Note';
      return [nature, ordered[0].number, ordered[ordered.length - 1].number, ordered.length, 0];
    });
}

/** The files in one zip, as the tool's import screen takes them one by one. */
export function gstr1Zip(files: readonly Gstr1File[]): Uint8Array {
  return zipSync(Object.fromEntries(files.map((file) => [file.name, strToU8(file.csv)])));
}
