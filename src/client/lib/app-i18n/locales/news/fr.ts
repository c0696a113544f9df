// What a notification says, in French (docs/decisions/047): "vous", the wording of the team's pushes.
import type { Translations } from '#shared/i18n/catalog.ts';
import teamNews from '#shared/i18n/team-news/fr.ts';
import type en from './en.ts';

const told =
  '{count, plural, one {son participant a été prévenu} other {ses # participants ont été prévenus}}';

export default {
  'news.text.newBooking':
    '{repeats, select, rule {{client} a réservé {service} le {when} ({rule})} yes {{client} a réservé {service} le {when}, la première d’une série} other {{client} a réservé {service} le {when}}}',
  'news.rule': `{frequency, select, weekly {{count, plural, one {chaque semaine} other {toutes les # semaines}}} other {chaque mois, le {nth, select, 1 {premier} 2 {deuxième} 3 {troisième} 4 {quatrième} other {dernier}} {day, select, 0 {dimanche} 1 {lundi} 2 {mardi} 3 {mercredi} 4 {jeudi} 5 {vendredi} other {samedi}}}}`,
  'news.text.cancelled':
    '{who, select, apiKey {La clé d’API « {name} » a annulé une réservation du {when}.} other {{name} a annulé sa réservation du {when}.}}',
  'news.text.moved':
    '{who, select, apiKey {La clé d’API « {name} » a déplacé une réservation du {from} au {to}.} other {{name} a déplacé sa réservation du {from} au {to}.}}',
  'news.title.ownerChange': '{status, select, completed {Rendez-vous terminé} other {Réservation annulée}}',
  'news.text.ownerChange':
    '{status, select, completed {La réservation du {when} est terminée.} other {La réservation du {when} a été annulée.}}',
  'news.title.memberBooked': 'Nouvelle réservation',
  'news.text.memberBooked':
    '{repeats, select, rule {{by} vous a réservé {client} pour {service} le {when} ({rule}).} yes {{by} vous a réservé {client} pour {service} le {when}, la première d’une série.} other {{by} vous a réservé {client} pour {service} le {when}.}}',
  'news.title.memberCancelled': 'Réservation annulée',
  'news.title.memberMoved': 'Réservation déplacée',
  'news.text.classCancelled': `Le cours {service} du {when} a été annulé ; ${told}.`,
  'news.text.classCancelledBy': `{by} a annulé votre cours {service} du {when} ; ${told}.`,
  'news.text.classMoved': `{by} a déplacé votre cours {service} du {from} au {to} ; ${told}.`,
  'news.title.bookingsMilestone':
    '{count, plural, =1 {Première réservation !} other {{total} réservations !}}',
  'news.text.bookingsMilestone':
    '{count, plural, =1 {Votre première réservation est arrivée. Félicitations !} other {Vous avez atteint {total} réservations. Continuez comme ça !}}',
  'news.title.revenueMilestone': '{amount} encaissés',
  'news.text.revenueMilestone': 'Vos rendez-vous terminés ont désormais rapporté {amount} au total.',
  'news.title.suspended': 'Votre entreprise est suspendue',
  'news.text.suspended':
    'Bookwell a suspendu votre entreprise : votre page de réservation ne prend plus de réservations. Contactez Aide et support pour la faire réactiver.',
  'news.title.reactivated': 'Votre entreprise est de nouveau active',
  'news.text.reactivated':
    'Bookwell a réactivé votre entreprise : votre page de réservation prend de nouveau des réservations.',
  'news.title.supportSent': 'Message envoyé',
  'news.text.supportSent':
    'Merci, nous avons bien reçu votre message et vous répondrons par e-mail. Objet : {subject}',
  'news.title.supportRequest': 'Nouvelle demande d’assistance',
  'news.text.supportRequest': '{email} demande : {subject}',
  'news.title.website':
    'Projet de site web {status, select, in_progress {en cours} completed {terminé} failed {en échec} other {en attente}}',
  'news.text.website':
    '{live, select, yes {Votre projet de site web « {title} » est en ligne à l’adresse {url}.} other {Votre projet de site web « {title} » est maintenant {status, select, in_progress {en cours} completed {terminé} failed {en échec} other {en attente}}.}}',
  'news.title.clientDetails': 'Coordonnées d’un client modifiées',
  'news.text.clientDetails': '{client} a modifié ses coordonnées dans l’espace client : {changes}.',
  'news.change.name': 'nom désormais {name}',
  'news.change.email': 'e-mail désormais {email}',
  'news.change.emailRemoved': 'e-mail supprimé',
  'news.change.phone': 'téléphone désormais {phone}',
  'news.title.sessionsNotAdded': 'Séances de cours non ajoutées',
  'news.text.sessionsNotAdded':
    '{service} avec {member} : pas de séance le {dates}, car l’intervenant est déjà pris ou la salle est occupée. Ajoutez-les depuis Cours dès que le créneau est libre.',
  'news.title.calendarFailing': 'Agenda non synchronisé',
  'news.text.calendarFailing':
    'L’agenda de {member} n’a pas pu être lu {failures} fois de suite : {error} {synced, select, yes {Ses disponibilités gardent les créneaux occupés lus auparavant.} other {Aucun créneau occupé de cet agenda ne bloque encore ses disponibilités.}}',
  ...teamNews,
} satisfies Translations<typeof en>;
