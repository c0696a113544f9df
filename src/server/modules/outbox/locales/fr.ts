// Clients' messages in French (docs/decisions/038): vouvoiement, courteous and warm, as on the booking page. Emails
// keep French spacing before : ? ! (no-break spaces); text messages use plain spaces, which every phone shows.
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

export default {
  'when.long': '{day} à {time} ({zone})',
  'when.short': '{day} à {time}',
  'confirmation.subject': 'Votre rendez-vous est confirmé\u00a0: {service}',
  'confirmation.lead': 'Votre rendez-vous {service} est réservé pour le {when}.',
  'confirmation.sms': 'RDV {service} réservé pour le {when}.',
  'series.subject': 'Vos {count} rendez-vous sont réservés\u00a0: {service}',
  'series.lead': 'Vos {count} rendez-vous {service} sont réservés, le premier pour le {when}.',
  'series.sms': '{count} RDV {service} réservés, le premier le {when}.',
  'rescheduled.subject': 'Votre rendez-vous a été déplacé\u00a0: {service}',
  'rescheduled.lead': 'Votre rendez-vous {service} a été déplacé au {when}.',
  'rescheduled.leadWas': 'Votre rendez-vous {service} a été déplacé au {when} (il était prévu le {was}).',
  'rescheduled.sms': 'RDV {service} déplacé au {when}.',
  'cancelled.subject': 'Votre rendez-vous est annulé\u00a0: {service}',
  'cancelled.lead': 'Votre rendez-vous {service} du {when} est annulé.',
  'cancelled.sms': 'RDV {service} du {when} annulé.',
  'reminder.subjectTomorrow': 'Rappel\u00a0: {service} demain',
  'reminder.subjectToday': 'Rappel\u00a0: {service} aujourd’hui',
  'reminder.lead': 'Petit rappel\u00a0: votre rendez-vous {service} est prévu le {when}.',
  'reminder.sms': 'Rappel : RDV {service} le {when}.',
  'thankYou.subject': 'Merci de votre visite',
  'thankYou.lead':
    'Merci de nous avoir rendu visite pour votre {service}. Au plaisir de vous revoir très bientôt.',
  'thankYou.sms': 'Merci de votre visite. Au plaisir de vous revoir très bientôt.',
  'thankYou.smsReview': 'Merci de votre visite ! Laissez un avis : {link}',
  'sms.optOut': 'STOP pour vous désabonner',
  'email.greeting': 'Bonjour {name},',
  'email.what': 'Prestation',
  'email.when': 'Date',
  'email.where': 'Lieu',
  'email.detail': '{label}\u00a0: {value}',
  'email.withMember': '{service} avec {member}',
  'email.reviewText': 'Comment s’est passée votre visite\u202f? Laissez un avis\u00a0: {link}',
  'email.reviewQuestion': 'Comment s’est passée votre visite\u202f?',
  'email.reviewLink': 'Laisser un avis',
  'email.contact': 'Une question\u202f? Contactez {business}\u00a0: {contact}',
  'email.manageText': 'Consulter, déplacer ou annuler votre rendez-vous\u00a0: {link}',
  'email.manageLink': 'Consulter, déplacer ou annuler votre rendez-vous',
  'ics.summary': '{service} chez {business}',
  'ics.description': 'Avec {member}',
  'signIn.subject': 'Votre code de connexion\u00a0: {code} ({business})',
  'signIn.text': 'Votre code de connexion pour {business} est {code}.',
  'signIn.codeIs': 'Votre code de connexion est',
  'signIn.valid':
    'Il est valable {minutes, plural, one {# minute} other {# minutes}} et ne peut servir qu’une fois.',
  'signIn.linkText': 'Ou ouvrez ce lien pour vous connecter\u00a0: {link}',
  'signIn.oneClick': 'Se connecter en un clic',
  'signIn.ignore': 'Si vous ne l’avez pas demandé, vous pouvez ignorer ce message.',
  'signIn.sms':
    '{business} : votre code de connexion est {code} (valable {minutes} min). Ou connectez-vous : {link}',
  'waitlist.joined.subject': 'Vous êtes sur la liste d’attente\u00a0: {service}',
  'waitlist.joined.lead': 'Bonjour {name}, vous êtes sur la liste d’attente pour {service} chez {business}.',
  'waitlist.joined.asked': 'Vous avez demandé\u00a0:',
  'waitlist.joined.window':
    '{dates}, {part, select, morning {le matin (avant 12:00)} afternoon {l’après-midi (12:00–17:00)} evening {en fin de journée (à partir de 17:00)} other {à toute heure}}',
  'waitlist.joined.how':
    'Dès qu’un des créneaux demandés se libère, nous vous le réservons et vous prévenons aussitôt.',
  'waitlist.joined.linkText': 'Consulter ou quitter la liste d’attente\u00a0: {link}',
  'waitlist.joined.link': 'Consulter ou quitter la liste d’attente',
  'waitlist.joined.sms':
    '{business} : vous êtes sur la liste d’attente pour {service}. Consulter ou quitter : {link}',
  'waitlist.offer.subject': 'Un créneau s’est libéré pour vous\u00a0: {service}, {when}',
  'waitlist.offer.lead':
    'Bonjour {name}, un créneau que vous attendiez s’est libéré\u00a0: {service} avec {member} le {when}.',
  'waitlist.offer.held': 'Nous vous le réservons pendant {minutes} minutes, jusqu’au {until}.',
  'waitlist.offer.bookText': 'Réserver ce créneau\u00a0: {link}',
  'waitlist.offer.book': 'Réserver ce créneau',
  'waitlist.offer.pass':
    'Si ce créneau ne vous convient pas, ne faites rien\u00a0: il sera proposé à la personne suivante.',
  'waitlist.offer.sms':
    '{business} : {service} le {when} est libre, réservé pour vous {minutes} min. Réserver : {link}',
} satisfies Translations<typeof en>;
