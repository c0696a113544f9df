// Calendar connections on a 390 px phone: the owner pastes a team member's secret iCal address (served by a local
// server this spec starts; the e2e server allows private addresses), sees the sync status and the busy time
// blocking the booking page's availability, then a failed refresh with its error in plain words; and connects a
// CalDAV calendar (a real Radicale server) to which a customer's booking is then written.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startRadicale } from '../src/server/modules/calendar-sync/radicale.test-kit.ts';
import { createOpenBusiness, expect, seriousA11yViolations, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("the owner connects a team member's calendar and sees its sync status", async ({ page, owner }) => {
  // Two axe scans and a first visit to /settings on a machine shared with other runs.
  test.setTimeout(120_000);
  const business = await createOpenBusiness(page, owner);
  const member = await page.request.post('/api/team-members', {
    data: { name: 'Jordan Lee', serviceIds: [business.serviceId] },
  });
  expect(member.status(), await member.text()).toBe(201);

  // Tomorrow at noon UTC, an hour at the dentist.
  const start = new Date(Date.now() + 86_400_000);
  start.setUTCHours(12, 0, 0, 0);
  const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace('.000', '');
  const calendar = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//e2e//EN',
    'BEGIN:VEVENT',
    'UID:dentist@e2e',
    'DTSTAMP:20260101T000000Z',
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(new Date(start.getTime() + 3_600_000))}`,
    'SUMMARY:Dentist',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
  let failing = false;
  const server = createServer((_req, res) => {
    if (failing) res.writeHead(500).end();
    else res.writeHead(200, { 'content-type': 'text/calendar' }).end(calendar);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = `http://127.0.0.1:${(server.address() as AddressInfo).port}/private-8c1f/basic.ics`;

  try {
    await page.goto('/settings');
    const team = page.getByRole('region', { name: 'Team' });
    await team.getByRole('button', { name: 'Calendar for Jordan Lee' }).click({ timeout: 30_000 });
    const dialog = page.getByRole('dialog', { name: 'Calendar for Jordan Lee' });
    const field = dialog.getByLabel('Secret address (iCal format)');
    await field.fill('not an address');
    await dialog.getByRole('button', { name: 'Connect calendar' }).click();
    await expect(page.getByText(/full secret address in iCal format/).first()).toBeVisible();

    await field.fill(address);
    await dialog.getByRole('button', { name: 'Connect calendar' }).click();
    const status = dialog.getByRole('region', { name: 'Sync status' });
    await expect(status).toContainText('1 in the next 12 months');
    await expect(status).not.toContainText('private-8c1f');
    await expect(status).toContainText('Last synced');
    await expect(status).not.toContainText('Not yet');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The booking page no longer offers Jordan at the dentist's hour.
    const day = start.toISOString().slice(0, 10);
    const members = (await (await page.request.get('/api/team-members')).json()) as Array<{
      id: string;
      name: string;
    }>;
    const jordan = members.find((m) => m.name === 'Jordan Lee')!;
    const slots = await page.request.get(
      `/api/businesses/${business.slug}/availability?serviceId=${business.serviceId}&teamMemberId=${jordan.id}&from=${day}&days=2`,
    );
    const offered = (
      (await slots.json()) as { dates: Array<{ slots: Array<{ startsAt: string; available: boolean }> }> }
    ).dates
      .flatMap((d) => d.slots)
      .filter((s) => s.available)
      .map((s) => s.startsAt);
    expect(offered).not.toContain(start.toISOString());
    expect(offered).toContain(new Date(start.getTime() + 3_600_000).toISOString());

    // The calendar's server fails: the last busy times stay, the error shows.
    failing = true;
    await status.getByRole('button', { name: 'Refresh now' }).click();
    await expect(status).toContainText('The calendar server had a problem (500). We will try again.');
    await expect(status).toContainText('1 in the next 12 months (from the last successful sync)');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The member's entry says so too, once the dialog is closed.
    await page.keyboard.press('Escape');
    const entry = team.getByRole('listitem').filter({ hasText: 'Jordan Lee' });
    await expect(entry).toContainText('Calendar not syncing: The calendar server had a problem (500).');
    await team.getByRole('button', { name: 'Calendar for Jordan Lee' }).click();

    await status.getByRole('button', { name: 'Disconnect' }).click();
    await expect(dialog.getByRole('button', { name: 'Connect calendar' })).toBeVisible();
    await expect(status).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(entry).not.toContainText('Calendar not syncing');
    await expect(entry).not.toContainText('Calendar connected');
  } finally {
    server.closeAllConnections();
    server.close();
  }
});

test("the owner connects a member's CalDAV calendar, and a customer's booking appears in it", async ({
  page,
  owner,
}) => {
  test.setTimeout(120_000);
  const business = await createOpenBusiness(page, owner);
  const member = await page.request.post('/api/team-members', {
    data: { name: 'Maya Chen', serviceIds: [business.serviceId] },
  });
  expect(member.status(), await member.text()).toBe(201);
  const memberId = ((await member.json()) as { id: string }).id;
  const radicale = await startRadicale();
  try {
    await page.goto('/settings');
    const team = page.getByRole('region', { name: 'Team' });
    await team.getByRole('button', { name: 'Calendar for Maya Chen' }).click({ timeout: 30_000 });
    const dialog = page.getByRole('dialog', { name: 'Calendar for Maya Chen' });
    await dialog.getByRole('tab', { name: 'CalDAV (two-way)' }).click();
    await dialog.getByRole('button', { name: 'Connect calendar' }).click();
    await expect(dialog.getByText('Enter the user name of the calendar account')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await dialog.getByLabel('Calendar address (CalDAV)').fill(radicale.url);
    await dialog.getByLabel('User name').fill(radicale.username);
    await dialog.getByLabel('App password').fill(radicale.password);
    await dialog.getByRole('button', { name: 'Connect calendar' }).click();
    const status = dialog.getByRole('region', { name: 'Sync status' });
    await expect(status).toContainText('maya at 127.0.0.1');
    await expect(status).not.toContainText(radicale.password);
    await expect(status).not.toContainText('Last error');

    // A customer books Maya tomorrow at noon (the business's zone); 'Refresh now' writes it at once.
    const booked = await page.request.post('/api/bookings', {
      data: {
        businessSlug: business.slug,
        serviceId: business.serviceId,
        teamMemberId: memberId,
        appointmentDate: `${new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)}T12:00:00`,
        clientData: { firstName: 'Ana', lastName: 'Diaz', phone: '(555) 010-4477' },
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const bookingId = ((await booked.json()) as { id: string }).id;
    await status.getByRole('button', { name: 'Refresh now' }).click();
    await expect(status).toContainText('Last synced');
    await expect
      .poll(async () => (await radicale.request('GET', `bookwell-${bookingId}.ics`)).status)
      .toBe(200);
    const event = await (await radicale.request('GET', `bookwell-${bookingId}.ics`)).text();
    expect(event).toContain('SUMMARY:');
    expect(event).toContain('· Ana');
    expect(event).not.toContain('Diaz');
  } finally {
    await radicale.stop();
  }
});
