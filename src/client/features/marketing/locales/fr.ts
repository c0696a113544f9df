// The landing page in French (docs/decisions/042): vouvoiement, warm and simple, French typography (a narrow
// no-break space before « ? ! : »), as in the booking page's catalog.
import chrome from '#client/components/marketing/locales/fr.ts';
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';
import type later from './later/en.ts';

export default {
  ...chrome,
  'page.language': 'Langue',
  'landing.meta.title': 'Bookwell : logiciel de réservation en ligne pour salons, spas, studios et cliniques',
  'landing.meta.description':
    'Vos clients réservent 24 h/24 et 7 j/7, les rendez-vous manqués reculent grâce aux rappels par SMS et e-mail, et votre activité grandit avec un agenda intelligent et des statistiques. Essai gratuit de 14 jours, sans carte bancaire.',
  'landing.heading': 'Bookwell : réservation en ligne et gestion pour les entreprises de services',
  'landing.hero.label': 'À la une',
  'landing.hero.slide': '{number} sur {count}',
  'landing.hero.show': 'Afficher la diapositive {number} sur {count}',
  'landing.hero.previous': 'Diapositive précédente',
  'landing.hero.next': 'Diapositive suivante',
  'landing.hero.stop': 'Arrêter le défilement automatique',
  'landing.hero.start': 'Lancer le défilement automatique',
  'landing.hero.booking.badge': 'La plateforme de réservation n° 1 des entreprises de services',
  'landing.hero.booking.title': 'Vos clients réservent en un instant.',
  'landing.hero.booking.highlight': 'Votre activité grandit plus vite.',
  'landing.hero.booking.description':
    'Un agenda intelligent, une page de réservation à vos couleurs ouverte 24 h/24, des rappels automatiques par SMS et e-mail et des statistiques en temps réel, réunis au même endroit. Pensé d’abord pour le mobile, pour les barbiers, salons, spas, studios et cliniques.',
  'landing.hero.booking.primary': 'Essai gratuit',
  'landing.hero.booking.secondary': 'Voir la démo',
  'landing.hero.booking.trust':
    'Plus de 10 000 entreprises nous font confiance · 14 jours gratuits, sans carte bancaire',
  'landing.hero.websites.badge': 'Création de sites web professionnels',
  'landing.hero.websites.title': 'Des sites superbes',
  'landing.hero.websites.highlight': 'qui transforment les visiteurs en réservations.',
  'landing.hero.websites.description':
    'Notre équipe conçoit et réalise pour votre entreprise un site rapide, adapté au mobile, avec la réservation en ligne intégrée. Un prix fixe, livré en 7 à 14 jours.',
  'landing.hero.websites.primary': 'Voir nos réalisations',
  'landing.hero.websites.secondary': 'Demander un devis',
  'landing.hero.websites.trust': 'Plus de 150 sites livrés · 30 jours de modifications gratuites',
  'landing.phone.label':
    'Illustration de l’application Bookwell sur un téléphone : un calendrier du mois et les rendez-vous du jour',
  'landing.phone.today': 'Aujourd’hui',
  'landing.phone.bookings': '{count, plural, one {# réservation} other {# réservations}}',
  'landing.phone.confirmed': 'confirmé',
  'landing.phone.pending': 'en attente',
  'landing.phone.haircut': 'Coupe et coiffage',
  'landing.phone.massage': 'Massage profond',
  'landing.phone.training': 'Coaching personnel',
  'landing.browser.label': 'Illustration du site d’une entreprise avec la réservation en ligne intégrée',
  'landing.browser.category': 'Coiffure et beauté',
  'landing.browser.title': 'Votre salon, en ligne',
  'landing.browser.book': 'Réserver',
  'landing.browser.cut': 'Coupe et coiffage',
  'landing.browser.colour': 'Coloration',
  'landing.browser.treatments': 'Soins',
  'landing.website.eyebrow': 'Création de sites web',
  'landing.website.title': 'Un site professionnel qui transforme les visiteurs en réservations',
  'landing.website.text':
    'En plus de la plateforme de réservation, notre équipe conçoit et réalise des sites complets pour les entreprises de services. Plus de 150 sites livrés, pour un prix fixe de {price}.',
  'landing.website.delivery': 'Livré en {days} jours',
  'landing.website.revisions': '{days} jours de modifications gratuites',
  'landing.website.templates': '{count} modèles par secteur pour démarrer',
  'landing.website.booking': 'La réservation en ligne intégrée dès le premier jour',
  'landing.website.payment': '{upfront} % à la commande, {rest} % à la livraison',
  'landing.website.portfolio': 'Voir nos réalisations',
  'landing.website.pricing': 'Tarifs des sites web',
  'landing.website.template.title': 'Choisissez un modèle',
  'landing.website.template.text': 'Partez de l’un de nos six modèles par secteur.',
  'landing.website.build.title': 'Nous le réalisons',
  'landing.website.build.text':
    'Vos contenus, les couleurs de votre marque et votre page de réservation, reliés entre eux.',
  'landing.website.live.title': 'Mise en ligne',
  'landing.website.live.text': 'En ligne en 7 à 14 jours, puis peaufiné grâce aux modifications gratuites.',
  'landing.types.eyebrow': 'Conçu pour les entreprises de services',
  'landing.types.title': 'Pensé pour votre façon de travailler',
  'landing.types.lead': 'Quoi que vous proposiez sur rendez-vous, Bookwell s’adapte à votre journée.',
  'landing.types.barbers': 'Barbiers et salons de coiffure',
  'landing.types.spas': 'Spas et bien-être',
  'landing.types.fitness': 'Salles de sport et studios de yoga',
  'landing.types.clinics': 'Cliniques et santé',
  'landing.types.beauty': 'Instituts de beauté et ongleries',
  'landing.types.creatives': 'Photographes et créatifs',
  'landing.features.eyebrow': 'Tout au même endroit',
  'landing.features.title': 'Moins d’administratif, plus de rendez-vous',
  'landing.features.lead':
    'Agenda, page de réservation, paiements, avis, rappels, équipe, statistiques et CRM : tout fonctionne ensemble.',
  'landing.features.all': 'Découvrir toutes les fonctionnalités',
  'landing.features.scheduling.title': 'Agenda intelligent',
  'landing.features.scheduling.text':
    'Horaires d’ouverture, disponibilités de l’équipe et durée des prestations se combinent en créneaux réservables : jamais de double réservation.',
  'landing.features.notifications.title': 'Notifications instantanées',
  'landing.features.notifications.text':
    'Une confirmation dès qu’un client réserve, puis des rappels par SMS et e-mail 24 heures et 2 heures avant chaque rendez-vous.',
  'landing.features.analytics.title': 'Statistiques avancées',
  'landing.features.analytics.text':
    'Chiffre d’affaires, réservations, heures d’affluence et prestations phares en un coup d’œil, avec des rapports utiles pour agir.',
  'landing.features.mobile.title': 'Pensé pour le mobile',
  'landing.features.mobile.text':
    'Gérez votre journée depuis votre téléphone. Installez l’application sur l’écran d’accueil et continuez à travailler même sans réseau.',
  'landing.features.team.title': 'Gestion d’équipe',
  'landing.features.team.text':
    'Chaque membre de l’équipe a son agenda, ses prestations et ses horaires, et vos clients choisissent avec qui ils réservent.',
  'landing.features.languages.title': 'Plusieurs langues et fuseaux horaires',
  'landing.features.languages.text':
    'Où qu’ils réservent, vos clients voient les horaires dans le fuseau de votre entreprise, et dans la langue qui leur convient.',
  'landing.stats.title': 'Bookwell en chiffres',
  'landing.stats.businesses': 'Entreprises actives',
  'landing.stats.bookings': 'Réservations effectuées',
  'landing.stats.growth': 'Hausse moyenne du chiffre d’affaires',
  'landing.stats.uptime': 'Disponibilité',
  'landing.stats.noShows': 'Rendez-vous manqués en moins',
  'landing.stats.support': 'Délai de réponse du support',
  'landing.stats.hours': '< {hours} h',
  'landing.cta.title': 'Envie d’un agenda bien rempli ?',
  'landing.cta.text':
    'Rejoignez plus de 10 000 entreprises qui reçoivent des réservations jour et nuit. Mise en place en quelques minutes.',
  'landing.cta.primary': 'Essai gratuit',
  'landing.cta.secondary': 'Voir les tarifs',
  'landing.cta.note': 'Essai gratuit de 14 jours · Sans carte bancaire · Résiliable à tout moment',
  'landing.testimonials.eyebrow': 'Ce que vous pouvez en attendre',
  'landing.testimonials.title': 'Des résultats qui comptent',
  'landing.testimonials.lead':
    'Des exemples fictifs des résultats que visent les entreprises de services avec Bookwell. Il ne s’agit pas d’avis de vrais clients.',
  'landing.testimonials.quote': '« {quote} »',
  'landing.testimonials.who': '{name}, {business}',
  'landing.testimonials.badge': 'Exemple fictif',
  'landing.testimonials.rating': 'Noté {rating} sur 5',
  'landing.testimonials.salon.name': 'Gérante de salon',
  'landing.testimonials.salon.business': 'Salon de coiffure (exemple)',
  'landing.testimonials.salon.review':
    'Les clients réservent eux-mêmes à minuit au lieu d’appeler en pleine coupe. Les rappels partent tout seuls et nos fauteuils vides se sont remplis.',
  'landing.testimonials.salon.metrics': '40 % de rendez-vous manqués en moins',
  'landing.testimonials.salon.timeframe': 'Les 3 premiers mois',
  'landing.testimonials.spa.name': 'Responsable de spa',
  'landing.testimonials.spa.business': 'Spa de jour (exemple)',
  'landing.testimonials.spa.review':
    'Chaque praticien a ses horaires et ses soins, et l’agenda ne réserve jamais deux fois la même cabine. Le temps passé au téléphone à l’accueil a nettement baissé.',
  'landing.testimonials.spa.metrics': '12 heures gagnées par semaine',
  'landing.testimonials.spa.timeframe': 'Les 2 premiers mois',
  'landing.testimonials.fitness.name': 'Fondateur de studio',
  'landing.testimonials.fitness.business': 'Studio de fitness (exemple)',
  'landing.testimonials.fitness.review':
    'Les cours collectifs et les séances récurrentes se créent en un instant, et les adhérents réservent la séance suivante sur leur téléphone dès la fin du cours.',
  'landing.testimonials.fitness.metrics': '35 % de réservations récurrentes en plus',
  'landing.testimonials.fitness.timeframe': 'Les 6 premiers mois',
  'landing.testimonials.physio.name': 'Responsable de cabinet',
  'landing.testimonials.physio.business': 'Cabinet de kinésithérapie (exemple)',
  'landing.testimonials.physio.review':
    'Les patients reçoivent un rappel 24 heures avant leur séance, puis un autre 2 heures avant. Les annulations de dernière minute sont devenues rares et la journée se déroule à l’heure.',
  'landing.testimonials.physio.metrics': '30 % d’annulations tardives en moins',
  'landing.testimonials.physio.timeframe': 'Les 4 premiers mois',
  'landing.testimonials.barber.name': 'Gérant de barbershop',
  'landing.testimonials.barber.business': 'Barbier (exemple)',
  'landing.testimonials.barber.review':
    'Le lien de réservation est dans nos profils sur les réseaux et sur un QR code au comptoir. Les clients de passage sont devenus des rendez-vous.',
  'landing.testimonials.barber.metrics': '40 % de chiffre d’affaires en plus',
  'landing.testimonials.barber.timeframe': 'La première année',
  'landing.testimonials.photo.name': 'Photographe',
  'landing.testimonials.photo.business': 'Studio photo (exemple)',
  'landing.testimonials.photo.review':
    'Le nouveau site et la page de réservation étaient en ligne en moins de deux semaines. Les séances sont payées d’avance et l’agenda se synchronise avec mon téléphone.',
  'landing.testimonials.photo.metrics': 'Deux fois plus de demandes en ligne',
  'landing.testimonials.photo.timeframe': 'Les 3 premiers mois',
  'landing.faq.eyebrow': 'FAQ',
  'landing.faq.title': 'Questions fréquentes',
  'landing.faq.trial.question': 'Comment fonctionne l’essai gratuit ?',
  'landing.faq.trial.answer':
    'Vous profitez pendant 14 jours de toute la formule Professionnel, sans carte bancaire. À la fin de l’essai, vous pouvez continuer pour {monthly} par utilisateur et par mois.',
  'landing.faq.cost.question': 'Combien coûte Bookwell après l’essai ?',
  'landing.faq.cost.answer':
    'Une seule formule Professionnel : {monthly} par utilisateur et par mois, ou {annual} par utilisateur et par an en facturation annuelle, soit 17 % d’économie. Prestations et réservations illimitées.',
  'landing.faq.account.question': 'Mes clients peuvent-ils réserver sans créer de compte ?',
  'landing.faq.account.answer':
    'Oui. Vos clients ouvrent votre page de réservation, choisissent une prestation, un créneau et (si vous le souhaitez) un membre de l’équipe, puis confirment avec leur nom et leur numéro de téléphone, 24 h/24 et 7 j/7.',
  'landing.faq.reminders.question': 'Comment les rappels réduisent-ils les rendez-vous manqués ?',
  'landing.faq.reminders.answer':
    'Bookwell envoie des rappels par SMS et par e-mail 24 heures et 2 heures avant chaque rendez-vous. Les entreprises constatent en général environ 40 % de rendez-vous manqués en moins.',
  'landing.faq.team.question': 'Puis-je gérer une équipe aux horaires différents ?',
  'landing.faq.team.answer':
    'Oui. Chaque membre de l’équipe a ses horaires, ses prestations et ses congés, et l’agenda veille à ce que personne n’ait jamais deux rendez-vous en même temps.',
  'landing.faq.phone.question': 'Est-ce que ça marche sur mon téléphone ?',
  'landing.faq.phone.answer':
    'Bookwell est conçu d’abord pour le mobile. Vous pouvez l’installer sur votre écran d’accueil comme une application, recevoir des notifications et continuer à travailler quand la connexion coupe.',
  'landing.faq.languages.question': 'Gérez-vous d’autres langues et fuseaux horaires ?',
  'landing.faq.languages.answer':
    'Oui. Chaque entreprise a son propre fuseau horaire, les heures de rendez-vous s’affichent donc toujours correctement, et la réservation est disponible en plusieurs langues.',
  'landing.faq.website.question': 'Pouvez-vous créer un site web pour mon entreprise ?',
  'landing.faq.website.answer':
    'Oui, en tant que service à part : un site professionnel pour {website} en paiement unique, livré en 7 à 14 jours avec 30 jours de modifications gratuites. Vous payez 50 % à la commande et 50 % à la livraison.',
  'landing.faq.cancel.question': 'Que se passe-t-il si je résilie ?',
  'landing.faq.cancel.answer':
    'Vous pouvez résilier à tout moment. Le premier mois est couvert par une garantie « satisfait ou remboursé » de 30 jours, et vos données restent accessibles 30 jours après la résiliation pour que vous puissiez les exporter.',
  'landing.faq.support.question': 'Le support répond-il vite ?',
  'landing.faq.support.answer':
    'Notre équipe support répond sous 2 heures, et la plateforme est disponible 99,9 % du temps : votre page de réservation est toujours ouverte.',
} satisfies Translations<typeof en & typeof later>;
