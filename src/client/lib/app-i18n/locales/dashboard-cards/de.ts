// The owner's dashboard cards in German (docs/decisions/041): "Sie", plain and short.
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

export default {
  'waitlist.title': 'Warteliste',
  'waitlist.titleOff': 'Warteliste (aus)',
  'waitlist.open': 'Warteliste öffnen',
  'waitlist.summary':
    '{count, plural, one {{refilled} abgesagter Termin} other {{refilled} abgesagte Termine}} diesen Monat neu vergeben, {saved} gerettet. {active} warten.',
  'waitlist.with': 'bei {member}',
  'waitlist.offered': 'angeboten: {day}, {time}',
  'waitlist.remove': 'Entfernen',

  'remove.title': '{name} von der Warteliste entfernen?',
  'remove.text':
    'Freie Termine werden nicht mehr angeboten. Die Person wird nicht benachrichtigt und kann sich über Ihre Buchungsseite wieder eintragen.',
  'remove.textHeld':
    'Freie Termine werden nicht mehr angeboten, und der reservierte Termin wird freigegeben. Die Person wird nicht benachrichtigt und kann sich über Ihre Buchungsseite wieder eintragen.',
  'remove.confirm': 'Entfernen',
  'remove.pending': 'Wird entfernt …',
  'remove.cancel': 'Abbrechen',
  'remove.done': 'Von der Warteliste entfernt',
  'remove.doneText': '{client} wartet nicht mehr auf {service}.',
  'remove.failed': 'Eintrag konnte nicht entfernt werden',

  'stats.revenueHelp':
    'Bestätigte und abgeschlossene Besuche: der gezahlte Betrag (abzüglich Erstattungen), wenn Zahlungen erfasst sind, sonst der gebuchte Preis.',

  'weather.label': 'Wetter',
  'weather.loading': 'Wetter wird geladen …',
  'weather.temperature': '{degrees} °C',
  'weather.sky':
    '{sky, select, clear_sky {Klarer Himmel} mainly_clear {Überwiegend klar} partly_cloudy {Teilweise bewölkt} overcast {Bedeckt} fog {Nebel} freezing_fog {Gefrierender Nebel} light_drizzle {Leichter Nieselregen} drizzle {Nieselregen} heavy_drizzle {Starker Nieselregen} freezing_drizzle {Gefrierender Nieselregen} light_rain {Leichter Regen} rain {Regen} heavy_rain {Starker Regen} freezing_rain {Gefrierender Regen} light_snow {Leichter Schneefall} snow {Schneefall} heavy_snow {Starker Schneefall} snow_grains {Schneegriesel} rain_showers {Regenschauer} violent_rain_showers {Heftige Regenschauer} snow_showers {Schneeschauer} heavy_snow_showers {Starke Schneeschauer} thunderstorm {Gewitter} thunderstorm_with_hail {Gewitter mit Hagel} other {{text}}}',
  'weather.unavailable': 'Live-Wetter nicht verfügbar',

  'dialog.close': 'Schließen',
  'activity.allTitle': 'Alle Aktivitäten',
  'activity.unreadCount': '{unread, plural, other {{count} ungelesen.}}',
  'activity.selectToRead': 'Wählen Sie einen Eintrag aus, um ihn als gelesen zu markieren.',
  'activity.none': 'Noch keine Aktivitäten.',
  'activity.unreadItem': '(ungelesen)',
  'activity.open': 'Öffnen: {title}',
  'activity.justNow': 'Gerade eben',
  'activity.minutesAgo': '{count, plural, other {vor {minutes} Min.}}',
  'activity.hoursAgo': '{count, plural, other {vor {hours} Std.}}',
  'activity.daysAgo': '{count, plural, one {vor {days} Tag} other {vor {days} Tagen}}',

  'targets.title': 'Ziele bearbeiten',
  'targets.goalsTitle': 'Umsatzziele bearbeiten',
  'targets.description': 'Die Fortschrittsbalken messen Ihre Zahlen an diesen Zielen.',
  'targets.monthlyRevenue': 'Monatliches Umsatzziel',
  'targets.monthlyRevenueHint': 'Der Umsatz, den Sie jeden Monat anstreben.',
  'targets.quarterlyRevenue': 'Quartalsumsatzziel',
  'targets.quarterlyRevenueHint': 'Der Umsatz, den Sie jedes Quartal anstreben.',
  'targets.weeklyBookings': 'Wöchentliches Buchungsziel',
  'targets.weeklyBookingsHint': 'Die Buchungen, die Sie jede Woche anstreben.',
  'targets.clientGrowth': 'Kundenziel',
  'targets.clientGrowthHint': 'Wie viele Kunden Sie haben möchten.',
  'targets.moneyLabel': '{label} ({currency})',
  'targets.notNumber': '{label} muss eine Zahl sein',
  'targets.notPositive': '{label} muss größer als 0 sein',
  'targets.tooLarge': '{label} ist zu groß',
  'targets.decimals': '{label} darf höchstens 2 Nachkommastellen haben',
  'targets.notWhole': '{label} muss eine ganze Zahl sein',
  'targets.saved': 'Ziele aktualisiert',
  'targets.savedText': 'Ihr Fortschritt wird jetzt an den neuen Zielen gemessen.',
  'targets.cancel': 'Abbrechen',
  'targets.saving': 'Wird gespeichert …',
  'targets.save': 'Ziele speichern',
} satisfies Translations<typeof en>;
