// @vitest-environment happy-dom
// The notification overlay's toasts in the app's language (issue 28, docs/decisions/041): outside the app's frame they
// find the user's language themselves; the notification's own title and text are the server's English.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInAppLanguage } from '#client/test/render-in-app-language.tsx';
import type { Locale } from '#shared/i18n/locales.ts';
import type { Notification } from '#shared/schemas/notification.ts';
import { OverlayToasts } from './overlay-toasts.tsx';
import { priorityDot } from './relative-time.ts';

const toast: Notification = {
  id: 'n1',
  type: 'booking',
  title: 'New booking',
  message: 'Lena Vogel booked Signature Cut.',
  priority: 'high',
  read: false,
  actionUrl: null,
  data: { clientName: 'Lena Vogel' },
  createdAt: '2026-03-17T12:00:00.000Z',
};

function renderToasts(language: Locale) {
  const onMarkRead = vi.fn();
  const view = renderInAppLanguage(
    <OverlayToasts toasts={[toast]} onDismiss={() => {}} onMarkRead={onMarkRead} dots={priorityDot} />,
    language,
    {},
    { path: '/dashboard' },
  );
  return { ...view, onMarkRead };
}

describe('the notification overlay in the app’s language', () => {
  it('German: the region and the buttons speak German', async () => {
    const { user, onMarkRead } = renderToasts('de');
    const region = await screen.findByRole('region', { name: 'Neue Benachrichtigungen' });
    const status = within(region).getByRole('status');
    expect(within(status).getByText('New booking')).toBeTruthy();
    expect(within(status).getByRole('button', { name: 'Benachrichtigung schließen' })).toBeTruthy();
    await user.click(within(status).getByRole('button', { name: 'Als gelesen markieren' }));
    expect(onMarkRead).toHaveBeenCalledWith('n1');
  });

  it('English stays as it was', async () => {
    renderToasts('en');
    const region = await screen.findByRole('region', { name: 'New notifications' });
    expect(within(region).getByRole('button', { name: 'Mark read' })).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Dismiss notification' })).toBeTruthy();
  });
});
