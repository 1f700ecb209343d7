import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIPPING_MESSAGES } from '@common/shipping-form.js';
import { graphql } from '../support/gql/gql.js';
import { startTestShop, type ShopClient, type TestShop } from '../support/test-shop.js';

/** Where a PIN code is, from India Post's directory kept on the server: GraphQL and REST answer the same. */
let shop: TestShop;
let anonymous: ShopClient;

beforeAll(async () => {
  shop = await startTestShop();
  anonymous = shop.client();
});

afterAll(async () => {
  await shop?.close();
});

const PINCODE = graphql(`
  query PincodesArea($code: String!) {
    pincode(code: $code) {
      pincode
      city
      district
      state
    }
  }
`);

describe('PIN codes', () => {
  it('answers a PIN code’s city, district and state to anyone, by GraphQL and REST', async () => {
    const answer = await anonymous.gql(PINCODE, { code: '612001' });
    expect(answer.data?.pincode).toEqual({ pincode: '612001', city: 'Kumbakonam', district: 'Thanjavur', state: 'Tamil Nadu' });
    // The states as the checkout's list writes them, not the directory's older names.
    expect((await anonymous.gql(PINCODE, { code: '194101' })).data?.pincode).toMatchObject({ district: 'Leh', state: 'Ladakh' });

    const rest = await anonymous.fetch('/api/pincodes/504293');
    expect(rest.status).toBe(200);
    expect(await rest.json()).toEqual({ pincode: '504293', city: 'Adilabad', district: 'Adilabad', state: 'Telangana' });
  });

  it('has no area for a code India Post does not have, and refuses what is not a PIN code', async () => {
    expect((await anonymous.gql(PINCODE, { code: '999999' })).data?.pincode).toBeNull();
    const unknown = await anonymous.fetch('/api/pincodes/999999');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'India Post has no such PIN code', code: 'NOT_FOUND' });

    const malformed = await anonymous.gql(PINCODE, { code: '01234' });
    expect(malformed.errors?.[0]).toMatchObject({ message: SHIPPING_MESSAGES.pinCode, extensions: { code: 'BAD_USER_INPUT' } });
    const rest = await anonymous.fetch('/api/pincodes/61200x');
    expect(rest.status).toBe(400);
    expect(await rest.json()).toMatchObject({ error: SHIPPING_MESSAGES.pinCode });
  });
});
