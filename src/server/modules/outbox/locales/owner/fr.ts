// The team's push notifications in French (docs/decisions/041).
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

export default {
  'push.newBooking.title': 'Nouvelle réservation',
  'push.newBooking.body': '{client} a réservé {service} le {day} à {time}',
  'push.newReview.title': 'Nouvel avis',
  'push.newReview.body': '{client} a laissé un avis {rating, plural, one {# étoile} other {# étoiles}}.',
} satisfies Translations<typeof en>;
