// 'Team activity' on /settings (managers and the owner): the audit log of invitations, role changes and
// deactivated logins, newest first, times in the business's zone, in the app's language.
import { History } from 'lucide-react';
import { Fragment } from 'react';
import { SettingsSection } from '#client/components/settings-section.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useTeamAudit } from '#client/entities/team/api/get-team-audit.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { instantFormats } from '#client/lib/app-i18n/app-i18n.ts';
import { mark, partsOf, useSettingsI18n } from '#client/lib/app-i18n/settings-i18n.ts';

const ROLES = ['owner', 'manager', 'staff'] as const;
const isRole = (value: string | undefined): value is (typeof ROLES)[number] =>
  (ROLES as readonly unknown[]).includes(value);

/** A sentence with its two names in bold, in the order the language puts them: `{actor} … {member}`. */
function Entry({ sentence, names }: { sentence: string; names: [string, string] }) {
  return partsOf(sentence).map((part, i) =>
    typeof part === 'number' ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence
      <span key={i} className="font-medium">
        {names[part]}
      </span>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence
      <Fragment key={i}>{part}</Fragment>
    ),
  );
}

export function TeamActivitySection({ timeZone }: { timeZone: string }) {
  const { t, intl } = useSettingsI18n();
  const { when } = instantFormats(intl, (parts) => t('activity.at', parts));
  const audit = useTeamAudit();
  /** A role change's detail ('manager → staff', the server's English roles) in the language; others are emails. */
  const detailOf = (action: string, detail: string) => {
    const [from, to] = detail.split(' → ');
    if (action !== 'role_changed' || !isRole(from) || !isRole(to)) return detail;
    return t('activity.roleChange', { from: t(`team.role.${from}`), to: t(`team.role.${to}`) });
  };
  return (
    <SettingsSection
      id="team-activity"
      icon={History}
      title={t('activity.title')}
      description={t('activity.description')}
      bodyClassName="p-0 sm:p-0"
    >
      {audit.isPending ? (
        <div className="flex justify-center p-8">
          <Spinner label={t('activity.loading')} />
        </div>
      ) : audit.isError ? (
        <p className="p-6 text-sm text-destructive">{errorMessage(audit.error)}</p>
      ) : audit.data.length === 0 ? (
        <p className="p-6 text-sm text-muted-foreground">{t('activity.empty')}</p>
      ) : (
        <ol aria-label={t('activity.title')} className="divide-y">
          {audit.data.map((entry) => (
            <li key={entry.id} className="grid gap-0.5 px-5 py-3 sm:px-6">
              <p className="text-sm">
                <Entry
                  sentence={t(`activity.action.${entry.action}`, { actor: mark(0), member: mark(1) })}
                  names={[entry.actorEmail, entry.memberName]}
                />
              </p>
              <p className="text-xs text-muted-foreground">
                {entry.detail ? `${detailOf(entry.action, entry.detail)} · ` : ''}
                <time dateTime={entry.createdAt}>{when(entry.createdAt, timeZone)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </SettingsSection>
  );
}
