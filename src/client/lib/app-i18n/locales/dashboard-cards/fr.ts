// The owner's dashboard cards in French (docs/decisions/041): "vous", plain and short.
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

export default {
  'waitlist.title': 'Liste d’attente',
  'waitlist.titleOff': 'Liste d’attente (désactivée)',
  'waitlist.open': 'Ouvrir la liste d’attente',
  'waitlist.summary':
    '{count, plural, one {{refilled} créneau annulé réattribué} other {{refilled} créneaux annulés réattribués}} ce mois-ci, {saved} préservés. {active} en attente.',
  'waitlist.with': 'avec {member}',
  'waitlist.offered': 'proposé\u202f: {day}, {time}',
  'waitlist.remove': 'Retirer',

  'remove.title': 'Retirer {name} de la liste d’attente\u202f?',
  'remove.text':
    'Les créneaux libérés ne lui seront plus proposés. La personne n’est pas prévenue\u202f; elle peut se réinscrire depuis votre page de réservation.',
  'remove.textHeld':
    'Les créneaux libérés ne lui seront plus proposés, et le créneau qui lui était réservé est libéré. La personne n’est pas prévenue\u202f; elle peut se réinscrire depuis votre page de réservation.',
  'remove.confirm': 'Retirer',
  'remove.pending': 'Retrait…',
  'remove.cancel': 'Annuler',
  'remove.done': 'Retiré de la liste d’attente',
  'remove.doneText': '{client} n’attend plus pour {service}.',
  'remove.failed': 'Impossible de retirer l’inscription',

  'stats.revenueHelp':
    'Visites confirmées et terminées\u202f: le montant payé (remboursements déduits) quand les paiements sont enregistrés, sinon le prix réservé.',

  'weather.label': 'Météo',
  'weather.loading': 'Chargement de la météo…',
  'weather.temperature': '{degrees} °C',
  'weather.sky':
    '{sky, select, clear_sky {Ciel dégagé} mainly_clear {Plutôt dégagé} partly_cloudy {Partiellement nuageux} overcast {Couvert} fog {Brouillard} freezing_fog {Brouillard givrant} light_drizzle {Bruine légère} drizzle {Bruine} heavy_drizzle {Forte bruine} freezing_drizzle {Bruine verglaçante} light_rain {Pluie légère} rain {Pluie} heavy_rain {Forte pluie} freezing_rain {Pluie verglaçante} light_snow {Neige légère} snow {Neige} heavy_snow {Fortes chutes de neige} snow_grains {Neige en grains} rain_showers {Averses} violent_rain_showers {Violentes averses} snow_showers {Averses de neige} heavy_snow_showers {Fortes averses de neige} thunderstorm {Orage} thunderstorm_with_hail {Orage avec grêle} other {{text}}}',
  'weather.unavailable': 'météo en direct indisponible',

  'dialog.close': 'Fermer',
  'activity.allTitle': 'Toute l’activité',
  'activity.unreadCount': '{unread, plural, one {{count} non lu.} other {{count} non lus.}}',
  'activity.selectToRead': 'Sélectionnez un élément pour le marquer comme lu.',
  'activity.none': 'Aucune activité pour l’instant.',
  'activity.unreadItem': '(non lu)',
  'activity.open': 'Ouvrir\u202f: {title}',
  'activity.justNow': 'À l’instant',
  'activity.minutesAgo': '{count, plural, other {il y a {minutes} min}}',
  'activity.hoursAgo': '{count, plural, other {il y a {hours} h}}',
  'activity.daysAgo': '{count, plural, one {il y a {days} jour} other {il y a {days} jours}}',

  'targets.title': 'Modifier les objectifs',
  'targets.goalsTitle': 'Modifier les objectifs de chiffre d’affaires',
  'targets.description': 'Les barres de progression mesurent vos chiffres par rapport à ces objectifs.',
  'targets.monthlyRevenue': 'Objectif de chiffre d’affaires mensuel',
  'targets.monthlyRevenueHint': 'Le chiffre d’affaires visé chaque mois.',
  'targets.quarterlyRevenue': 'Objectif de chiffre d’affaires trimestriel',
  'targets.quarterlyRevenueHint': 'Le chiffre d’affaires visé chaque trimestre.',
  'targets.weeklyBookings': 'Objectif de réservations hebdomadaire',
  'targets.weeklyBookingsHint': 'Le nombre de réservations visé chaque semaine.',
  'targets.clientGrowth': 'Objectif de clients',
  'targets.clientGrowthHint': 'Le nombre de clients que vous visez.',
  'targets.moneyLabel': '{label} ({currency})',
  'targets.notNumber': '{label}\u202f: saisissez un nombre',
  'targets.notPositive': '{label}\u202f: doit être supérieur à 0',
  'targets.tooLarge': '{label}\u202f: valeur trop élevée',
  'targets.decimals': '{label}\u202f: 2 décimales au maximum',
  'targets.notWhole': '{label}\u202f: saisissez un nombre entier',
  'targets.saved': 'Objectifs mis à jour',
  'targets.savedText': 'Votre progression se mesure désormais aux nouveaux objectifs.',
  'targets.cancel': 'Annuler',
  'targets.saving': 'Enregistrement…',
  'targets.save': 'Enregistrer les objectifs',
} satisfies Translations<typeof en>;
