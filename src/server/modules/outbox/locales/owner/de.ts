// The team's push notifications in German (docs/decisions/041).
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

export default {
  'push.newBooking.title': 'Neue Buchung',
  'push.newBooking.body': '{client} hat {service} am {day} um {time} gebucht',
  'push.newReview.title': 'Neue Bewertung',
  'push.newReview.body':
    '{client} hat eine Bewertung mit {rating, plural, one {# Stern} other {# Sternen}} hinterlassen.',
} satisfies Translations<typeof en>;
