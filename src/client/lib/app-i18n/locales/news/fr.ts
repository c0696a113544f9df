// What a notification says, in French (docs/decisions/045): "vous", the wording of the team's pushes.
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

const told =
  '{count, plural, one {son participant a été prévenu} other {ses # participants ont été prévenus}}';

export default {
  'news.when': '{day} à {time}',
  'news.title.newBooking': 'Nouvelle réservation',
  'news.text.newBooking':
    '{repeats, select, yes {{client} a réservé {service} le {when}, la première d’une série} other {{client} a réservé {service} le {when}}}',
  'news.title.cancelled': 'Réservation annulée',
  'news.text.cancelled':
    '{who, select, apiKey {La clé d’API « {name} » a annulé une réservation du {when}.} other {{name} a annulé sa réservation du {when}.}}',
  'news.title.moved': 'Réservation déplacée',
  'news.text.moved':
    '{who, select, apiKey {La clé d’API « {name} » a déplacé une réservation du {from} au {to}.} other {{name} a déplacé sa réservation du {from} au {to}.}}',
  'news.title.ownerChange': '{status, select, completed {Rendez-vous terminé} other {Réservation annulée}}',
  'news.text.ownerChange':
    '{status, select, completed {La réservation du {when} est terminée.} other {La réservation du {when} a été annulée.}}',
  'news.title.memberBooked': 'Nouvelle réservation',
  'news.text.memberBooked':
    '{repeats, select, yes {{by} vous a réservé {client} pour {service} le {when}, la première d’une série.} other {{by} vous a réservé {client} pour {service} le {when}.}}',
  'news.title.memberCancelled': 'Réservation annulée',
  'news.text.memberCancelled': '{by} a annulé votre réservation du {when}.',
  'news.title.memberMoved': 'Réservation déplacée',
  'news.text.memberMoved': '{by} a déplacé votre réservation du {from} au {to}.',
  'news.title.classCancelled': 'Cours annulé',
  'news.text.classCancelled': `Le cours {service} du {when} a été annulé ; ${told}.`,
  'news.text.classCancelledBy': `{by} a annulé votre cours {service} du {when} ; ${told}.`,
  'news.title.classMoved': 'Cours déplacé',
  'news.text.classMoved': `{by} a déplacé votre cours {service} du {from} au {to} ; ${told}.`,
  'news.title.review': 'Nouvel avis',
  'news.text.review':
    '{client} a laissé un avis {rating, plural, one {{rating} étoile} other {{rating} étoiles}}.',
  'news.title.bookingsMilestone':
    '{count, plural, =1 {Première réservation !} other {{total} réservations !}}',
  'news.text.bookingsMilestone':
    '{count, plural, =1 {Votre première réservation est arrivée. Félicitations !} other {Vous avez atteint {total} réservations. Continuez comme ça !}}',
  'news.title.revenueMilestone': '{amount} encaissés',
  'news.text.revenueMilestone': 'Vos rendez-vous terminés ont désormais rapporté {amount} au total.',
} satisfies Translations<typeof en>;
