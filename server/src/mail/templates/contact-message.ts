import type { ContactDetails } from '@common/contact-form.js';
import type { MailContent } from './mail-layout.js';

/** The owner's notice of a new contact-form message: who wrote, what, and where to answer it. */
export const CONTACT_MESSAGE_KIND = 'contact-message';

export function contactMessageMail(message: ContactDetails & { ticket: string }, publicUrl: string): MailContent {
  const inbox = `${publicUrl.replace(/\/+$/, '')}/admin/messages`;
  return {
    subject: `Ticket ${message.ticket}: new message from ${message.name} via the contact form`,
    preview: message.message.slice(0, 120),
    blocks: [
      { kind: 'paragraph', text: `${message.name} <${message.email}> wrote:` },
      { kind: 'lines-of-text', text: message.message, quoted: true },
      {
        kind: 'paragraph',
        text: `They have been sent the ticket number. Reply to ${message.email} within 48 hours, and mark the ticket resolved in the admin within a month.`,
      },
      { kind: 'button', label: 'Open the messages in the admin', url: inbox },
    ],
  };
}
