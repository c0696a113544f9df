// @vitest-environment happy-dom
// The calendar and a booking's details in the owner's app language (issue 28, docs/decisions/041): German words and
// German times ('14:30', '16.–22. März 2099'), and Arabic right to left with the arrows turned and the blocks placed
// from the line's start. A visit shared between members (decision 043): one block on everyone's calendar, a member's
// part on theirs, each opening the one booking, whose details name who performs each service.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInAppLanguage } from '#client/test/render-in-app-language.tsx';
import type { Locale } from '#shared/i18n/locales.ts';
import type { BookingDetail } from '#shared/schemas/booking.ts';
import { CalendarPage } from './calendar-page.tsx';

const booking = {
  id: 'k1',
  businessId: 'b1',
  serviceId: 's1',
  teamMemberId: 'm1',
  classSessionId: null,
  appointmentDate: '2099-03-17T14:30:00.000Z',
  status: 'confirmed',
  notes: null,
  cancellationReason: null,
  service: { id: 's1', name: 'Signature Cut', price: '45.00', duration: 60 },
  teamMember: { id: 'm1', name: 'Alex' },
  client: { id: 'c1', firstName: 'Lena', lastName: 'Vogel', phone: '+4930123456', email: null },
  clientName: 'Lena Vogel',
  createdAt: '2099-03-01T09:00:00.000Z',
  updatedAt: '2099-03-01T09:00:00.000Z',
  history: [
    {
      id: 'e1',
      action: 'created',
      fromStatus: null,
      toStatus: 'confirmed',
      details: { source: 'owner' },
      actorUserId: 'u1',
      createdAt: '2099-03-01T09:00:00.000Z',
    },
  ],
  series: null,
  resources: [],
  visitServices: [],
  memberEndsAt: null,
  otherParts: [],
} as unknown as BookingDetail;

/** A cut by Alex, then a beard trim by Ben: a visit shared between them (decision 043). */
const sharedVisit = {
  ...booking,
  service: { id: 's1', name: 'Signature Cut + Beard Trim', price: '65.00', duration: 60 },
  memberEndsAt: '2099-03-17T15:00:00.000Z',
  otherParts: [
    {
      teamMemberId: 'm2',
      memberName: 'Ben',
      startsAt: '2099-03-17T15:00:00.000Z',
      endsAt: '2099-03-17T15:30:00.000Z',
    },
  ],
  visitServices: [
    {
      serviceId: 's1',
      name: 'Signature Cut',
      startsAt: '2099-03-17T14:30:00.000Z',
      duration: 30,
      price: '45.00',
      teamMember: { id: 'm1', name: 'Alex' },
    },
    {
      serviceId: 's2',
      name: 'Beard Trim',
      startsAt: '2099-03-17T15:00:00.000Z',
      duration: 30,
      price: '20.00',
      teamMember: { id: 'm2', name: 'Ben' },
    },
  ],
} as BookingDetail;

const member = (id: string, name: string) => ({ id, name, isActive: true });

function renderCalendar(
  language: Locale,
  { detail = booking, staff }: { detail?: BookingDetail; staff?: string } = {},
) {
  return renderInAppLanguage(
    <CalendarPage />,
    language,
    {
      'GET /api/businesses/me': {
        id: 'b1',
        name: 'Fade Studio',
        slug: 'fade',
        timezone: 'UTC',
        currency: 'USD',
      },
      'GET /api/bookings': [detail],
      'GET /api/bookings/k1': detail,
      'GET /api/classes/sessions': [],
      'GET /api/resources': [],
      'GET /api/services': [{ id: 's1', name: 'Signature Cut' }],
      'GET /api/team-members': [member('m1', 'Alex'), member('m2', 'Ben')],
    },
    { path: `/calendar?date=2099-03-17${staff ? `&staff=${staff}` : ''}` },
  );
}

/** How long the first render may take to fetch the page's code and catalogs (CI ran it past 5 s under load). */
const FIRST_LOAD_MS = 20_000;

