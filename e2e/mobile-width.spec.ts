// Every client route fits a 360 px phone: no horizontal scroll once the pages hold real data (bookings today
// with long client and service names, clients, services, team, notifications, the admin console's audit log).
// The routes come from src/client/app/paths.ts, so a new route is covered without touching this file. Each
// page is checked signed out and as the owner; the admin console's routes also as the platform admin and the
// client dashboard's as a signed-in client. Again after each of a page's tabs; a failure names the element
// that sticks out.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { paths } from '../src/client/app/paths.ts';
import { SUPPORT_TOPICS } from '../src/shared/schemas/support.ts';
import { signInClientByCode } from './client-sign-in.ts';
import {
  type Business,
  bookToday,
  createOpenBusiness,
  expect,
  localToday,
  newAccount,
  signUpViaApi,
  test,
} from './fixtures.ts';
import { signInPlatformAdmin } from './platform-admin-sign-in.ts';

const WIDTH = 360;
/** A page's first render waits for its lazy chunk, which takes a while on a busy machine. */
const FIRST_RENDER = { timeout: 30_000 };
const PHONE = { viewport: { width: WIDTH, height: 740 }, isMobile: true, hasTouch: true };

/** Realistic worst cases: long names with and without spaces. */
const LONG = {
  owner: { firstName: 'Maximiliana', lastName: 'Worthington-Abernathy' },
  business: 'The Extraordinarily Well-Groomed Gentlemen’s Barbershop & Lounge',
  service: 'Deluxe Hot Towel Shave with Beard Sculpting and Scalp Massage',
  clients: [
    { firstName: 'Alexandrina', lastName: 'Konstantinopoulou-Vanderbilt' },
    { firstName: 'Bartholomew', lastName: 'Featherstonehaugh-Cholmondeley' },
    { firstName: 'Wolfeschlegelsteinhausen', lastName: 'Bergerdorffvoralternwaren' },
  ],
  member: 'Maximilian-Alexander Montgomery-Fitzgerald',
  email: 'alexandrina.konstantinopoulou.vanderbilt@extraordinarily-long-domain.example.com',
};

type Route = { name: string; path: (slug: string) => string };

/** A parameter after the slug (a manage link's token): a made-up one, whose page says it opens nothing. */
const OTHER_PARAMETER = 'not-a-real-token';

/** Every route of paths.ts (its pattern names the test), with how to fill its parameters; plus /book/demo. */
const ROUTES: Route[] = [
  ...Object.values(paths).map((path) =>
    typeof path === 'string'
      ? { name: path, path: () => path }
      : { name: path.pattern, path: (slug: string) => path.build(slug, OTHER_PARAMETER) },
  ),
  { name: paths.book.build('demo'), path: () => paths.book.build('demo') },
];

/** The client of the seed who signs in to the client dashboard. */
const CLIENT_PHONE = '+1 202 555 0199';

