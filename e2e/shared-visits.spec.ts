// A visit shared between team members (issue 31, decision 043): the owner lets team members share a visit in the
// booking rules, a cut and a beard trim that no one member performs both of go to a member each, and the calendar
// shows the visit once on everyone's calendar (naming both) and each member's part on theirs, all opening the
// booking, whose details name who performs each service; a customer on a phone books such a visit with 'Any staff'
// and the confirmation names both. Axe on the rules form, the details and the confirmation.
import {
  createOpenBusiness,
  expect,
  localDateInDays,
  openHydrated,
  seriousA11yViolations,
  test,
} from './fixtures.ts';

test.slow();

test('the owner lets a visit be shared, and the calendar shows who performs each part', async ({
  browser,
  page,
  owner,
}) => {
  const business = await createOpenBusiness(page, owner, { serviceName: 'Signature Cut' });
  const api = page.request;
  const beard = await api.post('/api/services', {
    data: { name: 'Beard Trim', price: '20.00', duration: 30 },
  });
  expect(beard.status(), await beard.text()).toBe(201);
  const beardId = ((await beard.json()) as { id: string }).id;
  // The owner only cuts; Ben only trims beards: no one member performs the whole visit.
  const team = (await (await api.get('/api/team-members')).json()) as Array<{
    id: string;
    name: string;
    isOwner: boolean;
  }>;
  const me = team.find((member) => member.isOwner)!;
  const cutsOnly = await api.patch(`/api/team-members/${me.id}`, {
    data: { serviceIds: [business.serviceId] },
  });
  expect(cutsOnly.status(), await cutsOnly.text()).toBe(200);
  const ben = await api.post('/api/team-members', { data: { name: 'Ben Reyes', serviceIds: [beardId] } });
  expect(ben.status(), await ben.text()).toBe(201);

  await openHydrated(page, '/settings');
  const rules = page.getByRole('form', { name: 'Booking rules' });
  const share = rules.getByRole('switch', { name: 'Let team members share a visit' });
  await expect(share).not.toBeChecked();
  await share.click();
  await expect(share).toBeChecked();
  expect(await seriousA11yViolations(page, '#booking-rules')).toEqual([]);
  await rules.getByRole('button', { name: 'Save Rules' }).click();
  await expect(page.getByText('Booking rules saved').first()).toBeVisible();
  expect(((await (await api.get('/api/booking-rules')).json()) as { shareVisits: boolean }).shareVisits).toBe(
    true,
  );

  const tomorrow = localDateInDays(business.timeZone, 1);
  const booked = await api.post('/api/bookings', {
    data: {
      serviceId: business.serviceId,
      extraServiceIds: [beardId],
      appointmentDate: `${tomorrow}T10:00:00`,
      clientData: { firstName: 'Theo', lastName: 'Marsh', phone: '+1 555 010 4343' },
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const visit = (await booked.json()) as {
    teamMember: { id: string };
    otherParts: Array<{ memberName: string }>;
  };
  expect(visit.teamMember.id).toBe(me.id);
  expect(visit.otherParts.map((part) => part.memberName)).toEqual(['Ben Reyes']);

  // Everyone's calendar: one block for the visit, naming both members.
  await openHydrated(page, `/calendar?date=${tomorrow}`);
  const whole = page.getByRole('button', {
    name: `10:00 AM – 11:30 AM, Signature Cut + Beard Trim, Theo Marsh, ${me.name} and Ben Reyes, Confirmed`,
  });
  await whole.click();
  const details = page.getByRole('dialog', { name: 'Theo Marsh' });
  await expect(details.getByText(`10:00 AM Signature Cut · 1 hr · ${me.name}`)).toBeVisible();
  await expect(details.getByText('11:00 AM Beard Trim · 30 min · Ben Reyes')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The owner's own schedule: their part alone, until the beard trim starts; it opens the same booking.
  await openHydrated(page, `/calendar?date=${tomorrow}&staff=${me.id}`);
  const mine = page.getByRole('button', {
    name: `10:00 AM – 11:00 AM, Signature Cut + Beard Trim, Theo Marsh, ${me.name}, shared with Ben Reyes, Confirmed`,
  });
  await mine.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Theo Marsh' })).toBeVisible();

  // Ben's schedule: his beard trim alone.
  const benId = ((await ben.json()) as { id: string }).id;
  await openHydrated(page, `/calendar?date=${tomorrow}&staff=${benId}`);
  await page
    .getByRole('button', {
      name: `11:00 AM – 11:30 AM, Signature Cut + Beard Trim, Theo Marsh, Ben Reyes, shared with ${me.name}, Confirmed`,
    })
    .click();
  await expect(page.getByRole('dialog', { name: 'Theo Marsh' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^10:00 AM/ })).toHaveCount(0);

  // A customer in their own browser (signed out) on a phone books the same visit with 'Any staff': the
  // confirmation names both members.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const customer = await phone.newPage();
  await openHydrated(customer, `/book/${business.slug}`);
  await customer
    .getByRole('group', { name: 'Service' })
    .getByRole('radio', { name: /Signature Cut/ })
    .check();
  await customer
    .getByRole('group', { name: 'Add to this visit' })
    .getByRole('checkbox', { name: /Beard Trim/ })
    .check();
  await customer
    .getByRole('group', { name: 'Date' })
    .getByRole('radio', { name: /^(?!.*fully booked)/ })
    .first()
    .check();
  await customer
    .getByRole('group', { name: /^Time/ })
    .getByRole('radio', { disabled: false })
    .first()
    .check();
  await customer.getByLabel('Full name').fill('Ida Brook');
  await customer.getByLabel('Phone number').fill('+1 555 010 4545');
  await customer.getByRole('button', { name: 'Book Appointment' }).click();
  const confirmed = customer.getByRole('dialog', { name: 'Booking Confirmed!' });
  await expect(confirmed).toBeVisible({ timeout: 20_000 });
  await expect(confirmed).toContainText(`${me.name} and Ben Reyes`);
  expect(await seriousA11yViolations(customer)).toEqual([]);
  await phone.close();
});
