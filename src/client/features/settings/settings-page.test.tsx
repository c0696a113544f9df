// @vitest-environment happy-dom
// The owner's Settings page, business side, in the app's language (issue 28, docs/decisions/041): a German owner
// reads the sections, the weekdays by Intl, the team with its login and activity, dates the German way, and the
// business info's and booking rules' form messages in German; English stays as it was.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { englishSettings } from '#client/lib/app-i18n/settings-i18n.ts';
import { renderInAppLanguage } from '#client/test/render-in-app-language.tsx';
import type { Locale } from '#shared/i18n/locales.ts';
import { TEAM_MESSAGES } from '#shared/schemas/team.ts';
import { SettingsPage } from './settings-page.tsx';

const weekday = (dayOfWeek: number) => ({
  dayOfWeek,
  isOpen: true,
  openTime: '09:00',
  closeTime: '17:00',
  breaks: [],
});

function renderSettings(language: Locale) {
  return renderInAppLanguage(
    <SettingsPage />,
    language,
    {
      'GET /api/businesses/me': {
        id: 'b1',
        name: 'Fade Studio',
        slug: 'fade',
        description: null,
        businessType: 'salon',
        phone: null,
        email: null,
        address: null,
        timezone: 'Europe/Berlin',
        currency: 'EUR',
        language: 'de',
        logoUrl: null,
        bannerUrl: null,
      },
      'GET /api/business-hours': {
        hours: [{ ...weekday(0), isOpen: false }, ...[1, 2, 3, 4, 5, 6].map(weekday)],
      },
      'GET /api/booking-rules': {
        slotStepMinutes: 15,
        minNoticeMinutes: 60,
        bookingWindowDays: 60,
        bufferMinutes: 0,
        cancellationCutoffHours: 24,
        clientsMayRepeat: false,
        shareVisits: false,
        waitlistEnabled: true,
        waitlistHoldMinutes: 15,
      },
      'GET /api/services': [],
      'GET /api/team-members': [
        {
          id: 'm1',
          name: 'Alex Brandt',
          role: 'manager',
          email: 'alex@salon.test',
          phone: null,
          color: '#10b981',
          photoUrl: null,
          specialties: [],
          serviceIds: [],
          isActive: true,
          isOwner: false,
          calendar: null,
        },
      ],
      'GET /api/team-access': [
        {
          teamMemberId: 'm1',
          status: 'active',
          email: 'alex@salon.test',
          invitedAt: '2026-06-01T08:00:00Z',
          expiresAt: null,
          acceptedAt: '2026-06-09T10:00:00Z',
        },
      ],
      'GET /api/team-audit': [
        {
          id: 'a1',
          action: 'role_changed',
          actorEmail: 'jordan@salon.test',
          memberName: 'Alex Brandt',
          detail: 'staff → manager',
          createdAt: '2026-06-10T12:30:00Z',
        },
      ],
      'GET /api/auth/notification-preferences': { email: true, sms: false, push: true, marketing: false },
      'GET /api/calendar-feeds': { business: { path: null }, members: [] },
    },
    { path: '/settings' },
  );
}

