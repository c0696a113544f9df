// The owner's Analytics page in the app's language (issue 28, docs/decisions/041): in the pseudo-locale no English is
// left on any of its four reports with a booking in them (figures, charts, heat map, goals, tables, the period
// select), nor in a chart's table. The CSV files are said by the server (docs/decisions/048), which has no
// pseudo-locale: English.
import pseudo from '../src/client/lib/app-i18n/locales/analytics/en-XA.ts';
import { businessWithBooking, latinLeft, ownersData } from './app-language.ts';
import { expect, test } from './fixtures.ts';

test('the pseudo-locale leaves no hard-coded English on the Analytics page', async ({ page, owner }) => {
  const business = await businessWithBooking(page, owner);
  const data = [...(await ownersData(page, owner, business)), 'Lena Vogel'];
  const main = page.locator('main');

  await page.goto('/analytics?lang=en-XA');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  await expect(page.getByRole('region', { name: pseudo['figure.revenue'] })).toBeVisible({ timeout: 20_000 });
  await expect(main.getByRole('heading', { name: pseudo['popular.title'] })).toBeVisible();
  await expect(main.getByRole('img')).toHaveCount(3);
  expect(await latinLeft(main, data)).toEqual([]);

  // A chart's figures as a table.
  await main.getByRole('button', { name: pseudo['chart.showTable'] }).first().click();
  await expect(main.getByRole('table')).toHaveCount(1);
  expect(await latinLeft(main, data)).toEqual([]);

  // The other reports, each with the booking in it.
  for (const [tab, shows] of [
    ['tab.revenue', 'goals.title'],
    ['tab.services', 'services.title'],
    ['tab.clients', 'clients.top.title'],
  ] as const) {
    await main.getByRole('tab', { name: pseudo[tab] }).click();
    await expect(main.getByRole('heading', { name: pseudo[shows] })).toBeVisible();
    await expect(main.getByRole('status')).toHaveCount(0);
    expect(await latinLeft(main, data), tab).toEqual([]);
  }

  // The period select's choices.
  await page.getByRole('combobox', { name: pseudo['period.label'] }).click();
  const periods = page.getByRole('listbox');
  await expect(periods.getByRole('option')).toHaveCount(4);
  expect(await latinLeft(periods, data)).toEqual([]);
});
