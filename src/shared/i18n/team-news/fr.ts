// The sentences the team's pushes and the app's notifications say alike, in French (docs/decisions/047).
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

export default {
  'news.when': '{day} à {time}',
  'news.title.newBooking': 'Nouvelle réservation',
  'news.title.cancelled': 'Réservation annulée',
  'news.title.moved': 'Réservation déplacée',
  'news.title.classCancelled': 'Cours annulé',
  'news.title.classMoved': 'Cours déplacé',
  'news.title.review': 'Nouvel avis',
  'news.text.review':
    '{client} a laissé un avis {rating, plural, one {{rating} étoile} other {{rating} étoiles}}.',
  'news.text.memberCancelled': '{by} a annulé votre réservation du {when}.',
  'news.text.memberMoved': '{by} a déplacé votre réservation du {from} au {to}.',
} satisfies Translations<typeof en>;
