// The features page in French (docs/decisions/042): vouvoiement, the tone of the landing page's catalog.
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

export default {
  'features.meta.title':
    'Fonctionnalités : agenda, page de réservation, rappels, paiements et statistiques · Bookwell',
  'features.meta.description':
    'Tout ce qu’une entreprise de services doit avoir pour prendre des réservations : agenda en ligne, page de réservation, rappels par SMS et e-mail, planning de l’équipe, paiements, avis, applications et statistiques.',
  'features.eyebrow': 'Fonctionnalités',
  'features.title': 'Tout ce qu’il faut pour un agenda bien rempli',
  'features.lead':
    'Du premier clic sur votre page de réservation au rappel qui fait venir le client jusqu’à votre porte, Bookwell s’occupe de tout, sur le web et sur votre téléphone.',
  'features.points.scheduling': 'Planning intelligent',
  'features.points.notifications': 'Notifications instantanées',
  'features.points.analytics': 'Statistiques avancées',
  'features.points.mobile': 'Pensé pour le mobile',
  'features.points.team': 'Gestion d’équipe',
  'features.points.languages': 'Plusieurs langues et fuseaux horaires',
  'features.start': 'Essai gratuit',
  'features.demo': 'Essayer la démo',
  'features.categories.onlineBooking.title': 'Réservation en ligne',
  'features.categories.onlineBooking.intro':
    'Recevez des réservations partout où vos clients vous trouvent, jour et nuit.',
  'features.categories.scheduling.title': 'Planning et équipe',
  'features.categories.scheduling.intro':
    'Un planning intelligent qui respecte chaque horaire d’ouverture, chaque pause et chaque membre de l’équipe.',
  'features.categories.reminders.title': 'Confirmations et rappels',
  'features.categories.reminders.intro':
    'Des messages automatiques qui tiennent vos clients informés et vos fauteuils occupés.',
  'features.categories.paymentsReviews.title': 'Paiements et avis',
  'features.categories.paymentsReviews.intro': 'Soyez payé à temps et soignez votre réputation.',
  'features.categories.apps.title': 'Applications',
  'features.categories.apps.intro':
    'Gérez votre activité depuis n’importe quel appareil, même quand la connexion coupe.',
  'features.categories.insights.title': 'Statistiques et analyses',
  'features.categories.insights.intro':
    'Des statistiques avancées qui montrent ce qui marche et où vous pouvez grandir.',
  'features.items.calendar.title': 'Agenda en ligne',
  'features.items.calendar.description':
    'Chaque rendez-vous, chaque membre de l’équipe et chaque pause dans un seul agenda en direct, par jour ou par semaine.',
  'features.items.bookingPage.title': 'Page de réservation',
  'features.items.bookingPage.description':
    'Une page de réservation à votre image, avec votre logo, vos couleurs et vos prestations, ouverte 24 h/24.',
  'features.items.websiteWidgets.title': 'Widgets pour votre site',
  'features.items.websiteWidgets.description':
    'Ajoutez un bouton Réserver ou un formulaire de réservation intégré au site que vous avez déjà.',
  'features.items.socialBooking.title': 'Réservation via les réseaux sociaux',
  'features.items.socialBooking.description':
    'Vos abonnés réservent directement depuis vos profils Instagram, Facebook et TikTok.',
  'features.items.qrCodes.title': 'QR codes',
  'features.items.qrCodes.description':
    'Imprimez pour votre comptoir, vos cartes ou votre vitrine un QR code qui ouvre votre page de réservation.',
  'features.items.googleBooking.title': 'Réserver avec Google',
  'features.items.googleBooking.description':
    'Les clients qui vous trouvent dans la recherche Google ou sur Maps réservent sans quitter la page.',
  'features.items.virtualMeetings.title': 'Rendez-vous en visio',
  'features.items.virtualMeetings.description':
    'Proposez des consultations en ligne avec un lien de visioconférence ajouté automatiquement à la réservation.',
  'features.items.recurring.title': 'Rendez-vous récurrents',
  'features.items.recurring.description':
    'Réservez en une fois des séries hebdomadaires ou mensuelles pour vos habitués.',
  'features.items.groupBooking.title': 'Réservations de groupe',
  'features.items.groupBooking.description':
    'Cours et ateliers avec un nombre de places, pour que plusieurs clients réservent la même séance.',
  'features.items.staffScheduling.title': 'Planning du personnel',
  'features.items.staffScheduling.description':
    'Horaires, prestations et congés par membre de l’équipe ; vos clients choisissent avec qui ils ont rendez-vous.',
  'features.items.availability.title': 'Règles de disponibilité',
  'features.items.availability.description':
    'Horaires d’ouverture, pauses et temps tampons deviennent des créneaux réservables. Jamais de double réservation.',
  'features.items.calendarSync.title': 'Synchronisation des agendas',
  'features.items.calendarSync.description':
    'Gardez vos agendas Google, Outlook et Apple alignés sur votre planning Bookwell.',
  'features.items.confirmations.title': 'Confirmations immédiates',
  'features.items.confirmations.description':
    'Vos clients reçoivent une confirmation dès qu’ils réservent, avec tous les détails utiles.',
  'features.items.emailReminders.title': 'Rappels par e-mail',
  'features.items.emailReminders.description':
    'Des rappels par e-mail 24 heures et 2 heures avant chaque rendez-vous.',
  'features.items.smsReminders.title': 'Rappels par SMS',
  'features.items.smsReminders.description':
    'Des rappels par SMS qui réduisent les rendez-vous manqués d’environ 40 %.',
  'features.items.followUps.title': 'Suivi après visite',
  'features.items.followUps.description':
    'Messages de remerciement et demandes d’avis après chaque visite, envoyés pour vous.',
  'features.items.notifications.title': 'Notifications en temps réel',
  'features.items.notifications.description':
    'Soyez prévenu dès qu’une réservation est prise, modifiée ou annulée.',
  'features.items.payments.title': 'Paiements en ligne',
  'features.items.payments.description':
    'Encaissez un acompte ou la totalité à la réservation, et suivez chaque transaction.',
  'features.items.reviews.title': 'Avis',
  'features.items.reviews.description':
    'Recueillez des notes après chaque rendez-vous et affichez-les sur votre page de réservation.',
  'features.items.mobileApps.title': 'Applications mobiles',
  'features.items.mobileApps.description':
    'Installez Bookwell sur l’écran d’accueil de votre téléphone, avec accès hors connexion et notifications.',
  'features.items.desktopApp.title': 'Application de bureau',
  'features.items.desktopApp.description':
    'Installez-la aussi sur votre ordinateur et gardez votre agenda à portée de clic.',
  'features.items.brandedApp.title': 'Application à votre marque',
  'features.items.brandedApp.description':
    'Offrez à vos clients une application à votre nom, avec vos couleurs et votre logo.',
  'features.items.analytics.title': 'Tableau de bord statistique',
  'features.items.analytics.description':
    'Réservations, chiffre d’affaires et nombre de clients pour la semaine, le mois et l’année.',
  'features.items.revenue.title': 'Suivi du chiffre d’affaires',
  'features.items.revenue.description':
    'Voyez ce que rapporte chaque prestation et chaque membre de l’équipe, et repérez vos meilleurs jours.',
  'features.items.clientInsights.title': 'Connaissance client',
  'features.items.clientInsights.description':
    'Un fichier clients avec l’historique, les préférences et les notes de chacun dans une seule fiche.',
  'features.items.reports.title': 'Rapports',
  'features.items.reports.description':
    'Des rapports clairs sur les réservations, les absences et le chiffre d’affaires, prêts à exporter.',
  'features.cta.title': 'Commencez à prendre des réservations dès aujourd’hui',
  'features.cta.text':
    'Configurez vos prestations, vos horaires et votre équipe en quelques minutes. Essai gratuit de 14 jours, sans carte bancaire.',
  'features.cta.primary': 'Je m’inscris',
  'features.cta.secondary': 'Voir les tarifs',
} satisfies Translations<typeof en>;
