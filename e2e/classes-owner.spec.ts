// The owner's class screens (issue 31, decision 039), on a phone and on a desktop: the owner makes a service a class
// on the Services page, adds a one-off session on the Classes page (a second one at the same time is refused with
// the server's message, in the form), a customer books 2 seats through the public API, the owner opens the roster
// and checks them in, the calendar shows the session as one block, the owner moves the session and cancels it, and
// the customer's own page then says the booking was cancelled. Axe on the page and on each dialog.
import type { Page } from '@playwright/test';
import {
  chooseOption,
  createOpenBusiness,
  expect,
  localDateInDays,
  openHydrated,
  seriousA11yViolations,
  test,
} from './fixtures.ts';

// Six axe scans and a dozen round trips on a shared machine.
test.slow();

async function noHorizontalOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

for (const { name, viewport } of [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
]) {
  test.describe(name, () => {
    test.use({ viewport });

    test('the owner runs a class session: add, roster, check-in, calendar, move, cancel', async ({
      page,
      owner,
      request,
    }) => {
      const business = await createOpenBusiness(page, owner, { serviceName: 'Morning Yoga' });
      const member = await page.request.post('/api/team-members', { data: { name: 'Iris Calm' } });
      expect(member.status(), await member.text()).toBe(201);
      const tomorrow = localDateInDays(business.timeZone, 1);

      // The service becomes a class of 12 seats, at most 4 a booking.
      await openHydrated(page, '/services');
      await page.getByRole('button', { name: 'Edit Morning Yoga' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Service' });
      await edit.getByRole('switch', { name: 'Class with seats' }).click();
      await edit.getByLabel('Class size (seats)').fill('1');
      await edit.getByLabel('Seats per booking (most)').fill('4');
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await expect(edit.getByText('A class has 2 to 200 seats')).toBeVisible();
      await edit.getByLabel('Class size (seats)').fill('12');
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await expect(edit).toBeHidden();

      // A one-off session tomorrow at 09:00.
      await openHydrated(page, '/classes');
      await expect(page.getByRole('heading', { name: 'Classes', level: 1 })).toBeVisible();
      await expect(page.getByText('No classes this week.')).toBeVisible();
      const addSession = async (time: string) => {
        await page.getByRole('button', { name: 'Add session' }).click();
        const add = page.getByRole('dialog', { name: 'Add session' });
        await chooseOption(add.getByRole('combobox', { name: 'Class' }), 'Morning Yoga');
        await chooseOption(add.getByRole('combobox', { name: 'Instructor' }), 'Iris Calm');
        await add.getByLabel('Date').fill(tomorrow);
        await add.getByLabel('Time').fill(time);
        return add;
      };
      const add = await addSession('09:00');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await add.getByRole('button', { name: 'Add session' }).click();
      await expect(add).toBeHidden();
      const card = page.getByRole('button', { name: /^Morning Yoga, 9:00 AM – 10:00 AM, with Iris Calm/ });
      await expect(card).toContainText('0 of 12 booked');

      // The same instructor at the same time: the server's 409, in the form.
      const again = await addSession('09:00');
      await again.getByRole('button', { name: 'Add session' }).click();
      await expect(again.getByRole('alert')).toContainText(
        'The instructor has a booking or another class at that time.',
      );
      await again.getByRole('button', { name: 'Cancel' }).click();
      await expect(again).toBeHidden();

      // A customer books 2 seats through the public API (no owner's cookie in `request`).
      const listed = await page.request.get(`/api/classes/sessions?from=${tomorrow}`);
      const [session] = (await listed.json()) as Array<{ id: string }>;
      const seat = await request.post('/api/bookings', {
        data: {
          businessSlug: business.slug,
          serviceId: business.serviceId,
          classSessionId: session?.id,
          seats: 2,
          appointmentDate: `${tomorrow}T09:00:00`,
          clientData: { firstName: 'Nora', lastName: 'Lake', phone: '+1 555 010 7788' },
        },
      });
      expect(seat.status(), await seat.text()).toBe(201);
      const { manageUrl } = (await seat.json()) as { manageUrl: string };

      await page.reload();
      await expect(card).toContainText('2 of 12 booked');
      await noHorizontalOverflow(page);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // The roster: Nora with 2 seats, checked in.
      await card.click();
      const roster = page.getByRole('dialog', { name: 'Morning Yoga' });
      const attendees = roster.getByRole('list', { name: 'Attendees' });
      await expect(attendees.getByRole('listitem')).toHaveCount(1);
      await expect(attendees).toContainText('Nora Lake');
      await expect(attendees).toContainText('2 seats');
      const checkIn = roster.getByRole('switch', { name: 'Checked in: Nora Lake' });
      await checkIn.click();
      await expect(checkIn).toBeChecked();
      await expect(roster).toContainText('2 checked in');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(roster).toBeHidden();

      // The calendar: one block for the session, none for its seat booking; it opens the roster.
      await openHydrated(page, `/calendar?date=${tomorrow}&view=day`);
      const block = page.getByRole('button', { name: /Morning Yoga class, 2\/12 seats booked/ });
      await expect(block).toHaveCount(1);
      await expect(page.getByRole('button', { name: /Nora Lake/ })).toHaveCount(0);
      await block.click();
      await expect(roster.getByRole('switch', { name: 'Checked in: Nora Lake' })).toBeChecked();
      await page.keyboard.press('Escape');

      // Move it to 11:00.
      await openHydrated(page, '/classes');
      await card.click();
      await roster.getByRole('button', { name: 'Move session' }).click();
      const move = page.getByRole('dialog', { name: 'Move session' });
      await expect(move).toContainText('every attendee is told');
      await move.getByLabel('New time').fill('11:00');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await move.getByRole('button', { name: 'Move session' }).click();
      await expect(move).toBeHidden();
      const moved = page.getByRole('button', { name: /^Morning Yoga, 11:00 AM – 12:00 PM, with Iris Calm/ });
      await expect(moved).toContainText('2 of 12 booked');

      // Cancel it, with a reason.
      await moved.click();
      await roster.getByRole('button', { name: 'Cancel session' }).click();
      const cancel = page.getByRole('dialog', { name: 'Cancel this session?' });
      await expect(cancel).toContainText('every attendee is told');
      await cancel.getByLabel('Reason (optional)').fill('The studio is closed for repairs');
      // The pointer still rests where the roster's button was, over this dialog's: judge the button at rest, not
      // in its hover shade.
      await page.mouse.move(0, 0);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await cancel.getByRole('button', { name: 'Cancel session' }).click();
      await expect(cancel).toBeHidden();
      await expect(moved).toContainText('Cancelled');

      // The customer's own page says so.
      await openHydrated(page, new URL(manageUrl, 'http://localhost').pathname);
      await expect(page.getByText('This booking was cancelled.')).toBeVisible();
    });
  });
}
