import helmet from 'helmet';

/**
 * Security headers with a Content-Security-Policy the shop really works under: our own scripts,
 * styles (Mantine injects style tags), images and fonts; forms may post to ourselves (the payment
 * sandbox's page) only.
 */
export function securityHeaders(production: boolean) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
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
