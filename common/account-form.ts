import { EMAIL_PATTERN, hasControlCharacters } from './single-line-text.js';

/**
 * The rules of a shopper's account forms (sign up, new password), the same in the browser and on
 * the server. Passwords are long enough to resist guessing and short enough that hashing one
 * costs an attacker nothing extra.
 */
export const ACCOUNT_LIMITS = { nameMax: 100, emailMax: 254, passwordMin: 8, passwordMax: 1024 } as const;

export const ACCOUNT_MESSAGES = {
  nameRequired: 'Please enter your name',
  nameTooLong: `Your name can be at most ${ACCOUNT_LIMITS.nameMax} characters`,
  nameInvalid: 'Your name cannot contain line breaks, control characters or text-direction marks',
  emailInvalid: 'Please enter one valid e-mail address',
  passwordShort: `The password must be at least ${ACCOUNT_LIMITS.passwordMin} characters`,
  passwordLong: 'The password is too long',
} as const;

/**
 * The separate consent to marketing e-mails (India's data protection law), asked in the same words
 * at sign-up and in the account: unticked until the shopper ticks it.
 */
export const MARKETING_CONSENT = {
  label: 'E-mail me offers and new products',
  description: 'Separate from your orders’ e-mails, which always come. Off unless you tick it.',
} as const;

export function accountNameError(value: unknown): string | null {
  const name = typeof value === 'string' ? value.trim() : '';
  if (!name) return ACCOUNT_MESSAGES.nameRequired;
  if (name.length > ACCOUNT_LIMITS.nameMax) return ACCOUNT_MESSAGES.nameTooLong;
  if (hasControlCharacters(name)) return ACCOUNT_MESSAGES.nameInvalid;
  return null;
}

export function accountEmailError(value: unknown): string | null {
  const email = typeof value === 'string' ? value.trim() : '';
  if (!email || email.length > ACCOUNT_LIMITS.emailMax || !EMAIL_PATTERN.test(email) || /[,;<>]/.test(email))
    return ACCOUNT_MESSAGES.emailInvalid;
  return null;
}

export function passwordError(value: unknown): string | null {
  const password = typeof value === 'string' ? value : '';
  if (password.length < ACCOUNT_LIMITS.passwordMin) return ACCOUNT_MESSAGES.passwordShort;
  if (password.length > ACCOUNT_LIMITS.passwordMax) return ACCOUNT_MESSAGES.passwordLong;
  return null;
}
