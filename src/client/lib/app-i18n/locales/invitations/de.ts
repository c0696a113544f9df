// Accepting a team invitation in German (docs/decisions/041): "Sie", plain and short.
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

export default {
  'page.documentTitle': '{title} · Bookwell',
  'page.loading': 'Einladung wird geladen',
  'invalid.title': 'Einladung',
  'invalid.newerCode': 'Haben Sie einen Code aus einer neueren E-Mail?',
  'invalid.enterCode': 'Code eingeben',
  'details.title': '{business} beitreten',
  'details.intro': 'Sie sind eingeladen, sich bei {business} als {member} anzumelden.',
  'details.business': 'Unternehmen',
  'details.member': 'Teammitglied',
  'details.role': 'Rolle',
  'details.role.owner': 'Inhaber',
  'details.role.manager': 'Manager',
  'details.role.staff': 'Mitarbeiter',
  'details.email': 'E-Mail',
  'details.validUntil': 'Gültig bis',
  'details.otherAccount': 'Sie sind als {user} angemeldet; diese Einladung ging an {email}.',
  'details.acceptFailed': 'Die Einladung konnte nicht angenommen werden.',
  'details.joining': 'Beitritt läuft',
  'details.createAccount': 'Konto erstellen',
  'details.signIn': 'Anmelden',
  'details.alreadyHave':
    'Sie haben schon ein Bookwell-Konto mit {email}? Melden Sie sich an und treten Sie dann bei.',
  'code.title': 'Ihrem Team beitreten',
  'code.intro': 'Geben Sie den 8-stelligen Code aus Ihrer Einladungs-E-Mail ein.',
  'code.form': 'Mit einem Code beitreten',
  'code.field': 'Einladungscode',
  'code.hint': 'Zum Beispiel {example}.',
  'code.continue': 'Weiter',
} satisfies Translations<typeof en>;
