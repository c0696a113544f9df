// Website builder and weather card (issue 17): an owner starts a website project (the dialog insists on the
// required fields) and sees it in 'Your Projects' as pending at $1,999; the dashboard's weather card shows a
// temperature quickly even though this server cannot reach the weather provider (the fallback).
import { AxeBuilder } from '@axe-core/playwright';
import { chooseOption, createOpenBusiness, expect, seriousA11yViolations, test } from './fixtures.ts';

const FIRST_RENDER = { timeout: 30_000 };

test('an owner creates a website project and sees it listed as pending', async ({ page, owner }) => {
  test.setTimeout(90_000);
  const business = await createOpenBusiness(page, owner);
  await page.goto('/website-builder');
  await expect(page.getByRole('heading', { level: 1, name: 'Website Builder' })).toBeVisible(FIRST_RENDER);
  await expect(page.getByText('No website projects yet.')).toBeVisible();
  // The live demo frames the owner's own booking page; the portfolio shows the stored templates.
  await expect(page.getByTitle(`Live preview of ${business.name}'s booking page`)).toHaveAttribute(
    'src',
    `/book/${business.slug}`,
  );
  const portfolio = page.getByRole('region', { name: 'Portfolio' });
  await expect(portfolio.getByRole('img', { name: 'Clinic template preview' })).toBeVisible();
  await expect(portfolio.getByText('Patient booking')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Start Your Website Project' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Start Your Website Project' });
  await expect(dialog.getByText('$1,999').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Create Project' }).click();
  await expect(page.getByText('Missing Information', { exact: true })).toBeVisible();
  await expect(page.getByText('Please fill in all required fields.', { exact: true })).toBeVisible();

  await dialog.getByLabel('Project title').fill('A new home on the web');
  await chooseOption(dialog.getByRole('combobox', { name: 'Business type' }), 'Healthcare');
  await dialog.getByLabel('Description').fill('A calm site for our clinic');
  await dialog.getByLabel('Requirements').fill('Practitioner pages and online booking');
  // The dialog itself: behind its overlay the framed booking page is dimmed on purpose.
  const inDialog = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(inDialog.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await dialog.getByRole('button', { name: 'Create Project' }).click();
  await expect(page.getByText('Project Created!', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  const projects = page.getByRole('region', { name: 'Your Projects' });
  const project = projects.getByRole('listitem').filter({ hasText: 'A new home on the web' });
  await expect(project).toContainText('pending');
  await expect(project).toContainText('Healthcare · $1,999');
  await expect(project.getByRole('link', { name: /View Website/ })).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('the dashboard weather card shows a temperature without the provider', async ({ page, owner }) => {
  await createOpenBusiness(page, owner);
  const started = Date.now();
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'Weather' });
  // This server has no internet: the card shows the fallback within the server's 2 s limit, never a spinner.
  await expect(card).toContainText(/-?\d+°C/, { timeout: 15_000 });
  expect(Date.now() - started).toBeLessThan(15_000);
  await expect(card).toContainText('Partly cloudy');
  await expect(card).toContainText('London');
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test.describe('load failure', () => {
  // The service worker would fetch on the page's behalf, out of reach of page.route.
  test.use({ serviceWorkers: 'block' });

  test('a builder that cannot load says so after its retries, and Try Again reloads', async ({
    page,
    owner,
  }) => {
    await createOpenBusiness(page, owner);
    // The connection to the projects list fails every time: the first request and 3 retries, 1 s apart.
    let attempts = 0;
    await page.route('**/api/website-projects', (route) => {
      attempts += 1;
      return route.abort('connectionfailed');
    });
    await page.goto('/website-builder');
    await expect(page.getByRole('heading', { name: 'Unable to Load Website Builder' })).toBeVisible(
      FIRST_RENDER,
    );
    await expect(page.getByText('Please check your connection and try again.')).toBeVisible();
    expect(attempts).toBe(4);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.unroute('**/api/website-projects');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Website Builder' })).toBeVisible(FIRST_RENDER);
    await expect(page.getByText('No website projects yet.')).toBeVisible();
  });
});
