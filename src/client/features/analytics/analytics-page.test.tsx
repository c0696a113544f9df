// @vitest-environment happy-dom
// The owner's Analytics page in the app's language (issue 28, docs/decisions/041): a German owner reads the tabs, the
// figures with German money and percentages, the change against the previous period, the period's dates and the
// busiest weekday and hour in German; English stays as it was.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInAppLanguage } from '#client/test/render-in-app-language.tsx';
import type { Locale } from '#shared/i18n/locales.ts';
import type { OverviewReport, PopularTimesReport } from '#shared/schemas/analytics.ts';
import { AnalyticsPage } from './analytics-page.tsx';

const base = {
  period: '30d',
  range: { from: '2026-03-04', to: '2026-04-02', previousFrom: '2026-02-02', previousTo: '2026-03-03' },
  currency: 'USD',
  timeZone: 'Europe/Berlin',
} as const;

const overview: OverviewReport = {
  ...base,
  bucket: 'day',
  revenue: { value: 1234.5, previous: 1097.34, growth: 12.5 },
  bookings: { value: 1500, previous: 1200, growth: 25 },
  newClients: { value: 4, previous: 0, growth: null },
  avgBookingValue: { value: 41.15, previous: 41.15, growth: 0 },
  cancellationRate: { value: 12.5, previous: 10, growth: 25 },
  noShowRate: { value: 0, previous: 5, growth: -100 },
  series: [
    { date: '2026-03-04', revenue: 1000, bookings: 20 },
    { date: '2026-03-05', revenue: 234.5, bookings: 10 },
  ],
};

const hour9 = Array.from({ length: 24 }, (_, h) => (h === 9 ? 3 : 0));
const popular: PopularTimesReport = {
  ...base,
  total: 3,
  max: 3,
  matrix: Array.from({ length: 7 }, (_, d) => (d === 1 ? hour9 : Array(24).fill(0))),
  byDay: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((label, d) => ({
    dayOfWeek: d + 1,
    label,
    bookings: d === 1 ? 3 : 0,
  })),
  byHour: Array.from({ length: 24 }, (_, hour) => ({ hour, bookings: hour === 9 ? 3 : 0 })),
};

function renderAnalytics(language: Locale) {
  return renderInAppLanguage(
    <AnalyticsPage />,
    language,
    {
      'GET /api/businesses/me': { id: 'b1', name: 'Fade Studio', slug: 'fade', timezone: 'Europe/Berlin' },
      'GET /api/analytics/overview': overview,
      'GET /api/analytics/popular-times': popular,
    },
    { path: '/analytics' },
  );
}

describe('the Analytics page in the app’s language', () => {
  it('German: tabs, figures, growth, dates and the busiest times speak German', async () => {
    renderAnalytics('de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Analysen und Berichte' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Überblick' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Leistungen' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Berichtszeitraum' }).textContent).toContain(
      'Letzte 30 Tage',
    );

    const revenue = await screen.findByRole('region', { name: 'Umsatz' });
    expect(within(revenue).getByText('1.234,50 $')).toBeTruthy();
    expect(within(revenue).getByText('+12,5 %')).toBeTruthy();
    expect(within(revenue).getByText('12,5 % mehr als im Vorzeitraum')).toBeTruthy();
    expect(within(revenue).getByText('Vorzeitraum: 1.097,34 $')).toBeTruthy();
    const bookings = screen.getByRole('region', { name: 'Buchungen' });
    expect(within(bookings).getByText('1.500')).toBeTruthy();
    const clients = screen.getByRole('region', { name: 'Neue Kunden' });
    expect(within(clients).getByText('Kein Vorzeitraum zum Vergleich')).toBeTruthy();
    const noShows = screen.getByRole('region', { name: 'Nichterscheinen' });
    expect(within(noShows).getByText('100 % weniger als im Vorzeitraum')).toBeTruthy();

    // Testing Library reads Intl's thin spaces around the dash as plain ones.
    expect(screen.getByText('4. März – 2. Apr. 2026 · verglichen mit 2. Feb. – 3. März 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Überblick als CSV exportieren' })).toBeTruthy();
    expect(
      await screen.findByText('Meistgebuchter Tag: Dienstag · meistgebuchte Uhrzeit: 9:00'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Umsatz im Zeitverlauf' })).toBeTruthy();
  });

  it('English stays as it was', async () => {
    renderAnalytics('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics and Reports' })).toBeTruthy();
    const revenue = await screen.findByRole('region', { name: 'Revenue' });
    expect(within(revenue).getByText('$1,234.50')).toBeTruthy();
    expect(within(revenue).getByText('Up 12.5% on the previous period')).toBeTruthy();
    expect(within(revenue).getByText('Previous period: $1,097.34')).toBeTruthy();
    expect(screen.getByText('Mar 4 – Apr 2, 2026 · compared with Feb 2 – Mar 3, 2026')).toBeTruthy();
    expect(await screen.findByText('Busiest day: Tuesday · busiest hour: 9 AM')).toBeTruthy();
  });
});
