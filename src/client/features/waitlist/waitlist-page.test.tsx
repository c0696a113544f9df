// @vitest-environment happy-dom
// The owner's /waitlist page (issue 30), in English as the spec writes it, and in the app's language (issue 28,
// docs/decisions/041): a German owner reads the count with its plural, the day filter, a card's wishes, dates and
// times the German way, and the offer dialog, its groups, its form message and its toast in German.
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '#client/components/ui/use-toast.ts';
import { renderInAppLanguage } from '#client/test/render-in-app-language.tsx';
import { renderWithApi } from '#client/test/render-with-api.tsx';
import type { Locale } from '#shared/i18n/locales.ts';
import type { WaitlistEntryView } from '#shared/schemas/waitlist.ts';
import { WaitlistPage } from './waitlist-page.tsx';

vi.mock('#client/components/ui/use-toast.ts', () => ({ toast: vi.fn() }));

const DAY = '2099-03-10';
const LATER = '2099-03-12';
const ZONE = 'America/New_York';

function entry(overrides: Partial<WaitlistEntryView> & Pick<WaitlistEntryView, 'id'>): WaitlistEntryView {
  return {
    serviceId: 's1',
    serviceName: 'Signature Cut',
    teamMemberId: null,
    teamMemberName: null,
    clientName: 'Nora Patel',
    phone: '+1 555 010 3000',
    email: 'nora@example.com',
    windows: [{ from: DAY, part: 'morning' }],
    status: 'active',
    createdAt: '2099-03-01T14:00:00.000Z',
    offer: null,
    ...overrides,
  };
}

const nora = entry({ id: 'e1', teamMemberId: 'm1', teamMemberName: 'Alex Kim' });
const omar = entry({
  id: 'e2',
  clientName: 'Omar Diaz',
  phone: '+1 555 010 3001',
  email: null,
  serviceId: 's2',
  serviceName: 'Beard Trim',
  windows: [{ from: DAY, to: LATER, part: 'any' }],
});
const lee = entry({ id: 'e3', clientName: 'Lee Chan', windows: [{ from: LATER, part: 'evening' }] });

function answers(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    'GET /api/businesses/me': { id: 'b1', slug: 'demo', timezone: ZONE, currency: 'USD' },
    'GET /api/waitlist/summary': { enabled: true, active: 3, refilledThisMonth: 0, revenueSaved: '0.00' },
    'GET /api/waitlist': [nora, omar, lee],
    'GET /api/team-members': [
      { id: 'm1', name: 'Alex Kim', isActive: true, serviceIds: ['s1', 's2'] },
      { id: 'm2', name: 'Sam Roe', isActive: true, serviceIds: ['s1'] },
    ],
    'GET /api/businesses/demo/availability': {
      timezone: ZONE,
      dates: [
        {
          date: DAY,
          slots: [
            { time: '09:00', startsAt: `${DAY}T14:00:00.000Z`, available: true },
            { time: '10:00', startsAt: `${DAY}T15:00:00.000Z`, available: false },
            { time: '14:00', startsAt: `${DAY}T19:00:00.000Z`, available: true },
          ],
        },
      ],
    },
    ...overrides,
  };
}

async function renderPage(table = answers()) {
  const view = renderWithApi(<WaitlistPage />, table);
  await screen.findByRole('list', { name: 'Waitlist, in joining order' });
  return { ...view, user: userEvent.setup() };
}

