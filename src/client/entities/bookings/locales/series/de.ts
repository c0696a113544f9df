// The repeat controls and the series review in German (docs/decisions/041): "Sie", plain and short.
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

const WEEKDAY =
  '{day, select, 0 {Sonntag} 1 {Montag} 2 {Dienstag} 3 {Mittwoch} 4 {Donnerstag} 5 {Freitag} other {Samstag}}';

export default {
  'repeat.label': 'Wiederholen',
  'repeat.none': 'Keine Wiederholung',
  'repeat.weekly': 'Wöchentlich',
  'repeat.monthly': 'Monatlich',
  'repeat.monthlyOn': '{monthly} (gleicher Wochentag)',
  'repeat.every': 'Rhythmus',
  'repeat.interval': '{count, plural, one {jede Woche} other {alle # Wochen}}',
  'repeat.ends': 'Endet',
  'repeat.endsAfter': 'Nach einer Anzahl von Terminen',
  'repeat.endsOn': 'An einem Datum',
  'repeat.count': 'Termine',
  'repeat.countHint': 'Dieser Termin mitgezählt, höchstens {max}',
  'repeat.until': 'Letztes Datum',
  'describe.weekly': '{count, plural, one {Jede Woche} other {Alle # Wochen}}',
  'describe.monthly': `Monatlich am {nth, select, 1 {ersten} 2 {zweiten} 3 {dritten} 4 {vierten} other {letzten}} ${WEEKDAY}`,
  'review.heading': '{description}: {count, plural, one {# Termin} other {# Termine}}',
  'review.allFree': 'Alle Termine sind frei.',
  'review.conflicts':
    '{count, plural, one {# Termin kann nicht gebucht werden. Nehmen Sie stattdessen die nächste freie Zeit oder lassen Sie ihn weg.} other {# Termine können nicht gebucht werden. Nehmen Sie stattdessen die nächste freie Zeit oder lassen Sie sie weg.}}',
  'review.list': 'Termine der Serie',
  'review.when': '{day} um {time}',
  'review.cannot': '{when} – nicht buchbar: {reason}',
  'review.instead': 'Stattdessen {when} buchen',
  'review.noneNearby': 'Keine freie Zeit in der Nähe: wird ausgelassen.',
  'review.back': 'Zurück',
  'review.booking': 'Wird gebucht…',
  'review.book':
    '{noun, select, visit {{count, plural, one {# Besuch buchen} other {# Besuche buchen}}} other {{count, plural, one {# Termin buchen} other {# Termine buchen}}}}',
  'known.error.interval': 'Wiederholen Sie alle 1 bis 8 Wochen.',
  'known.error.count': 'Eine Serie hat 2 bis 52 Termine.',
  'known.error.untilMissing': 'Wählen Sie das Datum, an dem die Serie endet.',
  'known.error.untilBeforeStart': 'Das Enddatum muss nach dem ersten Termin liegen.',
  'known.error.untilTooFar':
    'Mit diesem Enddatum wären es mehr als 52 Termine. Wählen Sie ein früheres Enddatum oder eine Anzahl von Terminen.',
  'known.error.frequency': 'Wählen Sie wöchentlich oder monatlich.',
  'known.error.monthlyInterval':
    'Eine monatliche Serie wiederholt sich jeden Monat: Lassen Sie den Abstand bei 1.',
  'known.reason.taken': 'Zu dieser Zeit ist schon gebucht.',
  'known.reason.past': 'Diese Zeit ist schon vorbei. Bitte wählen Sie eine andere.',
  'known.reason.noStaff': 'Zu dieser Zeit ist kein Teammitglied frei, das diese Leistung anbietet.',
  'known.reason.unavailable': 'Diese Zeit ist nicht mehr frei. Bitte wählen Sie eine andere.',
  'known.reason.closed': 'Zu dieser Zeit haben wir geschlossen.',
} satisfies Translations<typeof en>;
