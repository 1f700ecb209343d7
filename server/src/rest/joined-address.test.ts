import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { joinAddress } from '@common/shipping-form.js';
import { splitJoinedAddress } from './joined-address.js';

describe('splitJoinedAddress', () => {
  it.each([
    {
      what: 'reads back the line the checkout joins',
      joined: '12 MG Road, Bengaluru, Karnataka - 560001, India',
      parts: { address: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', postalCode: '560001', country: 'India' },
    },
    {
      what: 'keeps commas that belong to the street',
      joined: 'Flat 4, Lotus Apartments, 12 MG Road, Pune, Maharashtra - 411001, India',
      parts: {
        address: 'Flat 4, Lotus Apartments, 12 MG Road',
        city: 'Pune',
        state: 'Maharashtra',
        postalCode: '411001',
        country: 'India',
      },
    },
    {
      what: 'takes the last " - " as the state/postal separator',
      joined: '1 Road, Town, Jammu - Kashmir - 180001, India',
      parts: { address: '1 Road', city: 'Town', state: 'Jammu - Kashmir', postalCode: '180001', country: 'India' },
    },
  ])('$what', ({ joined, parts }) => {
    expect(splitJoinedAddress(joined)).toEqual(parts);
  });

  it.each([
    ['somewhere near the temple', 'somewhere near the temple'],
    ['a, b, c, d', 'a, b, c, d'],
    [undefined, ''],
  ])('stores %j as the street %j and leaves the rest empty', (joined, street) => {
    expect(splitJoinedAddress(joined)).toEqual({ address: street, city: '', state: '', postalCode: '', country: '' });
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
