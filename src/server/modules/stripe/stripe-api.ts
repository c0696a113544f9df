// Stripe's REST API with plain fetch (form-encoded bodies, the secret key as Bearer), and the webhook signature
// check. STRIPE_API_URL points tests at a local stand-in.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Env } from '#server/env.ts';

export type StripeConfig = { secretKey: string; webhookSecret: string; apiUrl: string };

/** Stripe's settings when both keys are set; null means "Stripe is not configured". */
export function stripeConfig(env: Env): StripeConfig | null {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) return null;
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    apiUrl: env.STRIPE_API_URL.replace(/\/+$/, ''),
  };
}

export class StripeApiError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'StripeApiError';
    this.status = status;
  }
}

/** Nested parameters in Stripe's form encoding: {line_items: [{quantity: 1}]} → line_items[0][quantity]=1. */
export type StripeParams = { [key: string]: string | number | StripeParams | StripeParams[] | undefined };

function encode(params: StripeParams, prefix = '', into = new URLSearchParams()): URLSearchParams {
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    const name = prefix ? `${prefix}[${key}]` : key;
    if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) encode(item, `${name}[${i}]`, into);
    } else if (typeof value === 'object') encode(value, name, into);
    else into.append(name, String(value));
  }
  return into;
}

const TIMEOUT_MS = 15_000;

/** A POST (or GET without params) to Stripe; its JSON answer, or StripeApiError with Stripe's message. */
export async function stripeRequest<T>(
  config: StripeConfig,
  path: string,
  options: { method?: 'GET' | 'POST'; params?: StripeParams; idempotencyKey?: string } = {},
): Promise<T> {
  const method = options.method ?? 'POST';
  const response = await fetch(`${config.apiUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${config.secretKey}`,
      ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
    },
    body: method === 'POST' ? encode(options.params ?? {}).toString() : undefined,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const body = (await response.json().catch(() => ({}))) as T & { error?: { message?: string } };
  if (!response.ok) {
    throw new StripeApiError(response.status, body.error?.message ?? `Stripe answered ${response.status}`);
  }
  return body;
}

function minorDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

/**
 * An amount in cents as Stripe counts it in `currency`: its smallest unit (cents for USD; whole yen for JPY,
 * rounded; KWD's three decimals, as Stripe wants them, ending in 0).
 */
export function stripeAmount(cents: number, currency: string): number {
  const digits = minorDigits(currency);
  if (digits === 0) return Math.round(cents / 100);
  if (digits === 3) return cents * 10;
  return cents;
}

/** What Stripe will charge for `cents`, back in cents (whole yen stay whole: 1250.50 JPY is charged 1251). */
export function chargedCents(cents: number, currency: string): number {
  return minorDigits(currency) === 0 ? stripeAmount(cents, currency) * 100 : cents;
}

/** How far a webhook's timestamp may be from now: Stripe's own libraries' default. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * Whether `Stripe-Signature` ("t=…,v1=…[,v1=…]") signs this exact body: HMAC-SHA256 with the endpoint's secret
 * over "t.body", compared in constant time, and t within the tolerance of now.
 */
export function verifyStripeSignature(options: {
  payload: Buffer;
  header: string | undefined;
  secret: string;
  now: Date;
}): boolean {
  const { payload, header, secret, now } = options;
  if (!header) return false;
  let timestamp: string | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't') timestamp = value;
    else if (key === 'v1' && value) signatures.push(value);
  }
  if (!timestamp || !/^\d+$/.test(timestamp) || signatures.length === 0) return false;
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(payload).digest();
  return signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
