// The language of an owner's or team member's push notifications (docs/decisions/041): their app's language
// (users.language), else English. English pushes are written when queued and sent as they are; for another language
// the catalog in ./locales/owner is required and compiled the first time one is sent (client-i18n.ts's way), so
// start-up loads none of it.
import { and, inArray, isNotNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { users } from '#server/db/schema/accounts.ts';
import { intlLocale, type Locale } from '#shared/i18n/locales.ts';
import { compileTranslator, requireCatalog } from './client-i18n.ts';
import type { MessageBooking } from './content.ts';
import type english from './locales/owner/en.ts';

export type OwnerMessageId = keyof typeof english;
type Catalog = Record<OwnerMessageId, string>;
type OwnerTranslator = (id: OwnerMessageId, values?: Record<string, string | number>) => string;

/** The owner messages of `locale` by id, English's from its source (./locales/owner/{locale}.ts). */
export function ownerCatalog(locale: Locale): Catalog {
  return requireCatalog<OwnerMessageId>(`./locales/owner/${locale}.ts`);
}

const translators = new Map<Locale, OwnerTranslator>();
function ownerTranslator(locale: Locale): OwnerTranslator {
  let t = translators.get(locale);
  if (!t) {
    t = compileTranslator(locale, ownerCatalog(locale));
    translators.set(locale, t);
  }
  return t;
}

/** The push kinds written again in the recipient's language. */
const TRANSLATED_PUSHES = new Set(['owner_new_booking', 'member_new_booking', 'owner_new_review']);

/**
 * The language of each recipient of `rows`' new-booking and review pushes who chose one other than English: one
 * query per round of the worker, none when no such push is due.
 */
export async function loadPushLanguages(
  db: DbOrTx,
  rows: ReadonlyArray<{ channel: string; kind: string; userId: string | null }>,
): Promise<Map<string, Locale>> {
  const ids = [
    ...new Set(
      rows
        .filter((r) => r.channel === 'push' && r.userId && TRANSLATED_PUSHES.has(r.kind))
        .map((r) => r.userId!),
    ),
  ];
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(and(inArray(users.id, ids), isNotNull(users.language), ne(users.language, 'en')));
  return new Map(found.map((u) => [u.id, u.language!]));
}

/**
 * The push `payload` (title, body, url) of a new booking or review in `language`, from the booking as it is now:
 * the client, the service, the day and time in the business's zone written the language's way.
 */
export function ownerPushPayload(
  kind: string,
  booking: MessageBooking,
  payload: unknown,
  language: Locale,
): Record<string, unknown> {
  const base = (payload ?? {}) as Record<string, unknown>;
  if (!TRANSLATED_PUSHES.has(kind)) return base;
  const t = ownerTranslator(language);
  const client = `${booking.clientFirstName} ${booking.clientLastName}`.trim();
  if (kind === 'owner_new_review') {
    // Every review's payload carries its rating (reviews.service.ts); without it the English stays.
    if (typeof base.rating !== 'number') return base;
    return {
      ...base,
      title: t('push.newReview.title'),
      body: t('push.newReview.body', { client, rating: base.rating }),
    };
  }
  const intl = intlLocale(language);
  const timeZone = booking.business.timeZone;
  const day = new Intl.DateTimeFormat(intl, { timeZone, weekday: 'short', month: 'short', day: 'numeric' });
  const time = new Intl.DateTimeFormat(intl, { timeZone, hour: 'numeric', minute: '2-digit' });
  return {
    ...base,
    title: t('push.newBooking.title'),
    body: t('push.newBooking.body', {
      client,
      service: booking.serviceName,
      day: day.format(booking.startsAt),
      time: time.format(booking.startsAt),
    }),
  };
}
