// Test-data factories that go through the public API, so tests exercise the same paths as users.
import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/accounts.ts';
import { bookings, clients, paymentTransactions, reviews } from '#server/db/schema/bookings.ts';
import {
  type BookingRulesRow,
  businesses,
  type DashboardTargets,
  services,
  teamMemberServices,
  teamMembers,
  uploads,
} from '#server/db/schema/businesses.ts';
import { notifications, pushSubscriptions } from '#server/db/schema/engagement.ts';
import { createApiKey } from '#server/modules/api-keys/api-keys.service.ts';
import { queryRows } from '#server/platform/sql.ts';
import {
  addDaysToLocalDate,
  localDateOf,
  parseLocalDateTime,
  weekdayOfLocalDate,
} from '#shared/domain/local-time.ts';
import { normalizePhone, phoneRegionForTimeZone } from '#shared/domain/phone.ts';
import type { WeeklyHours } from '#shared/domain/slots.ts';
import type { BookingStatus } from '#shared/schemas/booking.ts';

export function uniqueEmail(prefix = 'owner') {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

export function sessionCookieFrom(setCookie: string | string[] | undefined): string {
  const header = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  if (!header) throw new Error('no session cookie was set');
  return header.split(';')[0]!;
}

/** Registers a new owner and returns the Cookie header that signs requests in as them. */
export async function signUp(app: FastifyInstance, overrides: Partial<Record<string, string>> = {}) {
  const body = {
    firstName: 'Test',
    lastName: 'Owner',
    email: uniqueEmail(),
    password: 'secret123',
    ...overrides,
  };
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return {
    cookie: sessionCookieFrom(response.headers['set-cookie']),
    user: response.json().user as { id: string; email: string },
    email: body.email,
    password: body.password,
  };
}

/** An owner whose address is verified (as the emailed code or Google would do; those are tested on their own),
 * signed in again afterwards: the sign-in that grants an ADMIN_EMAILS account its role. */
export async function signUpVerified(
  app: FastifyInstance,
  db: Db,
  overrides: Partial<Record<string, string>> = {},
) {
  const account = await signUp(app, overrides);
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, account.user.id));
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: account.email, password: account.password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return { ...account, cookie: sessionCookieFrom(response.headers['set-cookie']) };
}

// ---- Scheduling fixtures: rows inserted directly, so booking tests do not depend on the catalogue endpoints.

export type BusinessFixtureOptions = {
  userId: string;
  slug?: string;
  timezone?: string;
  businessHours?: WeeklyHours | null;
  bookingRules?: BookingRulesRow | null;
  isActive?: boolean;
  status?: string;
  services?: Array<{ name?: string; price?: string; duration?: number; isActive?: boolean }>;
  /** serviceIndexes: which of `services` the member performs (default: all). */
  staff?: Array<{ name?: string; isActive?: boolean; serviceIndexes?: number[] }>;
};

/** A business with services and staff for `userId`; defaults: one 30-minute 'Haircut' and one barber. */
export async function createBusinessFixture(db: Db, options: BusinessFixtureOptions) {
  const slug = options.slug ?? `shop-${randomBytes(4).toString('hex')}`;
  const [business] = await db
    .insert(businesses)
    .values({
      userId: options.userId,
      name: `Shop ${slug}`,
      slug,
      timezone: options.timezone ?? 'America/New_York',
      businessHours: options.businessHours ?? null,
      bookingRules: options.bookingRules ?? null,
      isActive: options.isActive ?? true,
      status: options.status ?? 'active',
    })
    .returning();
  const serviceRows = await db
    .insert(services)
    .values(
      (options.services ?? [{}]).map((s, i) => ({
        businessId: business!.id,
        name: s.name ?? `Service ${i + 1}`,
        price: s.price ?? '35.00',
        duration: s.duration ?? 30,
        isActive: s.isActive ?? true,
        displayOrder: i,
      })),
    )
    .returning();
  const staffSpecs = options.staff ?? [{}];
  const staff = await db
    .insert(teamMembers)
    .values(
      staffSpecs.map((m, i) => ({
        businessId: business!.id,
        name: m.name ?? `Barber ${i + 1}`,
        isActive: m.isActive ?? true,
        displayOrder: i,
      })),
    )
    .returning();
  const links = staff.flatMap((member, i) =>
    (staffSpecs[i]?.serviceIndexes ?? serviceRows.map((_, index) => index)).map((index) => ({
      businessId: business!.id,
      teamMemberId: member.id,
      serviceId: serviceRows[index]!.id,
    })),
  );
  if (links.length > 0) await db.insert(teamMemberServices).values(links);
  return { business: business!, services: serviceRows, staff };
}

