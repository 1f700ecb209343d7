import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, placeOrder, toVariantLines } from '../support/checkout-helpers.js';
import { graphql } from '../support/gql/gql.js';
import { loadEnv } from '@server/config/env.js';
import { createDataSource, initializeDatabase } from '@server/db/data-source.js';
import { seedDatabase } from '@server/db/seed/seed.js';
import { createLogger } from '@server/kernel/logger.js';
import { SANDBOX_CREDENTIALS } from '../support/server-process.js';
import { linkIn, startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox.js';
import { createTestDatabase } from '../support/test-database.js';
import { eventually } from '../support/eventually.js';
import { startTestShop, type ShopClient, type TestShop } from '../support/test-shop.js';

/**
 * Attacks an outsider can make on shoppers' accounts and on the shop's limits, each replayed as the
 * attacker would over HTTP: signing up with someone else's address first, keeping an old reset
 * link, flooding a mailbox from many client addresses.
 */
const SIGN_UP = graphql(`
  mutation TrustSignUp($input: SignUpInput!) {
    signUp(input: $input) {
      accepted
      errors {
        code
        field
        message
      }
    }
  }
`);
const CONFIRM = graphql(`
  mutation TrustConfirm($token: String!, $password: String!) {
    confirmEmail(token: $token, password: $password) {
      email
      errors {
        code
        field
        message
      }
    }
  }
`);
const LOGIN = graphql(`
  mutation TrustLogin($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      user {
        email
      }
      errors {
        code
        message
      }
    }
  }
`);
const ME = graphql(`
  query TrustMe {
    me {
      name
      orders {
        id
      }
    }
  }
`);
const REQUEST_RESET = graphql(`
  mutation TrustRequestReset($email: String!) {
    requestPasswordReset(email: $email) {
      accepted
      errors {
        code
      }
    }
  }
`);
const RESET = graphql(`
  mutation TrustReset($token: String!, $newPassword: String!) {
    resetPassword(token: $token, newPassword: $newPassword) {
      changed
      errors {
        code
        message
      }
    }
  }
`);
const CHANGE_PASSWORD = graphql(`
  mutation TrustChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      changed
      errors {
        code
      }
    }
  }
`);

let shop: TestShop;
let inbox: SmtpInbox;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  shop = await startTestShop({
    SMTP_URL: inbox.url,
    MAIL_FROM: 'Herbal Roots <care@herbalroots.test>',
    RATE_LIMIT_DISCOUNT_CHECKS_PER_MINUTE: '30',
    RATE_LIMIT_DISCOUNT_CHECKS_PER_MINUTE_SHOP: '60',
  });
});
afterAll(async () => {
  await shop?.close();
  await inbox?.close();
});

/** A client whose requests come from `ip` (the shop believes X-Forwarded-For from loopback). */
function clientFrom(ip: string): ShopClient {
  const client = shop.client();
  client.headers['x-forwarded-for'] = ip;
  return client;
}

/** Every message delivered to `to` whose subject matches, oldest first, once queued mail is sent. */
/**
 * The e-mails `to` has received with such a subject, once every e-mail queued so far has been sent
 * and has reached the SMTP peer: each e-mail is a job of its own, which may still be on its way
 * when the request that queued it has answered.
 */
async function mailsTo(to: string, subject: RegExp): Promise<ParsedMail[]> {
  const recipients = (mail: ParsedMail) => [mail.to ?? []].flat().flatMap((address) => address.value.map((entry) => entry.address));
  const received = () => inbox.messages.filter((mail) => recipients(mail).includes(to));
  await eventually(async () => {
    await shop.services.mail.deliverPending();
    const [{ queued, sent }] = await shop.dataSource.query<Array<{ queued: number; sent: number }>>(
      `SELECT count(*) FILTER (WHERE status = 'queued')::int AS queued, count(*) FILTER (WHERE status = 'sent')::int AS sent
         FROM mail_outbox WHERE to_address = $1`,
      [to],
    );
    return queued === 0 && received().length >= sent;
  }, 20_000);
  return received().filter((mail) => subject.test(mail.subject ?? ''));
}

function tokenOf(mail: ParsedMail, path: string): string {
  return new URL(linkIn(mail, `${shop.url}${path}?token=`)).searchParams.get('token')!;
}

async function loginCode(email: string, password: string): Promise<string | null> {
  const result = await shop.client().gql(LOGIN, { email, password });
  return result.data?.login.user ? null : (result.data?.login.errors[0]?.code ?? 'NO_ANSWER');
}

