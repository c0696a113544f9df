// A visit (decision 037) is one booking of several services: per service, the analytics count each of its parts
// under its own service, with its share of what the visit earned (its price as booked over the visit's, times the
// amount paid or due), never the whole visit under its first service. A booking of one service is its own part.
import { type SQL, sql } from 'drizzle-orm';
import { BOOKING_AMOUNT_SQL } from '#server/platform/sql.ts';

/** Joined to `bookings b`: one row per service the booking performed (`v` null for a one-service booking). */
export const VISIT_PARTS_JOIN = sql.raw('left join booking_services v on v.booking_id = b.id');

/** The service of a part. */
export const PART_SERVICE_SQL = sql.raw('coalesce(v.service_id, b.service_id)');

/** What a part earned; a free visit's amount (if any) goes to its first part. Sum it, then round to the cent. */
export const PART_AMOUNT_SQL: SQL = sql`coalesce(v.price * ${BOOKING_AMOUNT_SQL} / nullif(b.price, 0),
  case when v.booking_id is null or v.position = 0 then ${BOOKING_AMOUNT_SQL} else 0 end)`;
