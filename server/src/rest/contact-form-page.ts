import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  contactTicketLine,
  type ContactDetails,
  type ContactErrors,
} from '@common/contact-form.js';
import { escapeHtml, plainPage } from './plain-page.js';

/**
 * The page the contact form's plain-HTML post is answered with: sent before the storefront's
 * scripts had started, so it must stand without them. A small page of its own (no script, the
 * shop's colours inline) rather than the storefront's render: it carries what one shopper typed,
 * which the storefront's kept pages must never hold.
 */

/** Who answers: the shop's name and e-mail as the owner set them in Settings; null when they could not be read. */
export type ContactPageShop = { shopName: string; email: string } | null;

function page(title: string, body: string, shop: ContactPageShop): string {
  return plainPage(title, body, shop?.shopName);
}

/** Said once the message is stored, with its ticket number. */
export function contactSentPage(shop: ContactPageShop, ticket: string): string {
  return page(
    'Message sent',
    `<h1>Message sent</h1><p role="status" data-testid="contact-sent">${escapeHtml(CONTACT_MESSAGES.sent)}</p>
<p data-testid="contact-ticket">${escapeHtml(contactTicketLine(ticket))}</p>
<p><a href="/">Back to the shop</a> · <a href="/contact">Send another message</a></p>`,
    shop,
  );
}

const LABELS: Record<keyof ContactDetails, string> = { name: 'Your name', email: 'Email', message: 'Message' };

/**
 * The form again, with what was typed and what is wrong with it: field messages beside their
 * fields, and a `problem` for the whole form (a rate limit, a failure) above them.
 */
export function contactFormPage(values: ContactDetails, errors: ContactErrors, problem: string | null, shop: ContactPageShop): string {
  const fields = CONTACT_FIELDS.map((field) => {
    const error = errors[field];
    const common = `id="contact-${field}" name="${field}" maxlength="${CONTACT_LIMITS[field]}" required${
      error ? ` aria-invalid="true" aria-describedby="contact-${field}-error"` : ''
    }`;
    const control =
      field === 'message'
        ? `<textarea ${common}>${escapeHtml(values.message)}</textarea>`
        : `<input ${common} type="${field === 'email' ? 'email' : 'text'}" autocomplete="${field}" value="${escapeHtml(values[field])}">`;
    const message = error ? `<p class="error" id="contact-${field}-error">${escapeHtml(error)}</p>` : '';
    return `<label for="contact-${field}">${LABELS[field]}</label>${control}${message}`;
  }).join('\n');
  const alert = problem ? `<p class="problem" role="alert">${escapeHtml(problem)}</p>` : '';
  return page(
    'Contact us',
    `<h1>Send us a message</h1>${alert}
<form method="post" action="/contact" novalidate>
${fields}
<div class="trap" aria-hidden="true"><label for="contact-website">Website</label><input id="contact-website" name="website" tabindex="-1" autocomplete="off"></div>
<button type="submit">Send message</button>
</form>
<p><a href="/">Back to the shop</a>${shop ? ` · Or write to <a href="mailto:${escapeHtml(shop.email)}">${escapeHtml(shop.email)}</a>` : ''}</p>`,
    shop,
  );
}
