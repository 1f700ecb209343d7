import { EMAIL_PATTERN, hasControlCharacters, hasControlCharactersBesidesLineBreaks, SINGLE_LINE_MESSAGE } from './single-line-text.js';

/**
 * The contact form's rules, shared so the server refuses exactly what the form flags, with the
 * same words. `website` is the honeypot: hidden from people, filled in by bots.
 */
export const CONTACT_FIELDS = ['name', 'email', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactDetails = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const CONTACT_LIMITS = { name: 100, email: 200, message: 5000 } as const;
export const CONTACT_MESSAGE_MIN_LENGTH = 10;

export const CONTACT_MESSAGES = {
  required: 'This field is required',
  email: 'Please enter a valid email address',
  tooLong: 'This field is too long',
  tooShort: `Please write at least ${CONTACT_MESSAGE_MIN_LENGTH} characters`,
  singleLine: SINGLE_LINE_MESSAGE,
  controlCharacters: 'Remove the control characters from the message',
  sent: 'Thank you! Your message has been sent. We usually reply within one working day.',
} as const;

/** The line under "Message sent": the ticket number the server gave, which the e-mailed acknowledgement repeats. */
export function contactTicketLine(ticket: string): string {
  return `Your ticket number is ${ticket}. We have e-mailed it to you, and will resolve your message within one month at the latest.`;
}

export function validateContactField(field: ContactField, rawValue: unknown): string | null {
  const value = typeof rawValue === 'string' ? rawValue.trim() : '';
  if (!value) return CONTACT_MESSAGES.required;
  if (value.length > CONTACT_LIMITS[field]) return CONTACT_MESSAGES.tooLong;
  // The name and address go into the notice's subject and headers; only the message has lines.
  if (field === 'message' ? hasControlCharactersBesidesLineBreaks(value) : hasControlCharacters(value)) {
    return field === 'message' ? CONTACT_MESSAGES.controlCharacters : CONTACT_MESSAGES.singleLine;
  }
  if (field === 'email' && !EMAIL_PATTERN.test(value)) return CONTACT_MESSAGES.email;
  if (field === 'message' && value.length < CONTACT_MESSAGE_MIN_LENGTH) return CONTACT_MESSAGES.tooShort;
  return null;
}

export function validateContact(input: Partial<Record<ContactField, unknown>>): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const message = validateContactField(field, input[field]);
    if (message) errors[field] = message;
  }
  return errors;
}
