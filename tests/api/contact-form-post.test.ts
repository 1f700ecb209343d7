import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '@common/contact-form.js';
import { graphql } from '../support/gql/gql.js';
import { startTestShop, type TestShop } from '../support/test-shop.js';

/**
 * The contact form sent as plain HTML, before the storefront's scripts have started: a form post
 * to /contact, answered with a page. Same rules, limits and storage as the GraphQL mutation.
 */

const SEND = graphql(`
  mutation ContactSendBeforePost($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      sent
      errors {
        ...UserErrorAllFields
      }
    }
  }
`);

const RENAME = graphql(`
  mutation ContactPageShopDetails($input: ShopSettingsInput!) {
    updateShopSettings(input: $input) {
      errors {
        message
      }
    }
  }
`);

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
});

afterAll(async () => {
  await shop?.close();
});

function post(fields: Record<string, string>) {
  return fetch(`${shop.url}/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

async function storedFrom(email: string) {
  return shop.dataSource.query<Array<{ name: string; message: string }>>('SELECT name, message FROM contact_messages WHERE email = $1', [
    email,
  ]);
}

describe('the contact form posted as plain HTML', () => {
  it('stores the message, tells the owner, and answers with a page saying it was sent', async () => {
    const response = await post({
      name: 'Farah Khan',
      email: 'Farah.Khan@example.in',
      message: 'Is the rose water toner alcohol-free?',
      website: '',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toContain(CONTACT_MESSAGES.sent);
    expect(await storedFrom('farah.khan@example.in')).toEqual([{ name: 'Farah Khan', message: 'Is the rose water toner alcohol-free?' }]);
    const notices = await shop.dataSource.query<unknown[]>(
      "SELECT 1 FROM mail_outbox WHERE kind = 'contact-message' AND text_body LIKE '%rose water%'",
    );
    expect(notices).toHaveLength(1);
  });

  it('answers a mistake with the form again: the message by its field, what was typed kept (escaped), nothing stored', async () => {
    const response = await post({ name: 'Arjun <b>Das</b>', email: 'arjun@example', message: 'Hi' });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(CONTACT_MESSAGES.email);
    expect(html).toContain(CONTACT_MESSAGES.tooShort);
    expect(html).toContain('value="Arjun &#60;b&#62;Das&#60;/b&#62;"');
    expect(html).not.toContain('<b>Das</b>');
    expect(html).toContain('value="arjun@example"');
    expect(html).toContain('<form method="post" action="/contact"');
    expect(await storedFrom('arjun@example')).toHaveLength(0);
  });

  it('refuses an empty or foreign body with the form, never a server error', async () => {
    const empty = await fetch(`${shop.url}/contact`, { method: 'POST' });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain(CONTACT_MESSAGES.required);
    const json = await fetch(`${shop.url}/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: ['a'], email: { x: 1 }, message: 'x'.repeat(20) }),
    });
    expect(json.status).toBe(400);
  });

  it('shares the GraphQL form’s limit per e-mail address', async () => {
    const client = shop.client();
    for (let i = 0; i < 3; i += 1) {
      const sent = await client.gql(SEND, {
        input: { name: 'Divya', email: 'divya.limits@example.in', message: 'A question about delivery' },
      });
      expect(sent.data?.sendContactMessage.errors).toEqual([]);
    }
    const limited = await post({ name: 'Divya', email: 'divya.limits@example.in', message: 'One more question about delivery' });
    expect(limited.status).toBe(429);
    const html = await limited.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain('One more question about delivery');
    expect(await storedFrom('divya.limits@example.in')).toHaveLength(3);
  });

  it('names the shop and its e-mail as the owner set them in Settings', async () => {
    const admin = shop.client();
    await admin.loginAsAdmin();
    const renamed = await admin.gql(RENAME, {
      input: { contactNotificationEmail: 'owner@example.in', shopName: 'Neem & Tulsi Naturals', email: 'hello@neemtulsi.example' },
    });
    expect(renamed.data!.updateShopSettings.errors).toEqual([]);
    const sent = await (await post({ name: 'Kavya', email: 'kavya.name@example.in', message: 'Do you ship to Ooty?' })).text();
    expect(sent).toContain('<title>Message sent · Neem &#38; Tulsi Naturals</title>');
    const refused = await (await post({ name: '', email: 'kavya.name@example.in', message: 'Hello' })).text();
    expect(refused).toContain('<a href="mailto:hello@neemtulsi.example">hello@neemtulsi.example</a>');
    expect(refused).not.toContain('Herbal Roots');
  });
});
