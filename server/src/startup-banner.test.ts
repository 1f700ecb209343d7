import { describe, expect, it } from 'vitest';
import { startupBanner } from './startup-banner.js';

describe('startupBanner', () => {
  it('names the shop, the console, and on the first start the admin password', () => {
    const banner = startupBanner('http://localhost:4000/', { email: 'admin@herbalroots.local', newPassword: 's3cret-once' });
    expect(banner).toContain('Shop:   http://localhost:4000/');
    expect(banner).toContain('Admin:  http://localhost:4000/admin');
    expect(banner).toContain('Login:  admin@herbalroots.local');
    expect(banner).toContain('Password: s3cret-once');
    // One box: every line the same width.
    const lines = banner.trimEnd().split('\n');
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
  });

  it('never shows a password it was not given, and points to the way back', () => {
    const banner = startupBanner('https://shop.example.in', { email: 'owner@example.in' });
    expect(banner).not.toContain('Password:');
    expect(banner).toContain('npm run admin:password');
  });
});
