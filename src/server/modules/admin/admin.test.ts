// The platform admin console over HTTP: who may call it (every /api/admin route, from the app's own route table),
// Suspend / Activate and what a suspension does to the public booking page, the settings and the trial length,
// plans, website projects, help & support requests (emailed to the admins), and the audit log behind every change.
import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/accounts.ts';
import { outbox, websiteProjects } from '#server/db/schema/engagement.ts';
import { closeAccount } from '#server/modules/account/account-deletion.ts';
import { bookingTestKit, clientData, NY } from '#server/modules/bookings/booking-test-kit.ts';
import { clientAuthTestKit } from '#server/modules/client-auth/client-auth-test-kit.ts';
import { accountEmailContent, SUPPORT_REQUEST_KIND } from '#server/modules/outbox/account-messages.ts';
import { grantPlatformAdmin } from '#server/platform/platform-admin.ts';
import { secretBox } from '#server/platform/secret-box.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { localDateFromToday, signUp, signUpVerified, uniqueEmail } from '#server/test/factories.ts';
import { caseOf, ROUTE_CASES, routeKeysOf } from '#server/test/route-cases.ts';
import { ONLINE_BOOKING_OFF_MESSAGE } from '#shared/online-booking.ts';
import { BUSINESS_CLOSING_MESSAGE } from './admin-businesses.service.ts';

const ADMIN_EMAIL = uniqueEmail('platform-admin');
const { app, db } = await buildTestApp({
  env: { ADMIN_EMAILS: ` someone@else.example, ${ADMIN_EMAIL.toUpperCase()} ` },
});
const { shop, book } = bookingTestKit(app, db);
const { signInByEmail } = clientAuthTestKit(app, db);
const admin = await signUpVerified(app, db, { email: ADMIN_EMAIL });

function call(method: InjectOptions['method'], url: string, cookie?: string, payload?: object) {
  return app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
}
const asAdmin = (method: InjectOptions['method'], url: string, payload?: object) =>
  call(method, url, admin.cookie, payload);

async function auditFor(targetId: string) {
  const res = await asAdmin('GET', '/api/admin/audit-log');
  expect(res.statusCode).toBe(200);
  return (res.json() as Array<{ targetId: string | null }>).filter((entry) => entry.targetId === targetId);
}

