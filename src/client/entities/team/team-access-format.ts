// What the team page says of a member's login, dates in the business's zone.
import { formatInstantDate } from '#client/lib/format.ts';
import type { TeamAccess } from '#shared/schemas/team-access.ts';

/** 'Can sign in · ana@x.com · since Jun 9, 2026', 'Invited · … · expires …', or null when there is no login. */
export function teamLoginLine(access: TeamAccess | undefined, timeZone: string): string | null {
  if (!access) return null;
  const date = (iso: string | null) => (iso ? formatInstantDate(iso, timeZone) : '');
  switch (access.status) {
    case 'active':
      return ['Can sign in', access.email, access.acceptedAt ? `since ${date(access.acceptedAt)}` : null]
        .filter(Boolean)
        .join(' · ');
    case 'invited':
      return ['Invited', access.email, access.expiresAt ? `expires ${date(access.expiresAt)}` : null]
        .filter(Boolean)
        .join(' · ');
    case 'expired':
      return 'Invitation expired';
    case 'deactivated':
      return 'Login deactivated';
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
