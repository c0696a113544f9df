// The pricing page in French (docs/decisions/042): vouvoiement, the tone of the landing page's catalog.
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

export default {
  'pricing.meta.title':
    'Tarifs : {monthly} par utilisateur et par mois, essai gratuit de 14 jours · Bookwell',
  'pricing.meta.description':
    'Une seule formule Professionnel avec réservations, clients et prestations illimités pour {monthly} par utilisateur et par mois, ou {annual} par an. Sites web professionnels à partir de {website}, en paiement unique.',
  'pricing.eyebrow': 'Tarifs',
  'pricing.title': 'Des tarifs simples. Tout compris.',
  'pricing.lead':
    'Une formule, des réservations illimitées. Essayez gratuitement pendant 14 jours, sans carte bancaire. Résiliable à tout moment, et vos données restent disponibles 30 jours.',
  'pricing.billing.legend': 'Période de facturation',
  'pricing.billing.monthly': 'Mensuel',
  'pricing.billing.annual': 'Annuel',
  'pricing.billing.saving': '−{percent} %',
  'pricing.plans': 'Formules',
  'pricing.plan.badge': 'Tout compris',
  'pricing.plan.name': 'Professionnel',
  'pricing.plan.text': 'Une formule avec toutes les fonctionnalités, pour les équipes de toute taille.',
  'pricing.plan.per': 'par utilisateur / {period, select, annual {an} other {mois}}',
  'pricing.plan.save': '{percent} % d’économie',
  'pricing.plan.billedYearly':
    'Facturé chaque année : {annual} au lieu de {monthlyTimesTwelve} par utilisateur.',
  'pricing.plan.billedMonthly': 'Facturé chaque mois. Prestations et réservations illimitées.',
  'pricing.plan.start': 'Essai GRATUIT',
  'pricing.plan.trial':
    '{days} jours offerts, sans carte bancaire. Ensuite {monthly} par utilisateur et par mois.',
  'pricing.plan.included': 'Ce qui est inclus',
  'pricing.plan.features.unlimitedBookings': 'Réservations illimitées',
  'pricing.plan.features.unlimitedClients': 'Clients illimités',
  'pricing.plan.features.unlimitedServices': 'Prestations illimitées',
  'pricing.plan.features.branding': 'Votre image de marque',
  'pricing.plan.features.bookingPage': 'Page de réservation personnalisée',
  'pricing.plan.features.notifications': 'Notifications en temps réel',
  'pricing.plan.features.reminders': 'Rappels automatiques par SMS et e-mail (24 h et 2 h avant)',
  'pricing.plan.features.analytics': 'Statistiques avancées',
  'pricing.plan.features.support': 'Support prioritaire, réponse sous 2 heures',
  'pricing.plan.features.mobile': 'Application mobile, même hors connexion',
  'pricing.plan.features.payments': 'Paiements en ligne',
  'pricing.plan.features.calendars': 'Intégration et synchronisation des agendas',
  'pricing.plan.features.team': 'Gestion du personnel et de l’équipe',
  'pricing.plan.features.groupRecurring': 'Réservations de groupe et récurrentes',
  'pricing.plan.features.crm': 'Fichier clients avec historique des réservations',
  'pricing.plan.features.reviews': 'Avis et notes',
  'pricing.plan.features.qrSocial': 'Réservation par QR code et réseaux sociaux',
  'pricing.plan.features.languages': 'Plusieurs langues et fuseaux horaires',
  'pricing.plan.features.reports': 'Rapports et export des données',
  'pricing.plan.features.uptime': '{percent} de disponibilité',
  'pricing.website.title': 'Offre site web',
  'pricing.website.text': 'Un site professionnel conçu pour vous, avec la réservation intégrée.',
  'pricing.website.oneTime': 'paiement unique',
  'pricing.website.features.delivery': 'Livré en 7 à 14 jours',
  'pricing.website.features.revisions': '30 jours de modifications gratuites',
  'pricing.website.features.templates': '6 modèles par secteur au choix',
  'pricing.website.features.booking': 'Réservation en ligne intégrée',
  'pricing.website.features.mobile': 'Rapide et adapté au mobile',
  'pricing.website.features.payment': '50 % à la commande, 50 % à la livraison',
  'pricing.website.quote': 'Demander un devis',
  'pricing.combined.title': 'Formule + site web : le calcul',
  'pricing.combined.text':
    'La formule est un abonnement par membre de l’équipe ; le site web, un projet payé une seule fois. Prenez l’un ou l’autre, ou les deux. Voici l’exemple d’une équipe de {count} personnes la première année :',
  'pricing.combined.plan':
    'Formule Professionnel, {count} utilisateurs, {period, select, annual {facturation annuelle} other {facturation mensuelle}}',
  'pricing.combined.perPeriod': '{amount} / {period, select, annual {an} other {mois}}',
  'pricing.combined.website': 'Offre site web, paiement unique',
  'pricing.combined.split': 'dont {upfront} % à la commande et {rest} % à la livraison',
  'pricing.combined.total': 'Total la première année',
  'pricing.combined.note':
    'Chaque formule commence par un essai gratuit de {days} jours, et votre premier mois est couvert par une garantie « satisfait ou remboursé » de {moneyBack} jours.',
  'pricing.faq.eyebrow': 'FAQ',
  'pricing.faq.title': 'Questions sur les tarifs',
  'pricing.faq.card.question': 'Faut-il une carte bancaire pour commencer l’essai ?',
  'pricing.faq.card.answer':
    'Non. L’essai gratuit de 14 jours ne demande aucune carte bancaire. Ensuite, la formule coûte {monthly} par utilisateur et par mois.',
  'pricing.faq.user.question': 'Qui compte comme utilisateur ?',
  'pricing.faq.user.answer':
    'Un utilisateur est un membre de l’équipe qui se connecte pour gérer les réservations : le gérant, un coiffeur ou la personne à l’accueil, par exemple. Vos clients ne sont jamais des utilisateurs et ne paient jamais pour réserver.',
  'pricing.faq.annual.question': 'Combien j’économise avec la facturation annuelle ?',
  'pricing.faq.annual.answer':
    'En facturation annuelle, vous payez {annual} par utilisateur et par an au lieu de {monthlyTimesTwelve} en payant chaque mois, soit 17 % d’économie.',
  'pricing.faq.guarantee.question': 'Y a-t-il une garantie « satisfait ou remboursé » ?',
  'pricing.faq.guarantee.answer':
    'Oui. Votre premier mois est couvert par une garantie « satisfait ou remboursé » de 30 jours.',
  'pricing.faq.data.question': 'Que deviennent mes données si je résilie ?',
  'pricing.faq.data.answer':
    'Vos données restent accessibles 30 jours après la résiliation : vous pouvez exporter vos clients et l’historique de vos réservations.',
  'pricing.faq.website.question': 'Comment se paie l’offre site web ?',
  'pricing.faq.website.answer':
    'Le site web coûte {website} en paiement unique : 50 % au lancement du projet et 50 % à la livraison. Il est livré en 7 à 14 jours, avec 30 jours de modifications gratuites.',
  'pricing.cta.title': 'Essayez Bookwell gratuitement pendant 14 jours',
  'pricing.cta.text':
    'Toute la formule Professionnel, sans carte bancaire. Ensuite {monthly} par utilisateur et par mois.',
  'pricing.cta.primary': 'Essai GRATUIT',
  'pricing.cta.secondary': 'Découvrir les fonctionnalités',
  'pricing.cta.note': 'Garantie « satisfait ou remboursé » de 30 jours sur votre premier mois',
} satisfies Translations<typeof en>;
