// The colour of each service booked (or taught as a class) in the shown range.
import { useCalendarI18n } from '#client/lib/app-i18n/calendar-i18n.ts';
import { type CalendarItem, itemService } from '../calendar-items.ts';
import type { ServiceColor } from '../service-colors.ts';

export function ServiceLegend({
  items,
  colorOf,
}: {
  items: CalendarItem[];
  colorOf: (serviceId: string) => ServiceColor;
}) {
  const { t } = useCalendarI18n();
  const services = new Map<string, string>();
  for (const item of items) {
    const service = itemService(item);
    services.set(service.id, service.name);
  }
  if (services.size === 0) return null;
  return (
    <ul
      aria-label={t('calendar.legend')}
      className="mb-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground"
    >
      {[...services].map(([id, name]) => (
        <li key={id} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={`size-2.5 rounded-full ${colorOf(id).dot}`} />
          {name}
        </li>
      ))}
    </ul>
  );
}
