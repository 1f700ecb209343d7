import { describe, expect, it } from 'vitest';
import { loadEnv } from '@server/config/env.js';

describe('TRUST_PROXY', () => {
  it('defaults to loopback and takes addresses, ranges, names, hop counts and false', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe('loopback');
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,uniquelocal' }).TRUST_PROXY).toBe('10.0.0.0/8, 192.168.1.7, uniquelocal');
    expect(loadEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
  });

  it.each(['true', '10.0.0.0/33', 'proxy.internal', '*', 'loopback,, 300.1.1.1'])(
    'stops the server on %j, naming the variable',
    (value) => {
      expect(() => loadEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );
});
