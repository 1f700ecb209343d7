import { parse } from 'csv-parse/sync';
import type { LegalDeclarations } from '@common/legal-metrology.js';
import { concernLabel } from '@common/concerns.js';
import { CSV_SEPARATOR_LINE, csvFile, CsvRupees, restoreNeutralisedFormulas, type CsvValue } from '../kernel/csv.js';
import type { ProductEntity } from '../catalogue/product.entity.js';
import type { ProductInputValues } from '../catalogue/product-input.js';

/**
 * The catalogue as a spreadsheet: one row per size, the product's own cells on its first row
 * only (as Shopify's product CSV does), so a product with three sizes reads as one block and a
 * price or a stock figure is edited in place. The same columns go out and come back in.
 */
const PRODUCT_COLUMNS = [
  'product_id',
  'name',
  'category',
  'subcategory',
  'description',
  'benefits',
  'image_url',
  'images',
  'featured',
  'best_seller',
  'new',
  'hsn_code',
  'gst_rate_percent',
  'uqc',
  'generic_name',
  'maker_role',
  'maker_name',
  'maker_address',
  'country_of_origin',
  'shelf_life_kind',
  'shelf_life_months',
  'consumer_care_phone',
  'consumer_care_email',
  'consumer_care_address',
  'ingredients',
  'how_to_use',
  'concerns',
] as const;
const SIZE_COLUMNS = ['size_id', 'size_label', 'price', 'mrp', 'stock', 'net_quantity', 'net_quantity_unit'] as const;
export const PRODUCT_CSV_COLUMNS = [...PRODUCT_COLUMNS, ...SIZE_COLUMNS] as const;
/** Columns a file may leave out (one exported before they were added): then the stored values stay. */
const OPTIONAL_COLUMNS: ReadonlySet<string> = new Set(['concerns']);
type Column = (typeof PRODUCT_CSV_COLUMNS)[number];
type ProductColumn = (typeof PRODUCT_COLUMNS)[number];

/** The declarations' cells, by the field each one fills. */
const DECLARATION_COLUMNS: Record<keyof LegalDeclarations, ProductColumn> = {
  genericName: 'generic_name',
  makerRole: 'maker_role',
  makerName: 'maker_name',
  makerAddress: 'maker_address',
  countryOfOrigin: 'country_of_origin',
  shelfLifeKind: 'shelf_life_kind',
  shelfLifeMonths: 'shelf_life_months',
  consumerCarePhone: 'consumer_care_phone',
  consumerCareEmail: 'consumer_care_email',
  consumerCareAddress: 'consumer_care_address',
};

/** Most rows one file may carry: a shop's whole catalogue many times over, small enough to check in one request. */
export const PRODUCT_CSV_MAX_ROWS = 5000;
/** Largest file accepted, in bytes. */
export const PRODUCT_CSV_MAX_BYTES = 2 * 1024 * 1024;

/** Lists (benefits, extra images) are one item a line inside their cell: spreadsheets show them so. */
const LIST_SEPARATOR = '\n';

const yesNo = (value: boolean) => (value ? 'yes' : 'no');
const rupees = (paise: number | undefined) => (paise === undefined ? '' : new CsvRupees(paise));

/** Every product, one row per size, for a spreadsheet or for the import to read back. */
export function productsCsv(products: readonly ProductEntity[]): string {
  const rows: CsvValue[][] = [[...PRODUCT_CSV_COLUMNS]];
  for (const product of products) {
    const declarations = product.legalDeclarations;
    const declarationCells = Object.fromEntries(
      Object.entries(DECLARATION_COLUMNS).map(([field, column]) => [column, declarations?.[field as keyof LegalDeclarations] ?? '']),
    );
    const productCells = {
      product_id: product.id,
      name: product.name,
      category: product.category,
      subcategory: product.subcategory,
      description: product.description,
      benefits: product.benefits.join(LIST_SEPARATOR),
      image_url: product.imageUrl,
      images: product.images.join(LIST_SEPARATOR),
      featured: yesNo(product.featured),
      best_seller: yesNo(product.bestSeller),
      new: yesNo(product.isNew),
      hsn_code: product.hsnCode,
      gst_rate_percent: product.gstRatePercent,
      uqc: product.uqc,
      ingredients: product.ingredients,
      how_to_use: product.howToUse,
      // By name, one a line, as benefits are: the import takes names or keys.
      concerns: (product.concerns ?? []).map(concernLabel).join(LIST_SEPARATOR),
      ...declarationCells,
    } as Record<ProductColumn, string | number>;
    product.sizes.forEach((size, index) => {
      const sizeCells = [
        size.id,
        size.label,
        rupees(size.pricePaise),
        rupees(size.mrpPaise),
        size.stock,
        size.netQuantity?.amount ?? '',
        size.netQuantity?.unit ?? '',
      ];
      // The product's cells once, on its first size's row; its id on every row ties them together.
      const cells = PRODUCT_COLUMNS.map((column) => (index === 0 || column === 'product_id' ? productCells[column] : ''));
      rows.push([...cells, ...sizeCells]);
    });
  }
  return csvFile(rows);
}

