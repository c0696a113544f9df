// The day and service the list shows: every day someone waits for (with how many) and every service, 'All' first.
import { FormField } from '#client/components/ui/form-field.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#client/components/ui/select.tsx';
import { formatLocalDate } from '#client/lib/format.ts';
import { ALL, type WaitlistFilter } from '../waitlist-format.ts';

export function WaitlistFilters({
  days,
  services,
  filter,
  onChange,
}: {
  days: Array<{ date: string; count: number }>;
  services: Array<{ id: string; name: string }>;
  filter: WaitlistFilter;
  onChange: (filter: WaitlistFilter) => void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label="Day">
        {(control) => (
          <Select value={filter.date} onValueChange={(date) => onChange({ ...filter, date })}>
            <SelectTrigger {...control}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent className="max-h-72">
              <SelectItem value={ALL}>All days</SelectItem>
              {days.map(({ date, count }) => (
                <SelectItem key={date} value={date}>
                  {formatLocalDate(date, { weekday: 'short', month: 'short', day: 'numeric' })} ({count}{' '}
                  waiting)
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
      <FormField label="Service">
        {(control) => (
          <Select value={filter.serviceId} onValueChange={(serviceId) => onChange({ ...filter, serviceId })}>
            <SelectTrigger {...control}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>All services</SelectItem>
              {services.map((service) => (
                <SelectItem key={service.id} value={service.id}>
                  {service.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
    </div>
  );
}
