// Typed helpers for the browser tests: fresh accounts (through the UI or the API), sign-in, and an axe check.
import { AxeBuilder } from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Locator, type Page } from '@playwright/test';

export type Account = { firstName: string; lastName: string; email: string; password: string };

/** The owner of the demo business that scripts/e2e-server.ts seeds (/book/demo). */
export const DEMO_OWNER = { email: 'owner@demo.bookwell.app', password: 'demo1234' };
/** For the tests that book the demo business, change it or count its day: two of them never run at the same time
 * (the rest of the suite runs beside them). Playwright holds a lock for a whole file unless it runs in parallel. */
export const DEMO = { lock: 'demo business' };

let counter = 0;

/** A new, never-registered account. */
export function newAccount(overrides: Partial<Account> = {}): Account {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return {
    firstName: 'Avery',
    lastName: 'Stone',
    email: `owner-${id}@example.com`,
    password: 'correct-horse-42',
    ...overrides,
  };
}

/** Registers through the API; the page's browser context receives the session cookie. */
export async function signUpViaApi(page: Page, account: Account = newAccount()): Promise<Account> {
  const { firstName, lastName, email, password } = account;
  const res = await page.request.post('/api/auth/register', {
    data: { firstName, lastName, email, password },
  });
  expect(res.status(), await res.text()).toBe(201);
  return account;
}

/** Registers through the /auth 'Sign Up' tab and waits for the dashboard. */
export async function signUp(page: Page, account: Account = newAccount()): Promise<Account> {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('First name').fill(account.firstName);
  await form.getByLabel('Last name').fill(account.lastName);
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByLabel('Confirm password').fill(account.password);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return account;
}

/** Fills the 'Sign In' form on the current /auth page (go there first) and submits it. */
export async function submitLogin(page: Page, credentials: Pick<Account, 'email' | 'password'>) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(credentials.email);
  await form.getByLabel('Password', { exact: true }).fill(credentials.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in through /auth and waits to leave it. */
export async function login(page: Page, credentials: Pick<Account, 'email' | 'password'>) {
  await page.goto('/auth');
  await submitLogin(page, credentials);
  await expect(page).not.toHaveURL(/\/auth/);
}

export type AxeViolation = { id: string; impact: string; help: string; targets: string[] };

/** Serious and critical axe violations on the current page (WCAG 2.x A/AA rules); `include`: only inside that
 * selector (one section of a long page). */
export async function seriousA11yViolations(page: Page, include?: string): Promise<AxeViolation[]> {
  // A toast or dialog still fading in or out has its colours half-way: its contrast is judged once it has settled
  // (endless animations, such as a spinner, are left running).
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => {});
  const builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
    'best-practice',
  ]);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
}

export type Business = {
  name: string;
  slug: string;
  serviceId: string;
  serviceName: string;
  timeZone: string;
};

