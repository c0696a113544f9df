// The owner's Notifications page and the notification overlay in German (docs/decisions/041): "Sie", plain and short.
import type { Translations } from '#shared/i18n/catalog.ts';
import type overlay from '../overlay/en.ts';
import type en from './en.ts';

export default {
  'page.title': 'Benachrichtigungen',
  'page.intro': 'Buchungen, Bewertungen, Zahlungen und Meilensteine in Echtzeit.',
  'page.unread': '{count, plural, other {{total} ungelesen}}',
  'page.markAllRead': 'Alle als gelesen markieren',
  'filter.type': 'Art',
  'filter.allTypes': 'Alle Arten',
  'filter.typeName':
    '{type, select, booking {Buchung} payment {Zahlung} review {Bewertung} message {Nachricht} reminder {Erinnerung} system {System} milestone {Meilenstein} other {Sonstiges}}',
  'filter.unreadOnly': 'Nur ungelesene',
  'page.loading': 'Benachrichtigungen werden geladen',
  'page.loadFailed': 'Die Benachrichtigungen konnten nicht geladen werden.',
  'page.retry': 'Erneut versuchen',
  'page.empty': 'Keine Benachrichtigungen',
  'page.pages': 'Seiten',
  'page.previous': 'Zurück',
  'page.next': 'Weiter',
  'page.position': 'Seite {page} von {pages}',
  'overlay.label': 'Neue Benachrichtigungen',
  'overlay.markRead': 'Als gelesen markieren',
  'overlay.dismiss': 'Benachrichtigung schließen',
} satisfies Translations<typeof en & typeof overlay>;
