// Team accounts (issue 27): the owner invites a team member from the team page; the member opens the emailed link
// on a 390 px phone, creates their account with the invited address and joins; they see only their own schedule
// (another member's booking is not there) and the bell tells them live when a customer books them on the public
// booking page. Axe on the team section and on the invitation page.
import type { APIRequestContext, Browser } from '@playwright/test';
import {
  type Business,
  createOpenBusiness,
  expect,
  invitationPath,
  localToday,
  newAccount,
  seriousA11yViolations,
  test,
} from './fixtures.ts';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function addMember(api: APIRequestContext, business: Business, name: string, email: string) {
  const res = await api.post('/api/team-members', {
    data: { name, email, serviceIds: [business.serviceId] },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** A booking today at `time` with `teamMemberId`: by the owner (signed-in API) or by a customer (public). */
async function book(
  api: APIRequestContext,
  business: Business,
  {
    time,
    teamMemberId,
    firstName,
    publicPage = false,
  }: {
    time: string;
    teamMemberId: string;
    firstName: string;
    publicPage?: boolean;
  },
) {
  const res = await api.post('/api/bookings', {
    data: {
      ...(publicPage ? { businessSlug: business.slug } : {}),
      serviceId: business.serviceId,
      teamMemberId,
      appointmentDate: `${localToday(business.timeZone)}T${time}:00`,
      clientData: { firstName, lastName: 'Client', phone: `+1 555 010 ${3000 + Number(time.slice(0, 2))}` },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

async function phoneContext(browser: Browser, baseURL: string | undefined) {
  return browser.newContext({ ...PHONE, baseURL });
}

test('an invited member signs up on a phone, sees only their schedule and hears of a new booking live', async ({
  page,
  owner,
  browser,
  baseURL,
}) => {
  // Two browsers, a sign-up, two axe scans and a live notification on a shared machine.
  test.setTimeout(180_000);
  const business = await createOpenBusiness(page, owner);
  const member = newAccount({ firstName: 'Jordan', lastName: 'Lee' });
  member.email = member.email.replace(/^owner-/, 'member-');
  const jordanId = await addMember(page.request, business, 'Jordan Lee', member.email);
  const samId = await addMember(page.request, business, 'Sam Park', `sam-${Date.now()}@example.com`);
  await book(page.request, business, { time: '15:00', teamMemberId: jordanId, firstName: 'Mine' });
  await book(page.request, business, { time: '16:00', teamMemberId: samId, firstName: 'Other' });

  // The owner invites Jordan from the team page.
  await page.goto('/settings');
  const team = page.getByRole('region', { name: 'Team' });
  await team.getByRole('button', { name: 'Invite to sign in: Jordan Lee' }).click({ timeout: 60_000 });
  const dialog = page.getByRole('dialog', { name: 'Invite Jordan Lee to sign in' });
  await expect(dialog.getByLabel('Email')).toHaveValue(member.email);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent', { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(
    team.getByText(new RegExp(`^Invited · ${member.email.replace(/[.+]/g, '\\$&')} · expires `)),
  ).toBeVisible();
  expect(await seriousA11yViolations(page, '#team')).toEqual([]);
  await expect(
    page.getByRole('region', { name: 'Team activity' }).getByText(/sent an invitation to/),
  ).toBeVisible();

  // Jordan opens the link on a phone and creates their account with the invited address.
  const link = await invitationPath(page.request, member.email);
  const phone = await phoneContext(browser, baseURL);
  try {
    const mobile = await phone.newPage();
    await mobile.goto(link);
    await expect(mobile.getByRole('heading', { name: `Join ${business.name}` })).toBeVisible({
      timeout: 30_000,
    });
    await expect(mobile.getByText(member.email, { exact: true })).toBeVisible();
    expect(await seriousA11yViolations(mobile)).toEqual([]);

    await mobile.getByRole('link', { name: 'Create your account' }).click();
    const form = mobile.getByRole('form', { name: 'Sign up' });
    await expect(form.getByLabel('Email')).toHaveValue(member.email);
    await form.getByLabel('First name').fill(member.firstName);
    await form.getByLabel('Last name').fill(member.lastName);
    await form.getByLabel('Password', { exact: true }).fill(member.password);
    await form.getByLabel('Confirm password').fill(member.password);
    await form.getByRole('button', { name: 'Create Account' }).click();

    // Back on the invitation, signed in: join, and land on the business's dashboard (not on 'create a business').
    await expect(mobile).toHaveURL(new RegExp(`${link}$`));
    await mobile.getByRole('button', { name: `Join ${business.name}` }).click();
    await expect(mobile).toHaveURL(/\/dashboard$/);
    const schedule = mobile.getByRole('heading', { name: 'My schedule' });
    await expect(schedule).toBeVisible({ timeout: 30_000 });
    await expect(mobile.getByText('Create Your Business Profile')).toHaveCount(0);
    const main = mobile.getByRole('main');
    await expect(main.getByText('Mine Client')).toBeVisible();
    await expect(main.getByText('Other Client')).toHaveCount(0);
    // A staff member is offered no business pages.
    await expect(mobile.getByRole('navigation', { name: 'Bottom navigation' }).getByRole('link')).toHaveText([
      'Dashboard',
      'Calendar',
      'Clients',
      'Settings',
    ]);
    await mobile.goto('/payments');
    await expect(mobile.getByRole('heading', { name: "You don't have access to this page" })).toBeVisible({
      timeout: 30_000,
    });

    // Their calendar shows their booking, not Sam's.
    await mobile.goto('/calendar');
    await expect(mobile.getByText('My schedule · times in', { exact: false })).toBeVisible({
      timeout: 30_000,
    });
    // The phone's day list (the week grid is there too, hidden below md).
    await expect(mobile.getByRole('main').getByText('Mine Client').filter({ visible: true })).toBeVisible();
    await expect(mobile.getByRole('main').getByText(/Other Client/)).toHaveCount(0);

    // A customer books Jordan on the public booking page: the bell tells Jordan, without a reload.
    const bell = mobile.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toBeVisible();
    const customer = await browser.newContext({ baseURL });
    try {
      await book(customer.request, business, {
        time: '18:00',
        teamMemberId: jordanId,
        firstName: 'Walkin',
        publicPage: true,
      });
    } finally {
      await customer.close();
    }
    await expect(bell).toHaveAccessibleName(/^Notifications, [1-9] unread$/, { timeout: 30_000 });
    await bell.click();
    await expect(
      mobile
        .getByRole('dialog')
        .getByText(/Walkin/)
        .first(),
    ).toBeVisible({ timeout: 30_000 });
  } finally {
    await phone.close();
  }
});
