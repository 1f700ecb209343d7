/**
 * One rule for text that must stay on one line (names, address lines, subjects, labels): no line
 * breaks and no other control characters. Such text ends up in e-mail headers, CSV exports and
 * logs, where a line break starts something new; the form and the server refuse it with the
 * same words. Text-direction controls count too: in an invoice, a CSV or an admin list they show
 * the characters after them reversed, so "Asha\u202Egnp.exe" reads as something it is not.
 */
export const SINGLE_LINE_MESSAGE = 'Use a single line of text: line breaks, control characters and text-direction marks are not allowed';

/** C0 controls (tab, CR, LF included), DEL, C1 controls, and the Unicode line and paragraph separators. */
function isControl(code: number): boolean {
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
}

/** Left-to-right and right-to-left marks, embeddings, overrides and isolates (U+200E/F, U+202A–E, U+2066–9). */
function isDirectionControl(code: number): boolean {
  return code === 0x200e || code === 0x200f || (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
}

const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;

/** True when the text holds a control character, a line break or a text-direction control. */
export function hasControlCharacters(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (isControl(code) || isDirectionControl(code)) return true;
  }
  return false;
}

/** True when multi-line text (a message, a description) holds a control character other than tab, CR and LF. */
export function hasControlCharactersBesidesLineBreaks(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (isControl(code) && code !== TAB && code !== LF && code !== CR && code !== 0x2028 && code !== 0x2029) return true;
  }
  return false;
}

/**
 * Exactly one e-mail address, as a mailbox's `local@domain`: no list (`a,b@x`), display name,
 * quotes, brackets or spaces, and a domain of dot-separated labels ending in letters.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z][A-Za-z0-9-]{0,61}[A-Za-z0-9]$/;
