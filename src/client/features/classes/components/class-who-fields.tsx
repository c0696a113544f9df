// The class, instructor and room of a session or weekly schedule: class services only (a service with a class
// size), the active members who perform the chosen class, and the owner's resources as rooms (optional).
import { FormField } from '#client/components/ui/form-field.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#client/components/ui/select.tsx';
import { useResources } from '#client/entities/resources/api/get-resources.ts';
import { useServices } from '#client/entities/services/api/get-services.ts';
import { useTeamMembers } from '#client/entities/team/api/get-team-members.ts';
import { useClassesI18n } from '#client/lib/app-i18n/classes-i18n.ts';

/** Radix Select has no empty value: 'No room' is this one, sent as none. */
const NO_ROOM = 'none';

export type ClassWho = { serviceId: string; teamMemberId: string; resourceId: string };

export function ClassWhoFields({
  value,
  errors,
  onChange,
}: {
  value: ClassWho;
  errors: Partial<Record<keyof ClassWho, string>>;
  onChange: (field: keyof ClassWho, value: string) => void;
}) {
  const { t, plural } = useClassesI18n();
  const services = useServices();
  const team = useTeamMembers();
  const resources = useResources();
  const classes = (services.data ?? []).filter((s) => s.classCapacity !== null && s.isActive);
  const instructors = (team.data ?? []).filter(
    (m) => m.isActive && value.serviceId !== '' && m.serviceIds.includes(value.serviceId),
  );
  const chosen = classes.find((s) => s.id === value.serviceId);
  const classHint = (seats: number, minutes: number) => {
    const [size, length] = [plural(seats), plural(minutes)];
    return t('form.classHint', {
      seats: size.count,
      seatsTotal: size.total,
      minutes: length.count,
      minutesTotal: length.total,
    });
  };
  return (
    <>
      <FormField
        label={t('form.class')}
        error={errors.serviceId}
        hint={
          services.isSuccess && classes.length === 0
            ? t('form.noClass')
            : chosen
              ? classHint(chosen.classCapacity ?? 0, chosen.duration)
              : undefined
        }
      >
        {(control) => (
          <Select
            value={value.serviceId}
            onValueChange={(next) => {
              onChange('serviceId', next);
              onChange('teamMemberId', '');
            }}
          >
            <SelectTrigger {...control}>
              <SelectValue placeholder={t(services.isPending ? 'form.loadingClasses' : 'form.selectClass')} />
            </SelectTrigger>
            <SelectContent>
              {classes.map((s) => (
                <SelectItem key={s.id} value={s.id}>
                  {s.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
      <FormField
        label={t('form.instructor')}
        error={errors.teamMemberId}
        hint={
          value.serviceId && team.isSuccess && instructors.length === 0 ? t('form.noInstructor') : undefined
        }
      >
        {(control) => (
          <Select
            value={value.teamMemberId}
            onValueChange={(next) => onChange('teamMemberId', next)}
            disabled={!value.serviceId}
          >
            <SelectTrigger {...control}>
              <SelectValue placeholder={t(value.serviceId ? 'form.selectInstructor' : 'form.classFirst')} />
            </SelectTrigger>
            <SelectContent>
              {instructors.map((m) => (
                <SelectItem key={m.id} value={m.id}>
                  {m.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
      {resources.data?.length ? (
        <FormField label={t('form.room')} error={errors.resourceId}>
          {(control) => (
            <Select
              value={value.resourceId || NO_ROOM}
              onValueChange={(next) => onChange('resourceId', next === NO_ROOM ? '' : next)}
            >
              <SelectTrigger {...control}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={NO_ROOM}>{t('form.noRoom')}</SelectItem>
                {resources.data.map((r) => (
                  <SelectItem key={r.id} value={r.id}>
                    {r.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
      ) : null}
    </>
  );
}
