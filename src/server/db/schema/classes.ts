// Classes (decision 036): a service with seats, taught in sessions by one member, optionally in a room. A seat
// booking is an ordinary booking naming its session (bookings.class_session_id, bookings.seats).
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses, services, teamMembers } from './businesses.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { resources } from './resources.ts';

/** A weekly pattern: every `dayOfWeek` at `localTime` (the business's zone) from `startsOn`, until `endsOn` if set.
 * Its sessions are written ahead as rows of class_sessions (classes.service.ts). */
export const classSchedules = pgTable(
  'class_schedules',
  {
    id: id(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    serviceId: uuid()
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    teamMemberId: uuid()
      .notNull()
      .references(() => teamMembers.id),
    resourceId: uuid().references((): AnyPgColumn => resources.id),
    dayOfWeek: smallint().notNull(),
    localTime: text().notNull(),
    startsOn: date({ mode: 'string' }).notNull(),
    endsOn: date({ mode: 'string' }),
    /** The last local date sessions were written up to. */
    writtenUntil: date({ mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('class_schedules_service_idx').on(t.serviceId),
    check('class_schedules_day_check', sql`${t.dayOfWeek} between 0 and 6`),
  ],
);

/**
 * One session of a class. `seatsTaken` is the sum of its live seat bookings' seats, kept by the trigger
 * bookings_class_seats in the transaction that changes a seat booking; the check class_sessions_seats_check refuses
 * more than `capacity` (migration 0041). `endsAt` is the end of the instructor's busy time (duration and buffer).
 */
export const classSessions = pgTable(
  'class_sessions',
  {
    id: id(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    serviceId: uuid()
      .notNull()
      .references(() => services.id),
    scheduleId: uuid().references(() => classSchedules.id, { onDelete: 'set null' }),
    teamMemberId: uuid()
      .notNull()
      .references(() => teamMembers.id),
    resourceId: uuid().references((): AnyPgColumn => resources.id),
    /** The unit of the room the session holds, chosen by the trigger class_sessions_room (lowest free). */
    resourceUnit: smallint(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    durationMinutes: smallint().notNull(),
    capacity: smallint().notNull(),
    seatsTaken: smallint().notNull().default(0),
    status: text().notNull().default('scheduled'),
    cancellationReason: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('class_sessions_business_idx').on(t.businessId, t.startsAt),
    index('class_sessions_service_idx').on(t.serviceId, t.startsAt),
    uniqueIndex('class_sessions_schedule_unique').on(t.scheduleId, t.startsAt),
    check('class_sessions_seats_check', sql`${t.seatsTaken} between 0 and ${t.capacity}`),
    check('class_sessions_capacity_check', sql`${t.capacity} between 2 and 200`),
    check('class_sessions_status_check', sql`${t.status} in ('scheduled','cancelled')`),
    check('class_sessions_range_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
