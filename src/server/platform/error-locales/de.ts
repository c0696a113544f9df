// The server's refusals in German (docs/decisions/046), Sie as in the app and on the booking page.
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

export default {
  'slot.taken': 'Schade, diese Uhrzeit wurde gerade gebucht. Bitte wählen Sie eine andere.',
  'slot.past': 'Diese Uhrzeit ist bereits vorbei. Bitte wählen Sie eine andere.',
  'slot.noticeHours':
    'Bitte wählen Sie eine Uhrzeit, die mindestens {hours, plural, one {# Stunde} other {# Stunden}} in der Zukunft liegt.',
  'slot.noticeMinutes':
    'Bitte wählen Sie eine Uhrzeit, die mindestens {minutes, plural, one {# Minute} other {# Minuten}} in der Zukunft liegt.',
  'slot.tooFarAhead': 'Buchungen sind bis zu {days, plural, one {# Tag} other {# Tage}} im Voraus möglich.',
  'slot.closed': 'Zu dieser Zeit haben wir geschlossen.',
  'slot.offGrid': 'Bitte wählen Sie eine der angebotenen Uhrzeiten.',
  'slot.pastClosing':
    'Dieser Termin würde über die Schließzeit hinausgehen. Bitte wählen Sie eine frühere Uhrzeit.',
  'slot.gone': 'Diese Uhrzeit ist nicht mehr frei. Bitte wählen Sie eine andere.',
  'slot.nobodyFree': 'Zu dieser Zeit ist kein Teammitglied frei, das diese Leistung anbietet.',
  'slot.ownerGrid': 'Bitte wählen Sie eine volle oder halbe Stunde zwischen {from} und {to}.',
  'slot.noSuchTime':
    'Diese Uhrzeit gibt es in {zone} nicht (in dieser Nacht wird die Uhr umgestellt). Bitte wählen Sie eine andere.',
  'slot.invalid': 'Bitte wählen Sie ein gültiges Datum und eine gültige Uhrzeit.',
  'slot.memberDoesNotOffer': 'Dieses Teammitglied bietet diese Leistung nicht an.',
  'slot.nobodyOffers': 'Noch kein Teammitglied bietet diese Leistung an.',
  'booking.off': 'Dieses Unternehmen nimmt gerade keine Online-Buchungen an.',
  'booking.already':
    '{status, select, pending {Diese Buchung ist bereits ausstehend.} pending_payment {Diese Buchung wartet bereits auf die Zahlung.} confirmed {Diese Buchung ist bereits bestätigt.} completed {Diese Buchung ist bereits abgeschlossen.} cancelled {Diese Buchung ist bereits storniert.} no_show {Diese Buchung ist bereits als nicht erschienen markiert.} other {Diese Buchung hat bereits den Status {status}.}}',
  'booking.justChanged': 'Diese Buchung wurde gerade geändert. Bitte laden Sie sie neu.',
  'booking.movedAndClosed':
    'Eine Buchung kann nicht in derselben Änderung verschoben und abgeschlossen werden.',
  'booking.notStarted':
    'Ein Besuch kann erst als abgeschlossen oder nicht erschienen markiert werden, wenn er begonnen hat.',
  'booking.awaitingPayment':
    'Diese Buchung wartet auf ihre Online-Zahlung: Sie wird bestätigt, sobald die Zahlung eingeht, oder kann storniert werden.',
  'booking.heldForWaitlist':
    'Diese Uhrzeit ist für eine Person auf der Warteliste reserviert: Nimmt sie sie an, wird sie ihre Buchung. Ziehen Sie das Angebot auf der Seite „Warteliste“ zurück, um sie freizugeben.',
  'booking.wasCancelled': 'Diese Buchung wurde storniert.',
  'booking.complete': 'Dieser Besuch ist abgeschlossen.',
  'booking.closed': 'Diese Buchung ist abgeschlossen.',
  'booking.started': 'Dieser Termin hat bereits begonnen.',
  'booking.cancelOff':
    'Online-Stornierungen sind ausgeschaltet. Bitte rufen Sie zum Stornieren das Unternehmen an.',
  'booking.rescheduleOff':
    'Online-Umbuchungen sind ausgeschaltet. Bitte rufen Sie das Unternehmen an, um Ihre Buchung zu ändern.',
  'booking.linkExpired':
    'Dieser Link ist abgelaufen: Der Termin ist vorbei. Melden Sie sich an, um Ihre Buchungen zu sehen.',
  'series.onlyBusiness':
    'Wiederkehrende Buchungen legt das Unternehmen an. Bitte wenden Sie sich an das Unternehmen.',
  'series.alreadyRepeats': 'Diese Buchung wiederholt sich bereits.',
  'series.noneBooked':
    'Keiner der gewählten Termine konnte gebucht werden. Bitte prüfen Sie die Daten noch einmal.',
  'series.clientRepeatable': 'Nur ein gebuchter oder abgeschlossener Besuch kann wiederholt werden.',
  'series.notASeries': 'Diese Buchung wiederholt sich nicht.',
  'series.nothingLeft': 'Von dieser Serie ist kein Termin mehr übrig, der geändert werden kann.',
  'class.notAClass': 'Diese Leistung ist kein Kurs',
  'class.sessionNotFound': 'Kurstermin nicht gefunden',
  'class.cancelled': 'Dieser Kurs wurde abgesagt.',
  'class.moved': 'Dieser Kurs wurde verschoben. Bitte wählen Sie ihn erneut.',
  'class.started': 'Dieser Kurs hat bereits begonnen.',
  'class.tooManySeats':
    'Sie können höchstens {max, plural, one {# Platz} other {# Plätze}} auf einmal buchen.',
  'class.full': 'Leider ist dieser Kurs ausgebucht.',
  'class.notEnoughSeats': 'Leider sind in diesem Kurs nicht mehr genug Plätze frei.',
  'class.seatsLeft': 'Dieser Kurs hat noch freie Plätze: Buchen Sie diese direkt.',
  'class.seatMove':
    'Eine Kursbuchung kann nicht verschoben werden: Stornieren Sie sie und buchen Sie einen anderen Termin.',
  'contact.nameRequired': 'Bitte geben Sie Ihren Namen ein',
  'contact.phoneRequired': 'Bitte geben Sie Ihre Telefonnummer ein',
  'contact.phoneInvalid': 'Bitte geben Sie eine gültige Telefonnummer ein',
  'contact.emailInvalid': 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  'contact.email': 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  'contact.notesTooLong': 'Anmerkungen dürfen höchstens 1000 Zeichen lang sein',
  'client.signIn': 'Bitte melden Sie sich an',
  'client.emailTaken':
    'Eine andere Kundin oder ein anderer Kunde dieses Unternehmens nutzt diese E-Mail-Adresse bereits.',
  'client.wrongCode':
    'Dieser Code ist falsch oder abgelaufen. Prüfen Sie ihn oder fordern Sie einen neuen Code an.',
  'client.linkNotValid':
    'Dieser Anmeldelink ist abgelaufen oder wurde schon verwendet. Fordern Sie zum Anmelden einen neuen Code an.',
  'review.alreadyWritten': 'Sie haben diesen Besuch bereits bewertet',
  'review.notCompleted': 'Sie können einen Besuch bewerten, sobald er stattgefunden hat',
  'review.notFound': 'Bewertung nicht gefunden',
  'waitlist.off': 'Dieses Unternehmen nimmt gerade keine Einträge auf der Warteliste an.',
  'waitlist.fromToday': 'Bitte wählen Sie Daten ab heute.',
  'waitlist.rangeTooLong': 'Ein Zeitraum kann höchstens {days, plural, one {# Tag} other {# Tage}} umfassen.',
  'waitlist.beyondWindow':
    'Dieses Unternehmen nimmt Buchungen bis zu {days, plural, one {# Tag} other {# Tage}} im Voraus an: Bitte wählen Sie Daten bis {date}.',
  'waitlist.alreadyClass':
    'Sie stehen bereits auf der Warteliste für diesen Kurs: Der Link in Ihrer Bestätigung zeigt den Eintrag, dort können Sie ihn auch verlassen.',
  'waitlist.alreadyService':
    'Sie stehen bereits auf der Warteliste für diese Leistung: Der Link in Ihrer Bestätigung zeigt Ihre Daten, dort können Sie sie verlassen und sich neu eintragen.',
  'waitlist.offerGone':
    'Diese Uhrzeit ist nicht mehr für Sie reserviert. Sie stehen weiterhin auf der Warteliste.',
  'waitlist.offerNotFound': 'Angebot nicht gefunden',
  'waitlist.entryGone': 'Dieser Eintrag steht nicht mehr auf der Warteliste.',
  'waitlist.otherMember': 'Diese Person wartet auf ein anderes Teammitglied.',
  'waitlist.entryNotFound': 'Wartelisteneintrag nicht gefunden',
  'notFound.service': 'Leistung nicht gefunden',
  'notFound.teamMember': 'Teammitglied nicht gefunden',
  'notFound.business': 'Unternehmen nicht gefunden',
  'notFound.booking': 'Buchung nicht gefunden',
  'notFound.client': 'Kunde nicht gefunden',
  'notFound.timeOff': 'Abwesenheit nicht gefunden',
  'owner.forbidden': 'Ihre Rolle in diesem Unternehmen erlaubt das nicht.',
  'owner.noBusiness': 'Noch kein Unternehmen',
  'owner.lastActive':
    'Jedes Unternehmen braucht mindestens ein aktives Teammitglied, deshalb muss dieses aktiv bleiben.',
  'owner.duplicatePhone': 'Es gibt bereits einen Kunden mit dieser Telefonnummer',
  'owner.slugTaken': 'Dieser Buchungslink ist bereits vergeben',
  'owner.timeOffOrder': 'Das Ende der Abwesenheit muss nach ihrem Beginn liegen.',
  'owner.realDate': 'Bitte verwenden Sie ein echtes Kalenderdatum.',
  'owner.timeFormat': 'Bitte verwenden Sie eine Uhrzeit wie 09:00.',
  'owner.instructorBusy': 'Die Kursleitung hat zu dieser Zeit eine Buchung oder einen anderen Kurs.',
  'owner.roomTaken': 'Der Raum ist zu dieser Zeit belegt.',
  'owner.instructorCannot': 'Dieses Teammitglied leitet diesen Kurs nicht.',
  'account.exists': 'Es gibt bereits ein Konto mit dieser E-Mail-Adresse',
  'account.wrongPassword': 'E-Mail-Adresse oder Passwort ist falsch',
  'account.lockedOut':
    'Zu viele fehlgeschlagene Anmeldeversuche. Bitte warten Sie {minutes, plural, one {# Minute} other {# Minuten}} und versuchen Sie es erneut.',
  tooManyRequests:
    'Zu viele Anfragen. Bitte versuchen Sie es in {seconds, plural, one {# Sekunde} other {# Sekunden}} erneut.',
  unavailable: 'Der Dienst ist kurz nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
  failed: 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es erneut.',
  'account.codeRequired': 'Ein Bestätigungscode aus Ihrer Authenticator-App ist erforderlich',
  'account.twoFactorSetupFirst':
    'Starten Sie zuerst die Einrichtung der Zwei-Faktor-Authentifizierung, um den Schlüssel für Ihre App zu erhalten',
  'account.twoFactorChanged':
    'Die Zwei-Faktor-Authentifizierung wurde inzwischen geändert. Bitte versuchen Sie es erneut.',
  'account.twoFactorOn': 'Die Zwei-Faktor-Authentifizierung ist bereits eingeschaltet',
  'account.thisDevice':
    'Dies ist das Gerät, das Sie gerade verwenden: Melden Sie sich über die Schaltfläche „Abmelden“ ab.',
  'account.passwordMismatch': 'Das neue Passwort und die Bestätigung müssen übereinstimmen.',
  'account.passwordShort': 'Das Passwort muss mindestens 8 Zeichen lang sein.',
  'account.passwordLong': 'Das Passwort darf höchstens 128 Zeichen lang sein.',
  'account.sessionNotFound': 'Sitzung nicht gefunden',
  'account.apiKeyNotFound': 'API-Schlüssel nicht gefunden',
  'owner.requiredFields': 'Bitte füllen Sie alle Pflichtfelder aus.',
  'owner.birthInFuture': 'Das Geburtsdatum darf nicht in der Zukunft liegen',
  'owner.seriesEnd': 'Das Enddatum muss nach dem ersten Termin liegen.',
  'owner.clockChange': 'Diese Uhrzeit gibt es an diesem Tag nicht (Zeitumstellung).',
  'owner.slugReserved': 'Dieser Buchungslink ist reserviert. Bitte wählen Sie einen anderen',
  'owner.notificationNotFound': 'Benachrichtigung nicht gefunden',
  'owner.websiteProjectNotFound': 'Website-Projekt nicht gefunden',
  'owner.supportRequestNotFound': 'Supportanfrage nicht gefunden',
  'owner.calendarNotFound': 'Kalender nicht gefunden',
  'owner.noCalendar': 'Für dieses Teammitglied ist kein Kalender verbunden',
  'owner.resourceNotFound': 'Ressource nicht gefunden',
  'owner.resourceNameTaken': 'Sie haben bereits eine Ressource mit diesem Namen',
  'owner.resourceRepeated': 'Eine Ressource kann nur einmal angegeben werden',
  'owner.depositsNotConfigured':
    'Stripe ist nicht eingerichtet, daher können Leistungen keine Anzahlung verlangen. Legen Sie zuerst STRIPE_SECRET_KEY und STRIPE_WEBHOOK_SECRET fest.',
  'owner.depositOverPrice': 'Die Anzahlung darf nicht höher als der Preis sein',
  'owner.paymentNotFound': 'Zahlung nicht gefunden',
  'owner.refundOfRefund': 'Eine Erstattung kann nicht erstattet werden',
  'owner.dayClosed': 'Dieser Tag ist bereits abgeschlossen',
  'owner.classScheduleNotFound': 'Wochenplan nicht gefunden',
  'owner.attendeeNotFound': 'Teilnehmer nicht gefunden',
  'owner.noPushDevice': 'Kein Gerät ist für Push-Benachrichtigungen angemeldet. Schalten Sie sie zuerst ein.',
  'owner.pushNotFound': 'Push-Anmeldung nicht gefunden',
  'owner.imageRequired': 'Bitte wählen Sie ein Bild zum Hochladen aus',
  'owner.imageNotOurs':
    'Bitte laden Sie das Bild hier hoch: Nur auf Bookwell hochgeladene Bilder können verwendet werden',
  'team.invitationNotFound': 'Diese Einladung ist ungültig. Bitten Sie das Unternehmen um eine neue.',
  'team.invitationExpired': 'Diese Einladung ist abgelaufen. Bitten Sie das Unternehmen um eine neue.',
  'team.invitationUsed': 'Diese Einladung wurde bereits verwendet.',
  'team.invitationRevoked': 'Diese Einladung wurde zurückgezogen. Bitten Sie das Unternehmen um eine neue.',
  'team.invitationOtherEmail':
    'Diese Einladung wurde an eine andere E-Mail-Adresse gesendet. Melden Sie sich mit dieser Adresse an.',
  'team.ownerHasLogin': 'Der Inhaber meldet sich mit seinem eigenen Konto an.',
  'team.alreadyLinked': 'Dieses Teammitglied kann sich bereits anmelden.',
  'team.alreadyMember': 'Dieses Konto gehört bereits zum Team dieses Unternehmens.',
  'team.noInvitation': 'Für dieses Teammitglied gibt es keine offene Einladung.',
  'team.notLinked': 'Dieses Teammitglied hat noch keinen Zugang.',
} satisfies Translations<typeof en>;
