// One team member in the settings list: photo, name, role, the services they do, their login (`login`), an active
// switch and actions (time off, calendar connection, edit, remove). Without `manage` (a staff member's own entry)
// only time off and the calendar are offered.

import { CalendarOff, CalendarSync, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ReorderButtons } from '#client/components/ui/reorder-buttons.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { initialsOf } from '#client/entities/team/team-member-form.ts';
import { cn } from '#client/lib/cn.ts';
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

function servicesSummary(member: TeamMember, services: Service[]): string {
  if (services.length === 0) return 'No services yet';
  const names = services.filter((s) => member.serviceIds.includes(s.id)).map((s) => s.name);
  if (names.length === 0) return 'No services assigned';
  if (names.length === services.length && names.length > 1) return 'All services';
  return names.join(', ');
}

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
  const switchId = `member-active-${member.id}`;
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
              {member.role}
            </Badge>
            {member.isOwner ? <Badge variant="outline">You</Badge> : null}
            {member.isActive ? null : <Badge variant="outline">Inactive</Badge>}
          </div>
          <p className="mt-0.5 truncate text-sm text-muted-foreground">{servicesSummary(member, services)}</p>
          {member.calendar?.lastError ? (
            <p className="mt-0.5 line-clamp-2 text-xs text-destructive">
              Calendar not syncing: {member.calendar.lastError}
            </p>
          ) : member.calendar ? (
            <p className="mt-0.5 text-xs text-muted-foreground">
              {member.calendar.lastSyncedAt ? 'Calendar connected' : 'Calendar connected, not read yet'}
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
              aria-label={`${member.name} active`}
            />
            <span className="w-14 text-xs text-muted-foreground" aria-hidden="true">
              {member.isActive ? 'Active' : 'Inactive'}
            </span>
          </div>
        ) : null}
        <div className="flex items-center">
          {manage ? (
            <ReorderButtons
              itemName={member.name}
              index={manage.index}
              count={manage.count}
              onMove={manage.onMove}
            />
          ) : null}
          <Button
            variant="ghost"
            size="sm"
            className="h-8 px-2"
            aria-label={`Time off for ${member.name}`}
            onClick={onTimeOff}
          >
            <CalendarOff aria-hidden="true" />
            <span className="hidden md:inline">Time off</span>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="h-8 px-2"
            aria-label={`Calendar for ${member.name}`}
            onClick={onCalendar}
          >
            <CalendarSync aria-hidden="true" />
            <span className="hidden md:inline">Calendar</span>
          </Button>
          {manage ? (
            <>
              <Button
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label={`Edit ${member.name}`}
                onClick={manage.onEdit}
              >
                <Pencil aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                className="size-8 text-destructive hover:bg-destructive/10 hover:text-destructive"
                aria-label={`Remove ${member.name}`}
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
