// Team on /settings: the staff list with an active switch each (the server keeps at least one active), add/edit,
// remove, move up/down, each member's login (invitations, deactivation), time off and connected calendar. A staff
// member (`canManage` false) sees only their own entry, with their time off and calendar.
import { Plus, Users } from 'lucide-react';
import { useState } from 'react';
import { SettingsSection } from '#client/components/settings-section.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { moveId } from '#client/components/ui/reorder-buttons.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useServices } from '#client/entities/services/api/get-services.ts';
import { useDeleteTeamMember } from '#client/entities/team/api/delete-team-member.ts';
import { useTeamAccess } from '#client/entities/team/api/get-team-access.ts';
import { useTeamMembers } from '#client/entities/team/api/get-team-members.ts';
import { useReorderTeamMembers } from '#client/entities/team/api/reorder-team-members.ts';
import { useUpdateTeamMember } from '#client/entities/team/api/update-team-member.ts';
import { CalendarConnectionDialog } from '#client/entities/team/components/calendar-connection-dialog.tsx';
import { TeamMemberDialog } from '#client/entities/team/components/team-member-dialog.tsx';
import { TeamMemberLogin } from '#client/entities/team/components/team-member-login.tsx';
import { TeamMemberRow } from '#client/entities/team/components/team-member-row.tsx';
import { TimeOffDialog } from '#client/entities/team/components/time-off-dialog.tsx';
import { errorMessage } from '#client/lib/api-client.ts';
import { useSettingsI18n } from '#client/lib/app-i18n/settings-i18n.ts';
import { withServerMessage } from '#client/lib/server-issues.ts';
import { TEAM_MESSAGES, type TeamMember } from '#shared/schemas/team.ts';

type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; member: TeamMember };

export function TeamSection({ timeZone, canManage }: { timeZone: string; canManage: boolean }) {
  const { t } = useSettingsI18n();
  const members = useTeamMembers();
  const access = useTeamAccess({ enabled: canManage });
  const accessOf = (memberId: string) => access.data?.find((a) => a.teamMemberId === memberId);
  const services = useServices();
  const update = useUpdateTeamMember();
  const remove = useDeleteTeamMember();
  const reorder = useReorderTeamMembers();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [timeOffFor, setTimeOffFor] = useState<TeamMember | null>(null);
  const [calendarFor, setCalendarFor] = useState<TeamMember | null>(null);
  const [toRemove, setToRemove] = useState<TeamMember | null>(null);
  const list = members.data ?? [];
  const serviceList = services.data ?? [];

  const setActive = (member: TeamMember, isActive: boolean) =>
    update.mutate(
      { id: member.id, changes: { isActive } },
      {
        onSuccess: () =>
          toast({
            title: isActive ? t('team.activated') : t('team.deactivated'),
            description: isActive
              ? t('team.activatedText', { name: member.name })
              : t('team.deactivatedText', { name: member.name }),
          }),
        onError: (error) =>
          toast({
            title: t('team.updateFailed'),
            // The rule the server keeps is said in the app's language; another reason as the server gave it.
            description:
              errorMessage(error) === TEAM_MESSAGES.lastActive ? t('team.lastActive') : errorMessage(error),
            variant: 'destructive',
          }),
      },
    );

  const confirmRemove = () => {
    if (!toRemove) return;
    remove.mutate(toRemove.id, {
      onSuccess: (result) => {
        setToRemove(null);
        toast(
          result.deactivated
            ? { title: t('team.deactivated'), description: t('team.deactivatedInstead') }
            : { title: t('team.removed') },
        );
      },
      onError: (error) => {
        setToRemove(null);
        toast({
          title: t('common.error'),
          description: withServerMessage(t('team.removeFailed'), error),
          variant: 'destructive',
        });
      },
    });
  };

  const ids = list.map((m) => m.id);

  return (
    <SettingsSection
      id="team"
      icon={Users}
      title={canManage ? t('team.title') : t('team.staffTitle')}
      description={canManage ? t('team.description') : t('team.staffDescription')}
      bodyClassName="p-0 sm:p-0"
      actions={
        canManage ? (
          <Button size="sm" onClick={() => setEditing({ mode: 'add' })} disabled={!members.isSuccess}>
            <Plus aria-hidden="true" />
            {t('team.add')}
          </Button>
        ) : null
      }
    >
      {members.isPending ? (
        <div className="flex justify-center p-8">
          <Spinner label={t('team.loading')} />
        </div>
      ) : members.isError ? (
        <p className="p-6 text-sm text-destructive">{errorMessage(members.error)}</p>
      ) : (
        <ul aria-label={t('team.list')} className="divide-y">
          {list.map((member, index) => (
            <TeamMemberRow
              key={member.id}
              member={member}
              services={serviceList}
              login={
                canManage ? (
                  <TeamMemberLogin member={member} access={accessOf(member.id)} timeZone={timeZone} />
                ) : null
              }
              manage={
                canManage
                  ? {
                      index,
                      count: list.length,
                      toggling: update.isPending && update.variables?.id === member.id,
                      onToggleActive: (active) => setActive(member, active),
                      onEdit: () => setEditing({ mode: 'edit', member }),
                      onRemove: () => setToRemove(member),
                      onMove: (delta) => reorder.mutate(moveId(ids, index, delta)),
                    }
                  : undefined
              }
              onTimeOff={() => setTimeOffFor(member)}
              onCalendar={() => setCalendarFor(member)}
            />
          ))}
        </ul>
      )}

      <TeamMemberDialog
        open={editing.mode !== 'closed'}
        onOpenChange={(open) => (open ? undefined : setEditing({ mode: 'closed' }))}
        member={editing.mode === 'edit' ? editing.member : undefined}
        services={serviceList}
        memberCount={list.length}
      />
      <TimeOffDialog
        member={timeOffFor}
        timeZone={timeZone}
        onOpenChange={(open) => (open ? undefined : setTimeOffFor(null))}
      />
      <CalendarConnectionDialog
        member={calendarFor}
        timeZone={timeZone}
        onOpenChange={(open) => (open ? undefined : setCalendarFor(null))}
      />
      <ConfirmDialog
        open={toRemove !== null}
        onOpenChange={(open) => (open ? undefined : setToRemove(null))}
        title={t('team.remove.title', { name: toRemove?.name ?? t('team.member') })}
        description={t('team.remove.text')}
        confirmLabel={t('team.remove.action')}
        pendingLabel={t('team.remove.pending')}
        cancelLabel={t('common.cancel')}
        destructive
        pending={remove.isPending}
        onConfirm={confirmRemove}
      />
    </SettingsSection>
  );
}
