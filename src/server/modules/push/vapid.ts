// The server's VAPID key pair, which push services use to know our messages: from VAPID_PUBLIC_KEY /
// VAPID_PRIVATE_KEY when set, otherwise generated on first start and kept in app_settings, so subscriptions
// survive restarts and every process of one database signs with the same pair.
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '#server/db/client.ts';
import { appSettings } from '#server/db/schema/accounts.ts';
import type { Env } from '#server/env.ts';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

const SETTING_KEY = 'vapid_keys';
/** Push services want a contact; without VAPID_SUBJECT or an https PUBLIC_URL this placeholder is sent. */
const FALLBACK_SUBJECT = 'mailto:push@bookwell.invalid';

type StoredKeys = { publicKey: string; privateKey: string };

function isStoredKeys(value: unknown): value is StoredKeys {
  const v = value as Partial<StoredKeys> | null;
  return typeof v?.publicKey === 'string' && typeof v.privateKey === 'string';
}

export async function loadVapidKeys(options: { db: Db; env: Env }): Promise<VapidKeys> {
  const { db, env } = options;
  const subject =
    env.VAPID_SUBJECT ?? (env.PUBLIC_URL?.startsWith('https://') ? env.PUBLIC_URL : FALLBACK_SUBJECT);
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  }
  // Two processes starting at once may both generate a pair: the first insert wins and both read it back.
  await db
    .insert(appSettings)
    .values({ key: SETTING_KEY, value: webpush.generateVAPIDKeys() })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SETTING_KEY));
  if (!isStoredKeys(row?.value)) throw new Error(`app_settings ${SETTING_KEY} holds no VAPID key pair`);
  return { publicKey: row.value.publicKey, privateKey: row.value.privateKey, subject };
}
