// What a booking calls its service wherever it is shown or sent: a visit's services joined in order (decision 037,
// 'Haircut + Beard trim'), else its service's own name.
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { VISIT_NAME_SEPARATOR } from '#shared/domain/visit.ts';

/** `bookingId` and `serviceName` are the booking's id and its service's name, as columns or SQL. */
export function bookingServiceName(bookingId: SQLWrapper, serviceName: SQLWrapper): SQL<string> {
  return sql<string>`coalesce((select string_agg(vs.name, ${VISIT_NAME_SEPARATOR}::text order by bs.position)
    from booking_services bs join services vs on vs.id = bs.service_id where bs.booking_id = ${bookingId}),
    ${serviceName})`;
}
