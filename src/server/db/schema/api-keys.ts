// Owner-created keys for the public REST API (issue 16): only the SHA-256 of a key is kept; the key itself is shown
// once, when it is created. A revoked key keeps its row (the list shows when it was revoked) and never works again.
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { createdAt, id } from './columns.ts';

export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** SHA-256 (hex) of the whole key. */
    keyHash: text().notNull(),
    /** The key's first characters ('bw_live_' and four more), so the owner can tell keys apart. */
    keyPrefix: text().notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('api_keys_hash_unique').on(t.keyHash), index('api_keys_business_idx').on(t.businessId)],
);