/** Every weekday open `open`–`close` (use '00:00'–'24:00' for a business that never closes). */
export function everyDayHours(open = '09:00', close = '17:00'): WeeklyHours {
  return [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
    dayOfWeek,
    isOpen: true,
    openTime: open,
    closeTime: close,
    breaks: [],
  }));
}

/** A booking row written directly (e.g. in the past, which the API refuses), with a fresh client. */
export async function insertBookingFixture(
  db: Db,
  options: {
    businessId: string;
    serviceId: string;
    teamMemberId: string;
    start: Date;
    minutes?: number;
    status?: string;
    phone?: string;
    firstName?: string;
  },
) {
  const phone = options.phone ?? `555${randomInt(1_000_000, 9_999_999)}`;
  const phoneNormalized = normalizePhone(phone) ?? phone;
  const [client] = await db
    .insert(clients)
    .values({
      businessId: options.businessId,
      firstName: options.firstName ?? 'Walk',
      lastName: 'In',
      phone,
      phoneNormalized,
    })
    .onConflictDoNothing()
    .returning();
  const clientId =
    client?.id ??
    (
      await db
        .select({ id: clients.id })
        .from(clients)
        .where(and(eq(clients.businessId, options.businessId), eq(clients.phoneNormalized, phoneNormalized)))
    )[0]!.id;
  const minutes = options.minutes ?? 30;
  const [booking] = await db
    .insert(bookings)
    .values({
      businessId: options.businessId,
      serviceId: options.serviceId,
      clientId,
      teamMemberId: options.teamMemberId,
      appointmentDate: options.start,
      endsAt: new Date(options.start.getTime() + minutes * 60_000),
      durationMinutes: minutes,
      price: '35.00',
      status: options.status ?? 'confirmed',
    })
    .returning();
  return booking!;
}

// ---- Catalogue through the API: a business, services and staff created the way an owner creates them.

export const VALID_BUSINESS = {
  name: 'Sharp Cuts',
  description: 'Neighbourhood barber',
  businessType: 'barber',
  phone: '(555) 123-4567',
  email: 'hello@sharpcuts.example',
  address: '12 Main Street, Springfield',
};

/** POST /api/businesses as the owner behind `cookie`; throws unless it answers 201. */
export async function createBusinessViaApi(
  app: FastifyInstance,
  cookie: string,
  overrides: Record<string, unknown> = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/businesses',
    headers: { cookie },
    payload: { ...VALID_BUSINESS, ...overrides },
  });
  if (response.statusCode !== 201) {
    throw new Error(`business create failed: ${response.statusCode} ${response.body}`);
  }
  return response.json() as { id: string; slug: string; name: string; userId: string };
}

/**
 * Like signUp, from a random private address each time: files that sign up many owners would otherwise hit
 * the sign-up rate limit of 30 a minute per address.
 */
