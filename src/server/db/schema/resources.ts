// Resources a booking holds besides its member (rooms, chairs, beds, equipment): what the owner keeps, which
// services need which, and the units live bookings hold (one per needed resource, for the booking's span).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { businesses, services } from './businesses.ts';
import { createdAt, id, updatedAt } from './columns.ts';

export const resources = pgTable(
  'resources',
  {
    id: id(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    quantity: integer().notNull(),
    // Set when the owner deletes a resource bookings have held: gone from every list, kept for their history.
    archivedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('resources_business_name_idx')
      .on(t.businessId, sql`lower(${t.name})`)
      .where(sql`${t.archivedAt} is null`),
    check('resources_quantity_check', sql`${t.quantity} between 1 and 50`),
  ],
);

export const serviceResources = pgTable(
  'service_resources',
  {
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    serviceId: uuid()
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    resourceId: uuid()
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.serviceId, t.resourceId] }),
    index('service_resources_resource_idx').on(t.resourceId),
  ],
);

/**
 * One unit of a resource held by a booking. starts_at, ends_at and live copy the booking's span and whether its
 * status is live (a trigger keeps them in step), so that the exclusion constraint booking_resources_no_overlap
 * (migration 0039) can refuse a unit held twice at once, as bookings_no_overlap does for a member.
 */
export const bookingResources = pgTable(
  'booking_resources',
  {
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    resourceId: uuid()
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    unit: smallint().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    live: boolean().notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.resourceId] })],
);