describe('the Settings page in the app’s language', () => {
  it('German: the sections, hours, team and activity speak German; forms say their messages in German', async () => {
    const { user } = renderSettings('de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Einstellungen' })).toBeTruthy();
    const nav = within(await screen.findByRole('navigation', { name: 'Bereiche der Einstellungen' }));
    expect(nav.getByRole('link', { name: 'Buchungsregeln' })).toBeTruthy();

    // Weekdays by Intl, Monday first.
    const hours = within(await screen.findByRole('list', { name: 'Wöchentliche Öffnungszeiten' }));
    expect(hours.getAllByRole('switch').map((day) => day.getAttribute('aria-label'))[0]).toBe(
      'Am Montag geöffnet',
    );
    expect(hours.getByLabelText('Montag: Öffnungszeit', { exact: false })).toBeTruthy();
    expect(hours.getByText('Geschlossen')).toBeTruthy();

    // The team: the role, the login line with its date the German way, and the activity.
    const team = within(await screen.findByRole('list', { name: 'Teammitglieder' }));
    expect(team.getByText('Manager')).toBeTruthy();
    expect(await team.findByText('Kann sich anmelden · alex@salon.test · seit 9. Juni 2026')).toBeTruthy();
    const activity = within(await screen.findByRole('list', { name: 'Team-Aktivität' }));
    expect(activity.getByRole('listitem').textContent).toBe(
      'jordan@salon.test hat die Rolle von Alex Brandt geändertMitarbeiter → Manager · Mi., 10. Juni 2026 um 14:30',
    );

    // Business info: the shared schema's message, said by the app's catalog.
    const business = within(screen.getByRole('form', { name: 'Unternehmensdaten' }));
    expect(business.getByRole('combobox', { name: 'Art des Unternehmens' }).textContent).toBe('Friseursalon');
    await user.clear(business.getByLabelText('Name des Unternehmens'));
    await user.type(business.getByLabelText('Name des Unternehmens'), 'F');
    await user.click(business.getByRole('button', { name: 'Änderungen speichern' }));
    expect(
      await business.findByText('Der Name des Unternehmens muss mindestens 2 Zeichen lang sein'),
    ).toBeTruthy();

    // Booking rules: the schema's English range, said under the field's own label.
    const rules = within(await screen.findByRole('form', { name: 'Buchungsregeln' }));
    await user.clear(rules.getByLabelText('Zeitraster'));
    await user.type(rules.getByLabelText('Zeitraster'), '1');
    await user.click(rules.getByRole('button', { name: 'Regeln speichern' }));
    expect(await rules.findByText('Bitte geben Sie eine Zahl von 5 bis 240 ein')).toBeTruthy();
  });

  it('English stays as it was', async () => {
    const { user } = renderSettings('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    const hours = within(await screen.findByRole('list', { name: 'Weekly hours' }));
    expect(hours.getByRole('switch', { name: 'Open on Monday' })).toBeTruthy();
    expect(hours.getByLabelText('Monday opening time', { exact: false })).toBeTruthy();
    const team = within(await screen.findByRole('list', { name: 'Team members' }));
    expect(await team.findByText('Can sign in · alex@salon.test · since Jun 9, 2026')).toBeTruthy();
    const activity = within(await screen.findByRole('list', { name: 'Team activity' }));
    expect(activity.getByRole('listitem').textContent).toBe(
      'jordan@salon.test changed the role of Alex Brandtstaff → manager · Wed, Jun 10, 2026 at 2:30 PM',
    );
    const rules = within(await screen.findByRole('form', { name: 'Booking rules' }));
    await user.clear(rules.getByLabelText('Time slot interval'));
    await user.type(rules.getByLabelText('Time slot interval'), '1');
    await user.click(rules.getByRole('button', { name: 'Save Rules' }));
    expect(await rules.findByText('Slot step must be between 5 and 240 minutes')).toBeTruthy();
  });

  it('lets team members share a visit: the switch saves `shareVisits: true` with the rules', async () => {
    const { user, writes } = renderSettings('en');
    const rules = within(await screen.findByRole('form', { name: 'Booking rules' }));
    const share = rules.getByRole('switch', { name: 'Let team members share a visit' });
    expect(share.getAttribute('aria-checked')).toBe('false');
    expect(share.getAttribute('aria-describedby')).toBe('share-visits-hint');
    expect(document.getElementById('share-visits-hint')?.textContent).toBe(
      "When no one person is free for every service of a visit, 'Any staff' gives each service to a team member who performs it.",
    );
    await user.click(share);
    await user.click(rules.getByRole('button', { name: 'Save Rules' }));
    await vi.waitFor(() =>
      expect(writes()).toEqual([
        expect.objectContaining({
          method: 'PUT',
          path: '/api/booking-rules',
          body: expect.objectContaining({ shareVisits: true, clientsMayRepeat: false }),
        }),
      ]),
    );
  });

  it('says the server’s team rule in the server’s own English', () => {
    expect(englishSettings('team.lastActive')).toBe(TEAM_MESSAGES.lastActive);
  });
});