/** One product as the file states it, with the spreadsheet rows it came from. */
export interface ProductCsvEntry {
  /** The product's id; null for a new product the file gives no id (one is made from its name). */
  productId: string | null;
  /** Spreadsheet row numbers (the header is row 1, or 2 below a `sep=` line) of its rows, first row first. */
  rows: number[];
  input: ProductInputValues;
}

/** A row the file itself gets wrong, before any product is looked at. */
export interface ProductCsvRefusal {
  row: number;
  productId: string | null;
  column: string | null;
  message: string;
}

export interface ParsedProductCsv {
  entries: ProductCsvEntry[];
  refusals: ProductCsvRefusal[];
}

/** A file that cannot be read at all: the whole import is refused with this message. */
export class UnreadableProductCsv extends Error {}

/**
 * Reads a product CSV into products to create or update. A row belongs to the product named by
 * its `product_id`; a row with neither an id nor a name continues the product above it (a new
 * product's further sizes). A product whose rows are wrong is left out, each wrong row refused
 * with its reason; the other products go on.
 */
export function parseProductsCsv(text: string): ParsedProductCsv {
  // Excel's separator hint, which our own export writes first, is not a row of the table.
  const sepLine = text.replace(/^\uFEFF/, '').startsWith(CSV_SEPARATOR_LINE);
  const body = sepLine ? text.replace(/^\uFEFF?[^\n]*\n/, '') : text;
  let records: string[][];
  try {
    records = parse(body, { bom: true, relax_column_count: true, skip_empty_lines: true, trim: false });
  } catch (error) {
    throw new UnreadableProductCsv(`The file is not a CSV we can read: ${(error as Error).message}`);
  }
  const [header, ...dataRows] = records;
  if (!header) throw new UnreadableProductCsv('The file is empty: it needs the header row and one row per size');
  const names = header.map((cell) => cell.trim().toLowerCase());
  const missing = PRODUCT_CSV_COLUMNS.filter((column) => !names.includes(column) && !OPTIONAL_COLUMNS.has(column));
  if (missing.length) throw new UnreadableProductCsv(`The header row lacks these columns: ${missing.join(', ')}`);
  if (dataRows.length > PRODUCT_CSV_MAX_ROWS) {
    throw new UnreadableProductCsv(`The file has ${dataRows.length} rows; import at most ${PRODUCT_CSV_MAX_ROWS} at a time`);
  }
  const firstDataRow = (sepLine ? 2 : 1) + 1;
  const index = new Map(PRODUCT_CSV_COLUMNS.map((column) => [column, names.indexOf(column)]));

  const refusals: ProductCsvRefusal[] = [];
  const groups: Array<{ productId: string | null; rows: Array<{ row: number; cell: (column: Column) => string }> }> = [];
  const byId = new Map<string, (typeof groups)[number]>();
  dataRows.forEach((record, offset) => {
    const row = firstDataRow + offset;
    const cell = (column: Column) => restoreNeutralisedFormulas(record[index.get(column)!] ?? '').trim();
    const productId = cell('product_id') || null;
    const hasProductCells = PRODUCT_COLUMNS.some((column) => column !== 'product_id' && cell(column) !== '');
    let group = productId ? byId.get(productId) : undefined;
    if (!group && !productId && !hasProductCells) group = groups.at(-1);
    if (!group) {
      if (!productId && !hasProductCells) {
        refusals.push({
          row,
          productId: null,
          column: 'product_id',
          message: 'This size row has no product above it: give its product_id',
        });
        return;
      }
      group = { productId, rows: [] };
      groups.push(group);
      if (productId) byId.set(productId, group);
    } else if (group.rows.length > 0 && hasProductCells) {
      refusals.push({
        row,
        productId,
        column: null,
        message: "A product's details go on its first row only; its further rows carry only size cells",
      });
    }
    group.rows.push({ row, cell });
  });

  const refusedIds = new Set(refusals.map((refusal) => refusal.row));
  const entries: ProductCsvEntry[] = [];
  for (const group of groups) {
    if (group.rows.some(({ row }) => refusedIds.has(row))) {
      for (const { row } of group.rows) {
        if (!refusedIds.has(row))
          refusals.push({ row, productId: group.productId, column: null, message: 'Not imported: another row of this product is refused' });
      }
      continue;
    }
    const problems: ProductCsvRefusal[] = [];
    const [first] = group.rows;
    const sizes = group.rows.map(({ row, cell }) => {
      const price = paiseOf(cell('price'));
      const mrp = cell('mrp') === '' ? null : paiseOf(cell('mrp'));
      const stock = wholeNumber(cell('stock'));
      const amount = cell('net_quantity') === '' ? null : Number(cell('net_quantity'));
      const refuse = (column: Column, message: string) => problems.push({ row, productId: group.productId, column, message });
      if (price === null) refuse('price', 'Give the price in rupees, e.g. 349 or 349.50');
      if (mrp === null && cell('mrp') !== '') refuse('mrp', 'Give the MRP in rupees, e.g. 399 or 399.50');
      if (stock === null) refuse('stock', 'Give the units in stock as a whole number, 0 or more');
      if (amount !== null && !Number.isFinite(amount)) refuse('net_quantity', 'Give the net quantity as a number, e.g. 100');
      return {
        ...(cell('size_id') ? { id: cell('size_id') } : {}),
        label: cell('size_label'),
        pricePaise: price ?? 0,
        stock: stock ?? 0,
        ...(mrp === null ? {} : { mrpPaise: mrp }),
        ...(amount === null ? {} : { netQuantity: { amount, unit: cell('net_quantity_unit').toUpperCase() } }),
      };
    });
    const gstRate = first.cell('gst_rate_percent');
    const shelfLife = first.cell('shelf_life_months');
    const flag = (column: Column) => {
      const value = first.cell(column).toLowerCase();
      if (['yes', 'y', 'true', '1'].includes(value)) return true;
      if (['', 'no', 'n', 'false', '0'].includes(value)) return false;
      problems.push({ row: first.row, productId: group.productId, column, message: 'Write yes or no' });
      return false;
    };
    const declarations = Object.fromEntries(
      Object.entries(DECLARATION_COLUMNS).map(([field, column]) => [
        field,
        field === 'shelfLifeMonths' ? (shelfLife === '' ? null : Number(shelfLife)) : first.cell(column),
      ]),
    );
    const lines = (column: Column) =>
      first
        .cell(column)
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean);
    const input: ProductInputValues = {
      ...(group.productId ? { id: group.productId } : {}),
      name: first.cell('name'),
      category: first.cell('category'),
      subcategory: first.cell('subcategory'),
      description: first.cell('description'),
      benefits: lines('benefits'),
      imageUrl: first.cell('image_url'),
      images: lines('images'),
      featured: flag('featured'),
      bestSeller: flag('best_seller'),
      isNew: flag('new'),
      hsnCode: first.cell('hsn_code') || null,
      gstRatePercent: gstRate === '' ? null : Number(gstRate),
      uqc: first.cell('uqc') || null,
      legalDeclarations: declarations,
      ingredients: first.cell('ingredients'),
      howToUse: first.cell('how_to_use'),
      ...(names.includes('concerns') ? { concerns: lines('concerns').flatMap((line) => line.split(',')) } : {}),
      // The product's own price is its first size's, as the console's form keeps them.
      pricePaise: sizes[0].pricePaise,
      sizes,
    };
    if (problems.length) refusals.push(...problems);
    else entries.push({ productId: group.productId, rows: group.rows.map(({ row }) => row), input });
  }
  refusals.sort((a, b) => a.row - b.row);
  return { entries, refusals };
}

