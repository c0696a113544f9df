// The repeat controls and the series review in French (docs/decisions/041): "vous", plain and short.
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

const WEEKDAY =
  '{day, select, 0 {dimanche} 1 {lundi} 2 {mardi} 3 {mercredi} 4 {jeudi} 5 {vendredi} other {samedi}}';

export default {
  'repeat.label': 'Répéter',
  'repeat.none': 'Ne se répète pas',
  'repeat.weekly': 'Chaque semaine',
  'repeat.monthly': 'Chaque mois',
  'repeat.monthlyOn': '{monthly} (même jour de la semaine)',
  'repeat.every': 'Fréquence',
  'repeat.interval': '{count, plural, one {chaque semaine} other {toutes les # semaines}}',
  'repeat.ends': 'Se termine',
  'repeat.endsAfter': 'Après un nombre de rendez-vous',
  'repeat.endsOn': 'À une date',
  'repeat.count': 'Rendez-vous',
  'repeat.countHint': 'Celui-ci compris, {max} au plus',
  'repeat.until': 'Dernière date',
  'describe.weekly': '{count, plural, one {Chaque semaine} other {Toutes les # semaines}}',
  'describe.monthly': `Chaque mois, le {nth, select, 1 {premier} 2 {deuxième} 3 {troisième} 4 {quatrième} other {dernier}} ${WEEKDAY}`,
  'review.heading': '{description} : {count, plural, one {# date} other {# dates}}',
  'review.allFree': 'Toutes les dates sont libres.',
  'review.conflicts':
    '{count, plural, one {# date ne peut pas être réservée. Prenez plutôt le créneau libre le plus proche, ou laissez-la de côté.} other {# dates ne peuvent pas être réservées. Prenez plutôt le créneau libre le plus proche, ou laissez-les de côté.}}',
  'review.list': 'Dates de la série',
  'review.when': '{day} à {time}',
  'review.cannot': '{when} — impossible à réserver : {reason}',
  'review.instead': 'Réserver plutôt {when}',
  'review.noneNearby': 'Aucun créneau libre à proximité : laissée de côté.',
  'review.back': 'Retour',
  'review.booking': 'Réservation…',
  'review.book':
    '{noun, select, visit {{count, plural, one {Réserver # visite} other {Réserver # visites}}} other {{count, plural, one {Réserver # rendez-vous} other {Réserver # rendez-vous}}}}',
  'known.error.interval': 'Répétez toutes les 1 à 8 semaines.',
  'known.error.count': 'Une série compte de 2 à 52 rendez-vous.',
  'known.error.untilMissing': 'Choisissez la date de fin de la série.',
  'known.error.untilBeforeStart': 'La date de fin doit tomber après le premier rendez-vous.',
  'known.error.untilTooFar':
    'Cette date de fin donne plus de 52 rendez-vous. Choisissez une date plus proche ou un nombre de rendez-vous.',
  'known.error.frequency': 'Choisissez chaque semaine ou chaque mois.',
  'known.error.monthlyInterval': 'Une série mensuelle se répète chaque mois : laissez l’intervalle à 1.',
  'known.reason.taken': 'Ce créneau est déjà réservé.',
  'known.reason.past': 'Cette heure est déjà passée. Veuillez en choisir une autre.',
  'known.reason.noStaff': 'Aucun membre de l’équipe proposant ce service n’est disponible à cette heure.',
  'known.reason.unavailable': 'Ce créneau n’est plus disponible. Veuillez en choisir un autre.',
  'known.reason.closed': 'Nous sommes fermés à cette heure.',
} satisfies Translations<typeof en>;
