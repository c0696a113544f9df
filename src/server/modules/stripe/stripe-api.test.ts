import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { chargedCents, stripeAmount, verifyStripeSignature } from './stripe-api.ts';

describe('stripeAmount', () => {
  it("counts in the currency's smallest unit, as Stripe does", () => {
    expect(stripeAmount(3013, 'USD')).toBe(3013);
    expect(stripeAmount(3013, 'EUR')).toBe(3013);
    // 5000 yen is stored as 5000.00 (500000 "cents"); Stripe wants 5000.
    expect(stripeAmount(500_000, 'JPY')).toBe(5000);
    expect(stripeAmount(125_050, 'JPY')).toBe(1251);
    // 12.345 KWD cannot be stored (2 decimals); 12.34 KWD is 12340 for Stripe.
    expect(stripeAmount(1234, 'KWD')).toBe(12_340);
    expect(chargedCents(125_050, 'JPY')).toBe(125_100);
    expect(chargedCents(3013, 'USD')).toBe(3013);
  });
});

describe('verifyStripeSignature', () => {
  const secret = 'whsec_unit';
  const payload = Buffer.from('{"id":"evt_1"}');
  const now = new Date('2026-11-26T12:00:00Z');
  const t = Math.floor(now.getTime() / 1000);
  const v1 = (at: number, body = payload) =>
    createHmac('sha256', secret).update(`${at}.`).update(body).digest('hex');

  it('accepts any matching v1 within five minutes, and nothing else', () => {
    const check = (header: string | undefined, at = now) =>
      verifyStripeSignature({ payload, header, secret, now: at });
    expect(check(`t=${t},v1=${v1(t)}`)).toBe(true);
    expect(check(`t=${t},v1=${'0'.repeat(64)},v1=${v1(t)}`)).toBe(true);
    expect(check(`t=${t},v1=${v1(t)}`, new Date(now.getTime() + 299_000))).toBe(true);
    expect(check(`t=${t},v1=${v1(t)}`, new Date(now.getTime() + 301_000))).toBe(false);
    expect(check(`t=${t},v0=${v1(t)}`)).toBe(false);
    expect(check(`t=${t + 1},v1=${v1(t)}`)).toBe(false);
    expect(check(`t=${t},v1=${v1(t, Buffer.from('{"id":"evt_2"}'))}`)).toBe(false);
    expect(check(`t=${t},v1=zz`)).toBe(false);
    expect(check(`v1=${v1(t)}`)).toBe(false);
    expect(check(undefined)).toBe(false);
    expect(check('')).toBe(false);
  });
});
