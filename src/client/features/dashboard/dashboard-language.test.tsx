// @vitest-environment happy-dom
// The dashboard's cards in the owner's language (issue 28, docs/decisions/041): in German the waitlist card's
// figures with their plural and money the German way, the remove confirmation, the weather's sky, the activity's
// age and its dialog, and the targets dialog with a form message naming its field in German.
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInAppLanguage } from '#client/test/render-in-app-language.tsx';
import type { ActivityItem, DashboardSummary } from '#shared/schemas/analytics.ts';
import type { WaitlistEntryView } from '#shared/schemas/waitlist.ts';
import { LiveActivity } from './components/live-activity.tsx';
import { DashboardPage } from './dashboard-page.tsx';

vi.mock('#client/components/ui/use-toast.ts', () => ({ toast: vi.fn() }));

const summary: DashboardSummary = {
  monthlyRevenue: 1234.5,
  monthlyRevenueTarget: 5000,
  monthlyRevenueProgress: 24.7,
  weekBookings: 3,
  weeklyBookings: 3,
  weeklyBookingTarget: 20,
  weeklyBookingProgress: 15,
  totalClients: 12,
  clientGrowthTarget: 100,
  clientProgress: 12,
  avgRating: 4.5,
  totalReviews: 2,
  satisfactionProgress: 90,
  currency: 'USD',
  timeZone: 'UTC',
  month: { from: '2099-03-01', to: '2099-03-31' },
  week: { from: '2099-03-09', to: '2099-03-15' },
};

const omar: WaitlistEntryView = {
  id: 'e2',
  serviceId: 's2',
  serviceName: 'Beard Trim',
  teamMemberId: 'm1',
  teamMemberName: 'Alex Kim',
  clientName: 'Omar Diaz',
  phone: '+1 555 010 3001',
  email: null,
  windows: [{ from: '2099-03-10', part: 'any' }],
  status: 'active',
  createdAt: '2099-03-01T14:00:00.000Z',
  offer: null,
};

const paid: ActivityItem = {
  id: 'a1',
  type: 'payment',
  title: 'Payment received',
  description: 'Lena Vogel paid for Signature Cut',
  time: new Date(Date.now() - 5 * 60_000).toISOString(),
  priority: 'medium',
  unread: true,
  amount: 45.5,
  actionUrl: '/payments',
};

