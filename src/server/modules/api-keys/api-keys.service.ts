// API keys: created by the owner (the key shown once, only its SHA-256 kept), listed, revoked, and looked up for
// each request that carries one.
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/accounts.ts';
import { apiKeys } from '#server/db/schema/api-keys.ts';
import { businesses } from '#server/db/schema/businesses.ts';
import { isUuid } from '#server/platform/db-checks.ts';
import { hashToken, type User } from '#server/platform/session.ts';
import { AppError } from '#shared/errors.ts';
import {
  API_KEY_PATTERN,
  API_KEY_PREFIX,
  type ApiKeyView,
  type CreatedApiKey,
  MAX_ACTIVE_API_KEYS,
} from '#shared/schemas/api-key.ts';

/** A key's last-used time is written at most this often (one write per key per minute, not per request). */
const LAST_USED_INTERVAL_MS = 60_000;
const SHOWN_PREFIX_LENGTH = API_KEY_PREFIX.length + 4;

type ApiKeyRow = typeof apiKeys.$inferSelect;

function toView(row: ApiKeyRow): ApiKeyView {
  return {
    id: row.id,
    name: row.name,
    keyPrefix: row.keyPrefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

const keyNotFound = () => new AppError('NOT_FOUND', 'API key not found');

export async function listApiKeys(db: Db, businessId: string): Promise<ApiKeyView[]> {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.businessId, businessId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(toView);
}

export async function createApiKey(db: Db, businessId: string, name: string): Promise<CreatedApiKey> {
  return db.transaction(async (tx) => {
    // The business row is locked so two creations at once cannot both pass the limit.
    await tx
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.id, businessId))
      .for('update');
    const [active] = await tx
      .select({ n: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.businessId, businessId), isNull(apiKeys.revokedAt)));
    if ((active?.n ?? 0) >= MAX_ACTIVE_API_KEYS) {
      throw new AppError(
        'CONFLICT',
        `You can have at most ${MAX_ACTIVE_API_KEYS} active API keys. Revoke one you no longer use first.`,
      );
    }
    const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
    const [row] = await tx
      .insert(apiKeys)
      .values({ businessId, name, keyHash: hashToken(key), keyPrefix: key.slice(0, SHOWN_PREFIX_LENGTH) })
      .returning();
    return { ...toView(row!), key };
  });
}

/** Revokes one of the business's keys at once (a revoked key stays revoked; revoking it again changes nothing). */
export async function revokeApiKey(db: Db, businessId: string, id: string): Promise<ApiKeyView> {
  if (!isUuid(id)) throw keyNotFound();
  const [revoked] = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.businessId, businessId), isNull(apiKeys.revokedAt)))
    .returning();
  if (revoked) return toView(revoked);
  const [existing] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.businessId, businessId)));
  if (!existing) throw keyNotFound();
  return toView(existing);
}

/** The owner a live key acts for, or null for an unknown, malformed or revoked key (or an inactive owner). */
/** An API key acting for its business's owner, as a request, a booking's history and a notification name it. */
export type ApiKeyActor = { name: string };

export async function authenticateApiKey(
  db: Db,
  key: string,
  now = new Date(),
): Promise<{ key: ApiKeyActor; user: User } | null> {
  if (!API_KEY_PATTERN.test(key)) return null;
  const [row] = await db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      lastUsedAt: apiKeys.lastUsedAt,
      revokedAt: apiKeys.revokedAt,
      user: users,
    })
    .from(apiKeys)
    .innerJoin(businesses, eq(businesses.id, apiKeys.businessId))
    .innerJoin(users, eq(users.id, businesses.userId))
    .where(eq(apiKeys.keyHash, hashToken(key)))
    .limit(1);
  if (!row || row.revokedAt || !row.user.isActive) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_INTERVAL_MS) {
    await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, row.id));
  }
  return { key: { name: row.name }, user: row.user };
}
