import { extractText, getDocumentProxy } from 'unpdf';

/** The text of a PDF, pages joined, as a reader copying it out would get it (unpdf: Mozilla's pdf.js). */
export async function pdfText(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}
