// The day and service the list shows: every day someone waits for (with how many) and every service, 'All' first.
import { FormField } from '#client/components/ui/form-field.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#client/components/ui/select.tsx';
import { formatCount } from '#client/lib/app-i18n/app-i18n.ts';
import { useWaitlistI18n } from '#client/lib/app-i18n/waitlist-i18n.ts';
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
  const { t, intl, day } = useWaitlistI18n();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label={t('filter.day')}>
        {(control) => (
          <Select value={filter.date} onValueChange={(date) => onChange({ ...filter, date })}>
            <SelectTrigger {...control}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent className="max-h-72">
              <SelectItem value={ALL}>{t('filter.allDays')}</SelectItem>
              {days.map(({ date, count }) => (
                <SelectItem key={date} value={date}>
                  {t('filter.dayOption', {
                    day: day(date),
                    count,
                    total: formatCount(count, intl),
                  })}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
      <FormField label={t('filter.service')}>
        {(control) => (
          <Select value={filter.serviceId} onValueChange={(serviceId) => onChange({ ...filter, serviceId })}>
            <SelectTrigger {...control}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>{t('filter.allServices')}</SelectItem>
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
