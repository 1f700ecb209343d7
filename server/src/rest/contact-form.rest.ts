import express from 'express';
import { CONTACT_FIELDS, validateContact, type ContactDetails } from '@common/contact-form.js';
import { requireRequestContext } from '../http/request-context.middleware.js';
import { HTTP_STATUS_BY_CODE, ShopError } from '../kernel/errors.js';
import type { Logger } from '../kernel/logger.js';
import type { ShopServices } from '../container.js';
import { contactFormPage, contactSentPage } from './contact-form-page.js';

/** Far above the longest message the form allows (5,000 characters), far below anything harmful. */
const FORM_BODY_LIMIT_BYTES = 64 * 1024;
const UNAVAILABLE = 'We could not send your message just now. Please try again, or write to us by e-mail.';

/**
 * The contact form as plain HTML: on a slow phone the server's page shows seconds before its
 * scripts start, and a message sent in that time is posted here rather than lost. The same
 * service as Mutation.sendContactMessage (rules, rate limits, storage, the owner's notice); the
 * answer is a page saying it was sent, or the form again with its messages and what was typed.
 * A POST, so nothing a shopper typed ever lands in an address.
 */
export function createContactFormRouter(services: ShopServices, logger: Logger): express.Router {
  const router = express.Router();
  router.post('/', express.urlencoded({ extended: false, limit: FORM_BODY_LIMIT_BYTES, parameterLimit: 20 }), async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const text = (name: string) => (typeof body[name] === 'string' ? body[name] : '');
    const values = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, text(field)])) as ContactDetails;
    res.setHeader('Cache-Control', 'no-store').type('html');
    // The shop's name and e-mail for the page; a page without them rather than none at all.
    const shop = await services.settings.details().catch(() => null);

    const errors = validateContact(values);
    if (Object.keys(errors).length > 0) {
      res.status(400).send(contactFormPage(values, errors, null, shop));
      return;
    }
    try {
      const receipt = await services.contact.send(requireRequestContext(req), { ...values, website: text('website') });
      res.status(200).send(contactSentPage(shop, receipt.ticket));
    } catch (error) {
      if (error instanceof ShopError) {
        const fieldErrors = (error.details?.errors ?? {}) as Record<string, string>;
        res
          .status(HTTP_STATUS_BY_CODE[error.code])
          .send(contactFormPage(values, fieldErrors, error.code === 'VALIDATION' ? null : error.message, shop));
        return;
      }
      logger.error('contact form post failed', { error: String(error) });
      res.status(503).send(contactFormPage(values, {}, UNAVAILABLE, shop));
    }
  });
  return router;
}
