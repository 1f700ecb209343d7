import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { joinAddress } from '@common/shipping-form.js';
import { splitJoinedAddress } from './joined-address.js';

describe('splitJoinedAddress', () => {
  it('reads back the line the checkout joins', () => {
    expect(splitJoinedAddress('12 MG Road, Bengaluru, Karnataka - 560001, India')).toEqual({
      address: '12 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560001',
      country: 'India',
    });
  });

  it('keeps commas that belong to the street', () => {
    expect(splitJoinedAddress('Flat 4, Lotus Apartments, 12 MG Road, Pune, Maharashtra - 411001, India')).toMatchObject({
      address: 'Flat 4, Lotus Apartments, 12 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      postalCode: '411001',
    });
  });

  it('takes the last " - " as the state/postal separator', () => {
    expect(splitJoinedAddress('1 Road, Town, Jammu - Kashmir - 180001, India')).toMatchObject({
      state: 'Jammu - Kashmir',
      postalCode: '180001',
    });
  });

  it('stores anything else as the street and leaves the rest empty', () => {
    expect(splitJoinedAddress('somewhere near the temple')).toEqual({
      address: 'somewhere near the temple',
      city: '',
      state: '',
      postalCode: '',
      country: '',
    });
    expect(splitJoinedAddress('a, b, c, d')).toEqual({ address: 'a, b, c, d', city: '', state: '', postalCode: '', country: '' });
    expect(splitJoinedAddress(undefined)).toEqual({ address: '', city: '', state: '', postalCode: '', country: '' });
  });

  it('round-trips joinAddress for any parts without separators', () => {
    const part = fc
      .string({ minLength: 1, maxLength: 30 })
      .filter((s) => !s.includes(',') && !s.includes(' - ') && s.trim() === s && s.length > 0 && !s.endsWith(' -') && !s.startsWith('- '));
    fc.assert(
      fc.property(
        part,
        part,
        part,
        fc.stringMatching(/^[0-9]{6}$/),
        fc.constantFrom('India', 'United States', 'United Kingdom'),
        (address, city, state, postalCode, country) => {
          const details = { address, city, state, postalCode, country };
          expect(splitJoinedAddress(joinAddress(details))).toEqual(details);
        },
      ),
    );
  });
});
