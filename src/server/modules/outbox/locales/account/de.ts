// The account emails of an owner or team member in German (docs/decisions/041).
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

export default {
  'emailChangeCode.subject': '{code} ist Ihr Bestätigungscode für Bookwell',
  'emailChangeCode.enter':
    'Geben Sie diesen Code in Bookwell ein, um diese Adresse zu Ihrer Anmelde-E-Mail-Adresse zu machen: {code}',
  'emailChangeCode.valid': 'Der Code gilt {minutes, plural, one {# Minute} other {# Minuten}}.',
  'emailChangeCode.ignore':
    'Falls Sie keine Änderung Ihrer E-Mail-Adresse angefordert haben, ignorieren Sie diese Nachricht: Ohne den Code ändert sich nichts.',
  'emailChanged.subject': 'Ihre E-Mail-Adresse bei Bookwell wurde geändert',
  'emailChanged.changed':
    'Die E-Mail-Adresse Ihres Bookwell-Kontos wurde in {email} geändert. Melden Sie sich ab jetzt mit dieser Adresse an.',
  signedOut: 'Alle anderen Geräte, die bei Ihrem Konto angemeldet waren, wurden abgemeldet.',
  'emailChanged.notYou':
    'Falls Sie diese Änderung nicht vorgenommen haben, wenden Sie sich bitte umgehend an den Bookwell-Support.',
  'twoFactorOn.subject': 'Die Zwei-Faktor-Authentifizierung für Ihr Bookwell-Konto wurde aktiviert',
  'twoFactorOn.body':
    'Die Zwei-Faktor-Authentifizierung für Ihr Bookwell-Konto wurde aktiviert: Zum Anmelden brauchen Sie jetzt neben dem Passwort auch einen Code aus einer Authenticator-App.',
  'twoFactorOn.notYou':
    'Falls Sie das nicht waren, ist möglicherweise jemand anderes bei Ihrem Konto angemeldet: Wenden Sie sich bitte umgehend an den Bookwell-Support.',
  'twoFactorOff.subject': 'Die Zwei-Faktor-Authentifizierung für Ihr Bookwell-Konto wurde deaktiviert',
  'twoFactorOff.body':
    'Die Zwei-Faktor-Authentifizierung für Ihr Bookwell-Konto wurde deaktiviert: Zum Anmelden brauchen Sie jetzt nur noch das Passwort.',
  'twoFactorOff.notYou':
    'Falls Sie das nicht waren, ändern Sie Ihr Passwort, aktivieren Sie die Zwei-Faktor-Authentifizierung wieder und wenden Sie sich an den Bookwell-Support.',
  'invitation.subject': '{invitedBy} hat Sie zu {business} auf Bookwell eingeladen',
  'invitation.body':
    '{invitedBy} hat Sie eingeladen, sich bei {business} auf Bookwell als {member} ({role, select, manager {Manager} other {Mitarbeiter}}) anzumelden: Sie sehen dann Ihren Terminplan, Ihre Buchungen und deren Kunden und werden benachrichtigt, wenn ein Kunde einen Termin bei Ihnen bucht.',
  'invitation.accept': 'Öffnen Sie diesen Link, um die Einladung anzunehmen: {link}',
  'invitation.otherDevice':
    'Auf einem anderen Gerät öffnen Sie {origin}/invite und geben diesen Code ein: {code}',
  'invitation.valid':
    'Die Einladung gilt {days, plural, one {# Tag} other {# Tage}} lang für ein Konto mit dieser E-Mail-Adresse. Falls Sie sie nicht erwartet haben, ignorieren Sie diese Nachricht.',
  'support.subject': 'Support-Anfrage: {subject}',
  'support.from': '{from} hat eine Anfrage über Hilfe & Support gesendet ({topic}):',
  'support.reply':
    'Antworten Sie auf diese E-Mail und markieren Sie die Anfrage anschließend in der Verwaltung von Bookwell als beantwortet (Plattform-Verwaltung, Support).',
} satisfies Translations<typeof en>;
