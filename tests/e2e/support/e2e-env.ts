/**
 * Settings shared by the Playwright config, the server launcher and the specs. Kept free of
 * server imports so specs stay light.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_BASE_URL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${E2E_PORT}`;

/**
 * Where the e2e server's mailbox answers (support/e2e-server.ts): the shop delivers its e-mails
 * over SMTP to a peer in that process, and specs read what arrived from this address.
 */
export const E2E_MAILBOX_URL = `http://127.0.0.1:${Number(process.env.E2E_MAILBOX_PORT ?? E2E_PORT + 10000)}`;

/** The admin account the e2e server is started with (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@herbal.test',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'correct-horse-battery',
} as const;

/** localStorage key of the colour scheme (light default), as the client's MantineProvider uses it. */
export const COLOR_SCHEME_STORAGE_KEY = 'herbal-color-scheme';

export const ARTIFACTS_DIR = new URL('../.artifacts/', import.meta.url).pathname;
