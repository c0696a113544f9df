import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { users } from '#server/db/schema/accounts.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { signUp } from '#server/test/factories.ts';
import type { BillingSummary } from '#shared/schemas/account.ts';
import { addMonthsUtc } from './billing.service.ts';

const { app, db } = await buildTestApp();

afterEach(() => {
  vi.useRealTimers();
});

async function billingOf(cookie: string) {
  const res = await app.inject({ url: '/api/auth/billing', headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BillingSummary;
}

/** A time before the test's session was made (a later one could outlive the session). */
function at(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(iso) });
}

describe('GET /api/auth/billing', () => {
  it('a new owner is on the 14-day trial of the $5 monthly plan; the days left count down', async () => {
    const owner = await signUp(app);
    const [row] = await db.select().from(users).where(eq(users.id, owner.user.id));
    const trialEnd = row!.trialEndDate!;
    expect(await billingOf(owner.cookie)).toEqual({
      plan: 'Professional',
      status: 'trial',
      price: '5.00',
      interval: 'month',
      trialEndsAt: trialEnd.toISOString(),
      trialDaysLeft: 14,
      nextBillingDate: trialEnd.toISOString(),
      endsAt: null,
    });

    vi.useFakeTimers({ toFake: ['Date'], now: trialEnd.getTime() - 3.5 * 86_400_000 });
    expect(await billingOf(owner.cookie)).toMatchObject({ status: 'trial', trialDaysLeft: 4 });

    vi.useFakeTimers({ toFake: ['Date'], now: trialEnd.getTime() + 60_000 });
    expect(await billingOf(owner.cookie)).toMatchObject({
      status: 'trial_ended',
      trialDaysLeft: 0,
      nextBillingDate: null,
    });
  });

  it('a subscription renews a month (or a year) after its start, from whatever day it is now', async () => {
    const owner = await signUp(app);
    await db
      .update(users)
      .set({
        subscriptionStatus: 'active',
        subscriptionType: 'professional',
        subscriptionPrice: '5.00',
        subscriptionStartDate: new Date('2025-01-31T10:00:00Z'),
        trialEndDate: null,
      })
      .where(eq(users.id, owner.user.id));

    at('2025-02-10T12:00:00Z');
    expect(await billingOf(owner.cookie)).toEqual({
      plan: 'Professional',
      status: 'active',
      price: '5.00',
      interval: 'month',
      trialEndsAt: null,
      trialDaysLeft: null,
      nextBillingDate: '2025-02-28T10:00:00.000Z',
      endsAt: null,
    });
    at('2025-03-01T00:00:00Z');
    expect((await billingOf(owner.cookie)).nextBillingDate).toBe('2025-03-31T10:00:00.000Z');
    at('2025-03-31T10:00:00Z');
    expect((await billingOf(owner.cookie)).nextBillingDate).toBe('2025-04-30T10:00:00.000Z');

    await db
      .update(users)
      .set({ subscriptionType: 'professional_annual', subscriptionPrice: '50.00' })
      .where(eq(users.id, owner.user.id));
    at('2025-06-01T00:00:00Z');
    expect(await billingOf(owner.cookie)).toMatchObject({
      status: 'active',
      price: '50.00',
      interval: 'year',
      nextBillingDate: '2026-01-31T10:00:00.000Z',
    });
  });

  it('a subscription with an end date before its next renewal is ending, then ended', async () => {
    const owner = await signUp(app);
    await db
      .update(users)
      .set({
        subscriptionStatus: 'active',
        subscriptionStartDate: new Date('2025-05-05T08:00:00Z'),
        subscriptionEndDate: new Date('2025-07-01T00:00:00Z'),
      })
      .where(eq(users.id, owner.user.id));
    at('2025-06-10T00:00:00Z');
    expect(await billingOf(owner.cookie)).toMatchObject({
      status: 'ending',
      nextBillingDate: null,
      endsAt: '2025-07-01T00:00:00.000Z',
    });
    at('2025-07-02T00:00:00Z');
    expect(await billingOf(owner.cookie)).toMatchObject({ status: 'ended', nextBillingDate: null });
  });

  it('an account with no trial and no subscription has no plan running', async () => {
    const owner = await signUp(app);
    await db
      .update(users)
      .set({ subscriptionStatus: 'none', trialStartDate: null, trialEndDate: null })
      .where(eq(users.id, owner.user.id));
    expect(await billingOf(owner.cookie)).toMatchObject({
      status: 'none',
      nextBillingDate: null,
      trialDaysLeft: null,
    });
  });

  it('needs a signed-in owner', async () => {
    expect((await app.inject({ url: '/api/auth/billing' })).statusCode).toBe(401);
  });
});

describe('addMonthsUtc', () => {
  it('keeps the day, or the last day of a shorter month, across a year end', () => {
    const start = new Date('2025-12-31T09:30:00Z');
    expect(addMonthsUtc(start, 2).toISOString()).toBe('2026-02-28T09:30:00.000Z');
    expect(addMonthsUtc(start, 14).toISOString()).toBe('2027-02-28T09:30:00.000Z');
    expect(addMonthsUtc(new Date('2027-01-29T00:00:00Z'), 13).toISOString()).toBe('2028-02-29T00:00:00.000Z');
  });
});