export async function signUpOwner(app: FastifyInstance, overrides: Partial<Record<string, string>> = {}) {
  const body = {
    firstName: 'Test',
    lastName: 'Owner',
    email: uniqueEmail(),
    password: 'secret123',
    ...overrides,
  };
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: body,
    remoteAddress: `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return {
    cookie: sessionCookieFrom(response.headers['set-cookie']),
    user: response.json().user as { id: string; email: string },
    email: body.email,
  };
}

/** A new owner with a business: the owner's cookie, user and business. */
export async function signUpWithBusiness(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const owner = await signUpOwner(app);
  const business = await createBusinessViaApi(app, owner.cookie, overrides);
  return { ...owner, business };
}

/** POST /api/services as the owner behind `cookie`; throws unless it answers 201. */
export async function createServiceViaApi(
  app: FastifyInstance,
  cookie: string,
  overrides: Record<string, unknown> = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/services',
    headers: { cookie },
    payload: { name: 'Classic Haircut', price: '35.00', duration: 30, ...overrides },
  });
  if (response.statusCode !== 201) {
    throw new Error(`service create failed: ${response.statusCode} ${response.body}`);
  }
  return response.json() as { id: string; name: string; price: string; duration: number; isActive: boolean };
}

/** The local date `days` after today in `timeZone` (tests pick dates relative to the real clock). */
export function localDateFromToday(days: number, timeZone: string, now = new Date()): string {
  return addDaysToLocalDate(localDateOf(now, timeZone), days);
}

/** The first local date at least `minDaysAhead` days from today that falls on `weekday` (0 = Sunday). */
export function nextWeekday(weekday: number, timeZone: string, minDaysAhead = 2): string {
  let date = localDateFromToday(minDaysAhead, timeZone);
  while (weekdayOfLocalDate(date) !== weekday) date = addDaysToLocalDate(date, 1);
  return date;
}

// ---- Analytics fixture: a business with services, staff, clients, bookings, payments, reviews and
// notifications inserted directly, with exact prices, statuses and local times, so tests can work out every
// figure by hand.

export type AnalyticsFixtureSpec = {
  userId: string;
  timezone?: string;
  currency?: string;
  targets?: Partial<DashboardTargets>;
  services?: Array<{ name: string; price: string; archived?: boolean }>;
  staff?: string[];
  clients?: Array<{
    firstName: string;
    lastName?: string;
    phone: string;
    /** As stored; by default the phone in E.164 in the business's region, as the app stores it. */
    phoneNormalized?: string;
    email?: string;
    tags?: string[];
    createdAt?: Date;
  }>;
  /** `at` is a local date-time 'YYYY-MM-DDTHH:mm' in the business's zone, or an instant. */
  bookings?: Array<{
    at: string | Date;
    service?: number;
    staff?: number;
    client?: number;
    status?: BookingStatus;
    /** Defaults to the service's price. */
    price?: string;
    durationMinutes?: number;
    notes?: string;
    payments?: Array<{ amount: string; status?: string }>;
  }>;
  reviews?: number[];
  notifications?: Array<{
    type?: string;
    title?: string;
    message?: string;
    priority?: string;
    read?: boolean;
    createdAt?: Date;
    data?: Record<string, unknown>;
  }>;
};

export async function seedAnalyticsFixture(db: Db, spec: AnalyticsFixtureSpec) {
  const timezone = spec.timezone ?? 'America/New_York';
  const slug = `analytics-${randomBytes(4).toString('hex')}`;
  const [business] = await db
    .insert(businesses)
    .values({
      userId: spec.userId,
      name: `Analytics ${slug}`,
      slug,
      timezone,
      currency: spec.currency ?? 'USD',
      targets: spec.targets ?? {},
    })
    .returning();
  const businessId = business!.id;
  const serviceSpecs = spec.services ?? [{ name: 'Haircut', price: '40.00' }];
  const serviceRows =
    serviceSpecs.length === 0
      ? []
      : await db
          .insert(services)
          .values(
            serviceSpecs.map((s, i) => ({
              businessId,
              name: s.name,
              price: s.price,
              duration: 30,
              displayOrder: i,
              archivedAt: s.archived ? new Date() : null,
            })),
          )
          .returning();
  const staffNames = spec.staff ?? ['Alex'];
  const staffRows =
    staffNames.length === 0
      ? []
      : await db
          .insert(teamMembers)
          .values(staffNames.map((name, i) => ({ businessId, name, displayOrder: i })))
          .returning();
  const clientSpecs = spec.clients ?? [{ firstName: 'Casey', lastName: 'Client', phone: '555-010-0001' }];
  const clientRows =
    clientSpecs.length === 0
      ? []
      : await db
          .insert(clients)
          .values(
            clientSpecs.map((c) => ({
              businessId,
              firstName: c.firstName,
              lastName: c.lastName ?? '',
              phone: c.phone,
              phoneNormalized:
                c.phoneNormalized ?? normalizePhone(c.phone, phoneRegionForTimeZone(timezone)) ?? c.phone,
              email: c.email ?? null,
              tags: c.tags ?? [],
              ...(c.createdAt ? { createdAt: c.createdAt } : {}),
            })),
          )
          .returning();
  const bookingIds: string[] = [];
  for (const [i, b] of (spec.bookings ?? []).entries()) {
    const at = typeof b.at === 'string' ? parseLocalDateTime(b.at, timezone) : b.at;
    if (!at)
      throw new Error(`fixture booking ${i}: ${String(b.at)} is not a valid local time in ${timezone}`);
    const service = serviceRows[b.service ?? 0]!;
    const duration = b.durationMinutes ?? 30;
    const [row] = await db
      .insert(bookings)
      .values({
        businessId,
        serviceId: service.id,
        clientId: clientRows[b.client ?? 0]!.id,
        teamMemberId: staffRows[b.staff ?? 0]!.id,
        appointmentDate: at,
        endsAt: new Date(at.getTime() + duration * 60_000),
        durationMinutes: duration,
        price: b.price ?? service.price,
        status: b.status ?? 'confirmed',
        notes: b.notes ?? null,
        source: 'owner',
      })
      .returning({ id: bookings.id });
    bookingIds.push(row!.id);
    for (const payment of b.payments ?? []) {
      await db.insert(paymentTransactions).values({
        businessId,
        bookingId: row!.id,
        amount: payment.amount,
        status: payment.status ?? 'succeeded',
      });
    }
  }
  if (spec.reviews?.length) {
    await db
      .insert(reviews)
      .values(spec.reviews.map((rating) => ({ businessId, clientName: 'Reviewer', rating })));
  }
  const notificationIds: string[] = [];
  for (const n of spec.notifications ?? []) {
    const [row] = await db
      .insert(notifications)
      .values({
        businessId,
        type: n.type ?? 'booking',
        title: n.title ?? 'New booking',
        message: n.message ?? 'A client booked an appointment.',
        priority: n.priority ?? 'medium',
        read: n.read ?? false,
        data: n.data ?? {},
        ...(n.createdAt ? { createdAt: n.createdAt } : {}),
      })
      .returning({ id: notifications.id });
    notificationIds.push(row!.id);
  }
  return {
    businessId,
    timezone,
    serviceIds: serviceRows.map((s) => s.id),
    staffIds: staffRows.map((s) => s.id),
    clientIds: clientRows.map((c) => c.id),
    bookingIds,
    notificationIds,
  };
}

// ---- Tenants for the guarantee tests: one of everything an owner route reads or changes, each named with a
// marker so a test can tell this tenant's data in any response body.

/** A phone number no other tenant of the run has ('+1 202 555 01xx' style, valid for every phone rule). */
export function uniquePhone() {
  return `+1 202 ${randomInt(200, 999)} ${randomInt(1000, 9999)}`;
}

/**
 * An owner (through the API) with a business open every day, a service, a team member with time off, a client,
 * a booking of that client, a notification and an upload row. `secrets` are strings only this tenant's owner may
 * ever see; `publicStrings` are what the booking page may show anyone.
 */
export async function seedTenant(app: FastifyInstance, db: Db, marker: string) {
  const tag = marker.toLowerCase();
  const ownerEmail = uniqueEmail(`${tag}-owner`);
  const owner = await signUpOwner(app, {
    firstName: `${marker}Owner`,
    lastName: `${marker}Family`,
    email: ownerEmail,
  });
  const business = await createBusinessViaApi(app, owner.cookie, {
    name: `${marker} Barbers`,
    phone: uniquePhone(),
    email: `${tag}-shop@example.com`,
  });
  const asOwner = async (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) => {
    const response = await app.inject({ method, url, headers: { cookie: owner.cookie }, payload });
    if (response.statusCode >= 300)
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json() as { id: string };
  };
  await asOwner('PUT', '/api/business-hours', { hours: everyDayHours('00:00', '24:00') });
  const service = await createServiceViaApi(app, owner.cookie, { name: `${marker} Signature Fade` });
  const resource = await asOwner('POST', '/api/resources', { name: `${marker} Back Room`, quantity: 2 });
  const memberPhone = uniquePhone();
  const member = await asOwner('POST', '/api/team-members', {
    name: `${marker} Staffer`,
    email: `${tag}-staff@example.com`,
    phone: memberPhone,
  });
  const timeOff = await asOwner('POST', `/api/team-members/${member.id}/time-off`, {
    startDate: localDateFromToday(200, 'America/New_York'),
    endDate: localDateFromToday(201, 'America/New_York'),
    reason: `${marker} holiday`,
  });
  const clientPhone = uniquePhone();
  const client = await asOwner('POST', '/api/clients', {
    firstName: `${marker}Client`,
    lastName: `${marker}Surname`,
    phone: clientPhone,
    email: `${tag}-client@example.com`,
    notes: `${marker} private note`,
  });
  const booking = await asOwner('POST', '/api/bookings', {
    serviceId: service.id,
    teamMemberId: member.id,
    appointmentDate: `${localDateFromToday(3, 'America/New_York')}T10:00`,
    clientData: { firstName: `${marker}Client`, lastName: `${marker}Surname`, phone: clientPhone },
    notes: `${marker} booking note`,
  });
  // A class with one session and one seat booked by the client (decision 036).
  const classService = await createServiceViaApi(app, owner.cookie, { name: `${marker} Yoga Flow` });
  await app.inject({
    method: 'PATCH',
    url: `/api/services/${classService.id}`,
    headers: { cookie: owner.cookie },
    payload: { classCapacity: 10, classMaxSeats: 2 },
  });
  const classDay = localDateFromToday(4, 'America/New_York');
  const classSession = await asOwner('POST', '/api/classes/sessions', {
    serviceId: classService.id,
    teamMemberId: member.id,
    startsAt: `${classDay}T10:00`,
  });
  // And a weekly pattern of it that has one session, on the day after.
  const patternDay = localDateFromToday(5, 'America/New_York');
  const classSchedule = await asOwner('POST', '/api/classes/schedules', {
    serviceId: classService.id,
    teamMemberId: member.id,
    dayOfWeek: weekdayOfLocalDate(patternDay),
    localTime: '10:00',
    startsOn: patternDay,
    endsOn: patternDay,
  });
  const classBooking = await asOwner('POST', '/api/bookings', {
    serviceId: classService.id,
    classSessionId: classSession.id,
    seats: 2,
    appointmentDate: `${classDay}T10:00`,
    clientData: { firstName: `${marker}Client`, lastName: `${marker}Surname`, phone: clientPhone },
  });
  const waitingPhone = uniquePhone();
  const waitlistEntry = await asOwner('POST', '/api/waitlist', {
    businessSlug: business.slug,
    serviceId: service.id,
    windows: [{ from: localDateFromToday(5, 'America/New_York'), part: 'morning' }],
    clientData: {
      firstName: `${marker}Waiting`,
      lastName: `${marker}Surname`,
      phone: waitingPhone,
      email: `${tag}-waiting@example.com`,
    },
  });
  const websiteProject = await asOwner('POST', '/api/website-projects', {
    title: `${marker} website`,
    description: 'A site for the shop',
    businessType: 'Other',
    requirements: `${marker} website brief`,
  });
  const [notification] = await db
    .insert(notifications)
    .values({
      businessId: business.id,
      type: 'booking',
      title: `${marker} notification`,
      message: `${marker}Client booked a ${marker} Signature Fade`,
    })
    .returning({ id: notifications.id });
  // A review of the booking as the public reads it: the reviewer's name is not the client's (a secret here).
  const [review] = await db
    .insert(reviews)
    .values({
      businessId: business.id,
      bookingId: booking.id,
      clientId: client.id,
      clientName: `${marker} Reviewer R.`,
      rating: 5,
      comment: `${marker} review comment`,
    })
    .returning({ id: reviews.id });
  // A cash payment of the booking, with a note only this owner may read.
  const [payment] = await db
    .insert(paymentTransactions)
    .values({
      businessId: business.id,
      bookingId: booking.id,
      amount: '20.00',
      tip: '2.50',
      method: 'cash',
      note: `${marker} payment note`,
      teamMemberId: member.id,
    })
    .returning({ id: paymentTransactions.id });
  // A '.invalid' push service: a test push fails at the address lookup and never leaves the machine.
  const pushEndpoint = `https://push.invalid/${tag}-${randomBytes(8).toString('hex')}`;
  await db.insert(pushSubscriptions).values({
    userId: owner.user.id,
    businessId: business.id,
    endpoint: pushEndpoint,
    p256dh: `${marker}P256dhKey`,
    auth: `${marker}AuthKey`,
  });
  const [upload] = await db
    .insert(uploads)
    .values({
      userId: owner.user.id,
      businessId: business.id,
      fileName: `${randomBytes(16).toString('hex')}.png`,
      kind: 'logo',
      contentType: 'image/png',
      sizeBytes: 100,
      width: 10,
      height: 10,
    })
    .returning({ id: uploads.id });
  const apiKey = await createApiKey(db, business.id, `${marker} key name`);
  return {
    cookie: owner.cookie,
    userId: owner.user.id,
    business,
    serviceId: service.id,
    resourceId: resource.id,
    memberId: member.id,
    timeOffId: timeOff.id,
    clientId: client.id,
    clientPhone,
    bookingId: booking.id,
    classServiceId: classService.id,
    classSessionId: classSession.id,
    classScheduleId: classSchedule.id,
    classBookingId: classBooking.id,
    notificationId: notification!.id,
    reviewId: review!.id,
    paymentId: payment!.id,
    pushEndpoint,
    uploadId: upload!.id,
    websiteProjectId: websiteProject.id,
    waitlistEntryId: waitlistEntry.id,
    apiKeyId: apiKey.id,
    /** The API key itself (`Authorization: Bearer …`), acting for this owner's business. */
    apiKey: apiKey.key,
    /** Never in a response to anyone but this owner. */
    secrets: [
      ownerEmail,
      owner.user.id,
      `${marker}Client`,
      `${marker}Surname`,
      `${tag}-client@example.com`,
      clientPhone,
      clientPhone.replace(/[^\d+]/g, ''),
      pushEndpoint,
      `${tag}-staff@example.com`,
      memberPhone,
      `${marker} private note`,
      `${marker}Waiting`,
      `${tag}-waiting@example.com`,
      waitingPhone,
      waitingPhone.replace(/[^\d+]/g, ''),
      `${marker} booking note`,
      `${marker} notification`,
      `${marker} holiday`,
      `${marker} payment note`,
      `${marker} website brief`,
      `${marker} key name`,
      `${marker} Back Room`,
      apiKey.key,
      apiKey.keyPrefix,
    ],
    /** What the public booking page shows of this business; still never in another owner's answers. */
    // The owner is the business's first team member, so the booking page shows the owner's name.
    publicStrings: [
      `${marker} Barbers`,
      `${marker} Signature Fade`,
      `${marker} Yoga Flow`,
      `${marker} Staffer`,
      `${marker}Owner`,
      `${marker} review comment`,
      business.id,
    ],
  };
}
export type TenantFixture = Awaited<ReturnType<typeof seedTenant>>;

/**
 * Counts the rows of every table (but `except`) in one statement: equal counts before and after a refused request
 * prove it wrote nothing. Tables are listed once, when the counter is made.
 */
export async function rowCounter(db: Db, except: readonly string[] = []) {
  const tables = await queryRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  const columns = tables
    // Not data: the migrator's journal, and each request's count against its route's limit (on PostgreSQL every
    // limited request writes it, refused or not; decision 028).
    .filter(
      ({ table_name }) =>
        !except.includes(table_name) && !table_name.startsWith('__') && table_name !== 'rate_limits',
    )
    .map(
      ({ table_name }) =>
        sql`(select count(*)::int from ${sql.identifier(table_name)}) as ${sql.identifier(table_name)}`,
    );
  const statement = sql`select ${sql.join(columns, sql`, `)}`;
  return async () => (await queryRows<Record<string, number>>(db, statement))[0]!;
}
