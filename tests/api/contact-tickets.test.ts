import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../support/gql/gql.js';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox.js';
import { startTestShop, type ShopClient, type TestShop } from '../support/test-shop.js';

/**
 * A complaint through the contact form as India's e-commerce rules want it handled: the sender
 * gets a ticket number at once, on screen and by e-mail (over real SMTP), with the grievance
 * officer to escalate to; the owner's inbox ages every ticket against the 48-hour acknowledgement
 * and the month to resolve it; the grievance officer the owner names in Settings is what the shop shows.
 */
let inbox: SmtpInbox;
let shop: TestShop;
let admin: ShopClient;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  shop = await startTestShop({ SMTP_URL: inbox.url, MAIL_FROM: 'Herbal Roots <care@herbalroots.test>' });
  admin = shop.client();
  await admin.loginAsAdmin();
}, 60_000);

afterAll(async () => {
  await shop?.close();
  await inbox?.close();
});

const SEND = graphql(`
  mutation TicketSend($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      sent
      ticket
      resolveBy
      errors {
        code
      }
    }
  }
`);

const TICKETS = graphql(`
  query Tickets {
    contactMessages(offset: 0, limit: 20) {
      items {
        id
        ticket
        name
        acknowledgedAt
        acknowledgeBy
        resolveBy
        resolvedAt
        ticketStatus
        ageText
        acknowledgementText
        resolutionText
        read
      }
    }
  }
`);

const RESOLVE = graphql(`
  mutation TicketResolve($id: ID!, $resolved: Boolean!) {
    resolveContactMessage(id: $id, resolved: $resolved) {
      contactMessage {
        ticketStatus
        resolutionText
        read
      }
      errors {
        code
      }
    }
  }
`);

const OFFICER = graphql(`
  query GrievanceOfficer {
    shopDetails {
      legalName
      gstin
      grievanceOfficerName
      grievanceOfficerDesignation
      grievanceOfficerEmail
      grievanceOfficerPhone
    }
  }
`);

const SET_OFFICER = graphql(`
  mutation SetGrievanceOfficer($input: ShopSettingsInput!) {
    updateShopSettings(input: $input) {
      errors {
        code
        field
        message
      }
    }
  }
`);

