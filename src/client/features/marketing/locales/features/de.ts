// The features page in German (docs/decisions/042): Sie, the tone of the landing page's catalog.
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

export default {
  'features.meta.title':
    'Funktionen: Kalender, Buchungsseite, Erinnerungen, Zahlungen und Auswertungen · Bookwell',
  'features.meta.description':
    'Alles, was ein Dienstleister für Onlinebuchungen braucht: Onlinekalender, Buchungsseite, Erinnerungen per SMS und E-Mail, Dienstplanung, Zahlungen, Bewertungen, Apps und Auswertungen.',
  'features.eyebrow': 'Funktionen',
  'features.title': 'Alles, was Sie für einen ausgebuchten Betrieb brauchen',
  'features.lead':
    'Vom ersten Klick auf Ihre Buchungsseite bis zur Erinnerung, die Ihre Kunden pünktlich zu Ihnen bringt: Bookwell erledigt das, im Web und auf Ihrem Smartphone.',
  'features.points.scheduling': 'Intelligente Terminplanung',
  'features.points.notifications': 'Sofortige Benachrichtigungen',
  'features.points.analytics': 'Umfassende Auswertungen',
  'features.points.mobile': 'Fürs Smartphone gemacht',
  'features.points.team': 'Teamverwaltung',
  'features.points.languages': 'Mehrsprachig & alle Zeitzonen',
  'features.start': 'Kostenlos testen',
  'features.demo': 'Live-Demo ausprobieren',
  'features.categories.onlineBooking.title': 'Onlinebuchung',
  'features.categories.onlineBooking.intro':
    'Nehmen Sie Buchungen rund um die Uhr an, überall dort, wo Ihre Kunden Sie finden.',
  'features.categories.scheduling.title': 'Terminplanung & Team',
  'features.categories.scheduling.intro':
    'Intelligente Planung, die jede Öffnungszeit, jede Pause und jedes Teammitglied berücksichtigt.',
  'features.categories.reminders.title': 'Bestätigungen & Erinnerungen',
  'features.categories.reminders.intro':
    'Automatische Nachrichten, die Ihre Kunden informiert halten und Ihre Stühle besetzt.',
  'features.categories.paymentsReviews.title': 'Zahlungen & Bewertungen',
  'features.categories.paymentsReviews.intro':
    'Werden Sie pünktlich bezahlt und bauen Sie Ihren guten Ruf aus.',
  'features.categories.apps.title': 'Apps',
  'features.categories.apps.intro':
    'Führen Sie Ihren Betrieb von jedem Gerät aus, auch wenn die Verbindung abbricht.',
  'features.categories.insights.title': 'Auswertungen & Einblicke',
  'features.categories.insights.intro':
    'Umfassende Auswertungen, die zeigen, was funktioniert und wo Sie wachsen können.',
  'features.items.calendar.title': 'Onlinekalender',
  'features.items.calendar.description':
    'Jeder Termin, jedes Teammitglied und jede Pause in einem Live-Kalender, nach Tag oder Woche.',
  'features.items.bookingPage.title': 'Buchungsseite',
  'features.items.bookingPage.description':
    'Eine Buchungsseite mit Ihrem Logo, Ihren Farben und Ihren Leistungen, rund um die Uhr geöffnet.',
  'features.items.websiteWidgets.title': 'Website-Widgets',
  'features.items.websiteWidgets.description':
    'Fügen Sie Ihrer bestehenden Website einen „Jetzt buchen“-Button oder ein eingebettetes Buchungsformular hinzu.',
  'features.items.socialBooking.title': 'Buchung über soziale Netzwerke',
  'features.items.socialBooking.description':
    'Lassen Sie Ihre Follower direkt aus Ihren Instagram-, Facebook- und TikTok-Profilen buchen.',
  'features.items.qrCodes.title': 'QR-Codes',
  'features.items.qrCodes.description':
    'Drucken Sie für Theke, Visitenkarten oder Schaufenster einen QR-Code, der Ihre Buchungsseite öffnet.',
  'features.items.googleBooking.title': 'Mit Google buchen',
  'features.items.googleBooking.description':
    'Wer Sie in der Google-Suche oder in Maps findet, kann buchen, ohne die Seite zu verlassen.',
  'features.items.virtualMeetings.title': 'Virtuelle Termine',
  'features.items.virtualMeetings.description':
    'Bieten Sie Onlineberatungen an; der Videolink wird der Buchung automatisch hinzugefügt.',
  'features.items.recurring.title': 'Serientermine',
  'features.items.recurring.description':
    'Buchen Sie für Stammkunden wöchentliche oder monatliche Serien in einem Schritt.',
  'features.items.groupBooking.title': 'Gruppenbuchungen',
  'features.items.groupBooking.description':
    'Kurse und Workshops mit begrenzten Plätzen, damit mehrere Kunden denselben Termin buchen können.',
  'features.items.staffScheduling.title': 'Dienstplanung',
  'features.items.staffScheduling.description':
    'Arbeitszeiten, Leistungen und freie Tage pro Teammitglied; Ihre Kunden wählen, zu wem sie möchten.',
  'features.items.availability.title': 'Verfügbarkeitsregeln',
  'features.items.availability.description':
    'Aus Öffnungszeiten, Pausen und Puffern werden buchbare Zeiten. Nie wieder Doppelbuchungen.',
  'features.items.calendarSync.title': 'Kalendersynchronisierung',
  'features.items.calendarSync.description':
    'Halten Sie Ihre Google-, Outlook- und Apple-Kalender mit Ihrem Bookwell-Terminplan im Gleichklang.',
  'features.items.confirmations.title': 'Sofortige Bestätigungen',
  'features.items.confirmations.description':
    'Kunden erhalten direkt nach der Buchung eine Bestätigung mit allen wichtigen Details.',
  'features.items.emailReminders.title': 'Erinnerungen per E-Mail',
  'features.items.emailReminders.description':
    'Erinnerungen per E-Mail 24 Stunden und 2 Stunden vor jedem Termin.',
  'features.items.smsReminders.title': 'Erinnerungen per SMS',
  'features.items.smsReminders.description': 'SMS-Erinnerungen, die Ausfälle um rund 40 % senken.',
  'features.items.followUps.title': 'Nachfassen',
  'features.items.followUps.description':
    'Dankesnachrichten und Bitten um eine Bewertung nach jedem Besuch, automatisch für Sie verschickt.',
  'features.items.notifications.title': 'Benachrichtigungen in Echtzeit',
  'features.items.notifications.description':
    'Erfahren Sie sofort, wenn eine Buchung angelegt, geändert oder storniert wird.',
  'features.items.payments.title': 'Onlinezahlungen',
  'features.items.payments.description':
    'Nehmen Sie bei der Buchung eine Anzahlung oder den vollen Betrag an und behalten Sie jede Zahlung im Blick.',
  'features.items.reviews.title': 'Bewertungen',
  'features.items.reviews.description':
    'Sammeln Sie nach jedem Termin Bewertungen und zeigen Sie sie auf Ihrer Buchungsseite.',
  'features.items.mobileApps.title': 'Mobile Apps',
  'features.items.mobileApps.description':
    'Installieren Sie Bookwell auf dem Startbildschirm Ihres Smartphones, mit Offlinezugriff und Benachrichtigungen.',
  'features.items.desktopApp.title': 'Desktop-App',
  'features.items.desktopApp.description':
    'Installieren Sie die App auch auf Ihrem Computer, und Ihr Kalender ist nur einen Klick entfernt.',
  'features.items.brandedApp.title': 'App in Ihrem Design',
  'features.items.brandedApp.description':
    'Bieten Sie Ihren Kunden eine App mit Ihrem Namen, Ihren Farben und Ihrem Logo.',
  'features.items.analytics.title': 'Auswertungs-Dashboard',
  'features.items.analytics.description': 'Buchungen, Umsatz und Kundenzahlen für Woche, Monat und Jahr.',
  'features.items.revenue.title': 'Umsatzübersicht',
  'features.items.revenue.description':
    'Sehen Sie, was jede Leistung und jedes Teammitglied einbringt, und erkennen Sie Ihre besten Tage.',
  'features.items.clientInsights.title': 'Kundeneinblicke',
  'features.items.clientInsights.description':
    'Eine Kundenkartei mit Verlauf, Vorlieben und Notizen jedes Kunden in einem Profil.',
  'features.items.reports.title': 'Berichte',
  'features.items.reports.description':
    'Übersichtliche Berichte zu Buchungen, Ausfällen und Umsatz, bereit zum Export.',
  'features.cta.title': 'Nehmen Sie noch heute Buchungen an',
  'features.cta.text':
    'Richten Sie Leistungen, Öffnungszeiten und Team in wenigen Minuten ein. 14 Tage kostenlos testen, ohne Kreditkarte.',
  'features.cta.primary': 'Jetzt registrieren',
  'features.cta.secondary': 'Preise ansehen',
} satisfies Translations<typeof en>;
