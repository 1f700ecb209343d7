/** Where the console exports and imports the catalogue as CSV (server/src/rest/product-csv.rest.ts). */
export const PRODUCTS_CSV_URL = '/api/admin/products.csv';

/** What the server did with an imported file: products created and updated, and each refused row with why. */
export interface ProductCsvImport {
  created: string[];
  updated: string[];
  refused: Array<{ row: number; productId: string | null; column: string | null; message: string }>;
}

/** Sends a spreadsheet's CSV as it is; rejects with the server's reason when the file is refused whole. */
export async function importProductsCsv(file: File): Promise<ProductCsvImport> {
  const response = await fetch(PRODUCTS_CSV_URL, {
    method: 'POST',
    body: file,
    credentials: 'same-origin',
    // The header the console sends with every write: a page on another site cannot set it (CSRF).
    headers: { 'content-type': 'text/csv', 'apollo-require-preflight': 'true' },
  });
  const answer = (await response.json().catch(() => null)) as (Partial<ProductCsvImport> & { message?: unknown }) | null;
  if (response.ok && answer && Array.isArray(answer.refused)) return answer as ProductCsvImport;
  throw new Error(typeof answer?.message === 'string' ? answer.message : 'The import failed. Please try again.');
}
