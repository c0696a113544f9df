// The sentences the team's pushes and the app's notifications say alike, in German (docs/decisions/047).
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

export default {
  'news.when': '{day} um {time}',
  'news.title.newBooking': 'Neue Buchung',
  'news.title.cancelled': 'Buchung storniert',
  'news.title.moved': 'Buchung verschoben',
  'news.title.classCancelled': 'Kurs abgesagt',
  'news.title.classMoved': 'Kurs verschoben',
  'news.title.review': 'Neue Bewertung',
  'news.text.review':
    '{client} hat eine Bewertung mit {rating, plural, one {{rating} Stern} other {{rating} Sternen}} hinterlassen.',
  'news.text.memberCancelled': '{by} hat Ihre Buchung am {when} storniert.',
  'news.text.memberMoved': '{by} hat Ihre Buchung von {from} auf {to} verschoben.',
} satisfies Translations<typeof en>;
