import { isIP } from 'node:net';
import { z } from 'zod';
import { COUNTRIES } from '@common/shipping-form.js';
import { weakAdminPasswordReason } from './admin-password-policy.js';

/**
 * Every setting the server reads, validated once at start-up. A bad value stops the server with
 * a message naming the variable, instead of failing later in some request.
 */
const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/**
 * CORS_ORIGINS: exact origins (scheme://host[:port]) of browser apps allowed to call /graphql with
 * an API token, comma-separated. Never a wildcard: an allowlist is the point.
 */
const corsOrigins = z.string().transform((value, ctx) => {
  const origins: string[] = [];
  for (const entry of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    let origin: string | null = null;
    try {
      const url = new URL(entry);
      if ((url.protocol === 'https:' || url.protocol === 'http:') && url.origin === entry.replace(/\/$/, '')) origin = url.origin;
    } catch {
      origin = null;
    }
    if (!origin) {
      ctx.addIssue({ code: 'custom', message: `"${entry}" is not an origin such as https://app.example.com (no wildcard, path or query)` });
      return z.NEVER;
    }
    origins.push(origin);
  }
  return origins;
});

/** The names express's `trust proxy` knows for address ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY: the hops whose X-Forwarded-For the shop believes, in express's trust proxy terms:
 * comma-separated addresses, CIDR ranges and the names loopback, linklocal, uniquelocal; or a
 * number of hops; or `false` to believe none. Anything else stops the server: a typo here would
 * let clients choose their own address.
 */
