import { z } from 'zod';

/**
 * Every setting the server reads, validated once at start-up. A bad value stops the server with
 * a message naming the variable, instead of failing later in some request.
 */
const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(4000),
    HOST: z.string().default('0.0.0.0'),
    /** Public base URL the browser uses to reach this server (payment redirects, e-mail links). */
    PUBLIC_URL: z.url().optional(),
    /** Postgres server; unset means the embedded engine persisted under DATA_DIR. */
    DATABASE_URL: z.string().min(1).optional(),
    DATA_DIR: z.string().default('.data'),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SESSION_TTL_HOURS: z.coerce.number().positive().default(24 * 7),
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
    /** Minutes an unpaid order waits for its payment before its stock is released. */
    PAYMENT_EXPIRY_MINUTES: z.coerce.number().int().positive().default(30),
    /** Seconds between reconciliation passes over pending payments. 0 turns it off. */
    PAYMENT_RECONCILE_SECONDS: z.coerce.number().int().min(0).default(60),
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
    /**
     * The first-party client's persisted documents: 'allow' accepts them by hash and full documents
     * too; 'require-first-party' makes requests from our storefront use them; 'off' ignores hashes.
     */
    TRUSTED_DOCUMENTS: z.enum(['off', 'allow', 'require-first-party']).default('allow'),
    /** 'on' keeps whole responses of public catalogue reads in memory until the catalogue changes. */
    CATALOG_CACHE: z.enum(['on', 'off']).default('on'),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is required in production' });
    }
    if (env.PAYMENTS_MODE === 'phonepe') {
      for (const name of ['PHONEPE_AUTH_URL', 'PHONEPE_API_URL', 'PHONEPE_CLIENT_ID', 'PHONEPE_CLIENT_SECRET', 'PHONEPE_WEBHOOK_USERNAME', 'PHONEPE_WEBHOOK_PASSWORD'] as const) {
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when PAYMENTS_MODE=phonepe' });
      }
    }
    if (env.PAYMENTS_MODE === 'sandbox' && env.NODE_ENV === 'production' && !env.ALLOW_SANDBOX_IN_PRODUCTION) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENTS_MODE'],
        message: 'the payment sandbox refuses to run in production; set PAYMENTS_MODE=phonepe (or ALLOW_SANDBOX_IN_PRODUCTION=true for a demo)',
      });
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
