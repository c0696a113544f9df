// Accepting a team invitation in French (docs/decisions/041): "vous", courteous and clear.
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

export default {
  'page.documentTitle': '{title} · Bookwell',
  'page.loading': 'Chargement de l’invitation',
  'invalid.title': 'Invitation',
  'invalid.newerCode': 'Vous avez un code reçu dans un e-mail plus récent ?',
  'invalid.enterCode': 'Saisir le code',
  'details.title': 'Rejoindre {business}',
  'details.intro': 'Vous êtes invité à vous connecter à {business} en tant que {member}.',
  'details.business': 'Entreprise',
  'details.member': 'Membre de l’équipe',
  'details.role': 'Rôle',
  'details.role.owner': 'Propriétaire',
  'details.role.manager': 'Responsable',
  'details.role.staff': 'Employé',
  'details.email': 'E-mail',
  'details.validUntil': 'Valable jusqu’au',
  'details.otherAccount': 'Vous êtes connecté en tant que {user} ; cette invitation a été envoyée à {email}.',
  'details.acceptFailed': 'L’invitation n’a pas pu être acceptée.',
  'details.joining': 'Adhésion en cours',
  'details.createAccount': 'Créer votre compte',
  'details.signIn': 'Se connecter',
  'details.alreadyHave':
    'Vous avez déjà un compte Bookwell avec {email} ? Connectez-vous, puis rejoignez l’équipe.',
  'code.title': 'Rejoindre votre équipe',
  'code.intro': 'Saisissez le code à 8 caractères reçu dans votre e-mail d’invitation.',
  'code.form': 'Rejoindre avec un code',
  'code.field': 'Code d’invitation',
  'code.hint': 'Par exemple {example}.',
  'code.continue': 'Continuer',
} satisfies Translations<typeof en>;
