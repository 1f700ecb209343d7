import { CONTACT_FIELDS, validateContact, type ContactDetails, type ContactField } from '@common/contact-form.js';
import { ContactMessageEntity } from './contact-message.entity.js';
import { requireAdmin } from '../kernel/access.js';
import { invalidInput, notFound } from '../kernel/errors.js';
import { CONTACT_MESSAGE_KIND, contactMessageMail } from '../mail/templates/contact-message.js';
import { CONTACT_ACKNOWLEDGEMENT_KIND, contactAcknowledgementMail } from '../mail/templates/contact-acknowledgement.js';
import { actorName } from '../kernel/access.js';
import { readShopDetails } from '../settings/shop-details.js';
import { oneMonthAfter, ticketAgeing, ticketLabel, type TicketAgeing } from './ticket-ageing.js';
import type { MailService } from '../mail/mail.service.js';
import { checkPage, offsetPageInfo, type PageInfo } from '../kernel/paging.js';
import { isUuid } from '../orders/order-loading.js';
import { enforceRateLimit, type RateLimiter } from '../kernel/rate-limiter.js';
import type { RequestContext } from '../kernel/request-context.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { ShopServiceDeps } from '../kernel/dependencies.js';

/**
 * The contact form's inbox: messages are validated by the form's own rules, limited per e-mail and
 * per client address, stored, and announced to the owner through the mail outbox in the same
 * transaction. A message whose honeypot is filled is answered like any other and dropped, so a
 * bot learns nothing.
 */
export const CONTACT_LIMIT_PER_EMAIL_PER_HOUR = 3;
export const CONTACT_LIMIT_PER_ADDRESS_PER_HOUR = 10;
const HOUR = 3600;
/** A page of the inbox when the caller names no size (the paging rule is kernel/paging.ts's). */
const DEFAULT_MESSAGE_PAGE_SIZE = 20;

export interface ContactMessageInput {
  name: string;
  email: string;
  message: string;
  website?: string | null;
}

/** What the sender is told at once: their ticket (CT-1001) and the day it will be resolved by. */
export interface ContactTicketReceipt {
  ticket: string;
  resolveBy: Date;
}

export interface ContactMessagePage {
  items: ContactMessageEntity[];
  totalCount: number;
  unreadCount: number;
  pageInfo: PageInfo;
}

/** 29 Dec 2026: a day as India's calendar has it. */
function indiaDate(instant: Date): string {
  return new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(instant);
}

export class ContactService {
  constructor(
    private readonly deps: ShopServiceDeps,
    private readonly mail: MailService,
    private readonly rateLimiter: RateLimiter,
    private readonly settings: SettingsService,
  ) {}

  /**
   * Stores the message as a complaint ticket, queues its acknowledgement (the ticket number) to the
   * sender and the owner's notice, all in one transaction; answers the ticket. A bot's message is
   * answered with a number like any other and dropped.
   */
  async send(ctx: RequestContext, input: ContactMessageInput): Promise<ContactTicketReceipt> {
    const errors = validateContact(input ?? {});
    const field = CONTACT_FIELDS.find((name) => errors[name]);
    if (field) throw invalidInput(errors[field]!, { field, errors });
    const details = Object.fromEntries(CONTACT_FIELDS.map((name: ContactField) => [name, String(input[name]).trim()])) as ContactDetails;
    details.email = details.email.toLowerCase();

    await enforceRateLimit(this.rateLimiter, `contact:ip:${ctx.ip}`, CONTACT_LIMIT_PER_ADDRESS_PER_HOUR, HOUR);
    await enforceRateLimit(this.rateLimiter, `contact:email:${details.email}`, CONTACT_LIMIT_PER_EMAIL_PER_HOUR, HOUR);
    if (typeof input.website === 'string' && input.website.trim() !== '') {
      this.deps.logger.info('contact form: honeypot filled, message dropped', { ip: ctx.ip });
      const [{ n }] = await this.deps.dataSource.query<Array<{ n: string }>>(`SELECT nextval('contact_ticket_numbers')::text AS n`);
      return { ticket: ticketLabel(n), resolveBy: oneMonthAfter(new Date()) };
    }

    const receipt = await this.deps.dataSource.transaction(async (manager) => {
      const receivedAt = new Date();
      const [stored] = await manager.query<Array<{ ticket_number: string }>>(
        `INSERT INTO contact_messages (name, email, message, created_at, acknowledged_at) VALUES ($1, $2, $3, $4, $4) RETURNING ticket_number::text`,
        [details.name, details.email, details.message, receivedAt],
      );
      const ticket = ticketLabel(stored.ticket_number);
      const resolveBy = oneMonthAfter(receivedAt);
      const shop = await readShopDetails(manager);
      // The acknowledgement the rules ask for within 48 hours goes with the message itself.
      await this.mail.enqueue(
        manager,
        CONTACT_ACKNOWLEDGEMENT_KIND,
        details.email,
        await this.mail.render(manager, contactAcknowledgementMail({ ...details, ticket, resolveBy: indiaDate(resolveBy) }, shop)),
      );
      // To the owner's notification address in Settings (default: the admin e-mail), unless switched off there.
      await this.mail.enqueueForOwner(
        manager,
        'ownerContactMessage',
        CONTACT_MESSAGE_KIND,
        contactMessageMail({ ...details, ticket }, this.deps.publicUrl),
      );
      return { ticket, resolveBy };
    });
    return receipt;
  }

