import { hasControlCharacters, hasControlCharactersBesidesLineBreaks, SINGLE_LINE_MESSAGE } from '@common/single-line-text.js';
import { isReturnReasonCode, returnableQuantity, returnNoteProblem, type ReturnReasonCode } from '@common/returns.js';
import { invalidInput, ShopError } from '../kernel/errors.js';

/** What a shopper asks back: units of the order's lines, and why. */
export interface RequestReturnInput {
  /** The order's id, for a signed-in shopper asking from the order page. */
  orderId?: string | null;
  /** The order number and e-mail, as the track-order page asks them. */
  orderNumber?: string | null;
  email?: string | null;
  lines: ReadonlyArray<{ lineId: number; quantity: number }>;
  reason: string;
  note?: string | null;
}

export interface ReturnAsk {
  lines: Array<{ lineId: number; quantity: number }>;
  reason: ReturnReasonCode;
  note: string;
}

/** Why a return cannot be asked: the order is not delivered, or the window closed. */
export type ReturnRefusalCode = 'NOT_DELIVERED' | 'WINDOW_CLOSED';

export function returnRefused(code: ReturnRefusalCode, message: string): ShopError {
  return new ShopError('INVALID_STATE', message, { returnRefusal: code });
}

/** The shopper's reason and words, checked before anything is read. */
export function checkReturnAsk(input: RequestReturnInput): ReturnAsk {
  if (!isReturnReasonCode(input.reason)) throw invalidInput('Choose why you are returning it', { field: 'reason' });
  const note = typeof input.note === 'string' ? input.note.trim() : '';
  const problem = returnNoteProblem(input.reason, note);
  if (problem) throw invalidInput(problem, { field: 'note' });
  if (hasControlCharactersBesidesLineBreaks(note)) throw invalidInput('Use plain text', { field: 'note' });
  const lines: RequestReturnInput['lines'] = Array.isArray(input.lines) ? input.lines : [];
  if (lines.length === 0) throw invalidInput('Choose at least one item to return', { field: 'lines' });
  return { lines: lines.map(({ lineId, quantity }) => ({ lineId, quantity })), reason: input.reason, note };
}

/**
 * Each asked line must be the order's, once, for at least one unit and at most what was bought less
 * what is already asked back (requests not rejected); otherwise a VALIDATION error names the item.
 */
export function checkReturnLines(
  asked: ReturnAsk['lines'],
  orderLines: ReadonlyArray<{ id: number; name: string; size: string; quantity: number }>,
  alreadyAsked: ReadonlyMap<number, number>,
): void {
  const seen = new Set<number>();
  asked.forEach(({ lineId, quantity }, index) => {
    const field = `lines.${index}`;
    const line = orderLines.find((candidate) => candidate.id === lineId);
    if (!line) throw invalidInput('An item to return is not part of this order', { field });
    if (seen.has(lineId)) throw invalidInput(`${line.name} (${line.size}) is listed twice`, { field });
    seen.add(lineId);
    const left = returnableQuantity(line.quantity, alreadyAsked.get(lineId) ?? 0);
    if (left === 0) throw invalidInput(`${line.name} (${line.size}) has already been asked back in full`, { field });
    if (!Number.isSafeInteger(quantity) || quantity < 1 || quantity > left) {
      throw invalidInput(`You can return between 1 and ${left} of ${line.name} (${line.size})`, { field, maxQuantity: left });
    }
  });
}

/** The owner's reason for refusing a return: one line, 1 to 500 characters, told to the shopper. */
export function checkRejectionReason(reason: unknown): string {
  const text = typeof reason === 'string' ? reason.trim() : '';
  if (!text) throw invalidInput('Say why the return is rejected: the shopper is told', { field: 'reason' });
  if (text.length > 500) throw invalidInput('Keep the reason to 500 characters', { field: 'reason' });
  if (hasControlCharacters(text)) throw invalidInput(SINGLE_LINE_MESSAGE, { field: 'reason' });
  return text;
}