describe('who may use the console', () => {
  const adminKeys = routeKeysOf(app).filter((key) => key.split(' ')[1]!.startsWith('/api/admin'));

  it('knows every admin route from the route table, each with an admin case', () => {
    expect(adminKeys.length).toBeGreaterThanOrEqual(12);
    for (const key of adminKeys) expect(caseOf(key).kind, key).toBe('admin');
    const adminCases = Object.entries(ROUTE_CASES).filter(([, c]) => c.kind === 'admin');
    expect(adminCases.map(([key]) => key).sort()).toEqual([...adminKeys].sort());
  });

  it.each(adminKeys)('%s: 401 signed out, 403 for an owner', async (key) => {
    const owner = await signUp(app);
    const [method] = key.split(' ') as [InjectOptions['method']];
    const request = caseOf(key).request({ business: { id: owner.user.id, name: 'x' } } as never);
    const anonymous = await call(method, request.url, undefined, request.payload);
    expect(anonymous.statusCode, anonymous.body).toBe(401);
    const asOwner = await call(method, request.url, owner.cookie, request.payload);
    expect(asOwner.statusCode, asOwner.body).toBe(403);
    expect(asOwner.json()).toEqual({ message: 'Only platform admins can do this' });
  });

  it('makes verified ADMIN_EMAILS accounts admins at sign-in (any case), and npm run admin:grant anyone else', async () => {
    expect((await call('GET', '/api/auth/user', admin.cookie)).json().isPlatformAdmin).toBe(true);
    // Registering a listed address proves nothing: no role at sign-up or sign-in until the address is verified.
    const claimer = await signUp(app, { email: 'someone@else.example' });
    const again = await call('POST', '/api/auth/login', undefined, {
      email: claimer.email,
      password: claimer.password,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((await call('GET', '/api/auth/user', claimer.cookie)).json().isPlatformAdmin).toBe(false);
    const owner = await signUp(app);
    expect((await call('GET', '/api/auth/user', owner.cookie)).json().isPlatformAdmin).toBe(false);
    expect(await grantPlatformAdmin(db, [owner.email.toUpperCase()])).toEqual([owner.email]);
    expect(await grantPlatformAdmin(db, [owner.email])).toEqual([]);
    expect((await call('GET', '/api/auth/user', owner.cookie)).json().isPlatformAdmin).toBe(true);
    expect((await call('GET', '/api/admin/overview', owner.cookie)).statusCode).toBe(200);
  });
});

describe('Suspend and Activate', () => {
  it('a suspended business shows its page but takes no bookings; activated, it does again', async () => {
    const { owner, business, services } = await shop();
    const serviceId = services[0]!.id;
    const date = localDateFromToday(3, NY);
    const availability = () =>
      call('GET', `/api/businesses/${business.slug}/availability?serviceId=${serviceId}&from=${date}&days=1`);
    const bookIt = (time: string) =>
      book({ businessSlug: business.slug, serviceId, appointmentDate: `${date}T${time}:00`, clientData });

    const suspended = await asAdmin('PATCH', `/api/admin/businesses/${business.id}/status`, {
      status: 'suspended',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json()).toEqual({ id: business.id, status: 'suspended' });

    // The page is still there and says it is not taking bookings.
    expect((await call('GET', `/api/businesses/${business.slug}`)).statusCode).toBe(200);
    const custom = await call('GET', `/api/businesses/${business.slug}/client-customization`);
    expect(custom.json().enableOnlineBooking).toBe(false);
    const empty = await availability();
    expect(empty.statusCode).toBe(200);
    expect(empty.json().dates).toEqual([]);
    const refused = await bookIt('10:00');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: ONLINE_BOOKING_OFF_MESSAGE });

    // The owner sees why.
    const me = await call('GET', '/api/businesses/me', owner.cookie);
    expect(me.json().status).toBe('suspended');
    const notes = await call('GET', '/api/notifications', owner.cookie);
    expect(JSON.stringify(notes.json())).toContain('Your business is suspended');

    const activated = await asAdmin('PATCH', `/api/admin/businesses/${business.id}/status`, {
      status: 'active',
    });
    expect(activated.json()).toEqual({ id: business.id, status: 'active' });
    expect(
      (await call('GET', `/api/businesses/${business.slug}/client-customization`)).json().enableOnlineBooking,
    ).toBe(true);
    const slots = (await availability()).json().dates[0].slots as Array<{ time: string; available: boolean }>;
    expect(slots.find((s) => s.time === '10:00')?.available).toBe(true);
    expect((await bookIt('10:00')).statusCode).toBe(201);

    const audit = await auditFor(business.id);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'business.activate',
        actorEmail: ADMIN_EMAIL,
        before: { status: 'suspended' },
        after: { status: 'active' },
      }),
      expect.objectContaining({
        action: 'business.suspend',
        before: { status: 'active' },
        after: { status: 'suspended' },
      }),
    ]);
  });

  it("a suspended business's clients can still cancel but not move a booking to a new time", async () => {
    const { business, services } = await shop({
      bookingRules: {
        slotStepMinutes: 30,
        minNoticeMinutes: 0,
        bookingWindowDays: 30,
        bufferMinutes: 0,
        cancellationCutoffHours: 0,
      },
    });
    const bookAt = (days: number) =>
      book({
        businessSlug: business.slug,
        serviceId: services[0]!.id,
        appointmentDate: `${localDateFromToday(days, NY)}T11:00:00`,
        clientData,
      });
    const first = (await bookAt(3)).json();
    const second = (await bookAt(4)).json();
    const client = await signInByEmail(business.slug, clientData.email);
    await asAdmin('PATCH', `/api/admin/businesses/${business.id}/status`, { status: 'suspended' });

    const moved = await call('POST', `/api/client/bookings/${first.id}/reschedule`, client, {
      appointmentDate: `${localDateFromToday(5, NY)}T11:00:00`,
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toEqual({ message: ONLINE_BOOKING_OFF_MESSAGE });
    const cancelled = await call('POST', `/api/client/bookings/${second.id}/cancel`, client);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  });

  it('refuses an unknown business with 404 and a status other than active or suspended with 400', async () => {
    const unknown = await asAdmin(
      'PATCH',
      '/api/admin/businesses/00000000-0000-7000-8000-000000000000/status',
      {
        status: 'suspended',
      },
    );
    expect(unknown.statusCode).toBe(404);
    expect(
      (await asAdmin('PATCH', '/api/admin/businesses/nope/status', { status: 'active' })).statusCode,
    ).toBe(404);
    const { business } = await shop();
    const bad = await asAdmin('PATCH', `/api/admin/businesses/${business.id}/status`, { status: 'inactive' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Status must be active or suspended');
  });
});

describe('the Businesses tab', () => {
  it('lists every business with its owner and figures, searched, filtered by status and paged', async () => {
    const { business } = await shop();
    await db
      .update(users)
      .set({ firstName: 'Zebedee', lastName: 'Quill' })
      .where(eq(users.id, business.userId));
    const found = await asAdmin('GET', '/api/admin/businesses?search=zebedee');
    expect(found.statusCode).toBe(200);
    const page = found.json();
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(page.businesses[0]).toMatchObject({
      id: business.id,
      name: business.name,
      ownerName: 'Zebedee Quill',
      status: 'active',
      subscriptionTier: 'starter',
      monthlyRevenue: '0.00',
      totalBookings: 0,
      websiteProjects: 0,
      commissionGenerated: '0.00',
    });
    expect(page.businesses[0].lastLogin).not.toBeNull();
    const suspendedOnly = await asAdmin('GET', '/api/admin/businesses?search=zebedee&status=suspended');
    expect(suspendedOnly.json().total).toBe(0);
    expect((await asAdmin('GET', '/api/admin/businesses?status=closed')).statusCode).toBe(400);
    expect((await asAdmin('GET', '/api/admin/businesses?page=0')).statusCode).toBe(400);
  });

  it('shows a business whose owner deleted the account as closing at once, not active, and refuses to change it', async () => {
    const { owner, business } = await shop();
    const [user] = await db.select().from(users).where(eq(users.id, owner.user.id));
    // Closed as DELETE /api/auth/delete-account closes it; the purge that removes the rows has not run yet.
    await closeAccount(db, secretBox(randomBytes(32)), user!, { password: owner.password });
    const search = `search=${encodeURIComponent(business.slug)}`;
    const listed = (await asAdmin('GET', `/api/admin/businesses?${search}`)).json();
    expect(listed.businesses.map((b: { id: string; status: string }) => [b.id, b.status])).toEqual([
      [business.id, 'closing'],
    ]);
    expect((await asAdmin('GET', `/api/admin/businesses?${search}&status=active`)).json().total).toBe(0);
    for (const status of ['suspended', 'active']) {
      const change = await asAdmin('PATCH', `/api/admin/businesses/${business.id}/status`, { status });
      expect({ status: change.statusCode, body: change.json() }).toEqual({
        status: 409,
        body: { message: BUSINESS_CLOSING_MESSAGE },
      });
    }
    expect(await auditFor(business.id)).toEqual([]);
  });

  it('counts businesses by status, new this month, and revenue in the overview', async () => {
    const before = (await asAdmin('GET', '/api/admin/overview')).json();
    const { business } = await shop();
    await asAdmin('PATCH', `/api/admin/businesses/${business.id}/status`, { status: 'suspended' });
    const after = (await asAdmin('GET', '/api/admin/overview')).json();
    expect(after.businesses.total).toBe(before.businesses.total + 1);
    expect(after.businesses.suspended).toBe(before.businesses.suspended + 1);
    expect(after.businesses.newThisMonth).toBe(before.businesses.newThisMonth + 1);
    expect(after.revenue).toEqual(before.revenue);
    const revenue = await asAdmin('GET', '/api/admin/revenue');
    expect(revenue.statusCode).toBe(200);
    expect(revenue.json().months).toHaveLength(6);
  });
});

describe('Settings and plans', () => {
  it("start at the spec's defaults, persist, and a new account's trial follows them", async () => {
    expect((await asAdmin('GET', '/api/admin/settings')).json()).toEqual({
      commissionRate: '15.00',
      freeTrialDays: 14,
      autoSuspendOverdue: true,
      emailNotifications: true,
    });
    const saved = await asAdmin('PUT', '/api/admin/settings', {
      commissionRate: '12.5',
      freeTrialDays: 30,
      autoSuspendOverdue: false,
      emailNotifications: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      commissionRate: '12.50',
      freeTrialDays: 30,
      autoSuspendOverdue: false,
      emailNotifications: true,
    };
    expect(saved.json()).toEqual(expected);
    expect((await asAdmin('GET', '/api/admin/settings')).json()).toEqual(expected);

    const owner = await signUp(app);
    const user = (await call('GET', '/api/auth/user', owner.cookie)).json();
    const days = (Date.parse(user.trialEndDate) - Date.parse(user.trialStartDate)) / 86_400_000;
    expect(days).toBe(30);

    const bad = await asAdmin('PUT', '/api/admin/settings', { ...expected, freeTrialDays: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Free trial cannot be negative');
    const rate = await asAdmin('PUT', '/api/admin/settings', { ...expected, commissionRate: '150' });
    expect(rate.json().message).toBe('Commission rate can be at most 100 percent');

    const [entry] = (await asAdmin('GET', '/api/admin/audit-log')).json();
    expect(entry).toMatchObject({
      action: 'settings.update',
      before: { freeTrialDays: 14, commissionRate: '15.00' },
      after: expected,
    });
    await asAdmin('PUT', '/api/admin/settings', { ...expected, commissionRate: '15', freeTrialDays: 14 });
  });

  it('lists the Starter, Business and Premium plans; -1 means unlimited', async () => {
    const plans = (await asAdmin('GET', '/api/admin/plans')).json();
    expect(plans.map((p: { name: string }) => p.name)).toEqual(['Starter', 'Business', 'Premium']);
    expect(plans[2]).toMatchObject({ maxBookings: -1, maxServices: -1 });
    expect(plans.filter((p: { isPopular: boolean }) => p.isPopular)).toHaveLength(1);
    expect(plans[0].businesses).toBeGreaterThan(0);
  });
});

describe('website projects', () => {
  it('moves a project through its statuses with an https address, telling the owner each time', async () => {
    const { owner, business } = await shop();
    const [project] = await db
      .insert(websiteProjects)
      .values({
        businessId: business.id,
        title: 'New site',
        description: 'd',
        businessType: 'Other',
        requirements: 'r',
      })
      .returning();
    const url = `/api/admin/website-projects/${project!.id}`;
    expect((await asAdmin('GET', '/api/admin/website-projects')).json()).toContainEqual(
      expect.objectContaining({
        id: project!.id,
        businessName: business.name,
        status: 'pending',
        pricing: '1999.00',
      }),
    );
    const started = await asAdmin('PATCH', url, { status: 'in_progress' });
    expect(started.json()).toMatchObject({ status: 'in_progress', deployedUrl: null });
    const insecure = await asAdmin('PATCH', url, {
      status: 'completed',
      deployedUrl: 'http://site.example.com',
    });
    expect(insecure.statusCode).toBe(400);
    expect(insecure.json().message).toBe('The website address must be an https:// URL');
    expect((await asAdmin('PATCH', url, { status: 'done' })).statusCode).toBe(400);
    const done = await asAdmin('PATCH', url, {
      status: 'completed',
      deployedUrl: 'https://site.example.com',
    });
    expect(done.json()).toMatchObject({ status: 'completed', deployedUrl: 'https://site.example.com' });
    const notes = JSON.stringify((await call('GET', '/api/notifications', owner.cookie)).json());
    expect(notes).toContain('Website project in progress');
    expect(notes).toContain('is live at https://site.example.com');
    // The commission of a completed $1,999 project at 15%.
    const listed = (await asAdmin('GET', `/api/admin/businesses?search=${business.slug}`)).json()
      .businesses[0];
    expect(listed).toMatchObject({ websiteProjects: 1, commissionGenerated: '299.85' });
    expect((await auditFor(project!.id)).map((e) => e.targetId)).toHaveLength(2);
    const missing = await asAdmin(
      'PATCH',
      '/api/admin/website-projects/00000000-0000-7000-8000-000000000000',
      {
        status: 'failed',
      },
    );
    expect(missing.statusCode).toBe(404);
  });
});

describe('help & support requests', () => {
  it('are stored, confirmed to the owner, listed to the admins and marked answered', async () => {
    const { owner } = await shop();
    const input = { topic: 'payments', subject: 'Refund question', message: 'How do I refund a deposit?' };
    const sent = await call('POST', '/api/support/requests', owner.cookie, input);
    expect(sent.statusCode, sent.body).toBe(201);
    const request = sent.json();
    expect(request).toMatchObject({ ...input, status: 'open', answeredAt: null });
    expect((await call('GET', '/api/support/requests', owner.cookie)).json()).toEqual([request]);
    expect(JSON.stringify((await call('GET', '/api/notifications', owner.cookie)).json())).toContain(
      'Message sent',
    );

    const open = (await asAdmin('GET', '/api/admin/support-requests')).json();
    expect(open).toContainEqual(expect.objectContaining({ id: request.id, ownerEmail: owner.email }));
    expect((await asAdmin('GET', '/api/admin/overview')).json().openSupportRequests).toBeGreaterThan(0);

    const answered = await asAdmin('POST', `/api/admin/support-requests/${request.id}/answered`);
    expect(answered.json()).toMatchObject({ id: request.id, status: 'answered' });
    expect((await asAdmin('GET', '/api/admin/support-requests')).json()).not.toContainEqual(
      expect.objectContaining({ id: request.id }),
    );
    expect((await asAdmin('GET', '/api/admin/support-requests?status=answered')).json()).toContainEqual(
      expect.objectContaining({ id: request.id, status: 'answered' }),
    );
    expect(await auditFor(request.id)).toEqual([
      expect.objectContaining({ action: 'support_request.answered', after: { status: 'answered' } }),
    ]);
  });

  it('are emailed to the admins who run a business (their messages live under it), through the outbox', async () => {
    const { owner: adminWithShop, business } = await shop();
    await grantPlatformAdmin(db, [adminWithShop.email]);
    const { owner } = await shop();
    const input = {
      topic: 'booking',
      subject: 'Double booking?',
      message: 'Two clients at 10:00 on Monday.',
    };
    const sent = await call('POST', '/api/support/requests', owner.cookie, input);
    expect(sent.statusCode, sent.body).toBe(201);
    const rows = await db
      .select({ businessId: outbox.businessId, userId: outbox.userId, payload: outbox.payload })
      .from(outbox)
      .where(and(eq(outbox.kind, SUPPORT_REQUEST_KIND), eq(outbox.recipient, adminWithShop.email)));
    expect(rows).toEqual([
      { businessId: business.id, userId: adminWithShop.user.id, payload: { from: owner.email, ...input } },
    ]);
    const mail = accountEmailContent(SUPPORT_REQUEST_KIND, rows[0]!.payload);
    expect(mail).toMatchObject({ subject: 'Support request: Double booking?', replyTo: owner.email });
    expect(mail?.text).toContain(`${owner.email} sent a Help & Support request (booking):`);
    expect(mail?.text).toContain('Two clients at 10:00 on Monday.');
    // The admin without a business of their own sees it in the console only.
    const [none] = await db
      .select({ n: count() })
      .from(outbox)
      .where(and(eq(outbox.kind, SUPPORT_REQUEST_KIND), eq(outbox.recipient, ADMIN_EMAIL)));
    expect(none?.n).toBe(0);
  });

  it('refuses a signed-out sender and an empty question with a clear message', async () => {
    const body = { topic: 'other', subject: 'Hi', message: 'A question long enough.' };
    expect((await call('POST', '/api/support/requests', undefined, body)).statusCode).toBe(401);
    const owner = await signUp(app);
    const short = await call('POST', '/api/support/requests', owner.cookie, { ...body, message: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Write your question in at least 10 characters');
    // An owner without a business may still ask.
    expect((await call('POST', '/api/support/requests', owner.cookie, body)).statusCode).toBe(201);
  });
});