  /** Where a ticket stands now against the 48 hours and the month (the inbox's lines). */
  ageing(message: Pick<ContactMessageEntity, 'createdAt' | 'acknowledgedAt' | 'resolvedAt'>): TicketAgeing {
    return ticketAgeing(message, new Date());
  }

  /** Admins only: marks a ticket resolved (or open again) and returns it. */
  async resolve(ctx: RequestContext, id: string, resolved = true): Promise<ContactMessageEntity> {
    requireAdmin(ctx);
    if (!isUuid(id)) throw notFound('Message not found');
    const repository = this.deps.dataSource.getRepository(ContactMessageEntity);
    const existing = await repository.findOneBy({ id });
    if (!existing) throw notFound('Message not found');
    if (resolved !== (existing.resolvedAt !== null)) {
      await repository.update(
        { id },
        resolved
          ? { resolvedAt: new Date(), resolvedBy: actorName(ctx), readAt: existing.readAt ?? new Date() }
          : { resolvedAt: null, resolvedBy: null },
      );
    }
    return (await repository.findOneBy({ id }))!;
  }

  /** Admins only: newest first, optionally only the unread ones, paged as every list is (kernel/paging.ts). */
  async list(ctx: RequestContext, unreadOnly = false, offset?: number | null, limit?: number | null): Promise<ContactMessagePage> {
    requireAdmin(ctx);
    const page = checkPage(offset, limit, DEFAULT_MESSAGE_PAGE_SIZE);
    const repository = this.deps.dataSource.getRepository(ContactMessageEntity);
    const query = repository.createQueryBuilder('m');
    if (unreadOnly) query.where('m.readAt IS NULL');
    const [items, totalCount] = await query
      .orderBy('m.createdAt', 'DESC')
      .addOrderBy('m.id', 'DESC')
      .offset(page.offset)
      .limit(page.limit)
      .getManyAndCount();
    const unreadCount = await repository.createQueryBuilder('m').where('m.readAt IS NULL').getCount();
    return { items, totalCount, unreadCount, pageInfo: offsetPageInfo(page, { itemCount: items.length, totalCount }) };
  }

  /** Admins only: marks a message read (or unread again) and returns it. */
  async markRead(ctx: RequestContext, id: string, read = true): Promise<ContactMessageEntity> {
    requireAdmin(ctx);
    if (!isUuid(id)) throw notFound('Message not found');
    const repository = this.deps.dataSource.getRepository(ContactMessageEntity);
    const existing = await repository.findOneBy({ id });
    if (!existing) throw notFound('Message not found');
    if (read !== (existing.readAt !== null)) {
      await repository.update({ id }, { readAt: read ? new Date() : null });
    }
    return (await repository.findOneBy({ id }))!;
  }
}
