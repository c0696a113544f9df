// Integrations (issue 16): what owners asked for that the catalogue lacks, and each webhook integration's recent
// delivery attempts. Connections themselves are business_integrations (businesses.ts); a webhook's address and
// sealed secret live in its settings.
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { businesses } from './businesses.ts';
import { createdAt, id } from './columns.ts';

export const integrationRequests = pgTable(
  'integration_requests',
  {
    id: id(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    name: text().notNull(),
    note: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('integration_requests_business_idx').on(t.businessId, t.createdAt)],
);

/** One attempt to post an event to a webhook integration; the last WEBHOOK_LOG_SIZE per integration are kept. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    integrationId: text().notNull(),
    /** The outbox row the attempt delivered (kept after the row is gone). */
    outboxId: uuid(),
    event: text().notNull(),
    /** Null when no answer came: refused address, timeout, connection error. */
    statusCode: integer(),
    durationMs: integer().notNull(),
    error: text(),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_deliveries_integration_idx').on(t.businessId, t.integrationId, t.createdAt)],
);
