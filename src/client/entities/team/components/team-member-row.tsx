// One team member in the settings list: photo, name, role, the services they do, their login (`login`), an active
// switch and actions (time off, calendar connection, edit, remove). Without `manage` (a staff member's own entry)
// only time off and the calendar are offered. In the app's language (the settings catalog).

import { CalendarOff, CalendarSync, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ReorderButtons } from '#client/components/ui/reorder-buttons.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { initialsOf } from '#client/entities/team/team-member-form.ts';
import { type SettingsMessageId, useSettingsI18n } from '#client/lib/app-i18n/settings-i18n.ts';
import { cn } from '#client/lib/cn.ts';
import type { Translator } from '#client/lib/i18n/locale-context.tsx';
import type { Service } from '#shared/schemas/service.ts';
import type { TeamMember } from '#shared/schemas/team.ts';

export function TeamMemberAvatar({ member, className }: { member: TeamMember; className?: string }) {
  if (member.photoUrl) {
    return (
      <img src={member.photoUrl} alt="" className={cn('size-11 rounded-full object-cover', className)} />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-11 items-center justify-center rounded-full text-sm font-semibold text-white',
        className,
      )}
      style={{ backgroundColor: member.color ?? '#047857' }}
    >
      {initialsOf(member.name)}
    </span>
  );
}

function servicesSummary(member: TeamMember, services: Service[], t: Translator<SettingsMessageId>): string {
  if (services.length === 0) return t('member.noServicesYet');
  const names = services.filter((s) => member.serviceIds.includes(s.id)).map((s) => s.name);
  if (names.length === 0) return t('member.noServices');
  if (names.length === services.length && names.length > 1) return t('member.allServices');
  return names.join(', ');
}

/** A role's word (the server's role names are English). */
const ROLE_WORDS: Partial<Record<string, SettingsMessageId>> = {
  owner: 'team.role.owner',
  manager: 'team.role.manager',
  staff: 'team.role.staff',
};

export type TeamMemberManagement = {
  index: number;
  count: number;
  toggling: boolean;
  onToggleActive: (active: boolean) => void;
  onEdit: () => void;
  onRemove: () => void;
  onMove: (delta: -1 | 1) => void;
};

export function TeamMemberRow({
  member,
  services,
  login,
  manage,
  onTimeOff,
  onCalendar,
}: {
  member: TeamMember;
  services: Service[];
  login?: ReactNode;
  manage?: TeamMemberManagement;
  onTimeOff: () => void;
  onCalendar: () => void;
}) {
  const { t } = useSettingsI18n();
  const switchId = `member-active-${member.id}`;
  const roleWord = ROLE_WORDS[member.role];
  const role = roleWord ? t(roleWord) : member.role;
  return (
    <li
      className={cn('flex flex-col gap-3 p-4 sm:flex-row sm:items-center', !member.isActive && 'bg-muted/40')}
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <TeamMemberAvatar member={member} className={cn(!member.isActive && 'opacity-50 grayscale')} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-1.5">
            <p className={cn('font-medium', !member.isActive && 'text-muted-foreground')}>{member.name}</p>
            <Badge variant="secondary" className="capitalize">
              {role}
            </Badge>
            {member.isOwner ? <Badge variant="outline">{t('member.you')}</Badge> : null}
            {member.isActive ? null : <Badge variant="outline">{t('member.inactive')}</Badge>}
          </div>
          <p className="mt-0.5 truncate text-sm text-muted-foreground">
            {servicesSummary(member, services, t)}
          </p>
          {member.calendar?.lastError ? (
            <p className="mt-0.5 line-clamp-2 text-xs text-destructive">
              {t('member.calendarError', { error: member.calendar.lastError })}
            </p>
          ) : member.calendar ? (
            <p className="mt-0.5 text-xs text-muted-foreground">
              {member.calendar.lastSyncedAt ? t('member.calendarConnected') : t('member.calendarNotRead')}
            </p>
          ) : null}
          {login}
          {member.specialties.length > 0 ? (
            <p className="mt-1 flex flex-wrap gap-1">
              {member.specialties.map((specialty) => (
                <span
                  key={specialty}
                  className="rounded-md bg-accent px-1.5 py-0.5 text-xs text-accent-foreground"
                >
                  {specialty}
                </span>
              ))}
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex items-center justify-between gap-2 sm:justify-end">
        {manage ? (
          <div className="flex items-center gap-2">
            <Switch
              id={switchId}
              checked={member.isActive}
              disabled={manage.toggling}
              onCheckedChange={manage.onToggleActive}
              aria-label={t('member.activeSwitch', { name: member.name })}
            />
            <span className="w-14 text-xs text-muted-foreground" aria-hidden="true">
              {member.isActive ? t('member.active') : t('member.inactive')}
            </span>
          </div>
        ) : null}
        <div className="flex items-center">
          {manage ? (
            <ReorderButtons
              itemName={member.name}
              labels={{
                up: t('member.moveUp', { name: member.name }),
                down: t('member.moveDown', { name: member.name }),
              }}
              index={manage.index}
              count={manage.count}
              onMove={manage.onMove}
            />
          ) : null}
          <Button
            variant="ghost"
            size="sm"
            className="h-8 px-2"
            aria-label={t('member.timeOffFor', { name: member.name })}
            onClick={onTimeOff}
          >
            <CalendarOff aria-hidden="true" />
            <span className="hidden md:inline">{t('member.timeOff')}</span>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="h-8 px-2"
            aria-label={t('member.calendarFor', { name: member.name })}
            onClick={onCalendar}
          >
            <CalendarSync aria-hidden="true" />
            <span className="hidden md:inline">{t('member.calendar')}</span>
          </Button>
          {manage ? (
            <>
              <Button
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label={t('member.edit', { name: member.name })}
                onClick={manage.onEdit}
              >
                <Pencil aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                className="size-8 text-destructive hover:bg-destructive/10 hover:text-destructive"
                aria-label={t('member.remove', { name: member.name })}
                onClick={manage.onRemove}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </>
          ) : null}
        </div>
      </div>
    </li>
  );
}
