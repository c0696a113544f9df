// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInAppLanguage } from '#client/test/render-in-app-language.tsx';
import { membershipsOf, renderSignedIn } from '#client/test/render-signed-in.tsx';
import type { BusinessRole } from '#shared/access.ts';
import type { ClassSchedule, ClassSession, Roster } from '#shared/schemas/class.ts';
import { ClassesPage } from './classes-page.tsx';

vi.mock('#client/components/ui/use-toast.ts', () => ({ toast: vi.fn() }));

const session: ClassSession = {
  id: 's1',
  serviceId: 'yoga',
  serviceName: 'Morning Yoga',
  teamMemberId: 'm1',
  teamMemberName: 'Iris Calm',
  resourceId: 'r1',
  scheduleId: null,
  // 09:00 in New York.
  startsAt: '2099-03-10T13:00:00.000Z',
  endsAt: '2099-03-10T14:00:00.000Z',
  durationMinutes: 60,
  capacity: 12,
  seatsTaken: 7,
  status: 'scheduled',
};
const attendee = {
  bookingId: 'b1',
  clientName: 'Nora Lake',
  phone: '+1 555 010 7788',
  seats: 2,
  status: 'confirmed',
};
const weekly: ClassSchedule = {
  id: 'w1',
  serviceName: 'Morning Yoga',
  teamMemberName: 'Iris Calm',
  dayOfWeek: 2,
  localTime: '09:00',
  startsOn: '2099-03-03',
  endsOn: null,
  writtenUntil: '2099-05-26',
};
const roster = (checkedIn: boolean): Roster => ({ session, attendees: [{ ...attendee, checkedIn }] });

const answers = (unchecked: Roster) => ({
  'GET /api/businesses/me': { id: 'b1', slug: 'calm', timezone: 'America/New_York', currency: 'USD' },
  'GET /api/classes/sessions': [session],
  'GET /api/resources': [{ id: 'r1', name: 'Studio A', quantity: 1, createdAt: '', updatedAt: '' }],
  'GET /api/classes/sessions/s1/roster': unchecked,
  'PUT /api/classes/sessions/s1/attendees/b1/check-in': roster(true),
  'GET /api/classes/schedules': [weekly],
  'POST /api/classes/schedules/w1/stop': new Response(null, { status: 204 }),
});

function renderAs(role: BusinessRole, unchecked: Roster = roster(false)) {
  return renderSignedIn(<ClassesPage />, {
    'GET /api/memberships': membershipsOf({ id: 'b1', name: 'Calm Studio', role }),
    ...answers(unchecked),
  });
}

describe('ClassesPage', () => {
  it('shows a week of sessions by day with time, instructor, room and seats', async () => {
    renderAs('owner');
    const day = await screen.findByRole('region', { name: 'Tuesday, March 10' });
    const card = within(day).getByRole('button', { name: /^Morning Yoga, 9:00 AM – 10:00 AM/ });
    expect(card.textContent).toContain('with Iris Calm · Studio A');
    expect(card.textContent).toContain('7 of 12 booked');
  });

  it('lets a staff member check people in, but not add, move or cancel sessions', async () => {
    const { user, writes } = renderAs('staff');
    const card = await screen.findByRole('button', { name: /^Morning Yoga/ });
    expect(screen.getByText(/The sessions you teach/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add session' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add weekly schedule' })).toBeNull();
    await user.click(card);
    const dialog = await screen.findByRole('dialog', { name: 'Morning Yoga' });
    expect(within(dialog).queryByRole('button', { name: 'Move session' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Cancel session' })).toBeNull();
    const checkIn = within(dialog).getByRole('switch', { name: 'Checked in: Nora Lake' });
    expect(within(dialog).getByText(/2 seats/)).toBeTruthy();
    await user.click(checkIn);
    await vi.waitFor(() => expect(checkIn.getAttribute('aria-checked')).toBe('true'));
    expect(writes()).toEqual([
      { method: 'PUT', path: '/api/classes/sessions/s1/attendees/b1/check-in', body: { checkedIn: true } },
    ]);
  });

  it('offers a manager the session actions in the roster', async () => {
    const { user } = renderAs('manager');
    expect(await screen.findByRole('button', { name: 'Add session' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add weekly schedule' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: /^Morning Yoga/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Morning Yoga' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel session' }));
    const cancel = await screen.findByRole('dialog', { name: 'Cancel this session?' });
    expect(cancel.textContent).toContain('every attendee is told');
  });

  it('shows a seat held for a waitlisted customer, which cannot be checked in yet', async () => {
    const held: Roster = {
      session,
      attendees: [
        { ...attendee, checkedIn: false },
        { ...attendee, bookingId: 'b2', clientName: 'Omar Diaz', seats: 1, status: 'held', checkedIn: false },
      ],
    };
    const { user } = renderAs('owner', held);
    await user.click(await screen.findByRole('button', { name: /^Morning Yoga/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Morning Yoga' });
    const omar = within(dialog).getByRole('switch', { name: 'Checked in: Omar Diaz' });
    expect(omar.hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByText('Held for waitlist')).toBeTruthy();
    expect(
      within(dialog).getByRole('switch', { name: 'Checked in: Nora Lake' }).hasAttribute('disabled'),
    ).toBe(false);
  });

  it('lets a manager stop a weekly schedule repeating, saying what stays', async () => {
    const { user, writes } = renderAs('manager');
    const schedules = await screen.findByRole('region', { name: 'Weekly schedules' });
    expect(within(schedules).getByText('Morning Yoga · Tuesdays at 9:00 AM')).toBeTruthy();
    expect(within(schedules).getByText('With Iris Calm · Every week')).toBeTruthy();
    await user.click(within(schedules).getByRole('button', { name: 'Stop repeating' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Stop repeating this class?' });
    expect(dialog.textContent).toContain('no week is added after May 26, 2099');
    await user.click(within(dialog).getByRole('button', { name: 'Stop repeating' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(writes()).toEqual([{ method: 'POST', path: '/api/classes/schedules/w1/stop' }]);
  });

  it('shows a staff member no weekly schedules', async () => {
    renderAs('staff');
    await screen.findByRole('button', { name: /^Morning Yoga/ });
    expect(screen.queryByRole('region', { name: 'Weekly schedules' })).toBeNull();
  });

  it('German: headings, a session card and the roster speak German, dates and times the German way', async () => {
    const { user } = renderInAppLanguage(<ClassesPage />, 'de', answers(roster(false)), { path: '/classes' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kurse' })).toBeTruthy();
    const day = await screen.findByRole('region', { name: 'Dienstag, 10. März' });
    const card = within(day).getByRole('button', { name: /^Morning Yoga, 9:00 – 10:00, mit Iris Calm/ });
    expect(card.textContent).toContain('mit Iris Calm · Studio A');
    expect(card.textContent).toContain('7 von 12 gebucht');
    const schedules = screen.getByRole('region', { name: 'Wochenpläne' });
    expect(within(schedules).getByText('Morning Yoga · dienstags um 9:00')).toBeTruthy();
    await user.click(card);
    const dialog = await screen.findByRole('dialog', { name: 'Morning Yoga' });
    expect(
      within(dialog).getByText('Di., 10. März 2099 um 9:00 – 10:00, mit Iris Calm, Studio A.'),
    ).toBeTruthy();
    expect(within(dialog).getByText(/2 Plätze/)).toBeTruthy();
    expect(within(dialog).getByRole('switch', { name: 'Eingecheckt: Nora Lake' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Termin absagen' })).toBeTruthy();
  });
});
