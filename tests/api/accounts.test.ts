import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLInputType,
} from 'graphql';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder } from '../support/checkout-helpers.js';
import { graphql } from '../support/gql/gql.js';
import { linkIn, startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox.js';
import { startTestShop, type ShopClient, type TestShop } from '../support/test-shop.js';

/**
 * A shopper's optional account, as a shopper meets it: sign up, the confirmation e-mail received
 * over SMTP, sign in, and the guest order placed earlier with that address waiting in My account;
 * a forgotten password reset by a link that works once and ends every old session; and an account
 * that can never do what an administrator does.
 */
const SIGN_UP = graphql(`
  mutation AccountsSignUp($input: SignUpInput!) {
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
  mutation AccountsConfirm($token: String!, $password: String!) {
    confirmEmail(token: $token, password: $password) {
      email
      errors {
        code
        message
      }
    }
  }
`);
const LOGIN = graphql(`
  mutation AccountsLogin($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      user {
        email
        role
      }
      errors {
        code
        message
      }
    }
  }
`);
const MY_ACCOUNT = graphql(`
  query AccountsMe {
    me {
      email
      name
      emailConfirmed
      orders {
        id
        orderNumber
        status
      }
      addresses {
        id
        city
        state
      }
    }
  }
`);
const MARKETING_CONSENT = graphql(`
  query AccountsMarketingConsent {
    marketingConsent {
      consented
      consentedAt
      withdrawnAt
    }
  }
`);
const REQUEST_RESET = graphql(`
  mutation AccountsRequestReset($email: String!) {
    requestPasswordReset(email: $email) {
      accepted
      errors {
        code
      }
    }
  }
`);
const RESET = graphql(`
  mutation AccountsReset($token: String!, $newPassword: String!) {
    resetPassword(token: $token, newPassword: $newPassword) {
      changed
      errors {
        code
        message
      }
    }
  }
`);
const SAVE_ADDRESS = graphql(`
  mutation AccountsSaveAddress($input: SavedAddressInput!, $id: ID) {
    saveAddress(input: $input, id: $id) {
      address {
        id
        state
        addressLine2
      }
      errors {
        code
        field
        message
      }
    }
  }
`);
const DELETE_ACCOUNT = graphql(`
  mutation AccountsDelete($password: String!) {
    deleteAccount(password: $password) {
      deleted
      errors {
        code
      }
    }
  }
`);

const MEERA = { name: 'Meera Nair', email: 'meera.nair@example.in', password: 'tulsi-and-neem-42' };

let shop: TestShop;
let inbox: SmtpInbox;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  shop = await startTestShop({ SMTP_URL: inbox.url, MAIL_FROM: 'Herbal Roots <care@herbalroots.test>' });
});
afterAll(async () => {
  await shop?.close();
  await inbox?.close();
});

async function delivered(to: string, subject: RegExp) {
  await shop.services.mail.deliverPending();
  return inbox.waitFor(to, subject);
}

async function signIn(email: string, password: string): Promise<ShopClient> {
  const client = shop.client();
  const result = await client.gql(LOGIN, { email, password });
  expect(result.data?.login.errors).toEqual([]);
  return client;
}

