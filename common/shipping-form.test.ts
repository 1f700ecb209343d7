import { describe, expect, it } from 'vitest';
import {
  closestIndianStates,
  emptyShippingDetails,
  INDIAN_STATES,
  indianState,
  joinAddress,
  validateShipping,
  validateShippingField,
} from './shipping-form.js';

const valid = {
  firstName: 'Asha',
  lastName: 'Menon',
  email: 'asha@example.in',
  phone: '+91 98470 12345',
  address: '12 Temple Road',
  city: 'Kottayam',
  state: 'Kerala',
  postalCode: '686001',
  country: 'India',
};

describe('shipping form rules', () => {
  it('accepts a complete Indian address', () => {
    expect(validateShipping(valid)).toEqual({});
  });

  it('requires all nine fields but the second address line, with the same message', () => {
    const errors = validateShipping({ ...emptyShippingDetails(), country: '' });
    expect(Object.keys(errors)).toHaveLength(9);
    expect(errors.addressLine2).toBeUndefined();
    expect(new Set(Object.values(errors))).toEqual(new Set(['This field is required']));
  });

  it('treats blanks as missing', () => {
    expect(validateShippingField('city', '   ')).toBe('This field is required');
  });

  it('checks the e-mail, and phone and postal code outside India, with the form messages', () => {
    const uk = { country: 'United Kingdom' };
    expect(validateShippingField('email', 'asha@')).toBe('Please enter a valid email address');
    expect(validateShippingField('phone', '12345', uk)).toBe('Please enter a valid phone number');
    expect(validateShippingField('phone', '98470-12345abc', uk)).toBe('Please enter a valid phone number');
    expect(validateShippingField('phone', '(020) 7946-0958', uk)).toBeNull();
    expect(validateShippingField('postalCode', '68600', uk)).toBe('Please enter a valid 6-digit postal code');
  });

  it('checks an Indian mobile number: 10 digits from 6–9, +91 optional', () => {
    const message = 'Please enter a 10-digit mobile number starting with 6, 7, 8 or 9 (+91 optional)';
    for (const good of ['9847012345', '+91 98470 12345', '+91-98470-12345', '098470 12345', '6000000000']) {
      expect(validateShippingField('phone', good, valid), good).toBeNull();
    }
    for (const bad of ['12345 67890', '5847012345', '98470 1234', '+91 98470 123456', '+44 98470 12345', '(0481) 256-1234']) {
      expect(validateShippingField('phone', bad, valid), bad).toBe(message);
    }
  });

  it('takes an optional second address line and prints it after the first', () => {
    expect(validateShippingField('addressLine2', '', valid)).toBeNull();
    expect(validateShippingField('addressLine2', undefined, valid)).toBeNull();
    expect(validateShippingField('addressLine2', 'x'.repeat(201), valid)).toBe('This field is too long');
    expect(joinAddress({ ...valid, addressLine2: 'Flat 2B, near the bus stand' })).toBe(
      '12 Temple Road, Flat 2B, near the bus stand, Kottayam, Kerala - 686001, India',
    );
  });

  it('suggests the state a shopper means by a near miss', () => {
    expect(closestIndianStates('Karnatka')[0]).toBe('Karnataka');
    expect(closestIndianStates('karnataka')).toEqual(['Karnataka']);
    expect(closestIndianStates('maharastra')[0]).toBe('Maharashtra');
    expect(closestIndianStates('Tamilnadu')[0]).toBe('Tamil Nadu');
    expect(closestIndianStates('pradesh')).toEqual([
      'Andhra Pradesh',
      'Arunachal Pradesh',
      'Himachal Pradesh',
      'Madhya Pradesh',
      'Uttar Pradesh',
    ]);
    expect(closestIndianStates('Zzzz')).toEqual([]);
    expect(validateShippingField('state', 'Karnatka', valid)).toBe(
      'Please choose a state or union territory of India: did you mean Karnataka?',
    );
  });

  it('ships to India only unless configured otherwise', () => {
    expect(validateShipping({ ...valid, country: 'United States', state: 'New York', postalCode: '100001' })).toEqual({
      country: 'Please choose a country we deliver to',
    });
    expect(validateShippingField('country', 'France')).not.toBeNull();
    expect(validateShippingField('country', 'United Kingdom', {}, { countries: ['India', 'United Kingdom'] })).toBeNull();
  });

  it('checks an Indian PIN code (6 digits, first 1–9) and state or union territory from the list', () => {
    expect(validateShippingField('postalCode', '012345', valid)).toBe('Please enter a valid 6-digit PIN code');
    expect(validateShippingField('postalCode', '110001', valid)).toBeNull();
    expect(validateShippingField('state', 'New York', valid)).toBe('Please choose a state or union territory of India');
    expect(validateShippingField('state', 'tamil nadu', valid)).toBeNull();
    expect(validateShippingField('state', 'Ladakh', valid)).toBeNull();
    expect(indianState(' delhi ')).toBe('Delhi');
    expect(INDIAN_STATES).toHaveLength(36);
  });

  it('refuses values that are not text', () => {
    expect(validateShippingField('firstName', 42)).toBe('This field is required');
  });

  it('joins the address the way the REST payload carries it', () => {
    expect(joinAddress(valid)).toBe('12 Temple Road, Kottayam, Kerala - 686001, India');
  });
});