const names = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string | RegExp) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('WaitlistPage', () => {
  it('lists who waits in joining order, with contact, service, member, dates and when they joined', async () => {
    await renderPage();
    expect(names()).toEqual(['Nora Patel', 'Omar Diaz', 'Lee Chan']);
    const card = screen.getByRole('article', { name: 'Nora Patel' });
    expect(within(card).getByRole('link', { name: '+1 555 010 3000' }).getAttribute('href')).toBe(
      'tel:+1 555 010 3000',
    );
    expect(within(card).getByText('nora@example.com')).toBeTruthy();
    expect(within(card).getByText('Signature Cut · Alex Kim')).toBeTruthy();
    expect(within(card).getByText('Tue, Mar 10, morning (before 12:00)')).toBeTruthy();
    expect(within(card).getByText('Sun, Mar 1, 2099 at 9:00 AM')).toBeTruthy();
    const omarCard = screen.getByRole('article', { name: 'Omar Diaz' });
    expect(within(omarCard).getByText('Beard Trim · Any staff')).toBeTruthy();
    expect(within(omarCard).getByText('Mar 10 – Mar 12, any time')).toBeTruthy();
    expect(screen.getByText('3 waiting')).toBeTruthy();
  });

  it('filters by a day someone waits for and by service', async () => {
    const { user } = await renderPage();
    await choose(user, 'Day', 'Thu, Mar 12 (2 waiting)');
    expect(names()).toEqual(['Omar Diaz', 'Lee Chan']);
    await choose(user, 'Service', 'Signature Cut');
    expect(names()).toEqual(['Lee Chan']);
    expect(screen.getByText('1 of 3 waiting')).toBeTruthy();
    await choose(user, 'Day', 'Tue, Mar 10 (2 waiting)');
    expect(names()).toEqual(['Nora Patel']);
    await choose(user, 'Service', 'Beard Trim');
    expect(names()).toEqual(['Omar Diaz']);
  });

  it('offers a free time from the ones the customer asked for, and shows the offer', async () => {
    const table = answers();
    const { user, writes } = await renderPage(table);
    await user.click(screen.getByRole('button', { name: 'Offer a time to Nora Patel' }));
    const form = await screen.findByRole('form', { name: 'Offer a time' });
    // Their member and their first date are chosen; only free times are listed, theirs first.
    expect(within(form).getByRole('combobox', { name: 'Team member' }).textContent).toBe('Alex Kim');
    expect((within(form).getByLabelText('Date') as HTMLInputElement).value).toBe(DAY);
    expect(within(form).getByRole('button', { name: 'Tue, Mar 10', pressed: true })).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Offer this time' }));
    expect(await within(form).findByText('Please choose a time.')).toBeTruthy();
    expect(writes()).toEqual([]);

    await user.click(within(form).getByRole('combobox', { name: 'Time' }));
    expect(screen.getByRole('group', { name: 'When they asked for' }).textContent).toContain('9:00 AM');
    expect(screen.getByRole('group', { name: 'Other free times' }).textContent).toContain('2:00 PM');
    expect(screen.queryByRole('option', { name: '10:00 AM' })).toBeNull();
    await user.click(screen.getByRole('option', { name: '9:00 AM' }));

    const offer = { id: 'o1', startsAt: `${DAY}T13:00:00.000Z`, teamMemberName: 'Alex Kim', status: 'open' };
    const offered = { ...nora, offer: { ...offer, expiresAt: `${DAY}T12:15:00.000Z` } };
    table['POST /api/waitlist/e1/offer'] = offered;
    table['GET /api/waitlist'] = [offered, omar, lee];
    await user.click(within(form).getByRole('button', { name: 'Offer this time' }));
    await vi.waitFor(() => expect(screen.queryByRole('form', { name: 'Offer a time' })).toBeNull());
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: '/api/waitlist/e1/offer',
        body: { teamMemberId: 'm1', appointmentDate: `${DAY}T09:00:00` },
      },
    ]);
    expect(toast).toHaveBeenCalledWith({
      title: 'Time offered',
      description:
        'Nora Patel was offered Tue, Mar 10, 2099 at 9:00 AM with Alex Kim. It is held for them until 8:15 AM.',
    });
    const card = screen.getByRole('article', { name: 'Nora Patel' });
    expect(
      within(card).getByText('Offered Tue, Mar 10, 2099 at 9:00 AM with Alex Kim, held until 8:15 AM.', {
        exact: false,
      }),
    ).toBeTruthy();
    expect(
      within(card).getByRole('button', { name: 'Offer a time to Nora Patel' }).hasAttribute('disabled'),
    ).toBe(true);
  });

  it('shows the server’s refusal in the dialog and keeps it open', async () => {
    const taken =
      'That time was just taken, or this customer already has a time offered. Please reload the waitlist.';
    const { user } = await renderPage(
      answers({ 'POST /api/waitlist/e2/offer': Response.json({ message: taken }, { status: 409 }) }),
    );
    await user.click(screen.getByRole('button', { name: 'Offer a time to Omar Diaz' }));
    const form = await screen.findByRole('form', { name: 'Offer a time' });
    // Any staff: the owner chooses who.
    await choose(user, 'Team member', 'Alex Kim');
    await choose(user, 'Time', '2:00 PM');
    await user.click(within(form).getByRole('button', { name: 'Offer this time' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(taken);
    expect(toast).not.toHaveBeenCalled();
  });

  it('removes an entry only once confirmed', async () => {
    const table = answers({ 'DELETE /api/waitlist/e2': new Response(null, { status: 204 }) });
    const { user, writes } = await renderPage(table);
    await user.click(screen.getByRole('button', { name: 'Remove Omar Diaz' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Remove Omar Diaz from the waitlist?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove Omar Diaz' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Remove Omar Diaz from the waitlist?' });
    table['GET /api/waitlist'] = [nora, lee];
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await vi.waitFor(() => expect(names()).toEqual(['Nora Patel', 'Lee Chan']));
    expect(writes()).toEqual([{ method: 'DELETE', path: '/api/waitlist/e2', body: undefined }]);
    expect(toast).toHaveBeenCalledWith({
      title: 'Removed from the waitlist',
      description: 'Omar Diaz is no longer waiting for Beard Trim.',
    });
  });

  it('explains the waitlist when nobody waits, and links to the setting when it is off', async () => {
    renderWithApi(
      <WaitlistPage />,
      answers({
        'GET /api/waitlist': [],
        'GET /api/waitlist/summary': {
          enabled: false,
          active: 0,
          refilledThisMonth: 0,
          revenueSaved: '0.00',
        },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Your waitlist is switched off' })).toBeTruthy();
    expect(screen.getByText(/clients can join the waitlist from your booking page/)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Switch it on in Settings, Booking rules' }).getAttribute('href'),
    ).toBe('/settings#booking-rules');
  });
});

describe('the Waitlist page in the app’s language', () => {
  // Omar holds a time offered on his last day.
  const held = {
    ...omar,
    offer: {
      id: 'o1',
      startsAt: `${LATER}T18:00:00.000Z`,
      expiresAt: `${DAY}T22:15:00.000Z`,
      teamMemberName: 'Alex Kim',
      status: 'open',
    },
  };
  const renderIn = (language: Locale, overrides: Record<string, unknown> = {}) =>
    renderInAppLanguage(
      <WaitlistPage />,
      language,
      answers({ 'GET /api/waitlist': [nora, held, lee], ...overrides }),
      { path: '/waitlist' },
    );

  it('German: the count, filters, cards and the offer dialog speak German, dates and times the German way', async () => {
    const { user } = renderIn('de', {
      'POST /api/waitlist/e1/offer': {
        ...nora,
        offer: { ...held.offer, startsAt: `${DAY}T13:00:00.000Z`, expiresAt: `${DAY}T12:15:00.000Z` },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Warteliste' })).toBeTruthy();
    await screen.findByRole('list', { name: 'Warteliste, in der Reihenfolge der Anmeldung' });
    expect(screen.getByText('3 Personen warten')).toBeTruthy();
    const card = within(screen.getByRole('article', { name: 'Nora Patel' }));
    expect(card.getByText('Eingetragen')).toBeTruthy();
    expect(card.getByText('Di., 10. März, vormittags (vor 12:00)')).toBeTruthy();
    expect(card.getByText('So., 1. März 2099 um 9:00')).toBeTruthy();
    const omarCard = within(screen.getByRole('article', { name: 'Omar Diaz' }));
    expect(omarCard.getByText('Beard Trim · Egal, wer')).toBeTruthy();
    expect(omarCard.getByText('10. März – 12. März, ganztägig')).toBeTruthy();
    expect(omarCard.getByText('Termin angeboten')).toBeTruthy();
    expect(
      omarCard.getByText(
        'Angeboten: Do., 12. März 2099 um 14:00 bei Alex Kim, reserviert bis 18:15. Die Antwort steht noch aus.',
      ),
    ).toBeTruthy();

    await choose(user, 'Tag', 'Mi., 11. März (1 wartet)');
    expect(names()).toEqual(['Omar Diaz']);
    expect(screen.getByText('1 von 3 Wartenden')).toBeTruthy();
    await choose(user, 'Tag', 'Alle Tage');

    await user.click(screen.getByRole('button', { name: 'Nora Patel einen Termin anbieten' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nora Patel einen Termin anbieten' }));
    expect(dialog.getByRole('button', { name: 'Schließen' })).toBeTruthy();
    expect(
      dialog.getByText(/^Signature Cut\. Gewünscht: Di\., 10\. März, vormittags \(vor 12:00\)\./),
    ).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Di., 10. März', pressed: true })).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Diesen Termin anbieten' }));
    expect(await dialog.findByText('Bitte wählen Sie eine Uhrzeit.')).toBeTruthy();
    await user.click(dialog.getByRole('combobox', { name: 'Uhrzeit' }));
    expect(screen.getByRole('group', { name: 'Zur gewünschten Zeit' }).textContent).toContain('9:00');
    expect(screen.getByRole('group', { name: 'Weitere freie Zeiten' }).textContent).toContain('14:00');
    await user.click(screen.getByRole('option', { name: '9:00' }));
    await user.click(dialog.getByRole('button', { name: 'Diesen Termin anbieten' }));
    await vi.waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Termin angeboten',
        description:
          'Nora Patel wurde ein Termin am Di., 10. März 2099 um 9:00 bei Alex Kim angeboten. Er bleibt bis 8:15 reserviert.',
      }),
    );
  });

  it('English stays as it was', async () => {
    const { user } = renderIn('en');
    await screen.findByRole('list', { name: 'Waitlist, in joining order' });
    expect(screen.getByText('3 waiting')).toBeTruthy();
    expect(
      screen.getByText(
        'Offered Thu, Mar 12, 2099 at 2:00 PM with Alex Kim, held until 6:15 PM. Waiting for their answer.',
      ),
    ).toBeTruthy();
    await choose(user, 'Day', 'Wed, Mar 11 (1 waiting)');
    expect(screen.getByText('1 of 3 waiting')).toBeTruthy();
  });
});
