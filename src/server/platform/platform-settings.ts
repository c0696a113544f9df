// The platform admin's settings (one row, the spec's defaults until first saved). The free trial length is read
// when an owner signs up (auth.service.ts), the commission rate when website commissions are counted.
import type { DbOrTx } from '#server/db/client.ts';
import { platformSettings } from '#server/db/schema/admin.ts';
import {
  DEFAULT_PLATFORM_SETTINGS,
  type PlatformSettings,
  type PlatformSettingsInput,
} from '#shared/schemas/admin.ts';

function toSettings(row: typeof platformSettings.$inferSelect): PlatformSettings {
  return {
    commissionRate: row.commissionRate,
    freeTrialDays: row.freeTrialDays,
    autoSuspendOverdue: row.autoSuspendOverdue,
    emailNotifications: row.emailNotifications,
  };
}

export async function getPlatformSettings(db: DbOrTx): Promise<PlatformSettings> {
  const [row] = await db.select().from(platformSettings).limit(1);
  return row ? toSettings(row) : { ...DEFAULT_PLATFORM_SETTINGS };
}

export async function savePlatformSettings(
  db: DbOrTx,
  input: PlatformSettingsInput,
): Promise<PlatformSettings> {
  const values = { ...input, commissionRate: Number(input.commissionRate).toFixed(2) };
  const [row] = await db
    .insert(platformSettings)
    .values({ id: true, ...values })
    .onConflictDoUpdate({ target: platformSettings.id, set: values })
    .returning();
  return toSettings(row!);
}
