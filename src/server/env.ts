// Configuration from the environment, validated once at start-up; a bad value stops the process with one clear line.
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .optional();

const envFields = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional(),
  ),
  PUBLIC_URL: optionalText.pipe(
    z.url('PUBLIC_URL must be a URL such as https://book.example.com').optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // 32 bytes in base64 sealing the two-factor secrets; unset, a key is generated into DATA_DIR/two-factor.key.
  TWO_FACTOR_KEY: optionalText.pipe(
    z
      .string()
      .refine((v) => Buffer.from(v, 'base64').length === 32, 'TWO_FACTOR_KEY must be 32 bytes in base64')
      .optional(),
  ),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  // The OpenID provider behind "Continue with Google": its discovery document names the endpoints and keys.
  GOOGLE_ISSUER: z.url('GOOGLE_ISSUER must be a URL').default('https://accounts.google.com'),
  // Web push keys (URL-safe base64, as web-push generates them); unset, a pair is generated and kept in the database.
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  // Who push services may contact about this server: mailto: or https:.
  VAPID_SUBJECT: optionalText.pipe(
    z
      .string()
      .regex(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT must start with mailto: or https://')
      .optional(),
  ),
  // Unset: on in development, off in production (see the transform below).
  DEMO_SEED: z.enum(['on', 'off'], 'DEMO_SEED must be on or off').optional(),
  // POST /api/auth/dev-login signs anyone in as the demo owner: only when asked for, never in production.
  DEV_LOGIN: z.enum(['on', 'off'], 'DEV_LOGIN must be on or off').default('off'),
  // Messages to clients: email through this SMTP server (smtp:// or smtps://user:pass@host:port), SMS through
  // Twilio when its three values are set. Without them messages are recorded as skipped (Messages view).
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\/[^/]+/, 'SMTP_URL must look like smtp://user:password@host:587 or smtps://…')
      .optional(),
  ),
  SMTP_FROM: optionalText.pipe(z.email('SMTP_FROM must be an e-mail address').optional()),
  TWILIO_ACCOUNT_SID: optionalText,
  TWILIO_AUTH_TOKEN: optionalText,
  TWILIO_FROM: optionalText,
  TWILIO_API_URL: z.url('TWILIO_API_URL must be a URL').default('https://api.twilio.com'),
  // The weather card's provider (Open-Meteo, no key): forecast and geocoding API bases.
  WEATHER_API_URL: z.url('WEATHER_API_URL must be a URL').default('https://api.open-meteo.com'),
  WEATHER_GEOCODING_URL: z
    .url('WEATHER_GEOCODING_URL must be a URL')
    .default('https://geocoding-api.open-meteo.com'),
  // Deposits and prepayment through Stripe Checkout: both keys set, or the feature says Stripe is not configured.
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_URL: z.url('STRIPE_API_URL must be a URL').default('https://api.stripe.com'),
  // Tests only: webhook integrations may post to, and calendar connections read from, a local server (loopback,
  // private addresses, plain http).
  WEBHOOK_ALLOW_PRIVATE_TARGETS: z
    .enum(['true', 'false'], 'WEBHOOK_ALLOW_PRIVATE_TARGETS must be true or false')
    .default('false')
    .transform((v) => v === 'true'),
  // How long one read of a connected calendar's iCal address may take, redirects included.
  CALENDAR_FETCH_TIMEOUT_MS: z.coerce
    .number('CALENDAR_FETCH_TIMEOUT_MS must be a number of milliseconds')
    .int()
    .min(100)
    .max(60_000)
    .default(10_000),
  // Tests and demos only: a time offered to a waitlisted customer is held this many seconds instead of the booking
  // rules' minutes (5–60).
  WAITLIST_HOLD_SECONDS: z.coerce
    .number('WAITLIST_HOLD_SECONDS must be a number')
    .int('WAITLIST_HOLD_SECONDS must be a whole number')
    .min(1, 'WAITLIST_HOLD_SECONDS must be at least 1')
    .optional(),
  // 'off' keeps this process from delivering messages and making waitlist offers (another process does); on by
  // default.
  OUTBOX_WORKER: z.enum(['on', 'off'], 'OUTBOX_WORKER must be on or off').default('on'),
  // On PostgreSQL, 'on' (the default) counts request limits in the database, on a small pool of their own, shared
  // by every process (decision 028); 'off' lets each process count its own, for a single process that wants to
  // save the round trip.
  SHARED_RATE_LIMITS: z.enum(['on', 'off'], 'SHARED_RATE_LIMITS must be on or off').default('on'),
  // Platform admins: these accounts' emails (comma-separated), once verified, are made platform admins at start
  // and at sign-in.
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  // GET /metrics (Prometheus) answers only with `Authorization: Bearer <this>`; unset, the route does not exist.
  METRICS_TOKEN: optionalText.pipe(
    z.string().min(16, 'METRICS_TOKEN must be at least 16 characters (a random secret)').optional(),
  ),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(20).default(30),
  // Booking creation and public availability reads per address; the load bench raises it.
  BOOKING_RATE_LIMIT_PER_MINUTE: z.coerce
    .number('BOOKING_RATE_LIMIT_PER_MINUTE must be a number')
    .int('BOOKING_RATE_LIMIT_PER_MINUTE must be a whole number')
    .min(1, 'BOOKING_RATE_LIMIT_PER_MINUTE must be at least 1')
    .default(60),
  // Who may set X-Forwarded-For: a hop count ('1' behind one proxy) or the proxies' addresses/CIDRs, comma-separated.
  // Unset, the header is ignored: anyone could forge it and escape every per-IP limit.
  TRUST_PROXY: optionalText.pipe(
    z
      .string()
      .regex(
        /^(\d+|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/,
        'TRUST_PROXY must be a hop count or addresses',
      )
      .transform((v) => {
        if (!/^\d+$/.test(v)) return v.split(',').map((address) => address.trim());
        const hops = Number(v);
        // The same as Fastify's numeric trustProxy (proxy-addr's trustHops), which its types do not accept.
        return (_address: string, hop: number) => hop < hops;
      })
      .optional(),
  ),
});

/** The fields, checked together and with the defaults that depend on NODE_ENV. */
export const envSchema = envFields
  .refine((env) => !(env.NODE_ENV === 'production' && env.DEV_LOGIN === 'on'), {
    path: ['DEV_LOGIN'],
    message: 'DEV_LOGIN=on signs anyone in as the demo owner; it cannot be used with NODE_ENV=production',
  })
  .refine((env) => !(env.NODE_ENV === 'production' && env.WEBHOOK_ALLOW_PRIVATE_TARGETS), {
    path: ['WEBHOOK_ALLOW_PRIVATE_TARGETS'],
    message:
      'WEBHOOK_ALLOW_PRIVATE_TARGETS=true lets webhooks reach this machine and its network; it cannot be used with NODE_ENV=production',
  })
  .refine((env) => Boolean(env.VAPID_PUBLIC_KEY) === Boolean(env.VAPID_PRIVATE_KEY), {
    path: ['VAPID_PRIVATE_KEY'],
    message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
  })
  .transform((env) => ({
    ...env,
    // The demo owner's password is public (README): a production server seeds it only when told to.
    DEMO_SEED: env.DEMO_SEED ?? (env.NODE_ENV === 'production' ? 'off' : 'on'),
  }));

export type Env = z.infer<typeof envSchema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new Error(`Invalid configuration: ${first?.path.join('.')}: ${first?.message}`);
  }
  return parsed.data;
}