describe('signing up', () => {
  it('confirms the e-mail over SMTP, then shows the guest order placed before the account existed', async () => {
    const guest = shop.client();
    const { orderId } = await placeOrder(guest);
    await shop.dataSource.query(`UPDATE orders SET email = $2 WHERE id = $1`, [orderId, MEERA.email.toUpperCase()]);

    const visitor = shop.client();
    expect((await visitor.gql(SIGN_UP, { input: MEERA })).data?.signUp).toEqual({ accepted: true, errors: [] });

    // Until the address is confirmed, the right password is told what to do, not let in.
    const early = await visitor.gql(LOGIN, { email: MEERA.email, password: MEERA.password });
    expect(early.data?.login.errors[0]?.code).toBe('INVALID_STATE');
    expect(early.data?.login.errors[0]?.message).toMatch(/confirm your e-mail/);

    const mail = await delivered(MEERA.email, /Confirm your e-mail/);
    expect(mail.html).toContain('Confirm my e-mail');
    const link = linkIn(mail, `${shop.url}/account/confirm?token=`);
    const token = new URL(link).searchParams.get('token')!;

    expect((await visitor.gql(CONFIRM, { token, password: MEERA.password })).data?.confirmEmail).toEqual({
      email: MEERA.email,
      errors: [],
    });
    // The link works once.
    expect((await visitor.gql(CONFIRM, { token, password: MEERA.password })).data?.confirmEmail.errors[0]).toMatchObject({
      code: 'VALIDATION',
    });

    const meera = await signIn(MEERA.email, MEERA.password);
    const me = (await meera.gql(MY_ACCOUNT)).data?.me;
    expect(me).toMatchObject({ email: MEERA.email, name: 'Meera Nair', emailConfirmed: true });
    expect(me?.orders.map((order) => order.id)).toEqual([orderId]);
  });

  it('answers a second sign-up with the same address exactly as the first, and tells the owner of the address by e-mail', async () => {
    const again = await shop.client().gql(SIGN_UP, { input: { ...MEERA, name: 'Someone Else' } });
    expect(again.data?.signUp).toEqual({ accepted: true, errors: [] });
    const mail = await delivered(MEERA.email, /already have an account/);
    expect(mail.text).toContain('Forgot password?');
  });

  it('refuses a name with a line break, two addresses in one, and a short password, on their fields', async () => {
    const client = shop.client();
    const cases = [
      [{ ...MEERA, email: 'x@example.in', name: 'Eve\r\nBcc: all@example.in' }, 'name'],
      [{ ...MEERA, email: 'a,b@evil.example' }, 'email'],
      [{ ...MEERA, email: 'short@example.in', password: 'short' }, 'password'],
    ] as const;
    for (const [input, field] of cases) {
      const errors = (await client.gql(SIGN_UP, { input })).data?.signUp.errors;
      expect(errors?.[0]).toMatchObject({ code: 'VALIDATION', field: ['input', field] });
    }
    const [{ count }]: Array<{ count: number }> = await shop.dataSource.query(
      `SELECT count(*)::int AS count FROM users WHERE role = 'user'`,
    );
    expect(count).toBe(1);
  });

  it('keeps the marketing consent ticked at sign-up with the account, with its time; left unticked, there is none', async () => {
    const consentOf = async (email: string, password: string) => {
      const mail = await delivered(email, /Confirm your e-mail/);
      const token = new URL(linkIn(mail, `${shop.url}/account/confirm?token=`)).searchParams.get('token')!;
      expect((await shop.client().gql(CONFIRM, { token, password })).data?.confirmEmail.errors).toEqual([]);
      return (await (await signIn(email, password)).gql(MARKETING_CONSENT)).data?.marketingConsent;
    };
    const ticked = { name: 'Anjali Das', email: 'anjali.das@example.in', password: 'hibiscus-oil-11', marketingConsent: true };
    expect((await shop.client().gql(SIGN_UP, { input: ticked })).data?.signUp.accepted).toBe(true);
    const given = await consentOf(ticked.email, ticked.password);
    expect(given).toMatchObject({ consented: true, withdrawnAt: null });
    expect(Math.abs(Date.parse(given!.consentedAt!) - Date.now())).toBeLessThan(60_000);

    // The form's box starts unticked: a sign-up that leaves it so, or sends nothing, gives no consent.
    const unticked = { name: 'Ravi Iyer', email: 'ravi.iyer@example.in', password: 'amla-shikakai-5', marketingConsent: false };
    expect((await shop.client().gql(SIGN_UP, { input: unticked })).data?.signUp.accepted).toBe(true);
    expect(await consentOf(unticked.email, unticked.password)).toEqual({ consented: false, consentedAt: null, withdrawnAt: null });
    expect((await (await signIn(MEERA.email, MEERA.password)).gql(MARKETING_CONSENT)).data?.marketingConsent.consented).toBe(false);
  });
});

