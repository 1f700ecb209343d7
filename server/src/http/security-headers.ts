import helmet from 'helmet';

/**
 * Security headers with a Content-Security-Policy the shop really works under: our own scripts,
 * styles (Mantine injects style tags), images and fonts; forms may post to ourselves (the payment
 * sandbox's page) only.
 */
/**
 * The one inline script: client/index.html's, which applies the remembered colour scheme before a
 * server-rendered page first paints. Allowed by its hash (security-headers.test.ts recomputes it).
 */
export const COLOR_SCHEME_SCRIPT_HASH = "'sha256-Jp4AcJQRvtbuPaI+NKyOh5TrBGqXu3IS7zeKkZcrIso='";

export function securityHeaders(production: boolean) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", COLOR_SCHEME_SCRIPT_HASH],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        'upgrade-insecure-requests': production ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: production,
  });
}
