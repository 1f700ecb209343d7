import { escapeHtml, type RenderedMail } from '../mail/mail.service.js';

/** The e-mails an account is sent: confirm the address, someone signed up with it again, reset the password. */
export const ACCOUNT_MAIL_KINDS = {
  confirm: 'account-confirm-email',
  alreadyRegistered: 'account-already-registered',
  reset: 'account-reset-password',
} as const;

function page(paragraphs: string[], link: { href: string; label: string } | null): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 12px;">${escapeHtml(p)}</p>`).join('\n  ');
  const button = link
    ? `<p style="margin:16px 0;"><a href="${escapeHtml(link.href)}" style="display:inline-block;padding:10px 18px;background:#2f6b3a;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(link.label)}</a></p>
  <p style="font-size:13px;color:#4d5a4f;">Or open this address: ${escapeHtml(link.href)}</p>`
    : '';
  return `<!doctype html>
<html lang="en"><body style="margin:0;background:#f5f1e6;font-family:Arial,Helvetica,sans-serif;color:#1f2d22;">
<div style="max-width:560px;margin:0 auto;padding:24px 16px;">
  <h1 style="font-size:20px;margin:0 0 16px;color:#2f6b3a;">Herbal Roots</h1>
  ${body}
  ${button}
</div>
</body></html>`;
}

export function renderConfirmEmail(name: string, link: string): RenderedMail {
  const lines = [
    `Hello ${name},`,
    'Please confirm your e-mail address to finish creating your Herbal Roots account.',
    'The link works once, for 24 hours. If you did not sign up, ignore this e-mail: no account will be opened.',
  ];
  return {
    subject: 'Confirm your e-mail address',
    text: [...lines, '', `Confirm: ${link}`].join('\n'),
    html: page(lines, { href: link, label: 'Confirm my e-mail' }),
  };
}

export function renderAlreadyRegistered(signInLink: string): RenderedMail {
  const lines = [
    'Someone (probably you) tried to create a Herbal Roots account with this e-mail address, which already has one.',
    'Sign in with your password, or choose "Forgot password?" in the sign-in dialog to set a new one. If it was not you, nothing has changed.',
  ];
  return {
    subject: 'You already have an account',
    text: [...lines, '', `Sign in: ${signInLink}`].join('\n'),
    html: page(lines, { href: signInLink, label: 'Sign in' }),
  };
}

export function renderPasswordReset(link: string): RenderedMail {
  const lines = [
    'You asked to reset the password of your Herbal Roots account.',
    'The link works once, for 30 minutes; setting a new password signs out every other device. If you did not ask, ignore this e-mail: your password stays as it is.',
  ];
  return {
    subject: 'Reset your password',
    text: [...lines, '', `Reset: ${link}`].join('\n'),
    html: page(lines, { href: link, label: 'Choose a new password' }),
  };
}