/** Rupees as written in a spreadsheet (349, 349.5, 349.50, ₹1,349.00) to paise; null for anything else. */
function paiseOf(text: string): number | null {
  const match = /^(?:₹\s*)?(\d{1,3}(?:,\d{2,3})*|\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const paise = Number(match[1].replaceAll(',', '')) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(paise) ? paise : null;
}

function wholeNumber(text: string): number | null {
  return /^\d+$/.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : null;
}

/** The form's fields (as the console's refusals name them) by the column that holds them. */
const COLUMN_OF_FIELD: Record<string, Column> = {
  id: 'product_id',
  name: 'name',
  category: 'category',
  subcategory: 'subcategory',
  description: 'description',
  benefits: 'benefits',
  imageUrl: 'image_url',
  images: 'images',
  hsnCode: 'hsn_code',
  gstRatePercent: 'gst_rate_percent',
  uqc: 'uqc',
  legalDeclarations: 'generic_name',
  ingredients: 'ingredients',
  howToUse: 'how_to_use',
  concerns: 'concerns',
  price: 'price',
  pricePaise: 'price',
  label: 'size_label',
  mrpPaise: 'mrp',
  stock: 'stock',
  netQuantity: 'net_quantity',
  ...Object.fromEntries(Object.entries(DECLARATION_COLUMNS).map(([field, column]) => [`legalDeclarations.${field}`, column])),
};

/**
 * Where in the file a refusal of the console's rules points: the column, and for a size's field
 * (`sizes.2.mrpPaise`) which of the product's sizes, by its position.
 */
export function csvPlaceOfField(field: string | null): { column: string | null; sizeIndex: number | null } {
  if (!field) return { column: null, sizeIndex: null };
  const size = /^sizes\.(\d+)\.(\w+)/.exec(field);
  if (size) return { column: COLUMN_OF_FIELD[size[2]] ?? null, sizeIndex: Number(size[1]) };
  return { column: COLUMN_OF_FIELD[field] ?? COLUMN_OF_FIELD[field.replace(/\.\d+$/, '')] ?? null, sizeIndex: null };
}
