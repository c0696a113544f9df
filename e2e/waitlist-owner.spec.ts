// The owner's waitlist in a phone-sized browser (issue 30): three customers join through the public API; the owner
// opens /waitlist from the dashboard's card, narrows it by day and service, offers one customer a free time by hand
// (the entry then shows the time held for them) and removes another after confirming.
import {
  chooseOption,
  createOpenBusiness,
  expect,
  localDateInDays,
  openHydrated,
  seriousA11yViolations,
  test,
} from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });
// Three axe scans and a dozen round trips on a shared machine.
test.slow();

/** 'Tue, Dec 1' for a local date, as the page writes it. */
const dayLabel = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });

test('the owner filters the waitlist, offers a time by hand and removes an entry', async ({
  page,
  owner,
}) => {
  const business = await createOpenBusiness(page, owner);
  const api = page.request;
  const trim = await api.post('/api/services', {
    data: { name: 'Beard Trim', price: '20.00', duration: 30 },
  });
  expect(trim.status(), await trim.text()).toBe(201);
  const trimId = ((await trim.json()) as { id: string }).id;
  const dayA = localDateInDays(business.timeZone, 2);
  const dayB = localDateInDays(business.timeZone, 3);
  const join = async (
    firstName: string,
    serviceId: string,
    windows: Array<{ from: string; to?: string; part: string }>,
    phone: string,
  ) => {
    const res = await api.post('/api/waitlist', {
      data: {
        businessSlug: business.slug,
        serviceId,
        windows,
        clientData: { firstName, lastName: 'Guest', phone, email: `${firstName.toLowerCase()}@example.com` },
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  };
  await join('Nora', business.serviceId, [{ from: dayA, part: 'morning' }], '+1 555 010 3000');
  await join('Omar', trimId, [{ from: dayA, to: dayB, part: 'any' }], '+1 555 010 3001');
  await join('Lee', business.serviceId, [{ from: dayB, part: 'evening' }], '+1 555 010 3002');

  await openHydrated(page, '/dashboard');
  await page
    .getByRole('region', { name: 'Waitlist' })
    .getByRole('link', { name: 'Open the waitlist' })
    .click();
  await expect(page).toHaveURL(/\/waitlist$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Waitlist' })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(3);
  await expect(cards.getByRole('heading')).toHaveText(['Nora Guest', 'Omar Guest', 'Lee Guest']);
  await expect(page.getByRole('article', { name: 'Omar Guest' })).toContainText('Beard Trim · Any staff');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // By day, then by service.
  await chooseOption(page.getByRole('combobox', { name: 'Day' }), `${dayLabel(dayB)} (2 waiting)`);
  await expect(cards.getByRole('heading')).toHaveText(['Omar Guest', 'Lee Guest']);
  await chooseOption(page.getByRole('combobox', { name: 'Service' }), business.serviceName);
  await expect(cards.getByRole('heading')).toHaveText(['Lee Guest']);
  await expect(page.getByText('1 of 3 waiting')).toBeVisible();
  await chooseOption(page.getByRole('combobox', { name: 'Day' }), `${dayLabel(dayA)} (2 waiting)`);
  await expect(cards.getByRole('heading')).toHaveText(['Nora Guest']);

  // Offer Nora a morning time: the only team member and her date are chosen for the owner.
  await page.getByRole('button', { name: 'Offer a time to Nora Guest' }).click();
  const form = page.getByRole('form', { name: 'Offer a time' });
  await expect(form.getByLabel('Date')).toHaveValue(dayA);
  await expect(form.getByRole('combobox', { name: 'Team member' })).not.toHaveText('Select a team member');
  await expect(form.getByRole('combobox', { name: 'Time' })).toHaveText('Select a time');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await form.getByRole('combobox', { name: 'Time' }).click();
  await expect(page.getByRole('group', { name: 'When they asked for' })).toBeVisible();
  await chooseOption(form.getByRole('combobox', { name: 'Time' }), '10:00 AM');
  await form.getByRole('button', { name: 'Offer this time' }).click();
  await expect(form).toBeHidden();
  const toasts = page.getByRole('region', { name: /^Notifications/ });
  await expect(toasts.getByText('Time offered', { exact: true })).toBeVisible();
  const nora = page.getByRole('article', { name: 'Nora Guest' });
  await expect(nora).toContainText(`Offered ${dayLabel(dayA)}`);
  await expect(nora).toContainText('at 10:00 AM with');
  await expect(nora.getByRole('button', { name: 'Offer a time to Nora Guest' })).toBeDisabled();

  // Remove Omar, once confirmed.
  await chooseOption(page.getByRole('combobox', { name: 'Service' }), 'All services');
  await page.getByRole('button', { name: 'Remove Omar Guest' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove Omar Guest from the waitlist?' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(confirm).toBeHidden();
  await expect(toasts.getByText('Removed from the waitlist')).toBeVisible();
  await expect(cards.getByRole('heading')).toHaveText(['Nora Guest']);
  await chooseOption(page.getByRole('combobox', { name: 'Day' }), 'All days');
  await expect(cards.getByRole('heading')).toHaveText(['Nora Guest', 'Lee Guest']);
  expect(await seriousA11yViolations(page)).toEqual([]);

  const left = (await (await api.get('/api/waitlist')).json()) as Array<{ clientName: string }>;
  expect(left.map((e) => e.clientName)).toEqual(['Nora Guest', 'Lee Guest']);
});