describe('signing up with an address someone else holds', () => {
  it('lets only the sign-up confirmed from the mailbox choose the password and the name, whichever came first', async () => {
    const victim = { name: 'Kavya Rao', email: 'kavya.rao@example.in', password: 'kavya-own-secret-1' };
    const attacker = { name: 'Mallory Mal', email: victim.email, password: 'mallory-knows-this-1' };
    const guest = shop.client();
    const { orderId } = await placeOrder(guest);
    await shop.dataSource.query(`UPDATE orders SET email = $2 WHERE id = $1`, [orderId, victim.email]);

    expect((await clientFrom('198.51.100.66').gql(SIGN_UP, { input: attacker })).data?.signUp.accepted).toBe(true);
    // A pending account shows nothing to the password its sign-up chose.
    expect(await loginCode(victim.email, attacker.password)).toBe('INVALID_STATE');
    expect((await clientFrom('198.51.100.7').gql(SIGN_UP, { input: victim })).data?.signUp.accepted).toBe(true);

    const confirmations = await mailsTo(victim.email, /Confirm your e-mail/);
    expect(confirmations).toHaveLength(2);
    // Each e-mail greets its own sign-up: the newest one is the victim's, by the victim's name only.
    const newest = confirmations[1];
    expect(newest.text).toContain('Hello Kavya Rao,');
    expect(newest.text).not.toContain('Mallory');
    expect(
      (await shop.client().gql(CONFIRM, { token: tokenOf(newest, '/account/confirm'), password: victim.password })).data?.confirmEmail
        .email,
    ).toBe(victim.email);

    expect(await loginCode(victim.email, attacker.password)).toBe('INVALID_CREDENTIALS');
    const owner = shop.client();
    expect((await owner.gql(LOGIN, { email: victim.email, password: victim.password })).data?.login.user?.email).toBe(victim.email);
    expect((await owner.gql(ME)).data?.me).toEqual({ name: 'Kavya Rao', orders: [{ id: orderId }] });

    // The attacker's link, opened later by anyone, no longer changes anything.
    const attackerLink = tokenOf(confirmations[0], '/account/confirm');
    expect(
      (await shop.client().gql(CONFIRM, { token: attackerLink, password: attacker.password })).data?.confirmEmail.errors[0]?.code,
    ).toBe('VALIDATION');
    expect(await loginCode(victim.email, attacker.password)).toBe('INVALID_CREDENTIALS');
    expect(await loginCode(victim.email, victim.password)).toBeNull();
  });

  it("confirms the owner's own sign-up when the owner opens the attacker's e-mail: the attacker's password never signs in", async () => {
    const victim = { name: 'Ishita Bose', email: 'ishita.bose@example.in', password: 'ishita-own-secret-1' };
    const attacker = { name: 'Trudy Tee', email: victim.email, password: 'trudy-knows-this-1' };
    await clientFrom('198.51.100.67').gql(SIGN_UP, { input: attacker });
    await clientFrom('198.51.100.8').gql(SIGN_UP, { input: victim });
    const confirmations = await mailsTo(victim.email, /Confirm your e-mail/);
    expect(confirmations).toHaveLength(2);
    expect(confirmations[0].text).toContain('asks for the password you chose when signing up');
    // Both e-mails land in the victim's mailbox; the victim opens the attacker's, the older one.
    const attackerLink = tokenOf(confirmations[0], '/account/confirm');
    const visitor = clientFrom('198.51.100.8');

    // Without the password chosen at sign-up the link confirms nothing.
    const bare = await visitor.gql(CONFIRM, { token: attackerLink, password: '' });
    expect(bare.data?.confirmEmail.errors[0]).toMatchObject({ code: 'VALIDATION', field: ['password'] });
    // A password no sign-up chose: a clear refusal, nothing changes, the link still works.
    const wrong = await visitor.gql(CONFIRM, { token: attackerLink, password: 'not-anyones-password' });
    expect(wrong.data?.confirmEmail).toMatchObject({ email: null, errors: [{ code: 'INVALID_CREDENTIALS', field: ['password'] }] });
    expect(wrong.data?.confirmEmail.errors[0]?.message).toMatch(/not the password chosen when signing up/);
    const [account]: Array<{ email_confirmed_at: Date | null }> = await shop.dataSource.query(
      `SELECT email_confirmed_at FROM users WHERE email = $1`,
      [victim.email],
    );
    expect(account.email_confirmed_at).toBeNull();

    // The victim types their own password on the attacker's link: their own sign-up is confirmed.
    const confirmed = await visitor.gql(CONFIRM, { token: attackerLink, password: victim.password });
    expect(confirmed.data?.confirmEmail).toEqual({ email: victim.email, errors: [] });
    expect(await loginCode(victim.email, attacker.password)).toBe('INVALID_CREDENTIALS');
    const owner = shop.client();
    expect((await owner.gql(LOGIN, { email: victim.email, password: victim.password })).data?.login.user?.email).toBe(victim.email);
    expect((await owner.gql(ME)).data?.me?.name).toBe('Ishita Bose');
    // The victim's own link went with it.
    const ownLink = tokenOf(confirmations[1], '/account/confirm');
    expect((await shop.client().gql(CONFIRM, { token: ownLink, password: victim.password })).data?.confirmEmail.errors[0]?.code).toBe(
      'VALIDATION',
    );
  });

  it('counts wrong passwords typed on a confirmation link with failed sign-ins, so the link is no guessing oracle', async () => {
    const shopper = { name: 'Nikhil Das', email: 'nikhil.das@example.in', password: 'nikhil-own-secret-1' };
    await shop.client().gql(SIGN_UP, { input: shopper });
    const [confirmation] = await mailsTo(shopper.email, /Confirm your e-mail/);
    const token = tokenOf(confirmation, '/account/confirm');
    const guesser = clientFrom('198.51.100.99');
    for (let guess = 0; guess < 5; guess += 1) {
      const answer = await guesser.gql(CONFIRM, { token, password: `guess-number-${guess}` });
      expect(answer.data?.confirmEmail.errors[0]?.code).toBe('INVALID_CREDENTIALS');
    }
    // Throttled now, even the right password, from that address, as a sign-in would be.
    const throttled = await guesser.gql(CONFIRM, { token, password: shopper.password });
    expect(throttled.data?.confirmEmail.errors[0]?.code).toBe('RATE_LIMITED');
    expect((await clientFrom('198.51.100.100').gql(CONFIRM, { token, password: shopper.password })).data?.confirmEmail.email).toBe(
      shopper.email,
    );
  });

  it('keeps a later sign-up from changing the password of a confirmed account', async () => {
    const owner = { name: 'Arjun Pillai', email: 'arjun.pillai@example.in', password: 'arjun-chose-this-1' };
    await shop.client().gql(SIGN_UP, { input: owner });
    const [confirmation] = await mailsTo(owner.email, /Confirm your e-mail/);
    await shop.client().gql(CONFIRM, { token: tokenOf(confirmation, '/account/confirm'), password: owner.password });
    await shop.client().gql(SIGN_UP, { input: { ...owner, name: 'Eve', password: 'eve-takes-over-1' } });
    expect(await mailsTo(owner.email, /already have an account/)).toHaveLength(1);
    expect(await loginCode(owner.email, 'eve-takes-over-1')).toBe('INVALID_CREDENTIALS');
    expect(await loginCode(owner.email, owner.password)).toBeNull();
  });
});