/** The signed-in owner's business with data on every screen; `page`'s context keeps the owner's session. */
async function seed(page: Page, baseURL: string): Promise<Business> {
  const owner = await signUpViaApi(page, newAccount(LONG.owner));
  const business = await createOpenBusiness(page, owner, { name: LONG.business, serviceName: LONG.service });
  const api = page.request;
  const service = await api.post('/api/services', {
    data: {
      name: 'Signature Cut',
      price: '1250.00',
      duration: 45,
      description: `Precision scissor cut, ${LONG.service.toLowerCase()}, finished with a styling consultation.`,
    },
  });
  expect(service.status(), await service.text()).toBe(201);
  const member = await api.post('/api/team-members', {
    data: {
      name: LONG.member,
      email: `team.${LONG.email}`,
      phone: '+1 202 555 0190',
      specialties: ['Hot towel shaves', 'Beard sculpting', 'Scalp massage'],
    },
  });
  expect(member.status(), await member.text()).toBe(201);
  const client = await api.post('/api/clients', {
    data: {
      firstName: 'Valentina',
      lastName: 'Castellanos-Oyelaran',
      phone: '+1 202 555 0191',
      email: LONG.email,
      notes: 'Prefers the window seat. Allergic to lavender oil; use the unscented aftershave.',
      tags: ['VIP', 'Regular', 'Prefers mornings'],
    },
  });
  expect(client.status(), await client.text()).toBe(201);
  for (const [index, person] of LONG.clients.entries()) {
    await bookToday(page, business, {
      time: `${12 + index}:00`,
      ...person,
      phone: `+1 202 555 01${String(50 + index)}`,
    });
  }
  // A customer's booking on the public page raises the owner's 'New booking' notification.
  const anonymous = await page.context().browser()?.newContext({ baseURL });
  const publicBooking = await anonymous?.request.post('/api/bookings', {
    data: {
      businessSlug: business.slug,
      serviceId: business.serviceId,
      appointmentDate: `${localToday(business.timeZone)}T16:00:00`,
      clientData: { firstName: 'Genevieve', lastName: 'Oyelaran-Castellanos', phone: CLIENT_PHONE },
    },
  });
  expect(publicBooking?.status(), await publicBooking?.text()).toBe(201);
  await anonymous?.close();
  // A support request and an admin's suspension and reactivation: the admin console's lists and audit log.
  const asked = await api.post('/api/support/requests', {
    data: { topic: SUPPORT_TOPICS[0], subject: LONG.service, message: `${LONG.email} ${LONG.business}` },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const { id } = (await (await api.get('/api/businesses/me')).json()) as { id: string };
  const admin = await page.context().browser()?.newContext({ baseURL });
  const adminPage = await admin?.newPage();
  if (!admin || !adminPage) throw new Error('No browser to open the admin console in');
  await signInPlatformAdmin(adminPage);
  for (const status of ['suspended', 'active']) {
    const changed = await adminPage.request.patch(`/api/admin/businesses/${id}/status`, { data: { status } });
    expect(changed.status(), await changed.text()).toBe(200);
  }
  await admin.close();
  return business;
}

/** Waits until the page has its data: no request in flight and no loading indicator left. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[role="status"][aria-label^="Loading"], [aria-busy="true"]')).toHaveCount(0, {
    timeout: 20_000,
  });
  await page.waitForLoadState('networkidle');
}

/** The document's width, and the outermost-right element that is not clipped by a scrolling ancestor. */
function measure(page: Page) {
  return page.evaluate((limit) => {
    const label = (el: Element) => {
      const id = el.id ? `#${el.id}` : '';
      const classes =
        typeof el.className === 'string' && el.className
          ? `.${el.className.trim().split(/\s+/).slice(0, 6).join('.')}`
          : '';
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
      return `<${el.tagName.toLowerCase()}${id}${classes}>${text ? ` "${text}"` : ''}`;
    };
    // A fixed element is as wide as the (already widened) viewport: it shows the symptom, not the cause.
    const isFixed = (el: Element) => {
      for (let node: Element | null = el; node && node !== document.body; node = node.parentElement) {
        if (getComputedStyle(node).position === 'fixed') return true;
      }
      return false;
    };
    // An absolutely positioned box (an sr-only label) is clipped only from its containing block up.
    const clippedInside = (el: Element) => {
      let absolute = getComputedStyle(el).position === 'absolute';
      for (let parent = el.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (absolute && style.position === 'static') continue;
        if (style.overflowX !== 'visible' && parent.getBoundingClientRect().right <= limit) return true;
        absolute = style.position === 'absolute';
      }
      return false;
    };
    type Candidate = { el: Element; right: number } | null;
    let widest: Candidate = null;
    let widestFixed: Candidate = null;
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.right <= limit + 0.5 || clippedInside(el)) continue;
      // Ties go to the later (deeper) element: the one whose own content sticks out.
      if (isFixed(el)) {
        if (!widestFixed || box.right >= widestFixed.right) widestFixed = { el, right: box.right };
      } else if (!widest || box.right >= widest.right) widest = { el, right: box.right };
    }
    widest ??= widestFixed;
    const chain: string[] = [];
    for (let el = widest?.el ?? null; el && el !== document.body && chain.length < 4; el = el.parentElement) {
      chain.push(label(el));
    }
    return {
      scrollWidth: document.documentElement.scrollWidth,
      widest: widest ? `${Math.round(widest.right)} px: ${chain.join(' in ')}` : 'none',
    };
  }, WIDTH);
}

async function expectFits(page: Page, where: string) {
  await settle(page);
  const { scrollWidth, widest } = await measure(page);
  expect(scrollWidth, `${where} is ${scrollWidth} px wide; widest element ${widest}`).toBeLessThanOrEqual(
    WIDTH,
  );
}

