// The language of an owner's or team member's pushes, emails and texts (docs/decisions/041): their app's language
// (users.language), else English. English pushes are written when queued and sent as they are; for another language
// they are written again when sent. The catalog in ./locales/owner is required and compiled the first time a message
// of a language is sent (client-i18n.ts's way), so start-up loads none of it.
import { and, inArray, isNotNull, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '#server/db/client.ts';
import { users } from '#server/db/schema/accounts.ts';
import { requireCatalog, translatorsOf } from '#server/platform/message-catalogs.ts';
import { intlLocale, type Locale } from '#shared/i18n/locales.ts';
import { isInRecipientLanguage } from './account-messages.ts';
import { isOwnerMessageKind } from './booking-messages.ts';
import type { MessageBooking } from './content.ts';
import type english from './locales/owner/en.ts';

export type OwnerMessageId = keyof typeof english;
type Catalog = Record<OwnerMessageId, string>;
type OwnerTranslator = (id: OwnerMessageId, values?: Record<string, string | number>) => string;

/** The owner messages of `locale` by id, English's from its source (./locales/owner/{locale}.ts). */
export function ownerCatalog(locale: Locale): Catalog {
  return requireCatalog<OwnerMessageId>(new URL(`./locales/owner/${locale}.ts`, import.meta.url));
}

/** The translator of `locale`, its catalog compiled on first use. */
export const ownerTranslator: (locale: Locale) => OwnerTranslator = translatorsOf(ownerCatalog);

/** The settings card's test push (push.service.ts's TEST_PUSH) in `language`: its title and text. */
export function testPushWording(language: Locale): { title: string; body: string } {
  const t = ownerTranslator(language);
  return { title: t('push.test.title'), body: t('push.test.body') };
}

/**
 * The language of each recipient of `rows`' owner and team messages (push, email, text) and account emails who
 * chose one other than English: one query per round of the worker, none when no such message is due.
 */
export async function loadRecipientLanguages(
  db: DbOrTx,
  rows: ReadonlyArray<{ kind: string; userId: string | null }>,
): Promise<Map<string, Locale>> {
  const ids = [
    ...new Set(
      rows
        .filter((r) => r.userId && (isOwnerMessageKind(r.kind) || isInRecipientLanguage(r.kind)))
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

/** The payload's parts a push is written from besides the booking: who made a change, the time a move left, a
 * review's rating, and the English title (it tells a class session's change from a booking's). */
const pushDetails = z.object({
  title: z.string().optional(),
  by: z.string().optional(),
  from: z.string().optional(),
  rating: z.number().optional(),
});

/**
 * The push `payload` (title, body, url) of an owner's or team member's message in `language`, from the booking as
 * it is now: the client, the service, the day and time in the business's zone written the language's way. A payload
 * without what its wording needs stays as queued, in English.
 */
export function ownerPushPayload(
  kind: string,
  booking: MessageBooking,
  payload: unknown,
  language: Locale,
): Record<string, unknown> {
  const base = (payload ?? {}) as Record<string, unknown>;
  const written = pushWording(kind, booking, pushDetails.catch({}).parse(payload), language);
  return written ? { ...base, ...written } : base;
}

function pushWording(
  kind: string,
  booking: MessageBooking,
  { title, by, from, rating }: z.infer<typeof pushDetails>,
  language: Locale,
): { title: string; body: string } | null {
  const t = ownerTranslator(language);
  const client = `${booking.clientFirstName} ${booking.clientLastName}`.trim();
  const service = booking.serviceName;
  const intl = intlLocale(language);
  const timeZone = booking.business.timeZone;
  const day = new Intl.DateTimeFormat(intl, { timeZone, weekday: 'short', month: 'short', day: 'numeric' });
  const time = new Intl.DateTimeFormat(intl, { timeZone, hour: 'numeric', minute: '2-digit' });
  const dayAndTime = (instant: Date) => ({ day: day.format(instant), time: time.format(instant) });
  const when = (instant: Date) => t('news.when', dayAndTime(instant));
  const member = kind.startsWith('member_');
  // A class session's change comes to its instructor under its own English title (class-sessions.service.ts).
  const ofClass = member && (title === 'Class cancelled' || title === 'Class moved');
  switch (kind) {
    case 'owner_new_booking':
    case 'member_new_booking':
      return {
        title: t('news.title.newBooking'),
        body: t('push.newBooking.body', { client, service, ...dayAndTime(booking.startsAt) }),
      };
    case 'owner_new_review':
      // Every review's payload carries its rating (reviews.service.ts); without it the English stays.
      if (rating === undefined) return null;
      return { title: t('news.title.review'), body: t('news.text.review', { client, rating }) };
    case 'owner_booking_cancelled':
    case 'member_booking_cancelled': {
      const on = when(booking.startsAt);
      if (!member)
        return { title: t('news.title.cancelled'), body: t('push.cancelled.body', { client, when: on }) };
      if (!by) return null;
      return ofClass
        ? {
            title: t('news.title.classCancelled'),
            body: t('push.classCancelled.body', { by, service, when: on }),
          }
        : { title: t('news.title.cancelled'), body: t('news.text.memberCancelled', { by, when: on }) };
    }
    case 'owner_booking_rescheduled':
    case 'member_booking_rescheduled': {
      if (!from) return null;
      const moved = { client, service, from: when(new Date(from)), to: when(booking.startsAt) };
      if (!member) return { title: t('news.title.moved'), body: t('push.moved.body', moved) };
      if (!by) return null;
      return ofClass
        ? { title: t('news.title.classMoved'), body: t('push.classMoved.body', { ...moved, by }) }
        : { title: t('news.title.moved'), body: t('news.text.memberMoved', { ...moved, by }) };
    }
    default:
      return null;
  }
}
