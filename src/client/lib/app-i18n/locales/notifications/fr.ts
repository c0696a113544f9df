// The owner's Notifications page and the notification overlay in French (docs/decisions/041): "vous", plain and short.
import type { Translations } from '#shared/i18n/catalog.ts';
import type overlay from '../overlay/en.ts';
import type en from './en.ts';

export default {
  'page.title': 'Notifications',
  'page.intro': 'Réservations, avis, paiements et étapes franchies, au fur et à mesure.',
  'page.unread': '{count, plural, one {{total} non lue} other {{total} non lues}}',
  'page.markAllRead': 'Tout marquer comme lu',
  'filter.type': 'Type',
  'filter.allTypes': 'Tous les types',
  'filter.typeName':
    '{type, select, booking {Réservation} payment {Paiement} review {Avis} message {Message} reminder {Rappel} system {Système} milestone {Étape franchie} other {Autre}}',
  'filter.unreadOnly': 'Non lues uniquement',
  'page.loading': 'Chargement des notifications',
  'page.loadFailed': 'Impossible de charger les notifications.',
  'page.retry': 'Réessayer',
  'page.empty': 'Aucune notification',
  'page.pages': 'Pages',
  'page.previous': 'Précédente',
  'page.next': 'Suivante',
  'page.position': 'Page {page} sur {pages}',
  'overlay.label': 'Nouvelles notifications',
  'overlay.markRead': 'Marquer comme lue',
  'overlay.dismiss': 'Fermer la notification',
} satisfies Translations<typeof en & typeof overlay>;
