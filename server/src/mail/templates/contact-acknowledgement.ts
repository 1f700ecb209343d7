import type { ShopDetails } from '../../settings/shop-details.js';
import type { MailContent } from './mail-layout.js';

/** The sender's acknowledgement of a contact-form message: its ticket number, the times the shop holds itself to, and who to escalate to. */
export const CONTACT_ACKNOWLEDGEMENT_KIND = 'contact-acknowledgement';

export interface ContactAcknowledgement {
  name: string;
  message: string;
  /** As the shopper reads it, e.g. CT-1001. */
  ticket: string;
  /** e.g. 29 Dec 2026. */
  resolveBy: string;
}

export function contactAcknowledgementMail(
  ack: ContactAcknowledgement,
  officer: Pick<ShopDetails, 'grievanceOfficerName' | 'grievanceOfficerDesignation' | 'grievanceOfficerEmail' | 'grievanceOfficerPhone'>,
): MailContent {
  return {
    subject: `We have your message: ticket ${ack.ticket}`,
    preview: `Your ticket number is ${ack.ticket}. We will resolve it by ${ack.resolveBy}.`,
    blocks: [
      { kind: 'heading', text: `Ticket ${ack.ticket}` },
      {
        kind: 'paragraph',
        text: `Dear ${ack.name}, thank you for writing to us. Your message is ticket ${ack.ticket}: please quote it if you write again.`,
      },
      { kind: 'paragraph', text: `We will reply within 48 hours and resolve it by ${ack.resolveBy} at the latest.` },
      { kind: 'lines-of-text', text: ack.message, quoted: true },
      {
        kind: 'note',
        text: `Not happy with our answer? Write to our grievance officer, ${officer.grievanceOfficerName} (${officer.grievanceOfficerDesignation}), at ${officer.grievanceOfficerEmail} or ${officer.grievanceOfficerPhone}.`,
      },
    ],
  };
}
