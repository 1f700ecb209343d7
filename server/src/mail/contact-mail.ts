import type { ContactDetails } from '@common/contact-form.js';
import { escapeHtml, type RenderedMail } from './mail.service.js';

/** The owner's notice of a new contact-form message: who wrote, what, and where to answer it. */
export const CONTACT_MESSAGE_KIND = 'contact-message';

export function renderContactNotice(message: ContactDetails & { id: string }, publicUrl: string): RenderedMail {
  const inbox = `${publicUrl.replace(/\/+$/, '')}/admin/messages`;
  const subject = `New message from ${message.name} via the contact form`;
  const text = [
    `${message.name} <${message.email}> wrote:`,
    '',
    message.message,
    '',
    `Reply to ${message.email}, and mark it read in the admin: ${inbox}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;background:#f5f1e6;font-family:Arial,Helvetica,sans-serif;color:#1f2d22;">
<div style="max-width:560px;margin:0 auto;padding:24px 16px;">
  <p style="margin:0 0 12px;"><strong>${escapeHtml(message.name)}</strong> &lt;<a href="mailto:${escapeHtml(message.email)}">${escapeHtml(message.email)}</a>&gt; wrote:</p>
  <blockquote style="margin:0 0 16px;padding:12px 16px;background:#fffdf8;border-left:4px solid #2f6b3a;white-space:pre-wrap;">${escapeHtml(message.message)}</blockquote>
  <p style="font-size:13px;color:#4d5a4f;">Reply by e-mail, and mark it read in the <a href="${escapeHtml(inbox)}">admin messages</a>.</p>
</div>
</body></html>`;
  return { subject, text, html };
}