describe('contact messages as complaint tickets', () => {
  it('tells the sender the ticket at once, and e-mails it with the grievance officer', async () => {
    const sent = await shop.client().gql(SEND, {
      input: { name: 'Lakshmi Iyer', email: 'lakshmi@example.in', message: 'My order arrived with a broken bottle of hair oil.' },
    });
    const answer = sent.data?.sendContactMessage;
    expect(answer).toMatchObject({ sent: true, ticket: 'CT-1001', errors: [] });
    // One month on, whatever the day: between 28 and 31 days.
    const days = (Date.parse(answer!.resolveBy!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27.9);
    expect(days).toBeLessThanOrEqual(31);

    const mail = await inbox.waitFor('lakshmi@example.in', /^We have your message: ticket CT-1001$/);
    expect(mail.text).toContain('Your message is ticket CT-1001');
    expect(mail.text).toContain('We will reply within 48 hours');
    expect(mail.text).toContain('My order arrived with a broken bottle of hair oil.');
    expect(mail.text).toContain('Meena Raghavan (Grievance Officer and Head of Customer Care), at grievance@herbalroots.in');
    // The owner's notice names the ticket too.
    await inbox.waitFor('admin@herbal.test', /^Ticket CT-1001: new message from Lakshmi Iyer/);

    const next = await shop
      .client()
      .gql(SEND, { input: { name: 'Arjun', email: 'arjun@example.in', message: 'Where is my order, please?' } });
    expect(next.data?.sendContactMessage.ticket).toBe('CT-1002');
  });

  it('ages each ticket for the owner against 48 hours and one month, and lets them resolve it', async () => {
    // A complaint that came in 40 days ago, before tickets were acknowledged, is overdue on both counts.
    await shop.dataSource.query(
      `INSERT INTO contact_messages (name, email, message, created_at) VALUES ('Old Complaint', 'old@example.in', 'Still waiting for a refund.', now() - interval '40 days')`,
    );
    const items = (await admin.gql(TICKETS)).data!.contactMessages!.items;
    const lakshmi = items.find((item) => item.ticket === 'CT-1001')!;
    expect(lakshmi).toMatchObject({ ticketStatus: 'OPEN', acknowledgementText: 'Acknowledged at once', ageText: '1 h', read: false });
    expect(lakshmi.acknowledgedAt).not.toBeNull();
    expect(Date.parse(lakshmi.acknowledgeBy) - Date.parse(lakshmi.acknowledgedAt!)).toBeGreaterThan(47.9 * 3_600_000);
    expect(lakshmi.resolutionText).toMatch(/^Resolve by \d{1,2} [A-Z][a-z]{2}: \d+ days left$/);

    const old = items.find((item) => item.name === 'Old Complaint')!;
    expect(old).toMatchObject({
      ticket: 'CT-1003',
      ticketStatus: 'OVERDUE',
      ageText: '40 days',
      acknowledgedAt: null,
      acknowledgementText: 'Not acknowledged: 38 days late',
    });
    expect(old.resolutionText).toMatch(/^Overdue by (9|10|11|12) days$/);

    const resolved = await admin.gql(RESOLVE, { id: old.id, resolved: true });
    expect(resolved.data?.resolveContactMessage).toEqual({
      contactMessage: { ticketStatus: 'RESOLVED', resolutionText: 'Resolved in 40 days, late', read: true },
      errors: [],
    });
    const reopened = await admin.gql(RESOLVE, { id: old.id, resolved: false });
    expect(reopened.data?.resolveContactMessage.contactMessage?.ticketStatus).toBe('OVERDUE');

    const shopper = await shop.client().gql(RESOLVE, { id: old.id, resolved: true });
    expect(shopper.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(
      (await admin.gql(RESOLVE, { id: '00000000-0000-4000-8000-000000000000', resolved: true })).data?.resolveContactMessage.errors,
    ).toEqual([{ code: 'NOT_FOUND' }]);
  });

  it('shows the grievance officer the owner names in Settings, and refuses an officer without a valid e-mail', async () => {
    expect((await shop.client().gql(OFFICER)).data?.shopDetails).toMatchObject({
      legalName: 'Herbal Roots Naturals',
      gstin: '33AAHCH1234R1ZE',
      grievanceOfficerName: 'Meena Raghavan',
      grievanceOfficerEmail: 'grievance@herbalroots.in',
    });
    const refused = await admin.gql(SET_OFFICER, {
      input: { contactNotificationEmail: 'admin@herbal.test', grievanceOfficerEmail: 'not an address' },
    });
    expect(refused.data?.updateShopSettings.errors).toEqual([
      { code: 'VALIDATION', field: ['input', 'grievanceOfficerEmail'], message: 'Enter a valid email address for the grievance officer' },
    ]);
    const saved = await admin.gql(SET_OFFICER, {
      input: {
        contactNotificationEmail: 'admin@herbal.test',
        grievanceOfficerName: 'Suresh Kumar',
        grievanceOfficerDesignation: 'Grievance Officer',
        grievanceOfficerEmail: 'suresh@herbalroots.in',
        grievanceOfficerPhone: '+91 98400 55555',
      },
    });
    expect(saved.data?.updateShopSettings.errors).toEqual([]);
    expect((await shop.client().gql(OFFICER)).data?.shopDetails).toMatchObject({
      grievanceOfficerName: 'Suresh Kumar',
      grievanceOfficerDesignation: 'Grievance Officer',
      grievanceOfficerEmail: 'suresh@herbalroots.in',
      grievanceOfficerPhone: '+91 98400 55555',
    });
  });
});
