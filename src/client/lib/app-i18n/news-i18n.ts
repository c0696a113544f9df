// What a notification says, in the reader's language (docs/decisions/047): the bell, the Notifications page, the
// overlay and the dashboard's Live Activity write a notification's title and text from the kind and values the server
// stored beside its English, days and times by Intl in the business's zone. English shows the stored text as it is,
// as does any language for a notification without them (written before, or of a kind told in English only). The
// catalog is one of its own, each language one chunk fetched once; English needs none.

import { use } from 'react';
import { catalogLoader } from '#client/lib/i18n/catalog-loader.ts';
import { type Messages, type Translator, translator } from '#client/lib/i18n/locale-context.tsx';
import { localDateOf, weekdayOfLocalDate } from '#shared/domain/local-time.ts';
import { weekOfMonth } from '#shared/domain/recurrence.ts';
import { intlLocale, type PageLocale } from '#shared/i18n/locales.ts';
import type { NotificationNews } from '#shared/schemas/notification.ts';
import { formatCount, useAppI18n } from './app-i18n.ts';
import type english from './locales/news/en.ts';

type NewsMessageId = keyof typeof english;

/** English shows the stored text, which its catalog (the translators' source) says: none of it ships. */
const SHOWN_AS_STORED: Messages = {};

/** The catalog of a language, fetched once: the bell asks for it as the frame shows, so that the lists that word
 * notifications rarely wait for it. */
export const loadNewsMessages = catalogLoader(SHOWN_AS_STORED, {
  es: () => import('./locales/news/es.ts'),
  fr: () => import('./locales/news/fr.ts'),
  de: () => import('./locales/news/de.ts'),
  'pt-BR': () => import('./locales/news/pt-BR.ts'),
  ar: () => import('./locales/news/ar.ts'),
  'en-XA': () => import('./locales/news/en-XA.ts'),
});

/** A notification as the server sends it: its stored English and, for the kinds the app words, its news. */
type Told = { title: string; message: string; news?: NotificationNews };
export type NewsWords = (item: Told) => { title: string; text: string };

const DAY = { weekday: 'short', month: 'short', day: 'numeric' } as const;
const TIME = { hour: 'numeric', minute: '2-digit' } as const;

/** `news` in words: its title and text from the catalog, days, times, counts and money the language's way. */
export function wordNews(news: NotificationNews, t: Translator<NewsMessageId>, intl: string) {
  const when = (iso: string, timeZone: string) => {
    const instant = new Date(iso);
    return t('news.when', {
      day: new Intl.DateTimeFormat(intl, { ...DAY, timeZone }).format(instant),
      time: new Intl.DateTimeFormat(intl, { ...TIME, timeZone }).format(instant),
    });
  };
  // Its values as the messages name them (a flag as a select's key), the instants written as days and times.
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(news)) {
    if (typeof value === 'string' || typeof value === 'number') values[name] = value;
    else if (typeof value === 'boolean') values[name] = value ? 'yes' : 'no';
  }
  values.repeats = 'repeats' in news && news.repeats ? 'yes' : 'no';
  if ('at' in news) values.when = when(news.at, news.timeZone);
  // A series' rule, its monthly weekday the first booking's in the business's zone; before rules were stored, only
  // that it repeats.
  if ('rule' in news && news.rule) {
    const first = localDateOf(new Date(news.at), news.timeZone);
    values.repeats = 'rule';
    values.rule = t('news.rule', {
      frequency: news.rule.frequency,
      count: news.rule.interval,
      nth: String(weekOfMonth(first)),
      day: String(weekdayOfLocalDate(first)),
    });
  }
  if ('from' in news)
    Object.assign(values, { from: when(news.from, news.timeZone), to: when(news.to, news.timeZone) });
  if ('attendees' in news) values.count = news.attendees;
  const list = new Intl.ListFormat(intl, { type: 'conjunction' });
  switch (news.kind) {
    case 'bookingsMilestone':
      values.total = formatCount(news.count, intl);
      break;
    case 'revenueMilestone':
      values.amount = new Intl.NumberFormat(intl, {
        style: 'currency',
        currency: news.currency,
        minimumFractionDigits: 0,
        maximumFractionDigits: 0,
      }).format(news.amount);
      break;
    case 'website':
      values.live = news.url ? 'yes' : 'no';
      break;
    case 'clientDetails':
      values.changes = list.format(
        [
          news.name === undefined ? null : t('news.change.name', { name: news.name }),
          news.email === undefined
            ? null
            : news.email === null
              ? t('news.change.emailRemoved')
              : t('news.change.email', { email: news.email }),
          news.phone === undefined ? null : t('news.change.phone', { phone: news.phone }),
        ].filter((change) => change !== null),
      );
      break;
    case 'sessionsNotAdded':
      values.dates = list.format(
        news.dates.map((date) =>
          new Intl.DateTimeFormat(intl, { ...DAY, timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`)),
        ),
      );
      break;
  }
  // The owner's own entry of a class cancelled names nobody; the instructor's names who did it.
  const text = news.kind === 'classCancelled' && news.by !== undefined ? 'classCancelledBy' : news.kind;
  return {
    title: t(`news.title.${news.kind}` as NewsMessageId, values),
    text: t(`news.text.${text}` as NewsMessageId, values),
  };
}

/**
 * The title and text of a notification in `locale` (the app's language unless given: the overlay finds its own);
 * suspends while another language's catalog loads.
 */
export function useNewsWords(locale?: PageLocale): NewsWords {
  const app = useAppI18n();
  const shown = locale ?? app.locale;
  if (shown === 'en') return (item) => ({ title: item.title, text: item.message });
  const loading = loadNewsMessages(shown);
  const settled = loading as { status?: string; value?: Messages };
  // As useAreaI18n: a catalog already here is read at once, without `use`.
  const messages = settled.status === 'fulfilled' && settled.value ? settled.value : use(loading);
  const t = translator(messages) as Translator<NewsMessageId>;
  const intl = intlLocale(shown);
  return (item) => (item.news ? wordNews(item.news, t, intl) : { title: item.title, text: item.message });
}
