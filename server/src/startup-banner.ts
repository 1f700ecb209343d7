import type { AdminAccount } from './accounts/auth.service.js';

/**
 * What `npm start` ends with: one block a newcomer can act on (where the shop and the console are,
 * and on the first start the admin's e-mail and password), instead of a scroll of build output.
 */
export function startupBanner(publicUrl: string, admin: AdminAccount | null): string {
  const base = publicUrl.replace(/\/+$/, '');
  const lines = [`Shop:   ${base}/`, `Admin:  ${base}/admin`];
  if (admin) lines.push(`Login:  ${admin.email}`);
  if (admin?.newPassword) {
    lines.push(`Password: ${admin.newPassword}  (shown this once; change it with npm run admin:password)`);
  } else if (admin) {
    lines.push('Lost the password? npm run admin:password sets a new one.');
  } else {
    lines.push('No admin account: set ADMIN_EMAIL and ADMIN_PASSWORD, or run npm run admin:password.');
  }
  const width = Math.max(...lines.map((line) => line.length));
  const rule = '─'.repeat(width + 4);
  return [`┌${rule}┐`, ...lines.map((line) => `│  ${line.padEnd(width)}  │`), `└${rule}┘`, ''].join('\n');
}
