// @vitest-environment happy-dom
// The owner's account sections on Settings in the app's language (issue 28, docs/decisions/041): a German owner
// reads the devices signed in with their times the German way, the billing summary's price and trial, the API keys
// and the danger zone in German, and the password dialog's labels and the shared schema's message in German.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '#client/components/ui/use-toast.ts';
import { renderInAppLanguage } from '#client/test/render-in-app-language.tsx';
import type { BillingSummary, SessionInfo } from '#shared/schemas/account.ts';
import { ApiKeysSection } from './components/api-keys-section.tsx';
import { BillingSection } from './components/billing-section.tsx';
import { DangerZoneSection } from './components/danger-zone-section.tsx';
import { SecuritySection } from './components/security-section.tsx';
import { SessionsSection } from './components/sessions-section.tsx';

vi.mock('#client/components/ui/use-toast.ts', () => ({ toast: vi.fn() }));

const sessions: SessionInfo[] = [
  {
    id: 's1',
    device: 'Chrome on Windows',
    place: 'Network 203.0.113.x',
    createdAt: '2026-03-17T14:30:00.000Z',
    lastSeenAt: '2026-03-18T08:05:00.000Z',
    current: true,
  },
  {
    id: 's2',
    device: 'Safari on iPhone',
    place: 'Private network',
    createdAt: '2026-03-10T09:00:00.000Z',
    lastSeenAt: '2026-03-16T19:45:00.000Z',
    current: false,
  },
];

const billing: BillingSummary = {
  plan: 'Professional',
  status: 'trial',
  price: '5.00',
  interval: 'month',
  trialEndsAt: '2026-06-09T12:00:00.000Z',
  trialDaysLeft: 12,
  nextBillingDate: '2026-06-09T12:00:00.000Z',
  endsAt: null,
};

function renderAccount() {
  const timeZone = 'Europe/Berlin';
  return renderInAppLanguage(
    <>
      <SecuritySection />
      <SessionsSection timeZone={timeZone} />
      <ApiKeysSection timeZone={timeZone} />
      <BillingSection timeZone={timeZone} />
      <DangerZoneSection />
    </>,
    'de',
    {
      'GET /api/auth/sessions': sessions,
      'GET /api/auth/billing': billing,
      'GET /api/api-keys': [
        {
          id: 'k1',
          name: 'Zapier',
          keyPrefix: 'bw_live_Ab3x',
          createdAt: '2026-03-01T10:00:00.000Z',
          lastUsedAt: null,
          revokedAt: null,
        },
      ],
    },
    { path: '/settings' },
  );
}

describe('the account sections of Settings in the app’s language', () => {
  it('German: devices, times, billing, keys and the password dialog speak German', async () => {
    const { user } = renderAccount();
    const devices = await screen.findByRole('list', { name: 'Angemeldete Geräte' });
    expect(within(devices).getByText('Chrome auf Windows')).toBeTruthy();
    expect(within(devices).getByText('Dieses Gerät')).toBeTruthy();
    expect(within(devices).getByText('Netzwerk 203.0.113.x')).toBeTruthy();
    expect(within(devices).getByText('Privates Netzwerk')).toBeTruthy();
    expect(
      within(devices).getByText(
        'Angemeldet am Di., 17. März 2026 um 15:30 · zuletzt aktiv am Mi., 18. März 2026 um 9:05',
      ),
    ).toBeTruthy();
    expect(
      within(devices).getByRole('button', { name: 'Safari auf iPhone, Privates Netzwerk abmelden' }),
    ).toBeTruthy();

    expect(await screen.findByText('Tarif Professional')).toBeTruthy();
    expect(screen.getByText('Kostenlose Testphase')).toBeTruthy();
    expect(screen.getByText('5 $ pro Monat')).toBeTruthy();
    expect(screen.getByText('noch 12 Tage, endet am 9. Juni 2026')).toBeTruthy();
    const keys = await screen.findByRole('list', { name: 'API-Schlüssel' });
    expect(within(keys).getByText('Erstellt am So., 1. März 2026 um 11:00 · nie verwendet')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Gefahrenzone' })).toBeTruthy();
    expect(screen.getByText('Beenden Sie Ihre Sitzung auf diesem Gerät (jordan@salon.test).')).toBeTruthy();

    // The password dialog: German labels, the shared schema's messages in German, at the field and in the toast.
    await user.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    const dialog = await screen.findByRole('dialog', { name: 'Passwort ändern' });
    await user.type(within(dialog).getByLabelText('Neues Passwort'), 'kurz');
    await user.type(within(dialog).getByLabelText('Neues Passwort bestätigen'), 'anders');
    await user.click(within(dialog).getByRole('button', { name: 'Passwort ändern' }));
    expect(await within(dialog).findByText('Bitte geben Sie Ihr aktuelles Passwort ein')).toBeTruthy();
    expect(toast).toHaveBeenCalledWith({
      title: 'Passwörter stimmen nicht überein',
      description: 'Das neue Passwort und seine Bestätigung müssen übereinstimmen.',
      variant: 'destructive',
    });
    expect(within(dialog).getAllByRole('button', { name: 'Passwort anzeigen' })).toHaveLength(3);
  });
});
