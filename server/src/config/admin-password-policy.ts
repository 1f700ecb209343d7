/**
 * What a production admin password must be. The account it creates administers every order and
 * customer, so a password copied from an example file, a default or a short dictionary word is
 * refused before the shop opens, instead of being discovered by the first guesser.
 */
export const MIN_PRODUCTION_ADMIN_PASSWORD_LENGTH = 12;

/** Passwords that appear in this project's history, examples and the usual first guesses. */
const KNOWN_PASSWORDS = new Set([
  'change-me-please',
  'changeme',
  'change-me',
  'change_me',
  'changeit',
  'password',
  'password1',
  'password123',
  'passw0rd',
  'admin',
  'admin123',
  'administrator',
  'letmein',
  'welcome',
  'welcome123',
  'qwerty',
  'qwertyuiop',
  'iloveyou',
  'secret',
  'default',
  'herbalroots',
  'herbal-roots',
  'correct-horse-battery-staple',
  '123456789012',
  '1234567890',
  '12345678',
]);

/**
 * Why `password` is too weak for a production admin, or null when it is acceptable: at least
 * 12 characters, not a known default, not one character class repeated over a handful of symbols.
 */
export function weakAdminPasswordReason(password: string): string | null {
  const folded = password.trim().toLowerCase();
  if (KNOWN_PASSWORDS.has(folded)) return 'is a known default or example password; choose your own';
  if (password.length < MIN_PRODUCTION_ADMIN_PASSWORD_LENGTH)
    return `must be at least ${MIN_PRODUCTION_ADMIN_PASSWORD_LENGTH} characters in production`;
  if (new Set(folded).size < 6) return 'repeats too few different characters';
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/].filter((pattern) => pattern.test(password)).length;
  // A long passphrase of lower-case words is strong; a short one needs variety.
  if (password.length < 16 && classes < 2) return 'needs 16 characters, or at least two of: lower case, upper case, digits, symbols';
  return null;
}
