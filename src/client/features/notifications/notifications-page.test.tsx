// @vitest-environment happy-dom
// The owner's Notifications page in the app's language (issue 28, docs/decisions/041): a German owner reads the
// title, the unread count, the filters, the paging and how long ago each notification came in German; a
// notification's own title and text stay as the server wrote them (in English, when it happened).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInAppLanguage } from '#client/test/render-in-app-language.tsx';
import type { Locale } from '#shared/i18n/locales.ts';
import type { Notification, NotificationPage } from '#shared/schemas/notification.ts';
import { NotificationsPage } from './notifications-page.tsx';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const notification = (id: string, createdAt: string, read: boolean): Notification => ({
  id,
  type: 'booking',
  title: 'New booking',
  message: 'Lena Vogel booked Signature Cut.',
  priority: 'high',
  read,
  actionUrl: null,
  data: {},
  createdAt,
});

const page: NotificationPage = {
  items: [notification('n1', minutesAgo(5), false), notification('n2', minutesAgo(3 * 60), true)],
  total: 1234,
  page: 1,
  limit: 20,
  unreadCount: 1200,
};

function renderNotifications(language: Locale) {
  return renderInAppLanguage(
    <NotificationsPage />,
    language,
    { 'GET /api/notifications/page': page },
    { path: '/notifications' },
  );
}

describe('the Notifications page in the app’s language', () => {
  it('German: the title, count, filters, paging and times speak German', async () => {
    renderNotifications('de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Benachrichtigungen' })).toBeTruthy();
    expect(await screen.findByText('1.200 ungelesen')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Alle als gelesen markieren' })).toBeTruthy();
    const type = screen.getByRole('combobox', { name: 'Art' });
    expect(within(type).getByRole('option', { name: 'Alle Arten' })).toBeTruthy();
    expect(within(type).getByRole('option', { name: 'Meilenstein' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Nur ungelesene' })).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Seiten' });
    expect(within(pages).getByText('Seite 1 von 62')).toBeTruthy();
    expect(within(pages).getByRole('button', { name: 'Weiter' })).toBeTruthy();
    // The server's English text, with the time by Intl.RelativeTimeFormat.
    expect(screen.getAllByText('New booking')).toHaveLength(2);
    expect(screen.getByText('vor 5 m')).toBeTruthy();
    expect(screen.getByText('vor 3 Std.')).toBeTruthy();
  });

  it('English stays as it was', async () => {
    renderNotifications('en');
    expect(await screen.findByText('1200 unread')).toBeTruthy();
    expect(screen.getByText('Page 1 of 62')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Milestone' })).toBeTruthy();
    expect(screen.getByText('5m ago')).toBeTruthy();
  });

  // What the server stored of a notification (docs/decisions/047) is worded in the app's language, the days and
  // times by Intl in the business's zone; one stored without it (written before) keeps its English.
  const moved: Notification = {
    ...notification('n3', minutesAgo(1), false),
    title: 'Booking rescheduled',
    message: 'Lena Vogel moved their booking from Mon, Nov 30 at 2:30 PM to Tue, Dec 1 at 9:00 AM.',
    news: {
      kind: 'moved',
      who: 'client',
      name: 'Lena Vogel',
      from: '2026-11-30T13:30:00.000Z',
      to: '2026-12-01T08:00:00.000Z',
      timeZone: 'Europe/Berlin',
    },
  };
  const renderWithNews = (language: Locale) =>
    renderInAppLanguage(
      <NotificationsPage />,
      language,
      { 'GET /api/notifications/page': { ...page, items: [moved, page.items[0]] } },
      { path: '/notifications' },
    );

  it('German: a notification’s own title and text, with a German date in the business’s zone', async () => {
    renderWithNews('de');
    expect(await screen.findByText('Buchung verschoben')).toBeTruthy();
    expect(
      screen.getByText(
        'Lena Vogel hat die Buchung von Mo., 30. Nov. um 14:30 auf Di., 1. Dez. um 9:00 verschoben.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: '„Buchung verschoben“ als gelesen markieren' })).toBeTruthy();
    // Written before its news was stored: as the server wrote it.
    expect(screen.getByText('Lena Vogel booked Signature Cut.')).toBeTruthy();
  });

  it('English shows the stored text byte for byte', async () => {
    renderWithNews('en');
    expect(await screen.findByText(moved.message)).toBeTruthy();
    expect(screen.getByText('Booking rescheduled')).toBeTruthy();
  });
});