describe('a forgotten password', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const client = shop.client();
    for (const email of [MEERA.email, 'nobody@example.in']) {
      expect((await client.gql(REQUEST_RESET, { email })).data?.requestPasswordReset).toEqual({ accepted: true, errors: [] });
    }
    await delivered(MEERA.email, /Reset your password/);
    expect(inbox.messages.some((mail) => mail.to && JSON.stringify(mail.to).includes('nobody@example.in'))).toBe(false);
  });

  it('resets once through the link, and every old session of the account ends', async () => {
    const phone = await signIn(MEERA.email, MEERA.password);
    expect((await phone.gql(MY_ACCOUNT)).data?.me?.email).toBe(MEERA.email);

    inbox.messages.length = 0;
    await shop.client().gql(REQUEST_RESET, { email: MEERA.email });
    const link = linkIn(await delivered(MEERA.email, /Reset your password/), `${shop.url}/account/reset-password?token=`);
    const token = new URL(link).searchParams.get('token')!;

    const laptop = shop.client();
    expect((await laptop.gql(RESET, { token, newPassword: 'a-brand-new-secret' })).data?.resetPassword).toEqual({
      changed: true,
      errors: [],
    });
    const reused = (await laptop.gql(RESET, { token, newPassword: 'another-one-again' })).data?.resetPassword.errors[0];
    expect(reused?.code).toBe('VALIDATION');
    expect(reused?.message).toMatch(/expired or has already been used/);

    expect((await phone.gql(MY_ACCOUNT)).data?.me).toBeNull();
    const old = await shop.client().gql(LOGIN, { email: MEERA.email, password: MEERA.password });
    expect(old.data?.login.errors[0]?.code).toBe('INVALID_CREDENTIALS');
    MEERA.password = 'a-brand-new-secret';
    await signIn(MEERA.email, MEERA.password);
  });
});