const trustProxy = z.string().transform((value, ctx): string | number | false => {
  const text = value.trim();
  if (text === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, prefix, extra] = entry.split('/');
    const family = isIP(address);
    const prefixOk = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (family === 6 ? 128 : 32));
    if (!(PROXY_RANGE_NAMES.includes(entry) || (family && prefixOk && extra === undefined))) {
      ctx.addIssue({
        code: 'custom',
        message: `"${entry}" is not an address, a CIDR range or one of ${PROXY_RANGE_NAMES.join(', ')} (or use a number of hops, or false)`,
      });
      return z.NEVER;
    }
  }
  if (!entries.length) {
    ctx.addIssue({ code: 'custom', message: 'names no hop; use false to trust none' });
    return z.NEVER;
  }
  return entries.join(', ');
});

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(4000),
    HOST: z.string().default('0.0.0.0'),
    /** The proxies in front of the shop whose X-Forwarded-For is believed (docs/operations/reverse-proxy.md). */
    TRUST_PROXY: trustProxy.default('loopback'),
    /** Public base URL the browser uses to reach this server (payment redirects, e-mail links). */
    PUBLIC_URL: z.url().optional(),
    /** Postgres server; unset means the embedded engine persisted under DATA_DIR. */
    DATABASE_URL: z.string().min(1).optional(),
    DATA_DIR: z.string().default('.data'),
    SESSION_TTL_HOURS: z.coerce
      .number()
      .positive()
      .default(24 * 7),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
    /** 'sandbox' runs our local fake of PhonePe's API inside this server; 'phonepe' talks to PhonePe. */
    PAYMENTS_MODE: z.enum(['sandbox', 'phonepe']).default('sandbox'),
    /** Lets the sandbox run with NODE_ENV=production (demos only). */
    ALLOW_SANDBOX_IN_PRODUCTION: booleanFlag.default(false),
    /** PhonePe's token service base, e.g. https://api.phonepe.com/apis/identity-manager (UAT: https://api-preprod.phonepe.com/apis/pg-sandbox). */
    PHONEPE_AUTH_URL: z.url().optional(),
    /** PhonePe's checkout API base, e.g. https://api.phonepe.com/apis/pg (UAT: https://api-preprod.phonepe.com/apis/pg-sandbox). */
    PHONEPE_API_URL: z.url().optional(),
    PHONEPE_CLIENT_ID: z.string().optional(),
    PHONEPE_CLIENT_SECRET: z.string().optional(),
    PHONEPE_CLIENT_VERSION: z.string().default('1'),
    PHONEPE_WEBHOOK_USERNAME: z.string().optional(),
    PHONEPE_WEBHOOK_PASSWORD: z.string().optional(),
    /** How long one call to PhonePe may take before the shop gives up on it. */
    PHONEPE_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    /**
     * Minutes an unpaid order waits for its payment before its stock is released. Within PhonePe's
     * payment window (expireAfter 300–3600 s), so stock is never held longer than a payment can take.
     */
    PAYMENT_EXPIRY_MINUTES: z.coerce.number().int().min(5).max(60).default(30),
    /** Most units of one size of a product a single order may hold (stock hoarding; stock is per size). */
    ORDER_MAX_UNITS_PER_PRODUCT: z.coerce.number().int().min(1).max(99).default(10),
    /** Most of a size's remaining stock one order may hold, in percent (at least one unit is always allowed). */
    ORDER_MAX_STOCK_SHARE_PERCENT: z.coerce.number().int().min(1).max(100).default(50),
    /** Unpaid orders (still holding stock) allowed at once per client address, and per e-mail. */
    ORDER_MAX_UNPAID_PER_ADDRESS: z.coerce.number().int().min(1).default(3),
    ORDER_MAX_UNPAID_PER_EMAIL: z.coerce.number().int().min(1).default(3),
    /** Countries the shop ships to, comma-separated, from those the checkout knows (India, United States, United Kingdom). */
    SHIPPING_COUNTRIES: z
      .string()
      .default('India')
      .transform((value) =>
        value
          .split(',')
          .map((country) => country.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.enum(COUNTRIES)).min(1, 'must name at least one country')),
    /**
     * Seconds between the scheduled checks (pending payments and refunds, low-stock mail, review
     * requests, return reminders). 0 turns them off. Under a minute it should divide 60.
     */
    PAYMENT_RECONCILE_SECONDS: z.coerce.number().int().min(0).default(60),
    /** How often an idle job worker asks the database for work (seconds, at least 0.5). */
    JOB_POLL_SECONDS: z.coerce.number().min(0.5).default(2),
    /**
     * Job types this process leaves to others (comma-separated, e.g. `mail.send`): a process that
     * only answers requests while another works the queue. Empty: it works every type.
     */
    JOBS_IDLE: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean),
      ),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('Herbal Roots <orders@herbalroots.in>'),
    /** Shared store for rate limits when several server processes run; unset keeps counts in memory. */
    REDIS_URL: z.string().optional(),
    /** Prefix of this shop's rate-limit keys in Redis (several shops or test runs may share one Redis). */
    RATE_LIMIT_PREFIX: z.string().default('herbal:rate:'),
    /** Sign-in attempts per minute from one address (on top of the failure throttle). */
    RATE_LIMIT_LOGINS_PER_MINUTE: z.coerce.number().int().positive().default(10),
    /** Orders created per minute from one address. */
    RATE_LIMIT_ORDERS_PER_MINUTE: z.coerce.number().int().positive().default(20),
    /** Payment confirmations (confirmPayment, paymentCallback) per minute from one address. */
    RATE_LIMIT_PAYMENT_CHECKS_PER_MINUTE: z.coerce.number().int().positive().default(120),
    /** Discount-code checks (quote, createOrder) per minute per client address or API token. */
    RATE_LIMIT_DISCOUNT_CHECKS_PER_MINUTE: z.coerce.number().int().positive().default(20),
    /** Discount-code checks per minute from everyone together: guessing spread over many addresses. */
    RATE_LIMIT_DISCOUNT_CHECKS_PER_MINUTE_SHOP: z.coerce.number().int().positive().default(600),
    /** Account e-mails (confirmations, resets, "already registered") one recipient is sent per hour, from any client address. */
    ACCOUNT_MAIL_PER_RECIPIENT_PER_HOUR: z.coerce.number().int().positive().default(5),
    /**
     * The first-party client's persisted documents: 'allow' accepts them by hash and full documents
     * too; 'require-first-party' makes requests from our storefront use them; 'off' ignores hashes.
     */
    TRUSTED_DOCUMENTS: z.enum(['off', 'allow', 'require-first-party']).default('allow'),
    /** 'on' keeps whole responses of public catalogue reads in memory until the catalogue changes. */
    CATALOGUE_CACHE: z.enum(['on', 'off']).default('on'),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    /** JSON lines in every mode, for whatever collects them; 'pretty' only when a person asks for it. */
    LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),
    /** Bearer token for /metrics on the shop's port; unset, /metrics there is not served. */
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    /** A separate port serving only /metrics, without a token (for a network only the scraper reaches). */
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    /** Where METRICS_PORT listens. */
    METRICS_HOST: z.string().default('127.0.0.1'),
    /** Requests per minute one API token may make to /graphql (then HTTP 429, TOO_MANY_REQUESTS). */
    RATE_LIMIT_API_TOKEN_REQUESTS_PER_MINUTE: z.coerce.number().int().positive().default(600),
    /** Browser origins allowed to call /graphql cross-origin (with API tokens, never cookies). */
    CORS_ORIGINS: corsOrigins.default([]),
    /** Lets webhook endpoints point at loopback, link-local or private addresses (local receivers, tests). */
    WEBHOOK_ALLOW_PRIVATE_TARGETS: booleanFlag.default(false),
    /** How often this process's webhook worker asks for due deliveries (seconds, at least 0.5); 0: it sends none (another process does). */
    WEBHOOK_DISPATCH_SECONDS: z.coerce.number().min(0).default(2),
    /** First retry delay of a failed webhook; each next one doubles (up to an hour), for 24 hours. */
    WEBHOOK_RETRY_BASE_SECONDS: z.coerce.number().positive().default(10),
    /** How long one webhook request may take before it counts as failed. */
    WEBHOOK_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    /** 'manual': the owner types a courier and tracking number; 'shiprocket': parcels go through the courier aggregator. */
    SHIPPING_PROVIDER: z.enum(['manual', 'shiprocket']).default('manual'),
    /**
     * Runs our local stand-in of the aggregator's API inside this server (with a page to move a
     * parcel through its statuses). Unset: on outside production. With it on and no
     * SHIPROCKET_API_URL, SHIPPING_PROVIDER=shiprocket talks to it, with no account.
     */
    COURIER_SANDBOX: booleanFlag.optional(),
    /** The aggregator's API base. */
    SHIPROCKET_API_URL: z.url().default('https://apiv2.shiprocket.in/v1/external'),
    /** The API user's e-mail and password (the aggregator hands out a token for them, valid for days). */
    SHIPROCKET_EMAIL: z.string().optional(),
    SHIPROCKET_PASSWORD: z.string().optional(),
    /** The token the aggregator sends in x-api-key with each tracking update; set the same in its panel. */
    SHIPROCKET_WEBHOOK_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    /** The pickup location's nickname as registered with the aggregator, e.g. Primary. */
    SHIPROCKET_PICKUP_LOCATION: z.string().optional(),
    /** The pickup location's PIN code (serviceability is asked from here). */
    SHIPROCKET_PICKUP_POSTCODE: z
      .string()
      .regex(/^[1-9]\d{5}$/, 'must be a six-digit PIN code')
      .optional(),
    /** How long one call to the aggregator may take before the shop gives up on it. */
    SHIPROCKET_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
    /** A courier pickup the aggregator would not book at once is tried again after this long, doubling each time. */
    COURIER_PICKUP_RETRY_SECONDS: z.coerce.number().int().positive().default(60),
    /** Tries after the first before a pickup booking is failed for good (listed in Settings → Jobs to run again). */
    COURIER_PICKUP_RETRIES: z.coerce.number().int().min(0).max(20).default(5),
    /** Serve the GraphiQL explorer at /graphiql in production too (it is always on in development and tests). */
    GRAPHIQL: booleanFlag.default(false),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.ADMIN_PASSWORD) {
      // The admin account is created from it on first start: a guessable one hands out the shop.
      const weakness = weakAdminPasswordReason(env.ADMIN_PASSWORD);
      if (weakness) ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: weakness });
    }
    if (env.PAYMENTS_MODE === 'phonepe') {
      for (const name of [
        'PHONEPE_AUTH_URL',
        'PHONEPE_API_URL',
        'PHONEPE_CLIENT_ID',
        'PHONEPE_CLIENT_SECRET',
        'PHONEPE_WEBHOOK_USERNAME',
        'PHONEPE_WEBHOOK_PASSWORD',
      ] as const) {
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when PAYMENTS_MODE=phonepe' });
      }
    }
    if (env.PAYMENTS_MODE === 'sandbox' && env.NODE_ENV === 'production' && env.ALLOW_SANDBOX_IN_PRODUCTION) {
      // The built-in defaults are public: with them anyone could take a token and pay or fail orders.
      for (const name of ['PHONEPE_CLIENT_ID', 'PHONEPE_CLIENT_SECRET', 'PHONEPE_WEBHOOK_USERNAME', 'PHONEPE_WEBHOOK_PASSWORD'] as const) {
        if (!env[name])
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'is required when the sandbox runs in production (ALLOW_SANDBOX_IN_PRODUCTION)',
          });
      }
    }
    if (env.PAYMENTS_MODE === 'sandbox' && env.NODE_ENV === 'production' && !env.ALLOW_SANDBOX_IN_PRODUCTION) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENTS_MODE'],
        message:
          'the payment sandbox refuses to run in production; set PAYMENTS_MODE=phonepe (or ALLOW_SANDBOX_IN_PRODUCTION=true for a demo)',
      });
    }
    const courierSandbox = env.COURIER_SANDBOX ?? env.NODE_ENV !== 'production';
    if (courierSandbox && env.NODE_ENV === 'production' && !env.ALLOW_SANDBOX_IN_PRODUCTION) {
      ctx.addIssue({
        code: 'custom',
        path: ['COURIER_SANDBOX'],
        message: 'the courier sandbox refuses to run in production (or set ALLOW_SANDBOX_IN_PRODUCTION=true for a demo)',
      });
    }
    if (env.SHIPPING_PROVIDER === 'shiprocket') {
      // With the sandbox on, unset values take its local defaults (fulfilment/courier/sandbox/credentials.ts);
      // in production they are always needed: the defaults are public.
      const needed = !courierSandbox || env.NODE_ENV === 'production';
      const names = [
        'SHIPROCKET_EMAIL',
        'SHIPROCKET_PASSWORD',
        'SHIPROCKET_WEBHOOK_TOKEN',
        'SHIPROCKET_PICKUP_LOCATION',
        'SHIPROCKET_PICKUP_POSTCODE',
      ] as const;
      for (const name of names) {
        if (needed && !env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when SHIPPING_PROVIDER=shiprocket' });
      }
    }
  });

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

/** Parses the environment; throws EnvError listing every bad variable by name. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // Empty strings mean "unset", as most shells and compose files intend.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
