// Where 'Book again' and a service's 'Book' lead: the booking page with the services chosen, the first one and then
// the rest of a visit (decision 037), as the booking page reads them on arrival (use-booking-flow.ts).
import { paths } from '#client/app/paths.ts';

export function bookHref(slug: string, serviceIds: readonly string[] = []): string {
  const page = paths.book.build(slug);
  if (serviceIds.length === 0) return page;
  return `${page}?${new URLSearchParams(serviceIds.map((id) => ['service', id]))}`;
}
