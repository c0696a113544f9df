// The team's push notifications, emails and texts in German (docs/decisions/041).
import type { Translations } from '#shared/i18n/catalog.ts';
import teamNews from '#shared/i18n/team-news/de.ts';
import type en from './en.ts';

export default {
  ...teamNews,
  'push.newBooking.body': '{client} hat {service} am {day} um {time} gebucht',
  'push.test.title': 'Testbenachrichtigung',
  'push.test.body': 'Push-Benachrichtigungen funktionieren auf diesem Gerät.',
  'push.cancelled.body': '{client} hat die Buchung am {when} storniert.',
  'push.moved.body': '{client} hat die Buchung von {from} auf {to} verschoben.',
  'push.classCancelled.body': '{by} hat Ihren Kurs {service} am {when} abgesagt.',
  'push.classMoved.body': '{by} hat Ihren Kurs {service} von {from} auf {to} verschoben.',
  'email.client': 'Kunde',
  'email.calendarLink': 'Im Kalender ansehen',
  'email.reviewsLink': 'Lesen und antworten',
  'email.why':
    'Sie erhalten diese E-Mail, weil E-Mail-Benachrichtigungen in Ihren Bookwell-Einstellungen aktiviert sind',
  'newBooking.subject': 'Neue Buchung: {client}, {service}, {when}',
  'newBooking.lead': '{client} hat {what} am {when} gebucht.',
  'newBooking.leadBy': '{by} hat {what} für {client} am {when} gebucht.',
  'newBooking.sms': 'Neue Buchung: {client}, {what}, {when}.',
  'cancelled.subject': 'Buchung storniert: {client}, {service}, {when}',
  'cancelled.lead': '{client} hat {what} am {when} storniert.',
  'cancelled.leadBy': '{by} hat {what} von {client} am {when} storniert.',
  'cancelled.sms': 'Storniert: {client}, {what}, {when}.',
  'moved.subject': 'Buchung verschoben: {client}, {service}, jetzt {when}',
  'moved.lead': '{client} hat {what} auf {when} verschoben.',
  'moved.leadWas': '{client} hat {what} auf {when} verschoben (bisher: {was}).',
  'moved.leadBy': '{by} hat {what} von {client} auf {when} verschoben.',
  'moved.leadByWas': '{by} hat {what} von {client} auf {when} verschoben (bisher: {was}).',
  'moved.sms': 'Verschoben: {client}, {what}, jetzt {when}.',
  'review.subject': 'Neue Bewertung von {client}',
  'review.subjectRated': 'Neue Bewertung mit {rating, plural, one {# Stern} other {# Sternen}} von {client}',
  'review.lead': '{client} hat {what} am {when} bewertet.',
  'review.leadRated':
    '{client} hat {what} am {when} mit {rating, plural, one {# Stern} other {# Sternen}} bewertet.',
  'review.sms': 'Neue Bewertung von {client} ({service}, {when}).',
  'review.smsRated':
    'Neue Bewertung mit {rating, plural, one {# Stern} other {# Sternen}} von {client} ({service}, {when}).',
} satisfies Translations<typeof en>;
