import type PDFDocument from 'pdfkit';

/**
 * One line of text in a box, aligned, with the ₹ sign drawn from the font that has it: the text is
 * cut into runs at each ₹, measured run by run, and each run placed by hand (pdfkit's own
 * alignment cannot mix fonts on one line).
 */
export type Weight = 'regular' | 'bold';

const FONT_NAMES: Record<Weight, { text: string; rupee: string }> = {
  regular: { text: 'Text', rupee: 'Rupee' },
  bold: { text: 'TextBold', rupee: 'RupeeBold' },
};

function runsOf(text: string): Array<{ text: string; rupee: boolean }> {
  return text
    .split(/(₹)/u)
    .filter(Boolean)
    .map((part) => ({ text: part, rupee: part === '₹' }));
}

export interface TextBox {
  x: number;
  y: number;
  width: number;
  align?: 'left' | 'right' | 'center';
  size?: number;
  weight?: Weight;
  color?: string;
}

export function drawLine(doc: PDFKit.PDFDocument, text: string, box: TextBox): void {
  const size = box.size ?? 8.5;
  const fonts = FONT_NAMES[box.weight ?? 'regular'];
  const runs = runsOf(text).map((run) => {
    doc.font(run.rupee ? fonts.rupee : fonts.text).fontSize(size);
    return { ...run, width: doc.widthOfString(run.text) };
  });
  const total = runs.reduce((sum, run) => sum + run.width, 0);
  let x = box.align === 'right' ? box.x + box.width - total : box.align === 'center' ? box.x + (box.width - total) / 2 : box.x;
  doc.fillColor(box.color ?? '#1f2d22');
  for (const run of runs) {
    doc
      .font(run.rupee ? fonts.rupee : fonts.text)
      .fontSize(size)
      .text(run.text, x, box.y, { lineBreak: false });
    x += run.width;
  }
}

/** Wrapped text without ₹ (addresses, amount in words); returns the height it took. */
export function drawParagraph(doc: PDFKit.PDFDocument, text: string, box: TextBox): number {
  const size = box.size ?? 8.5;
  doc
    .font(FONT_NAMES[box.weight ?? 'regular'].text)
    .fontSize(size)
    .fillColor(box.color ?? '#1f2d22');
  const height = doc.heightOfString(text, { width: box.width });
  doc.text(text, box.x, box.y, { width: box.width, align: box.align ?? 'left' });
  return height;
}

export type PdfDocument = InstanceType<typeof PDFDocument>;