describe('the calendar in the app’s language', () => {
  it('German: the toolbar, the grid, the day’s list and the booking’s details speak German, times the German way', async () => {
    const { user } = renderCalendar('de');
    // The first render fetches the page's code and its German words: seconds on a machine busy with other tests.
    expect(
      await screen.findByRole('heading', { name: '16.–22. März 2099' }, { timeout: FIRST_LOAD_MS }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Kalender', level: 1 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Heute' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Vorherige Woche' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Woche', pressed: true })).toBeTruthy();
    // The grid's hours and a free time, German.
    expect(screen.getByText('14 Uhr')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Neue Buchung am Dienstag, 17. März um 16:00' })).toBeTruthy();
    // The booking's block (the grid's and the small screens' list's), 24-hour times and the status in German.
    const blocks = await screen.findAllByRole('button', {
      name: '14:30 – 15:30, Signature Cut, Lena Vogel, Alex, Bestätigt',
    });
    expect(blocks).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Termine am Di., 17. März' })).toBeTruthy();
    expect(screen.getByText('1 Termin')).toBeTruthy();

    await user.click(blocks[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Lena Vogel' });
    expect(await within(dialog).findByText('Di., 17. März 2099 um 14:30 – 15:30')).toBeTruthy();
    expect(within(dialog).getByText('Telefon')).toBeTruthy();
    expect(within(dialog).getByText('Signature Cut · 1 Std. · 45,00 $')).toBeTruthy();
    expect(within(dialog).getAllByText('Bestätigt')).toHaveLength(2);
    expect(within(dialog).getByText('Vom Unternehmen gebucht')).toBeTruthy();
    expect(within(dialog).getByText('So., 1. März 2099 um 9:00')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Verschieben' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Stornieren' })).toBeTruthy();
    expect(
      within(dialog).getByText(
        '„Als erledigt markieren“ und „Nicht erschienen“ sind verfügbar, sobald der Termin begonnen hat.',
      ),
    ).toBeTruthy();
  });

  it('Arabic: the page runs right to left, the arrows turn, blocks sit from the line’s start', async () => {
    renderCalendar('ar');
    const previous = await screen.findByRole(
      'button',
      { name: 'الأسبوع السابق' },
      { timeout: FIRST_LOAD_MS },
    );
    expect(document.documentElement.dir).toBe('rtl');
    expect(previous.querySelector('svg')?.getAttribute('class')).toContain('rtl:-scale-x-100');
    const [block] = await screen.findAllByRole('button', { name: /^2:30 م – 3:30 م, Signature Cut/ });
    expect(block?.getAttribute('style')).toContain('inset-inline-start');
    expect(block?.getAttribute('style')).not.toMatch(/(^|;\s*)left:/);
    expect(block?.className).toContain('border-s-4');
    expect(screen.getByText('مؤكد', { selector: 'span' })).toBeTruthy();
  });
});

describe('a visit shared between members on the calendar', () => {
  it('one block on everyone’s calendar, a member’s part on theirs, one booking', async () => {
    const everyone = renderCalendar('en', { detail: sharedVisit });
    const blocks = await screen.findAllByRole(
      'button',
      { name: '2:30 PM – 3:30 PM, Signature Cut + Beard Trim, Lena Vogel, Alex and Ben, Confirmed' },
      { timeout: FIRST_LOAD_MS },
    );
    expect(blocks).toHaveLength(2);
    expect(screen.getByText('1 appointment')).toBeTruthy();
    await everyone.user.click(blocks[0] as HTMLElement);
    const dialog = within(await screen.findByRole('dialog', { name: 'Lena Vogel' }));
    expect(dialog.getByText('Alex and Ben')).toBeTruthy();
    expect(dialog.getByText('2:30 PM Signature Cut · 30 min · Alex')).toBeTruthy();
    expect(dialog.getByText('3:00 PM Beard Trim · 30 min · Ben')).toBeTruthy();
    everyone.unmount();

    // Ben's calendar: his part alone, its own time, and it opens the whole booking from the keyboard.
    const ben = renderCalendar('en', { detail: sharedVisit, staff: 'm2' });
    const [part] = await screen.findAllByRole('button', {
      name: '3:00 PM – 3:30 PM, Signature Cut + Beard Trim, Lena Vogel, Ben, shared with Alex, Confirmed',
    });
    expect(screen.queryByRole('button', { name: /^2:30 PM/ })).toBeNull();
    part?.focus();
    await ben.user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Lena Vogel' })).toBeTruthy();
  });
});
