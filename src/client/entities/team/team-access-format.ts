// What the team page says of a member's login, dates in the business's zone, in the app's language (English when
// no translator is given).
import { englishSettings, type SettingsMessageId } from '#client/lib/app-i18n/settings-i18n.ts';
import { formatInstantDate } from '#client/lib/format.ts';
import type { Translator } from '#client/lib/i18n/locale-context.tsx';
import type { TeamAccess } from '#shared/schemas/team-access.ts';

/** 'Can sign in · ana@x.com · since Jun 9, 2026', 'Invited · … · expires …', or null when there is no login. */
export function teamLoginLine(
  access: TeamAccess | undefined,
  timeZone: string,
  { t, intl }: { t: Translator<SettingsMessageId>; intl?: string } = { t: englishSettings },
): string | null {
  if (!access) return null;
  const date = (iso: string) => formatInstantDate(iso, timeZone, undefined, intl);
  switch (access.status) {
    case 'active':
      return [
        t('login.active'),
        access.email,
        access.acceptedAt ? t('login.since', { date: date(access.acceptedAt) }) : null,
      ]
        .filter(Boolean)
        .join(' · ');
    case 'invited':
      return [
        t('login.invited'),
        access.email,
        access.expiresAt ? t('login.expires', { date: date(access.expiresAt) }) : null,
      ]
        .filter(Boolean)
        .join(' · ');
    case 'expired':
      return t('login.expired');
    case 'deactivated':
      return t('login.deactivated');
    case 'none':
      return null;
  }
}

/** The actions a login status offers, in the order shown. */
export type TeamLoginAction = 'invite' | 'resend' | 'withdraw' | 'deactivate' | 'reactivate';

export function teamLoginActions(status: TeamAccess['status']): TeamLoginAction[] {
  switch (status) {
    case 'none':
      return ['invite'];
    case 'invited':
      return ['resend', 'withdraw'];
    case 'expired':
      return ['resend'];
    case 'active':
      return ['deactivate'];
    case 'deactivated':
      return ['reactivate'];
  }
}
