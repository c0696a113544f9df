// What a notification says, in French (docs/decisions/047): "vous", the wording of the team's pushes.
import type { Translations } from '#shared/i18n/catalog.ts';
import teamNews from '#shared/i18n/team-news/fr.ts';
import type en from './en.ts';

const told =
  '{count, plural, one {son participant a été prévenu} other {ses # participants ont été prévenus}}';

export default {
  'news.text.newBooking':
    '{repeats, select, rule {{client} a réservé {service} le {when} ({rule})} yes {{client} a réservé {service} le {when}, premier rendez-vous d’une série} other {{client} a réservé {service} le {when}}}',
  'news.rule': `{frequency, select, weekly {{count, plural, one {chaque semaine} other {toutes les # semaines}}} other {chaque mois, le {nth, select, 1 {premier} 2 {deuxième} 3 {troisième} 4 {quatrième} other {dernier}} {day, select, 0 {dimanche} 1 {lundi} 2 {mardi} 3 {mercredi} 4 {jeudi} 5 {vendredi} other {samedi}}}}`,
  'news.text.cancelled':
    '{who, select, apiKey {La clé d’API «\u202f{name}\u202f» a annulé une réservation du {when}.} other {{name} a annulé sa réservation du {when}.}}',
  'news.text.moved':
    '{who, select, apiKey {La clé d’API «\u202f{name}\u202f» a déplacé une réservation du {from} au {to}.} other {{name} a déplacé sa réservation du {from} au {to}.}}',
  'news.title.ownerChange': '{status, select, completed {Rendez-vous terminé} other {Réservation annulée}}',
  'news.text.ownerChange':
    '{status, select, completed {La réservation du {when} est terminée.} other {La réservation du {when} a été annulée.}}',
  'news.title.memberBooked': 'Nouvelle réservation',
  'news.text.memberBooked':
    '{repeats, select, rule {{by} a réservé {service} avec vous pour {client} le {when} ({rule}).} yes {{by} a réservé {service} avec vous pour {client} le {when}, premier rendez-vous d’une série.} other {{by} a réservé {service} avec vous pour {client} le {when}.}}',
  'news.title.memberCancelled': 'Réservation annulée',
  'news.title.memberMoved': 'Réservation déplacée',
  'news.text.classCancelled': `Le cours {service} du {when} a été annulé\u202f; ${told}.`,
  'news.text.classCancelledBy': `{by} a annulé votre cours {service} du {when}\u202f; ${told}.`,
  'news.text.classMoved': `{by} a déplacé votre cours {service} du {from} au {to}\u202f; ${told}.`,
  'news.title.bookingsMilestone':
    '{count, plural, =1 {Première réservation\u202f!} other {{total} réservations\u202f!}}',
  'news.text.bookingsMilestone':
    '{count, plural, =1 {Votre première réservation est arrivée. Félicitations\u202f!} other {Vous avez atteint {total} réservations. Continuez comme ça\u202f!}}',
  'news.title.revenueMilestone': '{amount} encaissés',
  'news.text.revenueMilestone': 'Vos rendez-vous terminés ont désormais rapporté {amount} au total.',
  'news.title.suspended': 'Votre établissement est suspendu',
  'news.text.suspended':
    'Bookwell a suspendu votre établissement\u202f: votre page de réservation n’accepte plus de réservations. Contactez l’Aide et assistance pour le faire réactiver.',
  'news.title.reactivated': 'Votre établissement est de nouveau actif',
  'news.text.reactivated':
    'Bookwell a réactivé votre établissement\u202f: votre page de réservation accepte de nouveau les réservations.',
  'news.title.supportSent': 'Message envoyé',
  'news.text.supportSent':
    'Merci, nous avons bien reçu votre message et vous répondrons par e-mail. Objet\u202f: {subject}',
  'news.title.supportRequest': 'Nouvelle demande d’assistance',
  'news.text.supportRequest': '{email} demande\u202f: {subject}',
  'news.title.website':
    'Projet de site web {status, select, in_progress {en cours} completed {terminé} failed {en échec} other {en attente}}',
  'news.text.website':
    '{live, select, yes {Votre projet de site web «\u202f{title}\u202f» est en ligne à l’adresse {url}.} other {Votre projet de site web «\u202f{title}\u202f» est maintenant {status, select, in_progress {en cours} completed {terminé} failed {en échec} other {en attente}}.}}',
  'news.title.clientDetails': 'Coordonnées d’un client modifiées',
  'news.text.clientDetails': '{client} a modifié ses coordonnées dans l’espace client\u202f: {changes}.',
  'news.change.name': 'nom désormais {name}',
  'news.change.email': 'e-mail désormais {email}',
  'news.change.emailRemoved': 'e-mail supprimé',
  'news.change.phone': 'téléphone désormais {phone}',
  'news.title.sessionsNotAdded': 'Séances de cours non ajoutées',
  'news.text.sessionsNotAdded':
    '{service} avec {member}\u202f: pas de séance le {dates}, car l’intervenant est déjà pris ou la salle est occupée. Ajoutez-les depuis Cours dès que le créneau est libre.',
  'news.title.calendarFailing': 'Agenda non synchronisé',
  'news.text.calendarFailing':
    'L’agenda de {member} n’a pas pu être lu {failures} fois de suite\u202f: {error} {synced, select, yes {Ses disponibilités gardent les créneaux occupés lus auparavant.} other {Aucun créneau occupé de cet agenda ne bloque encore ses disponibilités.}}',
  ...teamNews,
} satisfies Translations<typeof en>;
