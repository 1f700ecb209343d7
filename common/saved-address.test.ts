import { describe, expect, it } from 'vitest';
import { SHIPPING_FIELDS, SHIPPING_MESSAGES } from './shipping-form';
import { normaliseSavedAddress, SAVED_ADDRESS_FIELDS, sameSavedAddress, validateSavedAddress } from './saved-address';

const HOME = {
  firstName: 'Meena',
  lastName: 'Iyer',
  phone: '98400 12345',
  address: '14 North Street',
  addressLine2: '',
  city: 'Kumbakonam',
  state: 'Tamil Nadu',
  postalCode: '612001',
  country: 'India',
};

describe('a saved address', () => {
  it('holds every shipping field but the e-mail, which is the account’s own', () => {
    expect([...SAVED_ADDRESS_FIELDS]).toEqual(SHIPPING_FIELDS.filter((field) => field !== 'email'));
  });

  it('is checked by the checkout’s rules, without asking for an e-mail', () => {
    expect(validateSavedAddress(HOME)).toEqual({});
    expect(validateSavedAddress({ ...HOME, postalCode: '012001', phone: '12345' })).toEqual({
      postalCode: SHIPPING_MESSAGES.pinCode,
      phone: SHIPPING_MESSAGES.indianPhone,
    });
  });

  it('is kept trimmed, with the state spelt as India Post lists it', () => {
    expect(normaliseSavedAddress({ ...HOME, city: '  Kumbakonam ', state: 'tamil nadu', addressLine2: undefined })).toEqual(HOME);
  });

  it('is the same address whatever the case and the spaces around its fields', () => {
    expect(sameSavedAddress(HOME, { ...HOME, city: 'KUMBAKONAM ', address: ' 14 north street' })).toBe(true);
    expect(sameSavedAddress(HOME, { ...HOME, addressLine2: 'Flat 2' })).toBe(false);
  });
});
