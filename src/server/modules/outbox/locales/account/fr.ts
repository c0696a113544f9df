// The account emails of an owner or team member in French (docs/decisions/041).
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

export default {
  'emailChangeCode.subject': '{code} est votre code de confirmation Bookwell',
  'emailChangeCode.enter':
    'Saisissez ce code dans Bookwell pour faire de cette adresse votre adresse e-mail de connexion : {code}',
  'emailChangeCode.valid': 'Le code est valable {minutes, plural, one {# minute} other {# minutes}}.',
  'emailChangeCode.ignore':
    'Si vous n’avez pas demandé à changer d’adresse e-mail, ignorez ce message : rien ne change sans le code.',
  'emailChanged.subject': 'Votre adresse e-mail Bookwell a été modifiée',
  'emailChanged.changed':
    'L’adresse e-mail de votre compte Bookwell est désormais {email}. Connectez-vous dorénavant avec cette adresse.',
  signedOut: 'Tous les autres appareils connectés à votre compte ont été déconnectés.',
  'emailChanged.notYou':
    'Si vous n’êtes pas à l’origine de ce changement, contactez immédiatement l’assistance Bookwell.',
  'twoFactorOn.subject': 'L’authentification à deux facteurs a été activée pour votre compte Bookwell',
  'twoFactorOn.body':
    'L’authentification à deux facteurs a été activée pour votre compte Bookwell : pour vous connecter, il faut désormais un code d’une application d’authentification en plus du mot de passe.',
  'twoFactorOn.notYou':
    'Si ce n’était pas vous, quelqu’un d’autre est peut-être connecté à votre compte : contactez immédiatement l’assistance Bookwell.',
  'twoFactorOff.subject': 'L’authentification à deux facteurs a été désactivée pour votre compte Bookwell',
  'twoFactorOff.body':
    'L’authentification à deux facteurs a été désactivée pour votre compte Bookwell : pour vous connecter, le mot de passe suffit désormais.',
  'twoFactorOff.notYou':
    'Si ce n’était pas vous, changez votre mot de passe, réactivez l’authentification à deux facteurs et contactez l’assistance Bookwell.',
  'invitation.subject': '{invitedBy} vous invite à rejoindre {business} sur Bookwell',
  'invitation.body':
    '{invitedBy} vous invite à vous connecter à {business} sur Bookwell en tant que {member} ({role, select, manager {responsable} other {employé}}) : vous verrez votre planning, vos réservations et leurs clients, et recevrez une notification quand un client réserve avec vous.',
  'invitation.accept': 'Ouvrez ce lien pour accepter : {link}',
  'invitation.otherDevice': 'Sur un autre appareil, ouvrez {origin}/invite et saisissez ce code : {code}',
  'invitation.valid':
    'L’invitation est valable {days, plural, one {# jour} other {# jours}}, pour un compte avec cette adresse e-mail. Si vous ne l’attendiez pas, ignorez ce message.',
  'support.subject': 'Demande d’assistance : {subject}',
  'support.from': '{from} a envoyé une demande depuis Aide et assistance ({topic}) :',
  'support.reply':
    'Répondez à ce message pour lui répondre, puis marquez la demande comme traitée dans la console d’administration de Bookwell (Administration de la plateforme, Assistance).',
} satisfies Translations<typeof en>;
