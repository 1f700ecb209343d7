import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The shop's typefaces for documents: Inter for text and Fraunces for the title, as on the site.
 * Fontsource splits Inter by script: the ₹ sign (U+20B9) is only in the latin-ext file, which has
 * no basic Latin letters, so text is drawn in runs that switch font at each ₹ (pdf-text.ts).
 */
const require = createRequire(import.meta.url);

function fontFile(pkg: string, file: string): Buffer {
  return readFileSync(require.resolve(`${pkg}/files/${file}`));
}

export interface DocumentFonts {
  regular: Buffer;
  bold: Buffer;
  rupee: Buffer;
  rupeeBold: Buffer;
  title: Buffer;
}

let loaded: DocumentFonts | null = null;

/** Read once per process (about 200 KB). */
export function documentFonts(): DocumentFonts {
  loaded ??= {
    regular: fontFile('@fontsource/inter', 'inter-latin-400-normal.woff'),
    bold: fontFile('@fontsource/inter', 'inter-latin-700-normal.woff'),
    rupee: fontFile('@fontsource/inter', 'inter-latin-ext-400-normal.woff'),
    rupeeBold: fontFile('@fontsource/inter', 'inter-latin-ext-700-normal.woff'),
    title: fontFile('@fontsource/fraunces', 'fraunces-latin-600-normal.woff'),
  };
  return loaded;
}
