// @vitest-environment happy-dom
// The owner's Waitlist page in the app's language (issue 28, docs/decisions/041): a German owner reads the count
// with its plural, the day filter, a card's wishes, dates and times the German way, and the offer dialog, its groups,
// its form message and its toast in German; English stays as it was.
import { screen, within } from '@testing-library/react';
import type { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '#client/components/ui/use-toast.ts';
import { renderInAppLanguage } from '#client/test/render-in-app-language.tsx';
import type { Locale } from '#shared/i18n/locales.ts';
import type { WaitlistEntryView } from '#shared/schemas/waitlist.ts';
import { WaitlistPage } from './waitlist-page.tsx';

vi.mock('#client/components/ui/use-toast.ts', () => ({ toast: vi.fn() }));

const DAY = '2099-03-10';
const LATER = '2099-03-12';
const ZONE = 'Europe/Berlin';

const lena: WaitlistEntryView = {
  id: 'e1',
  serviceId: 's1',
  serviceName: 'Signature Cut',
  teamMemberId: 'm1',
  teamMemberName: 'Alex Kim',
  clientName: 'Lena Vogel',
  phone: '+49 30 1234567',
  email: 'lena@example.com',
  windows: [{ from: DAY, part: 'morning' }],
  status: 'active',
  createdAt: '2099-03-01T14:00:00.000Z',
  offer: null,
};
const max: WaitlistEntryView = {
  ...lena,
  id: 'e2',
  clientName: 'Max Braun',
  teamMemberId: null,
  teamMemberName: null,
  windows: [{ from: DAY, to: LATER, part: 'any' }],
  offer: {
    id: 'o1',
    startsAt: `${LATER}T13:00:00.000Z`,
    expiresAt: `${DAY}T17:15:00.000Z`,
    teamMemberName: 'Alex Kim',
    status: 'open',
  },
};
const mia: WaitlistEntryView = {
  ...lena,
  id: 'e3',
  clientName: 'Mia Roth',
  serviceId: 's2',
  serviceName: 'Color',
};

function renderWaitlist(language: Locale, table: Record<string, unknown> = {}) {
  return renderInAppLanguage(
    <WaitlistPage />,
    language,
    {
      'GET /api/businesses/me': { id: 'b1', name: 'Fade Studio', slug: 'fade', timezone: ZONE },
      'GET /api/waitlist/summary': { enabled: true, active: 3, refilledThisMonth: 0, revenueSaved: '0.00' },
      'GET /api/waitlist': [lena, max, mia],
      'GET /api/team-members': [{ id: 'm1', name: 'Alex Kim', isActive: true, serviceIds: ['s1', 's2'] }],
      'GET /api/businesses/fade/availability': {
        timezone: ZONE,
        dates: [
          {
            date: DAY,
            slots: [
              { time: '09:00', startsAt: `${DAY}T08:00:00.000Z`, available: true },
              { time: '14:00', startsAt: `${DAY}T13:00:00.000Z`, available: true },
            ],
          },
        ],
      },
      ...table,
    },
    { path: '/waitlist' },
  );
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the Waitlist page in the app’s language', () => {
  it('German: the list, its filters, a card and the offer dialog speak German, dates and times the German way', async () => {
    const { user } = renderWaitlist('de', {
      'POST /api/waitlist/e1/offer': {
        ...lena,
        offer: { ...max.offer, startsAt: `${DAY}T08:00:00.000Z`, expiresAt: `${DAY}T07:15:00.000Z` },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Warteliste' })).toBeTruthy();
    const list = within(
      await screen.findByRole('list', { name: 'Warteliste, in der Reihenfolge der Anmeldung' }),
    );
    expect(screen.getByText('3 Personen warten')).toBeTruthy();

    const card = within(list.getByRole('article', { name: 'Lena Vogel' }));
    expect(card.getByText('Di., 10. März, vormittags (vor 12:00)')).toBeTruthy();
    expect(card.getByText('So., 1. März 2099 um 15:00')).toBeTruthy();
    expect(card.getByText('Eingetragen')).toBeTruthy();
    const offered = within(list.getByRole('article', { name: 'Max Braun' }));
    expect(offered.getByText('Signature Cut · Egal, wer')).toBeTruthy();
    expect(offered.getByText('10. März – 12. März, ganztägig')).toBeTruthy();
    expect(offered.getByText('Termin angeboten')).toBeTruthy();
    expect(
      offered.getByText(
        'Angeboten: Do., 12. März 2099 um 14:00 bei Alex Kim, reserviert bis 18:15. Die Antwort steht noch aus.',
      ),
    ).toBeTruthy();

    await choose(user, 'Tag', 'Do., 12. März (1 wartet)');
    await choose(user, 'Leistung', 'Color');
    expect(screen.getByText('Niemand wartet auf diesen Tag und diese Leistung')).toBeTruthy();
    expect(screen.getByText('0 von 3 Wartenden')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Alle anzeigen' }));

    // The list is drawn anew once everyone shows again.
    await user.click(await screen.findByRole('button', { name: 'Lena Vogel einen Termin anbieten' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Lena Vogel einen Termin anbieten' }));
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
    await vi.waitFor(() => expect(toast).toHaveBeenCalled());
    expect(toast).toHaveBeenCalledWith({
      title: 'Termin angeboten',
      description:
        'Lena Vogel wurde ein Termin am Di., 10. März 2099 um 9:00 bei Alex Kim angeboten. Er bleibt bis 8:15 reserviert.',
    });
  });

  it('English stays as it was', async () => {
    const { user } = renderWaitlist('en');
    const list = within(await screen.findByRole('list', { name: 'Waitlist, in joining order' }));
    expect(screen.getByText('3 waiting')).toBeTruthy();
    const card = within(list.getByRole('article', { name: 'Lena Vogel' }));
    expect(card.getByText('Tue, Mar 10, morning (before 12:00)')).toBeTruthy();
    expect(card.getByText('Sun, Mar 1, 2099 at 3:00 PM')).toBeTruthy();
    const offered = within(list.getByRole('article', { name: 'Max Braun' }));
    expect(offered.getByText('Mar 10 – Mar 12, any time')).toBeTruthy();
    expect(
      offered.getByText(
        'Offered Thu, Mar 12, 2099 at 2:00 PM with Alex Kim, held until 6:15 PM. Waiting for their answer.',
      ),
    ).toBeTruthy();
    await choose(user, 'Day', 'Thu, Mar 12 (1 waiting)');
    expect(screen.getByText('1 of 3 waiting')).toBeTruthy();
  });
});