describe('saved addresses', () => {
  it('keeps an address checked by the checkout form’s rules, with the state spelled as listed', async () => {
    const meera = await signIn(MEERA.email, MEERA.password);
    const address = {
      firstName: 'Meera',
      lastName: 'Nair',
      phone: '+91 94470 12345',
      address: '4 Beach Road',
      city: 'Kochi',
      state: 'kerala',
      postalCode: '682001',
      country: 'India',
    };
    expect((await meera.gql(SAVE_ADDRESS, { input: address })).data?.saveAddress.address?.state).toBe('Kerala');
    const bad = await meera.gql(SAVE_ADDRESS, { input: { ...address, postalCode: '012345' } });
    expect(bad.data?.saveAddress.errors[0]).toMatchObject({ code: 'VALIDATION', field: ['input', 'postalCode'] });
    expect((await meera.gql(MY_ACCOUNT)).data?.me?.addresses.map((saved) => saved.city)).toEqual(['Kochi']);
    // Another visitor cannot keep addresses at all.
    const anonymous = await shop.client().gql(SAVE_ADDRESS, { input: address });
    expect(anonymous.errors?.[0]?.extensions?.code ?? anonymous.data?.saveAddress.errors[0]?.code).toBe('UNAUTHENTICATED');
  });

  it('keeps the second address line and changes a saved address in place, only one of the shopper’s own', async () => {
    const meera = await signIn(MEERA.email, MEERA.password);
    const [kochi] = (await meera.gql(MY_ACCOUNT)).data!.me!.addresses;
    const input = {
      firstName: 'Meera',
      lastName: 'Nair',
      phone: '+91 94470 12345',
      address: '4 Beach Road',
      addressLine2: 'Flat 3C, near the ferry',
      city: 'Kochi',
      state: 'Kerala',
      postalCode: '682001',
      country: 'India',
    };
    const changed = await meera.gql(SAVE_ADDRESS, { input, id: kochi.id });
    expect(changed.data?.saveAddress.address).toMatchObject({ id: kochi.id, addressLine2: 'Flat 3C, near the ferry' });
    expect((await meera.gql(MY_ACCOUNT)).data?.me?.addresses).toHaveLength(1);
    const tooLong = await meera.gql(SAVE_ADDRESS, { input: { ...input, addressLine2: 'x'.repeat(201) }, id: kochi.id });
    expect(tooLong.data?.saveAddress.errors[0]).toMatchObject({ code: 'VALIDATION', field: ['input', 'addressLine2'] });
    const unknown = await meera.gql(SAVE_ADDRESS, { input, id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.data?.saveAddress.errors[0]?.code).toBe('NOT_FOUND');
    const [kept] = (await meera.gql(MY_ACCOUNT)).data!.me!.addresses;
    expect(kept).toMatchObject({ city: 'Kochi' });
  });
});

describe('a shopper account and the admin', () => {
  /**
   * Every operation of the schema, called with made-up arguments of the right types: those that
   * refuse an anonymous caller as UNAUTHENTICATED are the signed-in operations, and all of them but
   * the shopper's own must refuse a signed-in shopper as FORBIDDEN.
   */
  const SHOPPER_OPERATIONS = new Set([
    'changePassword',
    'deleteAccount',
    'saveAddress',
    'deleteAddress',
    'logout',
    'marketingConsent',
    'setMarketingConsent',
  ]);
  const schema = buildSchema(readFileSync('schema.graphql', 'utf8'));

  function sample(type: GraphQLInputType, depth = 0): unknown {
    if (isNonNullType(type)) return sample(type.ofType, depth);
    if (isListType(type)) return [sample(type.ofType, depth)];
    if (isEnumType(type)) return type.getValues()[0].value;
    if (isInputObjectType(type)) {
      return Object.fromEntries(
        Object.values(type.getFields())
          .filter((field) => isNonNullType(field.type) && depth < 3)
          .map((field) => [field.name, sample(field.type, depth + 1)]),
      );
    }
    const scalars: Record<string, unknown> = {
      ID: '00000000-0000-4000-8000-000000000000',
      String: 'x',
      Int: 1,
      Float: 1,
      Boolean: true,
      DateTime: '2026-01-01T00:00:00Z',
    };
    return scalars[getNamedType(type).name] ?? 'x';
  }

  function operations() {
    return (['query', 'mutation'] as const).flatMap((kind) => {
      const root = kind === 'query' ? schema.getQueryType()! : schema.getMutationType()!;
      return Object.values(root.getFields()).map((field) => {
        const args = field.args.filter((arg) => isNonNullType(arg.type));
        const declared = args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
        const passed = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
        const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
        const text = `${kind} Probe${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`;
        const variables = Object.fromEntries(args.map((arg) => [arg.name, sample(arg.type)]));
        return { name: field.name, text, variables };
      });
    });
  }

  const codeOf = (result: { errors?: Array<{ extensions?: { code?: string } }>; data?: Record<string, unknown> | null }, name: string) => {
    const payload = result.data?.[name] as { errors?: Array<{ code: string }> } | undefined;
    return result.errors?.[0]?.extensions?.code ?? payload?.errors?.[0]?.code ?? null;
  };

  it('gets FORBIDDEN from every operation that needs an administrator', async () => {
    const anonymous = shop.client();
    const shopper = await signIn(MEERA.email, MEERA.password);
    const adminOnly: string[] = [];
    for (const operation of operations()) {
      const anonymousCode = codeOf(await anonymous.gqlText(operation.text, operation.variables), operation.name);
      if (anonymousCode !== 'UNAUTHENTICATED' || SHOPPER_OPERATIONS.has(operation.name)) continue;
      adminOnly.push(operation.name);
      const shopperCode = codeOf(await shopper.gqlText(operation.text, operation.variables), operation.name);
      expect(shopperCode, operation.name).toBe('FORBIDDEN');
    }
    // The probe reached the admin's whole surface, not a handful of it.
    expect(adminOnly).toEqual(
      expect.arrayContaining([
        'dashboard',
        'updateOrderStatus',
        'createProduct',
        'refundOrder',
        'createApiToken',
        'reviews',
        'publishReview',
      ]),
    );
    expect(adminOnly.length).toBeGreaterThan(20);
  });

  it('cannot open the admin console’s pages through the REST shims either', async () => {
    const shopper = await signIn(MEERA.email, MEERA.password);
    const response = await shopper.rest('GET', '/api/orders/getorders/');
    expect(response.status).toBe(403);
  });
});

describe('deleting the account', () => {
  it('asks for the password, removes the account and its addresses, and keeps the orders as tax records without her name', async () => {
    const meera = await signIn(MEERA.email, MEERA.password);
    expect((await meera.gql(DELETE_ACCOUNT, { password: 'wrong-password' })).data?.deleteAccount.errors[0]?.code).toBe(
      'INVALID_CREDENTIALS',
    );
    // Her guest order, never paid, has lapsed: nothing is on its way to her address.
    await shop.dataSource.query(`UPDATE orders SET status = 'Cancelled' WHERE lower(email) = $1`, [MEERA.email]);
    expect((await meera.gql(DELETE_ACCOUNT, { password: MEERA.password })).data?.deleteAccount).toEqual({ deleted: true, errors: [] });
    const counts: Array<{ users: number; addresses: number; orders: number }> = await shop.dataSource.query(
      `SELECT (SELECT count(*)::int FROM users WHERE email = $1) AS users,
              (SELECT count(*)::int FROM saved_addresses) AS addresses,
              (SELECT count(*)::int FROM orders WHERE lower(email) = $1) AS orders`,
      [MEERA.email],
    );
    // The order stays as a tax record, under a pseudonym instead of her e-mail.
    expect(counts[0]).toEqual({ users: 0, addresses: 0, orders: 0 });
    expect((await meera.gql(MY_ACCOUNT)).data?.me).toBeNull();
  });
});
