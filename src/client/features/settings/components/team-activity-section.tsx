// 'Team activity' on /settings (managers and the owner): the audit log of invitations, role changes and
// deactivated logins, newest first, times in the business's zone.
import { History } from 'lucide-react';
import { SettingsSection } from '#client/components/settings-section.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useTeamAudit } from '#client/entities/team/api/get-team-audit.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { formatInstant } from '#client/lib/format.ts';
import type { TeamAuditEntry } from '#shared/schemas/team-access.ts';

const ACTION_LABELS: Record<TeamAuditEntry['action'], string> = {
  invitation_sent: 'sent an invitation to',
  invitation_revoked: 'withdrew the invitation to',
  invitation_accepted: 'accepted the invitation for',
  role_changed: 'changed the role of',
  login_deactivated: 'deactivated the login of',
  login_reactivated: 'reactivated the login of',
};

export function TeamActivitySection({ timeZone }: { timeZone: string }) {
  const audit = useTeamAudit();
  return (
    <SettingsSection
      id="team-activity"
      icon={History}
      title="Team activity"
      description="Who invited, changed or deactivated whom, and when."
      bodyClassName="p-0 sm:p-0"
    >
      {audit.isPending ? (
        <div className="flex justify-center p-8">
          <Spinner label="Loading team activity" />
        </div>
      ) : audit.isError ? (
        <p className="p-6 text-sm text-destructive">{errorMessage(audit.error)}</p>
      ) : audit.data.length === 0 ? (
        <p className="p-6 text-sm text-muted-foreground">
          No team activity yet. Invitations, role changes and deactivated logins will show here.
        </p>
      ) : (
        <ol aria-label="Team activity" className="divide-y">
          {audit.data.map((entry) => (
            <li key={entry.id} className="grid gap-0.5 px-5 py-3 sm:px-6">
              <p className="text-sm">
                <span className="font-medium">{entry.actorEmail}</span> {ACTION_LABELS[entry.action]}{' '}
                <span className="font-medium">{entry.memberName}</span>
              </p>
              <p className="text-xs text-muted-foreground">
                {entry.detail ? `${entry.detail} · ` : ''}
                <time dateTime={entry.createdAt}>{formatInstant(entry.createdAt, timeZone)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </SettingsSection>
  );
}
