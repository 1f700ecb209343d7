import { describe, expect, it } from 'vitest';
import { emptyShippingDetails, INDIAN_STATES, indianState, joinAddress, validateShipping, validateShippingField } from './shipping-form.js';

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

describe('shipping form rules (spec §5)', () => {
  it('accepts a complete Indian address', () => {
    expect(validateShipping(valid)).toEqual({});
  });

  it('requires all nine fields with the same message', () => {
    const errors = validateShipping({ ...emptyShippingDetails(), country: '' });
    expect(Object.keys(errors)).toHaveLength(9);
    expect(new Set(Object.values(errors))).toEqual(new Set(['This field is required']));
  });

  it('treats blanks as missing', () => {
    expect(validateShippingField('city', '   ')).toBe('This field is required');
  });

  it('checks the e-mail, phone and postal code with the spec messages', () => {
    expect(validateShippingField('email', 'asha@')).toBe('Please enter a valid email address');
    expect(validateShippingField('phone', '12345')).toBe('Please enter a valid phone number');
    expect(validateShippingField('phone', '98470-12345abc')).toBe('Please enter a valid phone number');
    expect(validateShippingField('phone', '(0481) 256-1234')).toBeNull();
    expect(validateShippingField('postalCode', '68600')).toBe('Please enter a valid 6-digit postal code');
    expect(validateShippingField('postalCode', '6860011')).toBe('Please enter a valid 6-digit postal code');
  });

  it('ships to India only unless configured otherwise', () => {
    expect(validateShipping({ ...valid, country: 'United States', state: 'New York', postalCode: '100001' })).toEqual({
      country: 'Please choose a country we deliver to',
    });
    expect(validateShippingField('country', 'France')).not.toBeNull();
    expect(validateShippingField('country', 'United Kingdom', {}, { countries: ['India', 'United Kingdom'] })).toBeNull();
  });

  it('checks an Indian PIN code (6 digits, first 1–9) and state or union territory from the list', () => {
    expect(validateShippingField('postalCode', '012345', valid)).toBe('Please enter a valid 6-digit postal code');
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
