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
  const services = useServices();
  const team = useTeamMembers();
  const resources = useResources();
  const classes = (services.data ?? []).filter((s) => s.classCapacity !== null && s.isActive);
  const instructors = (team.data ?? []).filter(
    (m) => m.isActive && value.serviceId !== '' && m.serviceIds.includes(value.serviceId),
  );
  const chosen = classes.find((s) => s.id === value.serviceId);
  return (
    <>
      <FormField
        label="Class"
        error={errors.serviceId}
        hint={
          services.isSuccess && classes.length === 0
            ? 'No class yet: give a service a class size on the Services page.'
            : chosen
              ? `${chosen.classCapacity} seats, ${chosen.duration} minutes.`
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
              <SelectValue placeholder={services.isPending ? 'Loading classes…' : 'Select a class'} />
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
        label="Instructor"
        error={errors.teamMemberId}
        hint={
          value.serviceId && team.isSuccess && instructors.length === 0
            ? 'No active team member offers this class.'
            : undefined
        }
      >
        {(control) => (
          <Select
            value={value.teamMemberId}
            onValueChange={(next) => onChange('teamMemberId', next)}
            disabled={!value.serviceId}
          >
            <SelectTrigger {...control}>
              <SelectValue placeholder={value.serviceId ? 'Select an instructor' : 'Choose a class first'} />
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
        <FormField label="Room (optional)" error={errors.resourceId}>
          {(control) => (
            <Select
              value={value.resourceId || NO_ROOM}
              onValueChange={(next) => onChange('resourceId', next === NO_ROOM ? '' : next)}
            >
              <SelectTrigger {...control}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={NO_ROOM}>No room</SelectItem>
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
