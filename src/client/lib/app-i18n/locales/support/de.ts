// Help & Support in German (docs/decisions/041): "Sie", plain and short.
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

export default {
  'page.title': 'Hilfe & Support',
  'page.description': 'Antworten auf die häufigsten Fragen – und ein Weg, uns alles zu fragen.',
  'answers.title': 'Antworten',
  'answers.search': 'Antworten durchsuchen',
  'answers.placeholder': 'Suchen, z. B. Erinnerungen, Erstattung, Urlaub',
  'answers.found': '{count, plural, one {# Antwort} other {# Antworten}} gefunden',
  'answers.none': 'Keine Antwort passt zu „{query}“. Fragen Sie uns unten.',
  'contact.title': 'Support kontaktieren',
  'contact.description': 'Wir antworten per E-Mail an die Adresse, mit der Sie sich anmelden.',
  'contact.signIn': 'Melden Sie sich an',
  'contact.signedOut': '{signIn}, um uns eine Nachricht zu Ihrem Konto zu schreiben.',
  'requests.title': 'Ihre Nachrichten',
  'requests.status.open': 'offen',
  'requests.status.answered': 'beantwortet',
  'form.topicLabel': 'Thema',
  'form.topic.booking': 'Buchung',
  'form.topic.hours': 'Öffnungszeiten und Abwesenheiten',
  'form.topic.reminders': 'Erinnerungen',
  'form.topic.payments': 'Zahlungen',
  'form.topic.client-dashboard': 'Kundenbereich',
  'form.topic.data': 'Datenexport',
  'form.topic.other': 'Etwas anderes',
  'form.subject': 'Betreff',
  'form.question': 'Ihre Frage',
  'form.hint': 'Mindestens 10 Zeichen.',
  'form.send': 'Nachricht senden',
  'form.sending': 'Wird gesendet …',
  'form.failed': 'Ihre Nachricht konnte nicht gesendet werden',
  'form.sentTitle': 'Nachricht gesendet',
  'form.sentText': 'Danke, wir haben Ihre Nachricht erhalten und antworten per E-Mail.',
  'form.sentSubject': '{text} („{subject}“)',
  'help.question.how-booking-works': 'Wie funktioniert die Onlinebuchung?',
  'help.answer.how-booking-works':
    'Ihre Kunden öffnen Ihre Buchungsseite, wählen eine Leistung, ein Teammitglied (oder wer gerade frei ist), einen Tag und eine Uhrzeit und hinterlassen Namen und Telefonnummer. Die Buchung ist sofort bestätigt und erscheint auf Ihrem Dashboard und im Kalender. Angeboten werden nur Zeiten, die zu Ihren Öffnungszeiten, Ihren Buchungsregeln und der freien Zeit Ihres Teams passen.',
  'help.link.how-booking-works': 'Leistungen einrichten',
  'help.question.booking-rules': 'Wie kurzfristig und wie weit im Voraus können Kunden buchen?',
  'help.answer.booking-rules':
    'Die Buchungsregeln legen fest, in welchem Takt Zeiten angeboten werden, wie kurzfristig gebucht werden darf, wie viele Tage im Voraus Kunden buchen können, welchen Puffer es nach jedem Termin gibt und bis wann Kunden eine Buchung selbst stornieren oder verschieben dürfen.',
  'help.link.booking-rules': 'Buchungsregeln öffnen',
  'help.question.hours': 'Wie lege ich meine Öffnungszeiten und Pausen fest?',
  'help.answer.hours':
    'In den Öffnungszeiten ist jeder Wochentag als geöffnet oder geschlossen eingetragen, mit Beginn, Ende und etwaigen Pausen. Ihre Buchungsseite bietet nur Zeiten darin an. Jedes Teammitglied kann außerdem eigene Arbeitszeiten haben.',
  'help.link.hours': 'Öffnungszeiten öffnen',
  'help.question.time-off': 'Wie sperre ich Urlaub oder einen freien Tag?',
  'help.answer.time-off':
    'Tragen Sie bei einem Teammitglied eine Abwesenheit für die Tage oder Stunden ein, an denen es nicht da ist. Diese Zeiten werden auf Ihrer Buchungsseite nicht mehr angeboten; Buchungen, die schon in diese Zeit fallen, werden aufgelistet, damit Sie sie verschieben können.',
  'help.link.time-off': 'Ihr Team öffnen',
  'help.question.reminders': 'Bekommen meine Kunden Erinnerungen?',
  'help.answer.reminders':
    'Ja: Kunden erhalten beim Buchen eine Bestätigung und vor ihrem Termin eine Erinnerung, per E-Mail (und per SMS, wenn eingerichtet). Jede gesendete, übersprungene oder fehlgeschlagene Nachricht steht mit ihrem Grund unter „Nachrichten“.',
  'help.link.reminders': 'Ihre Nachrichten ansehen',
  'help.question.payments': 'Wie erfasse ich eine Zahlung oder eine Erstattung?',
  'help.answer.payments':
    'Unter „Zahlungen“ stehen die heutigen Besuche mit dem, was jeweils offen ist. Nehmen Sie zu einer Buchung eine Zahlung in bar oder mit Karte an, erstatten Sie einen Teil oder alles und schließen Sie den Tag ab, indem Sie das Bargeld in der Kasse zählen.',
  'help.link.payments': 'Zahlungen öffnen',
  'help.question.client-dashboard': 'Was sehen meine Kunden in ihrem Kundenbereich?',
  'help.answer.client-dashboard':
    'Jeder Kunde kann sich mit einem zugeschickten Code in Ihrem Kundenbereich anmelden, seine kommenden und vergangenen Buchungen sehen, im Rahmen Ihrer Regeln stornieren oder verschieben und eine Bewertung abgeben. Sie bestimmen seine Farben, Texte und welche Bereiche er zeigt.',
  'help.link.client-dashboard': 'Kundenbereich anpassen',
  'help.question.data-export': 'Wie exportiere ich meine Daten?',
  'help.answer.data-export':
    '„Meine Daten exportieren“ lädt alles, was Ihr Konto enthält (Unternehmen, Leistungen, Team, Kunden, Buchungen, Zahlungen, Bewertungen und Nachrichten), als eine JSON-Datei herunter. Kunden lassen sich außerdem auf der Kundenseite als CSV exportieren.',
  'help.link.data-export': 'Ihre Daten exportieren',
} satisfies Translations<typeof en>;
