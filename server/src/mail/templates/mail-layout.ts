import mjml2html from 'mjml';
import type { ShopDetails } from '../../settings/shop-details.js';

/**
 * Every e-mail the shop sends is a list of blocks laid out once here: MJML (the templating
 * library) turns them into HTML that mail clients render alike, and the same blocks give the
 * plain-text part, so the two parts never say different things. Each e-mail is a module in this
 * folder that only chooses its blocks; the shop's name and contact details close every one.
 */
export type MailBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'note'; text: string }
  /** A call to action: a button in HTML, "label: url" in text. */
  | { kind: 'button'; label: string; url: string }
  /** A sentence that is a link: an underlined link in HTML, "text: url" in text. */
  | { kind: 'link'; text: string; url: string }
  /** Several lines kept as lines (an address, a quoted message). */
  | { kind: 'lines-of-text'; text: string; quoted?: boolean }
  /** Label and value pairs, e.g. the courier and the tracking number. */
  | { kind: 'facts'; rows: ReadonlyArray<readonly [string, string]> }
  /** The order summary: one row a line, then its totals (the last one bold). */
  | {
      kind: 'lines';
      lines: ReadonlyArray<{ name: string; detail: string; total: string }>;
      totals: ReadonlyArray<readonly [string, string]>;
    };

export interface MailContent {
  subject: string;
  /** The line mail clients show beside the subject. */
  preview: string;
  blocks: readonly MailBlock[];
}

/**
 * An amount as the shop writes it (₹1,234.00, −₹100.70, -₹5.00), with any space a template put
 * around the sign. Mail clients on a phone break a narrow cell at the minus, the comma or the
 * point ("₹1,007. / 00"), so every amount in the HTML part is kept on one line.
 */
const AMOUNT = /(?:[−-]\s?)?₹\s?\d[\d,]*(?:\.\d+)?/g;

/** Escaped text whose amounts never break across lines. */
export function escapeWithAmounts(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(AMOUNT)) {
    html += escapeHtml(text.slice(last, match.index));
    html += `<span style="white-space:nowrap;">${escapeHtml(match[0])}</span>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}

const GREEN = '#24502f';
const MUTED = '#4d5a4f';
const BORDER = 'border-bottom:1px solid #e4e9df;';

export type MailShop = Pick<ShopDetails, 'shopName' | 'legalName' | 'address' | 'gstin' | 'email' | 'phone'>;

/** What closes every e-mail: who the shop is (its registered name, address and GSTIN) and how to reach it. */
export function footerBlock(shop: MailShop): MailBlock {
  return {
    kind: 'lines-of-text',
    text: [
      shop.shopName === shop.legalName ? shop.shopName : `${shop.shopName} (${shop.legalName})`,
      shop.address
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .join(', '),
      `GSTIN: ${shop.gstin}`,
      `${shop.email} · ${shop.phone}`,
    ].join('\n'),
  };
}

/** An e-mail's HTML (through MJML) and text parts, signed with the shop's details. */
export async function renderMail(content: MailContent, shop: MailShop): Promise<RenderedMail> {
  const blocks = [...content.blocks, footerBlock(shop)];
  const source = `<mjml lang="en">
  <mj-head>
    <mj-title>${escapeHtml(content.subject)}</mj-title>
    <mj-preview>${escapeHtml(content.preview)}</mj-preview>
    <mj-attributes>
      <mj-all font-family="Arial, Helvetica, sans-serif" />
      <mj-text color="#1f2d22" font-size="15px" line-height="1.5" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f5f1e6" width="560px">
    <mj-section padding="20px 16px 0"><mj-column>
      <mj-text font-size="20px" font-weight="bold" color="${GREEN}">${escapeHtml(shop.shopName)}</mj-text>
    </mj-column></mj-section>
    <mj-section background-color="#fffdf8" padding="8px 16px 16px"><mj-column>
${blocks.map(blockMjml).join('\n')}
    </mj-column></mj-section>
  </mj-body>
</mjml>`;
  const { html, errors } = await mjml2html(source, { validationLevel: 'strict' });
  if (errors.length > 0) throw new Error(`e-mail template: ${errors.map((error) => error.formattedMessage).join('; ')}`);
  return { subject: content.subject, html, text: blocks.map(blockText).join('\n\n') + '\n' };
}

function blockMjml(block: MailBlock): string {
  switch (block.kind) {
    case 'heading':
      return `<mj-text font-size="20px" font-weight="bold" color="${GREEN}">${escapeHtml(block.text)}</mj-text>`;
    case 'paragraph':
      return `<mj-text>${escapeWithAmounts(block.text)}</mj-text>`;
    case 'note':
      return `<mj-text font-size="13px" color="${MUTED}">${escapeWithAmounts(block.text)}</mj-text>`;
    case 'link':
      return `<mj-text><a href="${escapeHtml(block.url)}" style="color:${GREEN};">${escapeHtml(block.text)}</a></mj-text>`;
    case 'lines-of-text': {
      const html = block.text.split('\n').map(escapeHtml).join('<br />');
      return block.quoted
        ? `<mj-text container-background-color="#f5f1e6" padding="12px 16px">${html}</mj-text>`
        : `<mj-text font-size="13px" color="${MUTED}">${html}</mj-text>`;
    }
    case 'button':
      return `<mj-button href="${escapeHtml(block.url)}" background-color="#2f6b3a" color="#ffffff" border-radius="8px" align="left">${escapeHtml(block.label)}</mj-button>`;
    case 'facts':
      return `<mj-table font-size="14px">${block.rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:4px 8px 4px 0;color:${MUTED};">${escapeHtml(label)}</td><td style="padding:4px 0;">${escapeWithAmounts(value)}</td></tr>`,
        )
        .join('')}</mj-table>`;
    case 'lines':
      return `<mj-table font-size="14px">${block.lines
        .map(
          (line) =>
            `<tr><td style="padding:6px 0;${BORDER}">${escapeHtml(line.name)} <span style="color:${MUTED};">${escapeWithAmounts(line.detail)}</span></td><td style="padding:6px 0 6px 12px;${BORDER}text-align:right;white-space:nowrap;">${escapeWithAmounts(line.total)}</td></tr>`,
        )
        .join('')}${block.totals
        .map(
          ([label, value], index) =>
            `<tr><td style="padding:4px 0;text-align:right;${index === block.totals.length - 1 ? 'font-weight:bold;' : ''}">${escapeHtml(label)}</td><td style="padding:4px 0 4px 12px;text-align:right;white-space:nowrap;${index === block.totals.length - 1 ? 'font-weight:bold;' : ''}">${escapeWithAmounts(value)}</td></tr>`,
        )
        .join('')}</mj-table>`;
  }
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'heading':
    case 'paragraph':
    case 'note':
      return block.text;
    case 'lines-of-text':
      return block.quoted
        ? block.text
            .split('\n')
            .map((line) => `> ${line}`)
            .join('\n')
        : block.text;
    case 'link':
      return `${block.text}: ${block.url}`;
    case 'button':
      return `${block.label}: ${block.url}`;
    case 'facts':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'lines':
      return [
        ...block.lines.map((line) => `  ${line.name} ${line.detail}: ${line.total}`),
        '',
        ...block.totals.map(([label, value]) => `${label}: ${value}`),
      ].join('\n');
  }
}

/** An e-mail ready for the outbox: its subject, plain text and HTML, signed with the shop's details. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Text made safe inside an e-mail's HTML body or attribute (every mail the shop renders uses this). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
