// The owner's Settings page, business side, in the app's language (issue 28, docs/decisions/041): in the
// pseudo-locale no English is left in its sections (business info, logo and banner, hours, booking rules, the team
// with an invited member, its activity, calendar feeds, notifications, push), their form messages, nor in the team
// member, time-off and calendar connection dialogs.

import { MEMBER_COLORS } from '../src/client/entities/team/team-member-form.ts';
import pseudo from '../src/client/lib/app-i18n/locales/settings/en-XA.ts';
import { latinLeft, ownersData } from './app-language.ts';
import { createOpenBusiness, expect, test } from './fixtures.ts';

/** The account's sections, another slice's catalog: hidden from the check here. */
const ACCOUNT_SECTIONS = ['security', 'sessions', 'api-keys', 'billing', 'account'];

test('the pseudo-locale leaves no hard-coded English on the Settings page’s business side', async ({
  page,
  owner,
}) => {
  const business = await createOpenBusiness(page, owner);
  const added = await page.request.post('/api/team-members', {
    data: { name: 'Iris Calm', email: 'iris@example.com' },
  });
  expect(added.status(), await added.text()).toBe(201);
  const { id } = (await added.json()) as { id: string };
  const invited = await page.request.post(`/api/team-members/${id}/invitation`, {
    data: { email: 'iris@example.com' },
  });
  expect(invited.ok(), await invited.text()).toBe(true);
  // The owner's data: the invited address, the booking link's address, the zone's last part ('GMT-7' of
  // 'Etc/GMT-7'), the currency's code, the booking page's language in its own name, the calendar colours.
  const data = [
    ...(await ownersData(page, owner, business)),
    'iris@example.com',
    business.slug,
    '/book/',
    business.timeZone,
    business.timeZone.split('/').at(-1) ?? '',
    'USD',
    'English',
    ...MEMBER_COLORS,
  ];

  await page.goto('/settings?lang=en-XA');
  const address = new URL(page.url());
  data.unshift(address.origin, address.host);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  const team = page.getByRole('list', { name: pseudo['team.list'] });
  await expect(team.getByText('iris@example.com')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('list', { name: pseudo['activity.title'] })).toBeVisible();
  await expect(page.getByRole('list', { name: pseudo['hours.week'] })).toBeVisible();
  await expect(page.getByRole('form', { name: pseudo['rules.title'] })).toBeVisible();
  for (const section of ACCOUNT_SECTIONS) {
    await page.locator(`#${section}`).evaluate((element: HTMLElement) => {
      element.style.display = 'none';
    });
  }
  const main = page.locator('main');
  expect(await latinLeft(main, data)).toEqual([]);

  // The business info's and booking rules' form messages.
  const info = page.getByRole('form', { name: pseudo['business.title'] });
  await info.getByLabel(pseudo['business.name']).fill('F');
  await info.getByRole('button', { name: pseudo['business.save'] }).click();
  const rules = page.getByRole('form', { name: pseudo['rules.title'] });
  await rules.getByLabel(pseudo['rules.slotStepMinutes']).fill('1');
  await rules.getByRole('button', { name: pseudo['rules.save'] }).click();
  await expect(rules.locator('[aria-invalid="true"]')).toHaveCount(1);
  await expect(info.locator('[aria-invalid="true"]')).toHaveCount(1);
  expect(await latinLeft(info, data)).toEqual([]);
  expect(await latinLeft(rules, data)).toEqual([]);

  // The team member dialog, then the time off of the invited member.
  await page.getByRole('button', { name: pseudo['team.add'] }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('form', { name: pseudo['member.form'] })).toBeVisible();
  expect(await latinLeft(dialog, data)).toEqual([]);
  await page.keyboard.press('Escape');
  await team
    .getByRole('button', { name: pseudo['member.timeOffFor'].replace('{name}', 'Iris Calm') })
    .click();
  await expect(page.getByRole('form', { name: pseudo['timeOff.add'] })).toBeVisible();
  expect(await latinLeft(page.getByRole('dialog'), data)).toEqual([]);
});
