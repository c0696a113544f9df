// The words of the repeat controls and the series review (docs/decisions/041): a catalog of their own, shared by
// the owner's app and the client dashboard, each page passing its language (the app's frame and the client pages
// hold it in different contexts). English comes with the components' code, another language is a chunk fetched once.
import { use } from 'react';
import { formatLocalDate, formatTime12 } from '#client/lib/format.ts';
import { catalogLoader } from '#client/lib/i18n/catalog-loader.ts';
import { type Messages, type Translator, translator } from '#client/lib/i18n/locale-context.tsx';
import { weekdayOfLocalDate } from '#shared/domain/local-time.ts';
import { type Recurrence, weekOfMonth } from '#shared/domain/recurrence.ts';
import { intlLocale, type PageLocale } from '#shared/i18n/locales.ts';
import english from './locales/series/en.ts';

export type SeriesMessageId = keyof typeof english;

const ENGLISH = english as unknown as Messages;

/** The catalog of `locale`; calling it early (when a dialog opens) fetches it ahead of the repeat fields. */
export const loadSeriesMessages = catalogLoader(ENGLISH, {
  es: () => import('./locales/series/es.ts'),
  fr: () => import('./locales/series/fr.ts'),
  de: () => import('./locales/series/de.ts'),
  'pt-BR': () => import('./locales/series/pt-BR.ts'),
  ar: () => import('./locales/series/ar.ts'),
  'en-XA': () => import('./locales/series/en-XA.ts'),
});

/** The English texts the catalog knows by their text ('known.…': the repeat rule's errors, the server's reasons). */
const BY_TEXT = new Map(
  Object.keys(ENGLISH)
    .filter((id) => id.startsWith('known.'))
    .map((id) => [ENGLISH[id]?.() ?? id, id]),
);

/** The series' words in `locale`; suspends while another language's catalog loads. */
export function useSeriesI18n(locale: PageLocale) {
  const messages = use(loadSeriesMessages(locale));
  const t = translator(messages) as Translator<SeriesMessageId>;
  const intl = intlLocale(locale);
  return {
    t,
    intl,
    /** A form error or a server's reason in the language when the catalog knows its English, else as it is. */
    known: (english: string) => {
      const id = BY_TEXT.get(english);
      return (id && messages[id]?.()) || english;
    },
    /** 'Tue, Mar 9 at 9:00 AM' of a local 'YYYY-MM-DDTHH:mm:00' ('Di., 9. März um 9:00'). */
    when: (local: string) =>
      t('review.when', {
        day: formatLocalDate(local.slice(0, 10), { weekday: 'short', month: 'short', day: 'numeric' }, intl),
        time: formatTime12(local.slice(11, 16), intl),
      }),
    /** 'Every 2 weeks', 'Monthly on the 2nd Tuesday' of a series starting on `firstDate`. */
    recurrence: (firstDate: string, rule: Pick<Recurrence, 'frequency' | 'interval'>) => {
      if (rule.frequency === 'weekly') return t('describe.weekly', { count: rule.interval });
      return t('describe.monthly', {
        nth: String(weekOfMonth(firstDate)),
        day: String(weekdayOfLocalDate(firstDate)),
      });
    },
  };
}