/** A fixed-offset zone where it is about 10:00 now, so a booking later today is always possible. */
export function morningTimeZone(now = new Date()): string {
  const offset = ((10 - now.getUTCHours() + 36) % 24) - 12; // -12 … +11 hours from UTC
  if (offset === 0) return 'Etc/UTC';
  // Etc/GMT zones have inverted signs: Etc/GMT-7 is UTC+7.
  return `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

/** Today's date (YYYY-MM-DD) in a time zone. */
export function localToday(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
}

/** The date (YYYY-MM-DD) `days` from now in a time zone. */
export function localDateInDays(timeZone: string, days: number): string {
  return localToday(timeZone, new Date(Date.now() + days * 86_400_000));
}

/**
 * Creates the signed-in owner's business through the API with one 60-minute service, open around the clock
 * with no minimum notice in a zone where it is morning, so a test never depends on the hour it runs.
 */
export async function createOpenBusiness(
  page: Page,
  owner: Account,
  { name = `Fade Studio ${Date.now().toString(36)}`, serviceName = 'Signature Cut' } = {},
): Promise<Business> {
  const api = page.request;
  const created = await api.post('/api/businesses', {
    data: {
      name,
      businessType: 'barber',
      phone: '+1 555 000 1234',
      email: owner.email,
      address: '12 Main Street, Springfield',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { slug } = (await created.json()) as { slug: string };
  const service = await api.post('/api/services', {
    data: { name: serviceName, price: '45.00', duration: 60 },
  });
  expect(service.status(), await service.text()).toBe(201);
  const { id: serviceId } = (await service.json()) as { id: string };
  const timeZone = morningTimeZone();
  const zone = await api.patch('/api/businesses/me', { data: { timezone: timeZone } });
  expect(zone.status(), await zone.text()).toBe(200);
  const allDay = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
    dayOfWeek,
    isOpen: true,
    openTime: '00:00',
    closeTime: '24:00',
    breaks: [],
  }));
  const hours = await api.put('/api/business-hours', { data: { hours: allDay } });
  expect(hours.status(), await hours.text()).toBe(200);
  const rules = await api.put('/api/booking-rules', {
    data: { slotStepMinutes: 30, minNoticeMinutes: 0, bookingWindowDays: 60, bufferMinutes: 0 },
  });
  expect(rules.status(), await rules.text()).toBe(200);
  return { name, slug, serviceId, serviceName, timeZone };
}

/** The owner's open business whose service is a class of `capacity` seats (at most `maxSeats` a booking), with a
 * session tomorrow at `time` (HH:mm, the business's zone) taught by a new team member, `instructor`. */
export async function classWithSession(
  page: Page,
  owner: Account,
  options: { serviceName: string; instructor: string; capacity: number; maxSeats: number; time: string },
) {
  const business = await createOpenBusiness(page, owner, { serviceName: options.serviceName });
  const api = page.request;
  const classed = await api.patch(`/api/services/${business.serviceId}`, {
    data: { classCapacity: options.capacity, classMaxSeats: options.maxSeats },
  });
  expect(classed.status(), await classed.text()).toBe(200);
  const member = await api.post('/api/team-members', { data: { name: options.instructor } });
  expect(member.status(), await member.text()).toBe(201);
  const startsAt = `${localDateInDays(business.timeZone, 1)}T${options.time}:00`;
  const session = await api.post('/api/classes/sessions', {
    data: {
      serviceId: business.serviceId,
      teamMemberId: ((await member.json()) as { id: string }).id,
      startsAt,
    },
  });
  expect(session.status(), await session.text()).toBe(201);
  return { business, startsAt, sessionId: ((await session.json()) as { id: string }).id };
}

/** A booking by the signed-in owner (POST /api/bookings), today at `time` in the business's zone; its id. */
export async function bookToday(
  page: Page,
  business: Business,
  booking: { time: string; firstName: string; lastName?: string; phone: string; serviceId?: string },
): Promise<string> {
  const res = await page.request.post('/api/bookings', {
    data: {
      serviceId: booking.serviceId ?? business.serviceId,
      appointmentDate: `${localToday(business.timeZone)}T${booking.time}:00`,
      clientData: { firstName: booking.firstName, lastName: booking.lastName ?? '', phone: booking.phone },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** `test` with an `owner` fixture: a freshly registered, signed-in account (via the API). */
export const test = base.extend<{ owner: Account }>({
  owner: async ({ page }, use) => {
    await use(await signUpViaApi(page));
  },
});

export { expect };

/** The invitation link in the owner's Messages view (no email provider in the browser tests), as a path. */
export async function invitationPath(ownerApi: APIRequestContext, email: string): Promise<string> {
  let path = '';
  await expect
    .poll(
      async () => {
        const { items } = (await (await ownerApi.get('/api/messages')).json()) as {
          items: Array<{ recipient: string | null; detail: string | null }>;
        };
        const found = items.find((m) => m.recipient === email && /\/invite\/\S+/.test(m.detail ?? ''));
        path = /(\/invite\/[^\s/?#]+)/.exec(found?.detail ?? '')?.[1] ?? '';
        return path;
      },
      {
        timeout: 30_000,
        message: "the invitation's link in the owner's Messages view (detail 'Invitation link …')",
      },
    )
    .toMatch(/^\/invite\//);
  return path;
}

/**
 * Opens a page and waits until React has taken it over (it keeps its fiber on the nodes it renders): a pre-rendered
 * page shows its controls before any script runs, and a click or a keystroke before then does nothing.
 */
export async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  const first = page.locator('#root > *').first();
  await expect
    .poll(() => first.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'))), {
      timeout: 20_000,
    })
    .toBe(true);
}

/**
 * Picks the option named `name` in a select (Radix): opens `combobox` unless its list is open and clicks the option,
 * again if the click was lost. Radix drops a pointer-up that comes before its open list has started to follow the
 * pointer (an effect run after the list shows), and a busy machine can delay that past a test's click; no person
 * clicks that fast. While the list is open, the rest of the page is hidden from the accessibility tree.
 */
export async function chooseOption(combobox: Locator, name: string | RegExp, { exact = false } = {}) {
  const list = combobox.page().getByRole('listbox');
  await expect(async () => {
    if (!(await list.isVisible())) await combobox.click({ timeout: 10_000 });
    await list.getByRole('option', { name, exact }).click({ timeout: 10_000 });
    await expect(list).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
}