describe('the dashboard cards in the app’s language', () => {
  it('German: the waitlist, the weather, the activity and the targets dialog speak German', async () => {
    renderInAppLanguage(
      <DashboardPage />,
      'de',
      {
        'GET /api/businesses/me': {
          id: 'b1',
          name: 'Fade Studio',
          slug: 'fade',
          timezone: 'UTC',
          currency: 'USD',
          status: 'active',
        },
        'GET /api/bookings/today': [],
        'GET /api/bookings/upcoming': { items: [], nextCursor: null },
        'GET /api/analytics/dashboard': summary,
        'GET /api/analytics/activity': { items: [paid], unreadCount: 1 },
        'GET /api/waitlist/summary': {
          enabled: true,
          active: 1,
          refilledThisMonth: 2,
          revenueSaved: '1234.50',
        },
        'GET /api/waitlist': [omar],
        'GET /api/weather': {
          temperature: 22,
          description: 'partly cloudy',
          location: 'London',
          fallback: true,
        },
      },
      { path: '/dashboard' },
    );
    const user = userEvent.setup();

    const waitlist = within(await screen.findByRole('region', { name: 'Warteliste' }));
    expect(
      waitlist.getByText('2 abgesagte Termine diesen Monat neu vergeben, 1.234,50 $ gerettet. 1 warten.'),
    ).toBeTruthy();
    expect(waitlist.getByRole('link', { name: 'Warteliste öffnen' })).toBeTruthy();
    expect(waitlist.getByText(/· Beard Trim bei Alex Kim/)).toBeTruthy();

    const weather = within(await screen.findByRole('region', { name: 'Wetter' }));
    expect(await weather.findByText('22 °C')).toBeTruthy();
    expect(weather.getByText('Teilweise bewölkt')).toBeTruthy();
    expect(weather.getByText('London · Live-Wetter nicht verfügbar')).toBeTruthy();

    // The activity's own words stay the server's; its age and amount are German.
    expect(await screen.findByText('vor 5 Min.')).toBeTruthy();
    expect(screen.getByText('45,50 $')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Öffnen: Payment received' })).toBeTruthy();

    await user.click(waitlist.getByRole('button', { name: 'Entfernen Omar Diaz' }));
    const confirm = within(
      await screen.findByRole('alertdialog', { name: 'Omar Diaz von der Warteliste entfernen?' }),
    );
    await user.click(confirm.getByRole('button', { name: 'Abbrechen' }));

    await user.click(screen.getByRole('button', { name: 'Alle ansehen' }));
    const all = within(await screen.findByRole('dialog', { name: 'Alle Aktivitäten' }));
    expect(
      all.getByText('1 ungelesen. Wählen Sie einen Eintrag aus, um ihn als gelesen zu markieren.'),
    ).toBeTruthy();
    expect(await all.findByRole('list', { name: 'Alle Aktivitäten' })).toBeTruthy();
    await user.click(all.getByRole('button', { name: 'Schließen' }));

    await user.click(screen.getByRole('button', { name: 'Ziele bearbeiten' }));
    const targets = within(await screen.findByRole('dialog', { name: 'Ziele bearbeiten' }));
    const revenue = targets.getByLabelText('Monatliches Umsatzziel (USD)');
    await user.clear(revenue);
    await user.click(targets.getByRole('button', { name: 'Ziele speichern' }));
    expect(await targets.findByText('Monatliches Umsatzziel muss eine Zahl sein')).toBeTruthy();
  });
});

// What the server stored of an activity item (docs/decisions/047) is worded in the app's language, its day and time by
// Intl in the business's zone; an item stored without it keeps the English it was written in.
describe('Live Activity’s items in the app’s language', () => {
  const booked: ActivityItem = {
    id: 'a2',
    type: 'booking',
    title: 'New booking',
    description: 'Lena Vogel booked Signature Cut on Mon, Nov 30 at 2:30 PM',
    time: new Date(Date.now() - 60_000).toISOString(),
    priority: 'medium',
    unread: true,
    client: 'Lena Vogel',
    actionUrl: '/calendar',
    news: {
      kind: 'newBooking',
      client: 'Lena Vogel',
      service: 'Signature Cut',
      at: '2026-11-30T13:30:00.000Z',
      timeZone: 'Europe/Berlin',
    },
  };
  const milestone: ActivityItem = {
    id: 'a3',
    type: 'milestone',
    title: '$10,000 earned',
    description: 'Completed bookings have now brought in $10,000 in total.',
    time: new Date(Date.now() - 120_000).toISOString(),
    priority: 'low',
    unread: false,
    actionUrl: '/analytics',
    news: { kind: 'revenueMilestone', amount: 10_000, currency: 'USD' },
  };
  const renderCard = (language: 'de' | 'en') =>
    renderInAppLanguage(
      <LiveActivity currency="USD" timeZone="Europe/Berlin" now={new Date()} />,
      language,
      { 'GET /api/analytics/activity': { items: [booked, milestone, paid], unreadCount: 2 } },
      { path: '/dashboard' },
    );

  it('German: a booking’s sentence with its German day and time, a milestone’s money the German way', async () => {
    renderCard('de');
    expect(
      await screen.findByText('Lena Vogel hat Signature Cut am Mo., 30. Nov. um 14:30 gebucht'),
    ).toBeTruthy();
    expect(screen.getByText('Neue Buchung')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Öffnen: Neue Buchung' })).toBeTruthy();
    expect(screen.getByText('10.000 $ eingenommen')).toBeTruthy();
    expect(
      screen.getByText('Abgeschlossene Termine haben Ihnen jetzt insgesamt 10.000 $ eingebracht.'),
    ).toBeTruthy();
    // Stored without news: its English.
    expect(screen.getByText('Lena Vogel paid for Signature Cut')).toBeTruthy();
  });

  it('English shows the stored title and text as they are', async () => {
    renderCard('en');
    expect(await screen.findByText(booked.description)).toBeTruthy();
    expect(screen.getByText('$10,000 earned')).toBeTruthy();
  });
});
