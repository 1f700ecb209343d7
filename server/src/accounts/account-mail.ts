import type { MailContent } from '../mail/templates/mail-layout.js';

/** The e-mails an account is sent: confirm the address, someone signed up with it again, reset the password. */
export const ACCOUNT_MAIL_KINDS = {
  confirm: 'account-confirm-email',
  alreadyRegistered: 'account-already-registered',
  reset: 'account-reset-password',
} as const;

function account(subject: string, paragraphs: string[], link: { href: string; label: string }): MailContent {
  return {
    subject,
    preview: paragraphs[0],
    blocks: [
      ...paragraphs.map((text) => ({ kind: 'paragraph' as const, text })),
      { kind: 'button', label: link.label, url: link.href },
      { kind: 'note', text: `Or open this address: ${link.href}` },
    ],
  };
}

export function confirmEmailMail(name: string, link: string, shopName: string): MailContent {
  return account(
    'Confirm your e-mail address',
    [
      `Hello ${name},`,
      `Please confirm your e-mail address to finish creating your ${shopName} account.`,
      `The link works once, for 24 hours, and asks for the password you chose when signing up. If you did not sign up as ${name}, ignore this e-mail: nobody can open an account with your address without both this mailbox and their own password.`,
    ],
    { href: link, label: 'Confirm my e-mail' },
  );
}

export function alreadyRegisteredMail(signInLink: string, shopName: string): MailContent {
  return account(
    'You already have an account',
    [
      `Someone (probably you) tried to create a ${shopName} account with this e-mail address, which already has one.`,
      'Sign in with your password, or choose "Forgot password?" in the sign-in dialog to set a new one. If it was not you, nothing has changed.',
    ],
    { href: signInLink, label: 'Sign in' },
  );
}

export function passwordResetMail(link: string, shopName: string): MailContent {
  return account(
    'Reset your password',
    [
      `You asked to reset the password of your ${shopName} account.`,
      'The link works once, for 30 minutes; setting a new password signs out every other device. If you did not ask, ignore this e-mail: your password stays as it is.',
    ],
    { href: link, label: 'Choose a new password' },
  );
}
