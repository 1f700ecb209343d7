/**
 * A SCREAMING_CASE code in words, for a code no label names yet (PARTIALLY_REFUNDED → Partially
 * refunded): the screen never shows the API's raw codes, even for a value added after its labels.
 */
export function codeInWords(code: string): string {
  const words = code.toLowerCase().replace(/[_.]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
