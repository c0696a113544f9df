// The owner's Messages page in French (docs/decisions/041): "vous", clear and courteous.
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

export default {
  'page.title': 'Messages',
  'page.description':
    'Confirmations, rappels et avis envoyés à vos clients et à vous, et pourquoi certains n’ont pas été envoyés.',
  'page.loading': 'Chargement des messages',
  'page.loadFailed': 'Impossible de charger les messages',
  'noBusiness.title': 'Créez d’abord le profil de votre établissement',
  'noBusiness.text':
    'Les messages à vos clients apparaîtront ici dès que votre établissement sera configuré.',
  'noBusiness.action': 'Créer le profil de votre établissement',
  'filter.label': 'Filtrer par statut',
  'filter.all': 'Tous les messages',
  'list.status.queued': 'En attente',
  'list.status.sent': 'Envoyé',
  'list.status.failed': 'Échec',
  'list.status.skipped': 'Ignoré',
  'empty.all':
    'Aucun message pour l’instant. Ils apparaissent ici quand des clients réservent et quand des réservations changent.',
  'empty.status':
    '{status, select, queued {Aucun message en attente.} sent {Aucun message envoyé.} failed {Aucun message en échec.} skipped {Aucun message ignoré.} other {Aucun message.}}',
  'table.caption':
    '{status, select, queued {Messages, les plus récents d’abord, en attente uniquement} sent {Messages, les plus récents d’abord, envoyés uniquement} failed {Messages, les plus récents d’abord, en échec uniquement} skipped {Messages, les plus récents d’abord, ignorés uniquement} other {Messages, les plus récents d’abord}}',
  'col.message': 'Message',
  'col.recipient': 'Destinataire',
  'col.status': 'Statut',
  'row.sent': '{channel} · envoyé le {when}',
  'row.due': '{channel} · prévu le {when}',
  'list.channel.email': 'E-mail',
  'list.channel.sms': 'SMS',
  'list.channel.push': 'Notification push',
  'recipient.devices': 'Vos appareils',
  'recipient.none': 'Aucune adresse',
  'pages.label': 'Pages de messages',
  'pages.previous': 'Précédente',
  'pages.next': 'Suivante',
  'pages.summary':
    'Page {page} sur {pages}{more} · {total}{more} {count, plural, one {message} other {messages}}',
  'list.kind.booking_confirmation': 'Confirmation de réservation',
  'list.kind.booking_rescheduled': 'Avis de changement d’horaire',
  'list.kind.booking_cancelled': 'Avis d’annulation',
  'list.kind.reminder_24h': 'Rappel, 24 heures avant',
  'list.kind.reminder_2h': 'Rappel, 2 heures avant',
  'list.kind.thank_you': 'Remerciement après la visite',
  'list.kind.owner_new_booking': 'Nouvelle réservation (pour vous)',
  'list.kind.owner_booking_cancelled': 'Réservation annulée (pour vous)',
  'list.kind.owner_booking_rescheduled': 'Réservation déplacée (pour vous)',
  'list.kind.owner_new_review': 'Nouvel avis (pour vous)',
  'list.kind.member_new_booking': 'Nouvelle réservation (pour le membre de l’équipe)',
  'list.kind.member_booking_cancelled': 'Réservation annulée (pour le membre de l’équipe)',
  'list.kind.member_booking_rescheduled': 'Réservation déplacée (pour le membre de l’équipe)',
  'list.kind.team_invitation': 'Invitation dans l’équipe',
  'list.kind.client_sign_in_code': 'Code de connexion',
  'list.kind.waitlist_joined': 'Confirmation de liste d’attente',
  'list.kind.waitlist_offer': 'Offre de la liste d’attente',
  'list.kind.email_change_code': 'Code de changement d’e-mail (pour vous)',
  'list.kind.email_changed': 'Adresse e-mail modifiée (pour vous)',
  'list.kind.support_request': 'Demande d’assistance (pour vous, en tant qu’admin)',
  'list.kind.two_factor_enabled': 'Double authentification activée (pour vous)',
  'list.kind.two_factor_disabled': 'Double authentification désactivée (pour vous)',
} satisfies Translations<typeof en>;
