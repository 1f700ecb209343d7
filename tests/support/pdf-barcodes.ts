import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { extractImages, getDocumentProxy } from 'unpdf';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

/**
 * The barcodes a PDF's pages carry, page by page, as a scanner would read them: each image is taken
 * out of the PDF (pdf.js, through unpdf), laid on white paper and decoded with ZXing (zxing-wasm,
 * its WebAssembly build loaded from the package, so no network is needed).
 */
let prepared: Promise<unknown> | null = null;

function prepare(): Promise<unknown> {
  if (prepared) return prepared;
  const wasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
  prepared = prepareZXingModule({
    overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) },
    fireImmediately: true,
  });
  return prepared;
}

/** Each page's decoded Code 128 texts, in page order. */
export async function code128Barcodes(bytes: Uint8Array): Promise<string[][]> {
  await prepare();
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const pages: string[][] = [];
  for (let page = 1; page <= pdf.numPages; page += 1) {
    const texts: string[] = [];
    for (const image of await extractImages(pdf, page)) {
      const png = await sharp(Buffer.from(image.data), { raw: { width: image.width, height: image.height, channels: image.channels } })
        .flatten({ background: '#ffffff' })
        .png()
        .toBuffer();
      const found = await readBarcodes(new Uint8Array(png), { formats: ['Code128'] });
      texts.push(...found.filter((code) => code.isValid).map((code) => code.text));
    }
    pages.push(texts);
  }
  return pages;
}
