import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '@common/contact-form.js';
import { AdminContactMessagesDocument, MarkContactMessageReadDocument } from '@/gql/graphql.js';
import { graphql } from '../support/gql/gql.js';
import { startTestShop, TEST_ADMIN, type ShopClient, type TestShop } from '../support/test-shop.js';

const SEND = graphql(`
  mutation ContactSend($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      sent
      ticket
      errors {
        ...UserErrorAllFields
      }
    }
  }
`);

let shop: TestShop;

/** The first page of the admin's Messages screen, as the storefront asks for it. */
function messagesPage(client: ShopClient, unreadOnly = false) {
  return client.gql(AdminContactMessagesDocument, { unreadOnly, offset: 0, limit: 20 });
}

async function outbox(kind: string) {
  return shop.dataSource.query<Array<{ to_address: string; subject: string; text_body: string }>>(
    'SELECT to_address, subject, text_body FROM mail_outbox WHERE kind = $1 ORDER BY created_at',
    [kind],
  );
}

beforeAll(async () => {
  shop = await startTestShop();
});

afterAll(async () => {
  await shop?.close();
});

describe('contact form: stored, announced to the owner, listed for the admin', () => {
  it('stores a valid message, queues the owner notice, and the admin reads and marks it', async () => {
    const shopper = shop.client();
    const sent = await shopper.gql(SEND, {
      input: { name: 'Kavya Rao', email: 'Kavya@Example.in', message: 'Is the amla oil safe for a six-year-old?', website: '' },
    });
    expect(sent.errors).toBeUndefined();
    expect(sent.data).toEqual({ sendContactMessage: { sent: true, ticket: 'CT-1001', errors: [] } });

    const notices = await outbox('contact-message');
    expect(notices).toHaveLength(1);
    expect(notices[0].to_address).toBe(TEST_ADMIN.email);
    expect(notices[0].subject).toBe('Ticket CT-1001: new message from Kavya Rao via the contact form');
    expect(notices[0].text_body).toContain('Is the amla oil safe for a six-year-old?');
    expect(notices[0].text_body).toContain('/admin/messages');

    const forbidden = await messagesPage(shopper);
    expect(forbidden.data?.contactMessages ?? null).toBeNull();
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const admin = shop.client();
    await admin.loginAsAdmin();
    const listed = await messagesPage(admin);
    expect(listed.errors).toBeUndefined();
    expect(listed.data!.contactMessages).toMatchObject({ totalCount: 1, unreadCount: 1 });
    const [message] = listed.data!.contactMessages!.items;
    expect(message).toMatchObject({ name: 'Kavya Rao', email: 'kavya@example.in', read: false });

    const marked = await admin.gql(MarkContactMessageReadDocument, { id: message.id, read: true });
    expect(marked.data).toEqual({ markContactMessageRead: { contactMessage: { id: message.id, read: true }, errors: [] } });
    const after = await messagesPage(admin, true);
    expect(after.data!.contactMessages).toMatchObject({ totalCount: 0, unreadCount: 0, items: [] });

    const shopperMark = await shopper.gql(MarkContactMessageReadDocument, { id: message.id, read: false });
    expect(shopperMark.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses bad input with the form’s words and stores nothing', async () => {
    const before = await shop.dataSource.query<Array<{ n: number }>>('SELECT count(*)::int AS n FROM contact_messages');
    const bad = await shop.client().gql(SEND, { input: { name: 'A', email: 'not-an-email', message: 'Hello there, shop' } });
    expect(bad.status).toBe(200);
    expect(bad.data!.sendContactMessage).toMatchObject({
      sent: null,
      errors: [{ message: CONTACT_MESSAGES.email, code: 'VALIDATION', field: ['input', 'email'] }],
    });
    const short = await shop.client().gql(SEND, { input: { name: 'A', email: 'a@example.in', message: 'Hi' } });
    expect(short.data!.sendContactMessage.errors).toMatchObject([{ message: CONTACT_MESSAGES.tooShort, field: ['input', 'message'] }]);
    const after = await shop.dataSource.query<Array<{ n: number }>>('SELECT count(*)::int AS n FROM contact_messages');
    expect(after[0].n).toBe(before[0].n);
  });

  it('answers a bot that fills the honeypot like anyone else, and keeps nothing', async () => {
    const before = (await outbox('contact-message')).length;
    const bot = await shop.client().gql(SEND, {
      input: { name: 'Cheap pills', email: 'bot@spam.example', message: 'Visit our website for offers', website: 'http://spam.example' },
    });
    expect(bot.data?.sendContactMessage).toMatchObject({ sent: true, errors: [] });
    expect(bot.data?.sendContactMessage.ticket).toMatch(/^CT-\d+$/);
    const rows = await shop.dataSource.query<unknown[]>('SELECT 1 FROM contact_messages WHERE email = $1', ['bot@spam.example']);
    expect(rows).toHaveLength(0);
    expect(await outbox('contact-message')).toHaveLength(before);
  });

  it('limits messages per e-mail address', async () => {
    const client = shop.client();
    const send = () =>
      client.gql(SEND, { input: { name: 'Ravi', email: 'ravi.limits@example.in', message: 'Another question about delivery' } });
    for (let i = 0; i < 3; i += 1) expect((await send()).data?.sendContactMessage.errors).toEqual([]);
    const limited = await send();
    expect(limited.data?.sendContactMessage.errors[0]).toMatchObject({
      code: 'RATE_LIMITED',
      retryAfterSeconds: expect.any(Number) as unknown,
    });
    const stored = await shop.dataSource.query<unknown[]>('SELECT 1 FROM contact_messages WHERE email = $1', ['ravi.limits@example.in']);
    expect(stored).toHaveLength(3);
  });
});

describe('contact notices go where the owner chose', () => {
  it("says and uses the admin account's own address until one is chosen", async () => {
    await shop.dataSource.query(`UPDATE users SET email = 'owner.account@herbal.test' WHERE email = $1`, [TEST_ADMIN.email]);
    try {
      const owner = { user: { id: 'x', email: 'owner.account@herbal.test', role: 'admin' as const }, ip: '127.0.0.1', sessionToken: null };
      expect(await shop.services.settings.get(owner)).toMatchObject({
        contactNotificationEmail: 'owner.account@herbal.test',
        contactNotificationEmailSet: false,
      });
      const sent = await shop.client().gql(SEND, {
        input: { name: 'Meera', email: 'meera.notices@example.in', message: 'Is the neem oil cold-pressed?' },
      });
      expect(sent.data?.sendContactMessage.errors).toEqual([]);
      expect((await outbox('contact-message')).at(-1)?.to_address).toBe('owner.account@herbal.test');
    } finally {
      await shop.dataSource.query(`UPDATE users SET email = $1 WHERE email = 'owner.account@herbal.test'`, [TEST_ADMIN.email]);
    }
  });

  it('uses the Settings address once set', async () => {
    await shop.services.settings.update(
      { user: { id: 'x', email: TEST_ADMIN.email, role: 'admin' }, ip: '127.0.0.1', sessionToken: null },
      { contactNotificationEmail: 'inbox@herbalroots.in' },
    );
    const sent = await shop.client().gql(SEND, {
      input: { name: 'Leela', email: 'leela@example.in', message: 'Do you ship to Sri Lanka?' },
    });
    expect(sent.data?.sendContactMessage.errors).toEqual([]);
    const notices = await outbox('contact-message');
    expect(notices.at(-1)?.to_address).toBe('inbox@herbalroots.in');
  });
});
