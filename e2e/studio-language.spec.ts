// The Website Builder and the client dashboard's customisation editor in the app's language (issue 28, docs/decisions/
// 041): in the pseudo-locale no English is left on either page, in the order form with its messages, in the editor's
// five tabs nor in its reset dialog, the portfolio's shipped templates included. The editor's live preview shows
// what clients see, in their pages' own words, and is left out.
import customization from '../src/client/lib/app-i18n/locales/customization/en-XA.ts';
import website from '../src/client/lib/app-i18n/locales/website/en-XA.ts';
import { latinLeft, ownersData } from './app-language.ts';
import { createOpenBusiness, expect, test } from './fixtures.ts';

test('the pseudo-locale leaves no hard-coded English on the Website Builder and the customisation editor', async ({
  page,
  owner,
}) => {
  const business = await createOpenBusiness(page, owner);
  const project = { title: 'Studio site', description: 'Calm pages', requirements: 'Booking' };
  const created = await page.request.post('/api/website-projects', {
    data: { ...project, businessType: 'Creative' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const data = [...(await ownersData(page, owner, business)), ...Object.values(project)];

  await page.goto('/website-builder?lang=en-XA');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  await expect(page.getByRole('heading', { level: 1, name: website['page.title'] })).toBeVisible({
    timeout: 20_000,
  });
  await expect(
    page.getByRole('region', { name: website['projects.title'] }).getByText('Studio site'),
  ).toBeVisible();
  expect(await latinLeft(page.locator('body'), data)).toEqual([]);

  // The order form, sent empty: its fields' messages and the notice.
  await page.getByRole('button', { name: website['project.start'] }).first().click();
  const dialog = page.getByRole('dialog', { name: website['project.start'] });
  await dialog.getByRole('button', { name: website['form.create'] }).click();
  await expect(dialog.getByText(website['form.required']).first()).toBeVisible();
  await expect(page.getByText(website['toast.missing.text'], { exact: true })).toBeVisible();
  expect(await latinLeft(dialog, data)).toEqual([]);

  await page.goto('/client-customization?lang=en-XA');
  await expect(page.getByRole('heading', { level: 1, name: customization['page.title'] })).toBeVisible({
    timeout: 20_000,
  });
  // The preview speaks as the clients' pages do (decision 040): taken out of the check.
  await page.getByTestId('live-preview').evaluate((preview) => preview.setAttribute('aria-hidden', 'true'));
  for (const tab of [
    'tab.branding',
    'tab.layout',
    'tab.features',
    'tab.content',
    'tab.notifications',
  ] as const) {
    await page.getByRole('tab', { name: customization[tab] }).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
    expect(await latinLeft(page.locator('body'), data), tab).toEqual([]);
  }
  await page.getByRole('button', { name: customization['page.reset'] }).click();
  const reset = page.getByRole('alertdialog', { name: customization['reset.title'] });
  await expect(reset).toBeVisible();
  expect(await latinLeft(reset, data)).toEqual([]);
});
