// The team's push notifications, emails and texts in French (docs/decisions/041).
import type { Translations } from '#shared/i18n/catalog.ts';
import teamNews from '#shared/i18n/team-news/fr.ts';
import type en from './en.ts';

export default {
  ...teamNews,
  'push.newBooking.body': '{client} a réservé {service} le {day} à {time}',
  'push.test.title': 'Notification de test',
  'push.test.body': 'Les notifications push fonctionnent sur cet appareil.',
  'push.cancelled.body': '{client} a annulé sa réservation du {when}.',
  'push.moved.body': '{client} a déplacé sa réservation du {from} au {to}.',
  'push.classCancelled.body': '{by} a annulé votre cours {service} du {when}.',
  'push.classMoved.body': '{by} a déplacé votre cours {service} du {from} au {to}.',
  'email.client': 'Client',
  'email.calendarLink': 'Voir dans votre agenda',
  'email.reviewsLink': 'Lire et répondre',
  'email.why':
    'Vous recevez cet e-mail car les notifications par e-mail sont activées dans vos paramètres Bookwell',
  'newBooking.subject': 'Nouvelle réservation\u00a0: {client}, {service}, {when}',
  'newBooking.lead': '{client} a réservé {what} pour le {when}.',
  'newBooking.leadBy': '{by} a réservé {what} pour {client} le {when}.',
  'newBooking.sms': 'Nouvelle réservation : {client}, {what}, {when}.',
  'cancelled.subject': 'Réservation annulée\u00a0: {client}, {service}, {when}',
  'cancelled.lead': '{client} a annulé sa réservation ({what}) du {when}.',
  'cancelled.leadBy': '{by} a annulé la réservation de {client} ({what}) du {when}.',
  'cancelled.sms': 'Annulée : {client}, {what}, {when}.',
  'moved.subject': 'Réservation déplacée\u00a0: {client}, {service}, désormais le {when}',
  'moved.lead': '{client} a déplacé sa réservation ({what}) au {when}.',
  'moved.leadWas': '{client} a déplacé sa réservation ({what}) au {when} (elle était prévue le {was}).',
  'moved.leadBy': '{by} a déplacé la réservation de {client} ({what}) au {when}.',
  'moved.leadByWas':
    '{by} a déplacé la réservation de {client} ({what}) au {when} (elle était prévue le {was}).',
  'moved.sms': 'Déplacée : {client}, {what}, désormais le {when}.',
  'review.subject': 'Nouvel avis de {client}',
  'review.subjectRated': 'Nouvel avis {rating, plural, one {# étoile} other {# étoiles}} de {client}',
  'review.lead': '{client} a laissé un avis sur sa visite ({what}) du {when}.',
  'review.leadRated':
    '{client} a laissé un avis {rating, plural, one {# étoile} other {# étoiles}} sur sa visite ({what}) du {when}.',
  'review.sms': 'Nouvel avis de {client} ({service}, {when}).',
  'review.smsRated':
    'Nouvel avis {rating, plural, one {# étoile} other {# étoiles}} de {client} ({service}, {when}).',
} satisfies Translations<typeof en>;