/** The page as it loads, then with each of its tabs selected. */
async function expectPageFits(page: Page, where: string) {
  await expectFits(page, where);
  const tabs = page.getByRole('tab');
  for (let i = 0; i < (await tabs.count()); i += 1) {
    const tab = tabs.nth(i);
    if (!(await tab.isVisible()) || (await tab.getAttribute('aria-selected')) === 'true') continue;
    const name = (await tab.textContent())?.trim();
    await tab.click();
    await expectFits(page, `${where}, tab '${name}'`);
  }
}

/** /pwa walks from its loading screen to the owner's dashboard before there is anything to measure. */
async function openMobileDashboard(page: Page) {
  await page.getByRole('button', { name: 'Continue with Free Account' }).click({ timeout: 15_000 });
  await expect(page.getByTestId('stat-today-s-bookings')).toBeVisible({ timeout: 15_000 });
}

async function phone(browser: Browser, baseURL: string, storageState?: StorageState) {
  return browser.newContext({ ...PHONE, baseURL, ...(storageState ? { storageState } : {}) });
}

const isAdminRoute = (route: Route) =>
  route.name.startsWith(paths.admin) || route.name.startsWith(paths.platformAdmin);
/** A section of the client's dashboard: /client/:slug and /client/:slug/{section}, no other parameter. */
const isClientRoute = (route: Route) =>
  route.name.startsWith(paths.clientDashboard.pattern) &&
  !route.name.slice(paths.clientDashboard.pattern.length).includes(':');

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
type Session = 'signed out' | 'owner' | 'platform admin' | 'client';

/** Each session and its routes: the console and the client dashboard also as the people they are for. */
const SESSIONS: Array<{ session: Session; routes: Route[] }> = [
  { session: 'signed out', routes: ROUTES },
  { session: 'owner', routes: ROUTES },
  { session: 'platform admin', routes: ROUTES.filter(isAdminRoute) },
  { session: 'client', routes: ROUTES.filter(isClientRoute) },
];

let business: Business;
const states: Partial<Record<Session, StorageState>> = {};

test.describe('every page fits a 360 px phone', () => {
  // The first visit of a page waits for its lazy chunk on a busy machine, and a page is measured per tab.
  test.describe.configure({ timeout: 90_000 });

  test.beforeAll(async ({ browser, baseURL }) => {
    const context = await phone(browser, baseURL ?? '');
    const page = await context.newPage();
    business = await seed(page, baseURL ?? '');
    states.owner = await context.storageState();
    for (const session of ['platform admin', 'client'] as const) {
      const other = await phone(browser, baseURL ?? '');
      const otherPage = await other.newPage();
      if (session === 'platform admin') await signInPlatformAdmin(otherPage);
      else await signInClientByCode(otherPage, page.request, business.slug, { phone: CLIENT_PHONE });
      states[session] = await other.storageState();
      await other.close();
    }
    await context.close();
  });

  for (const { session, routes } of SESSIONS) {
    // One phone per session for all routes, so each page's chunks are downloaded once.
    test.describe(session === 'signed out' ? session : `signed in as ${session}`, () => {
      let page: Page;
      test.beforeAll(async ({ browser, baseURL }) => {
        page = await (await phone(browser, baseURL ?? '', states[session])).newPage();
      });
      test.afterAll(async () => {
        await page.context().close();
      });

      for (const route of routes) {
        test(route.name, async () => {
          const path = route.path(business.slug);
          const response = await page.goto(path);
          expect(response?.status(), await response?.text()).toBeLessThan(400);
          // Signed out, an owner page sends the visitor to /auth, which has a turn of its own.
          if (session === 'signed out' && path !== paths.auth && new URL(page.url()).pathname === paths.auth)
            return;
          // Signed in as who the page is for: the console itself, the client's own dashboard.
          if (session === 'platform admin') {
            await expect(page.getByRole('heading', { level: 1, name: 'Platform Admin' })).toBeVisible(
              FIRST_RENDER,
            );
          }
          if (session === 'client') await expect(page.getByText('Hi, Genevieve')).toBeVisible(FIRST_RENDER);
          if (path === paths.pwa) {
            if (session === 'owner') await openMobileDashboard(page);
            else await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
          }
          await expectPageFits(page, path);
        });
      }
    });
  }
});
