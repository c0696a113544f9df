// The colour of each service booked in the shown range.
import type { BookingView } from '#shared/schemas/booking.ts';
import type { ServiceColor } from '../service-colors.ts';

export function ServiceLegend({
  bookings,
  colorOf,
}: {
  bookings: BookingView[];
  colorOf: (serviceId: string) => ServiceColor;
}) {
  const services = new Map<string, string>();
  for (const b of bookings) services.set(b.serviceId, b.service.name);
  if (services.size === 0) return null;
  return (
    <ul
      aria-label="Service colours"
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
