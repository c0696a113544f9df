// The business's phone where its clients need it, on a phone (390×844): typed as bare digits, it shows in its
// country's format on /book and /client; a client's booking inside the cancellation cut-off, which says to call
// the business, offers that number as a tap-to-call link. Axe finds nothing serious.
import { signInClientByCode } from './client-sign-in.ts';
import {
  createOpenBusiness,
  expect,
  localToday,
  openHydrated,
  seriousA11yViolations,
  test,
} from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

const FIRST_RENDER = { timeout: 30_000 };
/** Typed as bare digits by a business in the US (the fixtures' zones name no country). */
const TYPED = '5550102030';
const SHOWN = '(555) 010-2030';
const CLIENT_PHONE = '(555) 301-6262';

test('a phone typed as bare digits shows formatted, and a booking inside the cut-off offers to call it', async ({
  page,
  owner,
  browser,
  baseURL,
}) => {
  const business = await createOpenBusiness(page, owner);
  const changed = await page.request.patch('/api/businesses/me', { data: { phone: TYPED } });
  expect(changed.status(), await changed.text()).toBe(200);
  // Today, so inside the default 24-hour cut-off.
  const booked = await page.request.post('/api/bookings', {
    data: {
      businessSlug: business.slug,
      serviceId: business.serviceId,
      appointmentDate: `${localToday(business.timeZone)}T16:00:00`,
      clientData: { firstName: 'Ines', lastName: 'Carvalho', phone: CLIENT_PHONE },
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  const context = await browser.newContext({ baseURL });
  const client = await context.newPage();
  const contact = client.getByRole('region', { name: 'Contact' });
  await openHydrated(client, `/book/${business.slug}`);
  await expect(contact.getByRole('link', { name: SHOWN })).toHaveAttribute(
    'href',
    `tel:${SHOWN}`,
    FIRST_RENDER,
  );

  await signInClientByCode(client, page.request, business.slug, { phone: CLIENT_PHONE });
  await openHydrated(client, `/client/${business.slug}`);
  const card = client.getByRole('article').filter({ hasText: business.serviceName });
  await expect(card.getByRole('button', { name: 'Cancel' })).toBeDisabled(FIRST_RENDER);
  await expect(card).toContainText('Please call the business.');
  await expect(card.getByRole('link', { name: `Call ${SHOWN}` })).toHaveAttribute('href', `tel:${SHOWN}`);
  await expect(contact.getByRole('link', { name: SHOWN })).toBeVisible();
  expect(await seriousA11yViolations(client)).toEqual([]);
  await context.close();
});
