import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserEntity } from '@server/accounts/user.entity.js';
import { hashPassword } from '@server/accounts/auth.service.js';
import { graphql } from '../support/gql/gql.js';
import { startTestShop, type ShopClient, type TestShop } from '../support/test-shop.js';

/**
 * The owner's preview of every e-mail the shop sends: each one rendered from a made-up order with
 * the shop's own details from Settings, for admins only, and nothing written or sent meanwhile.
 */
let shop: TestShop;
let admin: ShopClient;
let shopper: ShopClient;

const PREVIEWS = graphql(`
  query MailPreviewsAll {
    mailPreviews {
      kind
      label
      to
      subject
      html
      text
    }
  }
`);

const SAVE_DETAILS = graphql(`
  mutation MailPreviewsSaveDetails($input: ShopSettingsInput!) {
    updateShopSettings(input: $input) {
      errors {
        message
      }
    }
  }
`);

const EVERY_KIND = [
  'order-confirmation',
  'payment-failed',
  'order-shipped',
  'delivery-attempt-failed',
  'order-delivered',
  'order-cancelled',
  'refund-issued',
  'review-request',
  'back-in-stock',
  'return-requested',
  'return-approved',
  'return-rejected',
  'return-refunded',
  'return-pickup-booked',
  'owner-new-order',
  'owner-low-stock',
  'owner-return-request',
  'owner-delivery-attempt-failed',
  'owner-return-waiting',
  'contact-message',
  'contact-acknowledgement',
  'account-confirm-email',
  'account-reset-password',
];

beforeAll(async () => {
  shop = await startTestShop();
  admin = shop.client();
  await admin.loginAsAdmin();
  await shop.dataSource.getRepository(UserEntity).insert({
    email: 'previewer@herbal.test',
    passwordHash: await hashPassword('shopper-password'),
    role: 'user',
    emailConfirmedAt: new Date(),
  });
  shopper = shop.client();
  await shopper.loginOrFail('previewer@herbal.test', 'shopper-password');
});

afterAll(async () => {
  await shop?.close();
});

async function rowCounts() {
  const [row]: Array<{ orders: number; outbox: number; returns: number }> = await shop.dataSource.query(
    `SELECT (SELECT count(*) FROM orders)::int AS orders, (SELECT count(*) FROM mail_outbox)::int AS outbox, (SELECT count(*) FROM return_requests)::int AS returns`,
  );
  return row;
}

describe('previewing the e-mails', () => {
  it('renders every e-mail the shop sends, signed with the shop’s details from Settings, writing nothing', async () => {
    const saved = await admin.gql(SAVE_DETAILS, {
      input: { contactNotificationEmail: 'owner@herbal.test', shopName: 'Vanya Naturals', phone: '+91 44 2345 6789' },
    });
    expect(saved.data!.updateShopSettings.errors).toEqual([]);
    const before = await rowCounts();

    const result = await admin.gql(PREVIEWS);
    expect(result.errors).toBeUndefined();
    const previews = result.data!.mailPreviews;
    expect(previews.map((preview) => preview.kind)).toEqual(EVERY_KIND);
    for (const preview of previews) {
      expect(preview.subject, preview.kind).not.toBe('');
      expect(preview.html, preview.kind).toMatch(/^<!doctype html>/i);
      expect(preview.html, preview.kind).toContain('Vanya Naturals');
      expect(preview.text, preview.kind).toContain('+91 44 2345 6789');
      expect(preview.text, preview.kind).toContain('GSTIN: 33AAHCH1234R1ZE');
      expect(preview.html, preview.kind).not.toMatch(/<script/i);
    }
    const byKind = new Map(previews.map((preview) => [preview.kind, preview]));
    const confirmation = byKind.get('order-confirmation')!;
    expect(confirmation).toMatchObject({
      label: 'Order confirmation',
      to: 'SHOPPER',
      subject: 'Your Vanya Naturals order HB-1042 is confirmed',
    });
    expect(confirmation.text).toContain('Bhringraj Hair Oil (200 ml) × 2 at ₹349.00: ₹698.00');
    expect(confirmation.text).toContain('Total paid: ₹943.20');
    expect(byKind.get('order-shipped')!.text).toContain('1234567890123');
    expect(byKind.get('owner-low-stock')!.to).toBe('OWNER');
    expect(byKind.get('return-approved')!.text).toContain('12 Temple Car Street');

    expect(await rowCounts()).toEqual(before);
  });

  it('is refused to a shopper (FORBIDDEN) and to a visitor not signed in', async () => {
    const asShopper = await shopper.gql(PREVIEWS);
    expect(asShopper.data).toBeNull();
    expect(asShopper.errors?.[0]).toMatchObject({ message: 'Only administrators may do this', extensions: { code: 'FORBIDDEN' } });

    const asVisitor = await shop.client().gql(PREVIEWS);
    expect(asVisitor.data).toBeNull();
    expect(asVisitor.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