describe('password reset links', () => {
  const SHOPPER = { name: 'Divya Menon', email: 'divya.menon@example.in', password: 'divya-first-secret' };

  beforeAll(async () => {
    await shop.client().gql(SIGN_UP, { input: SHOPPER });
    const [confirmation] = await mailsTo(SHOPPER.email, /Confirm your e-mail/);
    await shop.client().gql(CONFIRM, { token: tokenOf(confirmation, '/account/confirm'), password: SHOPPER.password });
  });

  async function resetLink(): Promise<string> {
    const before = (await mailsTo(SHOPPER.email, /Reset your password/)).length;
    expect((await shop.client().gql(REQUEST_RESET, { email: SHOPPER.email })).data?.requestPasswordReset.accepted).toBe(true);
    const after = await mailsTo(SHOPPER.email, /Reset your password/);
    expect(after).toHaveLength(before + 1);
    return tokenOf(after.at(-1)!, '/account/reset-password');
  }

  const resetCode = async (token: string, newPassword: string) =>
    (await shop.client().gql(RESET, { token, newPassword })).data?.resetPassword.errors[0]?.code ?? null;

  it('revokes an older link when a newer one is sent, and every link when one is used', async () => {
    const older = await resetLink();
    const newer = await resetLink();
    expect(await resetCode(older, 'older-link-password')).toBe('VALIDATION');
    const unused = await resetLink();
    expect(await resetCode(unused, 'newest-link-password')).toBeNull();
    expect(await resetCode(newer, 'newer-link-password')).toBe('VALIDATION');
    expect(await loginCode(SHOPPER.email, 'newest-link-password')).toBeNull();
    SHOPPER.password = 'newest-link-password';
  });

  it('revokes every outstanding link when the password is changed', async () => {
    const stolen = await resetLink();
    const shopper = shop.client();
    await shopper.gql(LOGIN, { email: SHOPPER.email, password: SHOPPER.password });
    const changed = await shopper.gql(CHANGE_PASSWORD, { currentPassword: SHOPPER.password, newPassword: 'changed-on-purpose-1' });
    expect(changed.data?.changePassword.changed).toBe(true);
    expect(await resetCode(stolen, 'thief-wants-this-1')).toBe('VALIDATION');
    expect(await loginCode(SHOPPER.email, 'changed-on-purpose-1')).toBeNull();
  });
});

