import { describe, expect, it } from 'vitest';
import { INDIAN_STATES } from '@common/shipping-form.js';
import { PincodeDirectory } from './pincode-directory.js';

describe('the PIN code directory', () => {
  const directory = new PincodeDirectory();

  it('answers a PIN code’s city, district and state as the checkout writes them', () => {
    expect(directory.lookup('612001')).toEqual({ pincode: '612001', city: 'Kumbakonam', district: 'Thanjavur', state: 'Tamil Nadu' });
    expect(directory.lookup(' 504293 ')).toMatchObject({ district: 'Adilabad', state: 'Telangana' });
    // The directory's older names, mapped: Leh is in Ladakh, Daman in the merged territory.
    expect(directory.lookup('194101')?.state).toBe('Ladakh');
    expect(directory.lookup('396210')?.state).toBe('Dadra and Nagar Haveli and Daman and Diu');
  });

  it('has no area for an unknown code or something that is not a PIN code', () => {
    for (const code of ['999999', '012345', '61200', '6120011', 'abcdef', '']) expect(directory.lookup(code)).toBeNull();
  });

  it('covers every state and union territory on the checkout’s list, and only those', () => {
    const states = new Set<string>();
    for (let prefix = 11; prefix <= 99; prefix++) {
      for (let rest = 0; rest < 10_000; rest += 1) {
        const area = directory.lookup(`${prefix}${String(rest).padStart(4, '0')}`);
        if (area) states.add(area.state);
      }
    }
    expect([...states].sort()).toEqual([...INDIAN_STATES].sort());
  });
});
