// The team's push notifications in Spanish (docs/decisions/041).
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

export default {
  'push.newBooking.title': 'Nueva reserva',
  'push.newBooking.body': '{client} reservó {service} el {day} a las {time}',
  'push.newReview.title': 'Nueva reseña',
  'push.newReview.body':
    '{client} dejó una reseña de {rating, plural, one {# estrella} other {# estrellas}}.',
} satisfies Translations<typeof en>;