describe('mail to one recipient', () => {
  it('sends one mailbox at most its hourly allowance of account e-mails, whatever the client addresses, and answers every request the same', async () => {
    const target = { name: 'Nisha Iyer', email: 'nisha.iyer@example.in', password: 'nisha-secret-42' };
    for (let i = 0; i < 12; i += 1) {
      const client = clientFrom(`203.0.113.${10 + i}`);
      expect((await client.gql(SIGN_UP, { input: target })).data?.signUp).toEqual({ accepted: true, errors: [] });
      expect((await client.gql(REQUEST_RESET, { email: target.email })).data?.requestPasswordReset).toEqual({ accepted: true, errors: [] });
    }
    const received = await mailsTo(target.email, /./);
    expect(received).toHaveLength(shop.env.ACCOUNT_MAIL_PER_RECIPIENT_PER_HOUR);
    // The allowance is the recipient's own: another address is mailed as usual.
    const other = { ...target, email: 'someone.else@example.in' };
    await clientFrom('203.0.113.99').gql(SIGN_UP, { input: other });
    expect(await mailsTo(other.email, /Confirm your e-mail/)).toHaveLength(1);
  });
});

describe('guessing discount codes', () => {
  /** One request holding 15 quotes, each trying another code, as a guesser sends them. */
  function guesses(from: number, planted?: string): string {
    const fields = Array.from({ length: 15 }, (_, i) => {
      const code = planted && i === 14 ? planted : `GUESS${from + i}`;
      return `q${i}: quote(lines: $lines, discountCode: "${code}") { discountRefusal { reason } discount { code } }`;
    });
    return `query Guess($lines: [OrderLineInput!]!) { ${fields.join(' ')} }`;
  }

  it('counts every aliased code check against the client and the shop, so a planted code cannot be found by trying', async () => {
    const admin = await adminClient(shop);
    const created = await admin.gqlText(
      `mutation ($input: DiscountCodeInput!) { createDiscountCode(input: $input) { discountCode { code } errors { message } } }`,
      { input: { code: 'SECRET7', kind: 'PERCENTAGE', percent: 10 } },
    );
    expect(created.data?.createDiscountCode).toMatchObject({ discountCode: { code: 'SECRET7' } });
    const guesser = clientFrom('192.0.2.201');
    const lines = await toVariantLines(guesser, [{ productId: 'hair-oil-1', size: '100ml', quantity: 1 }]);

    // Two requests of 15 guesses use the client's 30 checks a minute; the third is refused whole.
    for (const from of [0, 15]) expect((await guesser.gqlText(guesses(from), { lines })).errors).toBeUndefined();
    const third = await guesser.gqlText(guesses(30, 'SECRET7'), { lines });
    expect(third.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(JSON.stringify(third.data)).not.toContain('SECRET7');

    // Spread over more addresses, the shop's own allowance (60 a minute) runs out for everyone.
    for (const from of [45, 60]) expect((await clientFrom('192.0.2.202').gqlText(guesses(from), { lines })).errors).toBeUndefined();
    const fresh = await clientFrom('192.0.2.203').gqlText(guesses(75, 'SECRET7'), { lines });
    expect(fresh.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
  });
});

describe('reviews nobody wrote', () => {
  it('are never seeded in production: a fresh production shop has its products and no review', async () => {
    const database = await createTestDatabase();
    const dataSource = createDataSource({ url: database.url, poolSize: 2 });
    try {
      await initializeDatabase(dataSource);
      const production = loadEnv({ NODE_ENV: 'production', ALLOW_SANDBOX_IN_PRODUCTION: 'true', ...SANDBOX_CREDENTIALS });
      await seedDatabase(dataSource, production, createLogger('silent'));
      const [counts] = await dataSource.query<[{ products: number; reviews: number; rated: number }]>(
        `SELECT (SELECT count(*)::int FROM products) AS products, (SELECT count(*)::int FROM reviews) AS reviews,
                (SELECT count(*)::int FROM products WHERE rating > 0 OR reviews > 0) AS rated`,
      );
      expect(counts.products).toBeGreaterThan(0);
      expect({ reviews: counts.reviews, rated: counts.rated }).toEqual({ reviews: 0, rated: 0 });
    } finally {
      await dataSource.destroy();
      await database.drop();
    }
  });

  it('are marked as samples where a demo keeps them, each author, words and minute on one product only', async () => {
    const [sample] = await shop.dataSource.query<[{ unmarked: number; repeated: number }]>(
      `SELECT (SELECT count(*)::int FROM reviews WHERE order_id IS NULL AND NOT is_sample) AS unmarked,
              (SELECT count(*)::int FROM (
                 SELECT 1 FROM reviews WHERE is_sample
                  GROUP BY author_name, author_city, body, date_trunc('minute', created_at) HAVING count(DISTINCT product_id) > 1
               ) AS shared) AS repeated`,
    );
    expect(sample).toEqual({ unmarked: 0, repeated: 0 });
  });
});
