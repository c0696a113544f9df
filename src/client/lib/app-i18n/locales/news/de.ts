// What a notification says, in German (docs/decisions/047): "Sie", the wording of the team's pushes.
import type { Translations } from '#shared/i18n/catalog.ts';
import teamNews from '#shared/i18n/team-news/de.ts';
import type en from './en.ts';

const told =
  '{count, plural, one {die teilnehmende Person wurde informiert} other {die # Teilnehmenden wurden informiert}}';

export default {
  'news.text.newBooking':
    '{repeats, select, rule {{client} hat {service} am {when} gebucht ({rule})} yes {{client} hat {service} am {when} gebucht, den ersten Termin einer Serie} other {{client} hat {service} am {when} gebucht}}',
  'news.rule': `{frequency, select, weekly {{count, plural, one {jede Woche} other {alle # Wochen}}} other {monatlich am {nth, select, 1 {ersten} 2 {zweiten} 3 {dritten} 4 {vierten} other {letzten}} {day, select, 0 {Sonntag} 1 {Montag} 2 {Dienstag} 3 {Mittwoch} 4 {Donnerstag} 5 {Freitag} other {Samstag}}}}`,
  'news.text.cancelled':
    '{who, select, apiKey {Der API-Schlüssel „{name}“ hat eine Buchung am {when} storniert.} other {{name} hat die Buchung am {when} storniert.}}',
  'news.text.moved':
    '{who, select, apiKey {Der API-Schlüssel „{name}“ hat eine Buchung von {from} auf {to} verschoben.} other {{name} hat die Buchung von {from} auf {to} verschoben.}}',
  'news.title.ownerChange': '{status, select, completed {Termin abgeschlossen} other {Buchung storniert}}',
  'news.text.ownerChange':
    '{status, select, completed {Die Buchung am {when} wurde abgeschlossen.} other {Die Buchung am {when} wurde storniert.}}',
  'news.title.memberBooked': 'Neue Buchung',
  'news.text.memberBooked':
    '{repeats, select, rule {{by} hat {client} am {when} für {service} bei Ihnen gebucht ({rule}).} yes {{by} hat {client} am {when} für {service} bei Ihnen gebucht, den ersten Termin einer Serie.} other {{by} hat {client} am {when} für {service} bei Ihnen gebucht.}}',
  'news.title.memberCancelled': 'Buchung storniert',
  'news.title.memberMoved': 'Buchung verschoben',
  'news.text.classCancelled': `Der Kurs {service} am {when} wurde abgesagt; ${told}.`,
  'news.text.classCancelledBy': `{by} hat Ihren Kurs {service} am {when} abgesagt; ${told}.`,
  'news.text.classMoved': `{by} hat Ihren Kurs {service} von {from} auf {to} verschoben; ${told}.`,
  'news.title.bookingsMilestone': '{count, plural, =1 {Erste Buchung!} other {{total} Buchungen!}}',
  'news.text.bookingsMilestone':
    '{count, plural, =1 {Ihre erste Buchung ist da. Herzlichen Glückwunsch!} other {Sie haben {total} Buchungen erreicht. Weiter so!}}',
  'news.title.revenueMilestone': '{amount} eingenommen',
  'news.text.revenueMilestone': 'Abgeschlossene Termine haben Ihnen jetzt insgesamt {amount} eingebracht.',
  'news.title.suspended': 'Ihr Unternehmen ist gesperrt',
  'news.text.suspended':
    'Bookwell hat Ihr Unternehmen gesperrt: Ihre Buchungsseite nimmt keine Buchungen an. Wenden Sie sich an Hilfe & Support, um es wieder freischalten zu lassen.',
  'news.title.reactivated': 'Ihr Unternehmen ist wieder aktiv',
  'news.text.reactivated':
    'Bookwell hat Ihr Unternehmen wieder freigeschaltet: Ihre Buchungsseite nimmt wieder Buchungen an.',
  'news.title.supportSent': 'Nachricht gesendet',
  'news.text.supportSent':
    'Danke, Ihre Nachricht ist bei uns angekommen. Wir antworten per E-Mail. Betreff: {subject}',
  'news.title.supportRequest': 'Neue Support-Anfrage',
  'news.text.supportRequest': '{email} fragt: {subject}',
  'news.title.website':
    'Website-Projekt {status, select, in_progress {in Arbeit} completed {fertig} failed {fehlgeschlagen} other {ausstehend}}',
  'news.text.website':
    '{live, select, yes {Ihr Website-Projekt „{title}“ ist jetzt unter {url} online.} other {Ihr Website-Projekt „{title}“ ist jetzt {status, select, in_progress {in Arbeit} completed {fertig} failed {fehlgeschlagen} other {ausstehend}}.}}',
  'news.title.clientDetails': 'Kundendaten geändert',
  'news.text.clientDetails': '{client} hat im Kundenbereich die eigenen Angaben geändert: {changes}.',
  'news.change.name': 'Name jetzt {name}',
  'news.change.email': 'E-Mail jetzt {email}',
  'news.change.emailRemoved': 'E-Mail entfernt',
  'news.change.phone': 'Telefon jetzt {phone}',
  'news.title.sessionsNotAdded': 'Kurstermine nicht angelegt',
  'news.text.sessionsNotAdded':
    '{service} mit {member}: kein Termin am {dates}, weil die Kursleitung dann gebucht oder der Raum belegt ist. Legen Sie sie unter Kurse an, sobald die Zeit frei ist.',
  'news.title.calendarFailing': 'Kalender wird nicht synchronisiert',
  'news.text.calendarFailing':
    'Der Kalender von {member} konnte {failures}-mal nacheinander nicht gelesen werden: {error} {synced, select, yes {Für die Verfügbarkeit gelten weiter die zuvor gelesenen belegten Zeiten.} other {Noch blockieren keine belegten Zeiten daraus die Verfügbarkeit.}}',
  ...teamNews,
} satisfies Translations<typeof en>;
