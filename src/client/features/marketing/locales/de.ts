// The landing page in German (docs/decisions/042): Sie, friendly and plain, as in the booking page's catalog.
import chrome from '#client/components/marketing/locales/de.ts';
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';
import type later from './later/en.ts';

export default {
  ...chrome,
  'page.language': 'Sprache',
  'landing.meta.title': 'Bookwell: Online-Terminbuchung für Salons, Spas, Studios und Praxen',
  'landing.meta.description':
    'Lassen Sie Ihre Kunden rund um die Uhr buchen, vermeiden Sie Ausfälle mit Erinnerungen per SMS und E-Mail und wachsen Sie mit smarter Terminplanung und Auswertungen. 14 Tage kostenlos testen, ohne Kreditkarte.',
  'landing.heading': 'Bookwell: Online-Terminbuchung und Betriebsverwaltung für Dienstleister',
  'landing.hero.label': 'Highlights',
  'landing.hero.slide': '{number} von {count}',
  'landing.hero.show': 'Folie {number} von {count} anzeigen',
  'landing.hero.previous': 'Vorherige Folie',
  'landing.hero.next': 'Nächste Folie',
  'landing.hero.stop': 'Automatischen Folienwechsel anhalten',
  'landing.hero.start': 'Automatischen Folienwechsel starten',
  'landing.hero.booking.badge': 'Die Buchungsplattform Nr. 1 für Dienstleister',
  'landing.hero.booking.title': 'Ihre Kunden buchen sofort.',
  'landing.hero.booking.highlight': 'Ihr Geschäft wächst schneller.',
  'landing.hero.booking.description':
    'Smarte Terminplanung, eine Buchungsseite in Ihrem Design, rund um die Uhr geöffnet, automatische Erinnerungen per SMS und E-Mail und Auswertungen in Echtzeit – alles an einem Ort. Fürs Smartphone gemacht, für Barbershops, Salons, Spas, Studios und Praxen.',
  'landing.hero.booking.primary': 'Kostenlos testen',
  'landing.hero.booking.secondary': 'Demo ansehen',
  'landing.hero.booking.trust': 'Über 10.000 Betriebe vertrauen uns · 14 Tage kostenlos, ohne Kreditkarte',
  'landing.hero.websites.badge': 'Professionelle Website-Entwicklung',
  'landing.hero.websites.title': 'Beeindruckende Websites,',
  'landing.hero.websites.highlight': 'die aus Besuchern Buchungen machen.',
  'landing.hero.websites.description':
    'Unser Team gestaltet und baut eine schnelle, mobilfreundliche Website für Ihr Geschäft – mit integrierter Online-Buchung. Ein Festpreis, fertig in 7–14 Tagen.',
  'landing.hero.websites.primary': 'Portfolio ansehen',
  'landing.hero.websites.secondary': 'Angebot anfordern',
  'landing.hero.websites.trust': 'Über 150 Websites umgesetzt · 30 Tage kostenlose Änderungen',
  'landing.phone.label':
    'Illustration der Bookwell-App auf einem Smartphone: ein Monatskalender und die heutigen Termine',
  'landing.phone.today': 'Heute',
  'landing.phone.bookings': '{count, plural, one {# Buchung} other {# Buchungen}}',
  'landing.phone.confirmed': 'bestätigt',
  'landing.phone.pending': 'offen',
  'landing.phone.haircut': 'Haarschnitt & Styling',
  'landing.phone.massage': 'Tiefengewebsmassage',
  'landing.phone.training': 'Personal Training',
  'landing.browser.label': 'Illustration einer Firmenwebsite mit integrierter Online-Buchung',
  'landing.browser.category': 'Haare & Beauty',
  'landing.browser.title': 'Ihr Salon, online',
  'landing.browser.book': 'Jetzt buchen',
  'landing.browser.cut': 'Schnitt & Styling',
  'landing.browser.colour': 'Farbe',
  'landing.browser.treatments': 'Behandlungen',
  'landing.website.eyebrow': 'Website-Entwicklung',
  'landing.website.title': 'Eine professionelle Website, die aus Besuchern Buchungen macht',
  'landing.website.text':
    'Neben der Buchungsplattform gestaltet und baut unser Team komplette Websites für Dienstleister. Über 150 Websites umgesetzt, zum Festpreis von {price}.',
  'landing.website.delivery': 'Fertig in {days} Tagen',
  'landing.website.revisions': '{days} Tage kostenlose Änderungen',
  'landing.website.templates': '{count} Branchenvorlagen als Ausgangspunkt',
  'landing.website.booking': 'Online-Buchung vom ersten Tag an integriert',
  'landing.website.payment': '{upfront} % vorab, {rest} % bei Fertigstellung',
  'landing.website.portfolio': 'Unsere Arbeiten',
  'landing.website.pricing': 'Website-Preise',
  'landing.website.template.title': 'Vorlage wählen',
  'landing.website.template.text': 'Starten Sie mit einem von sechs Branchendesigns.',
  'landing.website.build.title': 'Wir bauen sie',
  'landing.website.build.text': 'Ihre Inhalte, Ihre Markenfarben und Ihre Buchungsseite, nahtlos verbunden.',
  'landing.website.live.title': 'Live gehen',
  'landing.website.live.text': 'Online in 7–14 Tagen, danach mit kostenlosen Änderungen verfeinern.',
  'landing.types.eyebrow': 'Für Dienstleister gemacht',
  'landing.types.title': 'So, wie Sie arbeiten',
  'landing.types.lead': 'Was auch immer Sie nach Termin anbieten: Bookwell passt sich Ihrem Tag an.',
  'landing.types.barbers': 'Barbershops & Friseursalons',
  'landing.types.spas': 'Spas & Wellness',
  'landing.types.fitness': 'Fitness- & Yogastudios',
  'landing.types.clinics': 'Praxen & Gesundheit',
  'landing.types.beauty': 'Kosmetik- & Nagelstudios',
  'landing.types.creatives': 'Fotografen & Kreative',
  'landing.features.eyebrow': 'Alles an einem Ort',
  'landing.features.title': 'Weniger Verwaltung, mehr Termine',
  'landing.features.lead':
    'Kalender, Buchungsseite, Zahlungen, Bewertungen, Erinnerungen, Team, Auswertungen und ein CRM – perfekt aufeinander abgestimmt.',
  'landing.features.all': 'Alle Funktionen entdecken',
  'landing.features.scheduling.title': 'Smarte Terminplanung',
  'landing.features.scheduling.text':
    'Öffnungszeiten, Verfügbarkeit des Teams und Dauer der Leistungen ergeben buchbare Zeiten – so wird kein Termin doppelt vergeben.',
  'landing.features.notifications.title': 'Sofortige Benachrichtigungen',
  'landing.features.notifications.text':
    'Eine Bestätigung, sobald ein Kunde bucht, dazu Erinnerungen per SMS und E-Mail 24 Stunden und 2 Stunden vor jedem Termin.',
  'landing.features.analytics.title': 'Umfassende Auswertungen',
  'landing.features.analytics.text':
    'Umsatz, Buchungen, Stoßzeiten und gefragteste Leistungen auf einen Blick – mit Berichten, aus denen Sie Entscheidungen ableiten können.',
  'landing.features.mobile.title': 'Fürs Smartphone gemacht',
  'landing.features.mobile.text':
    'Organisieren Sie Ihren Tag vom Handy aus. Installieren Sie die App auf dem Startbildschirm und arbeiten Sie auch ohne Empfang weiter.',
  'landing.features.team.title': 'Teamverwaltung',
  'landing.features.team.text':
    'Jedes Teammitglied hat eigene Termine, Leistungen und Arbeitszeiten, und Ihre Kunden wählen, bei wem sie buchen.',
  'landing.features.languages.title': 'Mehrsprachig & alle Zeitzonen',
  'landing.features.languages.text':
    'Ihre Kunden sehen die Zeiten in der Zeitzone Ihres Geschäfts, egal von wo sie buchen – und in der Sprache, die ihnen liegt.',
  'landing.stats.title': 'Bookwell in Zahlen',
  'landing.stats.businesses': 'Aktive Betriebe',
  'landing.stats.bookings': 'Gebuchte Termine',
  'landing.stats.growth': 'Durchschnittliches Umsatzwachstum',
  'landing.stats.uptime': 'Verfügbarkeit',
  'landing.stats.noShows': 'Weniger Ausfälle',
  'landing.stats.support': 'Antwortzeit des Supports',
  'landing.stats.hours': '< {hours} Std.',
  'landing.cta.title': 'Bereit für einen vollen Kalender?',
  'landing.cta.text':
    'Schließen Sie sich über 10.000 Betrieben an, die rund um die Uhr Buchungen erhalten. In wenigen Minuten eingerichtet.',
  'landing.cta.primary': 'Kostenlos testen',
  'landing.cta.secondary': 'Preise ansehen',
  'landing.cta.note': '14 Tage kostenlos testen · Keine Kreditkarte nötig · Jederzeit kündbar',
  'landing.testimonials.eyebrow': 'Was Sie erwarten können',
  'landing.testimonials.title': 'Ergebnisse, die sich sehen lassen',
  'landing.testimonials.lead':
    'Beispiele für Ergebnisse, die Dienstleister mit Bookwell anstreben. Es sind keine Bewertungen echter, namentlich genannter Kunden.',
  'landing.testimonials.quote': '„{quote}“',
  'landing.testimonials.who': '{name}, {business}',
  'landing.testimonials.badge': 'Beispiel',
  'landing.testimonials.rating': 'Mit {rating} von 5 bewertet',
  'landing.testimonials.salon.name': 'Salonbesitzerin',
  'landing.testimonials.salon.business': 'Beispiel-Friseursalon',
  'landing.testimonials.salon.review':
    'Unsere Kunden buchen um Mitternacht selbst, statt mitten im Haarschnitt anzurufen. Die Erinnerungen gehen automatisch raus, und unsere leeren Stühle sind wieder voll.',
  'landing.testimonials.salon.metrics': '40 % weniger Ausfälle',
  'landing.testimonials.salon.timeframe': 'Die ersten 3 Monate',
  'landing.testimonials.spa.name': 'Spa-Managerin',
  'landing.testimonials.spa.business': 'Beispiel-Day-Spa',
  'landing.testimonials.spa.review':
    'Jede Therapeutin hat eigene Zeiten und Behandlungen, und der Kalender vergibt nie einen Raum doppelt. Am Empfang telefonieren wir deutlich weniger.',
  'landing.testimonials.spa.metrics': '12 Stunden pro Woche gespart',
  'landing.testimonials.spa.timeframe': 'Die ersten 2 Monate',
  'landing.testimonials.fitness.name': 'Studiogründer',
  'landing.testimonials.fitness.business': 'Beispiel-Fitnessstudio',
  'landing.testimonials.fitness.review':
    'Gruppenkurse und regelmäßige Termine sind schnell angelegt, und die Mitglieder buchen direkt nach dem Kurs per Handy den nächsten.',
  'landing.testimonials.fitness.metrics': '35 % mehr Folgebuchungen',
  'landing.testimonials.fitness.timeframe': 'Die ersten 6 Monate',
  'landing.testimonials.physio.name': 'Praxismanagerin',
  'landing.testimonials.physio.business': 'Beispiel-Physiotherapiepraxis',
  'landing.testimonials.physio.review':
    'Patienten werden 24 Stunden und noch einmal 2 Stunden vor ihrem Termin erinnert. Kurzfristige Absagen sind selten geworden, und der Tag läuft nach Plan.',
  'landing.testimonials.physio.metrics': '30 % weniger kurzfristige Absagen',
  'landing.testimonials.physio.timeframe': 'Die ersten 4 Monate',
  'landing.testimonials.barber.name': 'Barbershop-Inhaber',
  'landing.testimonials.barber.business': 'Beispiel-Barbershop',
  'landing.testimonials.barber.review':
    'Der Buchungslink steht in unseren Social-Media-Profilen und auf einem QR-Code an der Theke. Aus Laufkundschaft wurden gebuchte Termine.',
  'landing.testimonials.barber.metrics': '40 % mehr Umsatz',
  'landing.testimonials.barber.timeframe': 'Das erste Jahr',
  'landing.testimonials.photo.name': 'Fotografin',
  'landing.testimonials.photo.business': 'Beispiel-Fotostudio',
  'landing.testimonials.photo.review':
    'Die neue Website und die Buchungsseite waren in weniger als zwei Wochen online. Shootings werden im Voraus bezahlt, und der Kalender ist mit meinem Handy synchronisiert.',
  'landing.testimonials.photo.metrics': 'Doppelt so viele Online-Anfragen',
  'landing.testimonials.photo.timeframe': 'Die ersten 3 Monate',
  'landing.faq.eyebrow': 'FAQ',
  'landing.faq.title': 'Häufige Fragen',
  'landing.faq.trial.question': 'Wie funktioniert die kostenlose Testphase?',
  'landing.faq.trial.answer':
    'Sie nutzen den kompletten Professional-Tarif 14 Tage lang, ohne Kreditkarte. Nach der Testphase können Sie für {monthly} pro Nutzer und Monat weitermachen.',
  'landing.faq.cost.question': 'Was kostet Bookwell nach der Testphase?',
  'landing.faq.cost.answer':
    'Es gibt einen Tarif, Professional: {monthly} pro Nutzer und Monat oder {annual} pro Nutzer und Jahr bei jährlicher Abrechnung. Das sind 17 % weniger. Leistungen und Buchungen sind unbegrenzt.',
  'landing.faq.account.question': 'Können meine Kunden ohne Konto buchen?',
  'landing.faq.account.answer':
    'Ja. Ihre Kunden öffnen Ihre Buchungsseite, wählen eine Leistung, eine Uhrzeit und (wenn Sie möchten) ein Teammitglied und bestätigen mit Namen und Telefonnummer, rund um die Uhr.',
  'landing.faq.reminders.question': 'Wie sorgen Erinnerungen für weniger Ausfälle?',
  'landing.faq.reminders.answer':
    'Bookwell verschickt Erinnerungen per SMS und E-Mail 24 Stunden und 2 Stunden vor jedem Termin. Betriebe haben dadurch meist rund 40 % weniger Ausfälle.',
  'landing.faq.team.question': 'Kann ich ein Team mit unterschiedlichen Arbeitszeiten verwalten?',
  'landing.faq.team.answer':
    'Ja. Jedes Teammitglied hat eigene Arbeitszeiten, Leistungen und freie Tage, und der Kalender sorgt dafür, dass niemand je doppelt gebucht ist.',
  'landing.faq.phone.question': 'Funktioniert es auf meinem Smartphone?',
  'landing.faq.phone.answer':
    'Bookwell ist von Anfang an fürs Smartphone gemacht. Sie können es wie eine App auf dem Startbildschirm installieren, Benachrichtigungen erhalten und weiterarbeiten, auch wenn die Verbindung abbricht.',
  'landing.faq.languages.question': 'Unterstützen Sie andere Sprachen und Zeitzonen?',
  'landing.faq.languages.answer':
    'Ja. Jeder Betrieb hat seine eigene Zeitzone, damit Terminzeiten immer richtig angezeigt werden, und die Buchung gibt es in mehreren Sprachen.',
  'landing.faq.website.question': 'Können Sie eine Website für meinen Betrieb erstellen?',
  'landing.faq.website.answer':
    'Ja, als eigene Leistung: eine professionelle Website für einmalig {website}, fertig in 7–14 Tagen, mit 30 Tagen kostenloser Änderungen. Sie zahlen 50 % vorab und 50 % bei Fertigstellung.',
  'landing.faq.cancel.question': 'Was passiert, wenn ich kündige?',
  'landing.faq.cancel.answer':
    'Sie können jederzeit kündigen. Für den ersten Monat gilt eine 30-tägige Geld-zurück-Garantie, und Ihre Daten bleiben nach der Kündigung 30 Tage lang abrufbar, damit Sie sie exportieren können.',
  'landing.faq.support.question': 'Wie schnell antwortet der Support?',
  'landing.faq.support.answer':
    'Unser Support-Team antwortet innerhalb von 2 Stunden, und die Plattform ist zu 99,9 % verfügbar. So ist Ihre Buchungsseite immer erreichbar.',
} satisfies Translations<typeof en & typeof later>;
