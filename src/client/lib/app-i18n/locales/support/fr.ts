// Help & Support in French (docs/decisions/041): "vous", clear and courteous.
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

export default {
  'page.title': 'Aide et assistance',
  'page.description':
    'Les réponses aux questions les plus fréquentes des gérants, et un moyen de tout nous demander.',
  'answers.title': 'Réponses',
  'answers.search': 'Rechercher dans les réponses',
  'answers.placeholder': 'Rechercher, p. ex. rappels, remboursement, congés',
  'answers.found': '{count, plural, one {# réponse trouvée} other {# réponses trouvées}}',
  'answers.none': 'Aucune réponse ne correspond à « {query} ». Posez-nous la question ci-dessous.',
  'contact.title': 'Contacter l’assistance',
  'contact.description': 'Nous répondons par e-mail, à l’adresse avec laquelle vous vous connectez.',
  'contact.signIn': 'Connectez-vous',
  'contact.signedOut': '{signIn} pour nous écrire au sujet de votre compte.',
  'requests.title': 'Vos messages',
  'requests.status.open': 'en attente',
  'requests.status.answered': 'répondu',
  'form.topicLabel': 'Sujet',
  'form.topic.booking': 'Réservation',
  'form.topic.hours': 'Horaires et absences',
  'form.topic.reminders': 'Rappels',
  'form.topic.payments': 'Paiements',
  'form.topic.client-dashboard': 'Espace client',
  'form.topic.data': 'Export des données',
  'form.topic.other': 'Autre chose',
  'form.subject': 'Objet',
  'form.question': 'Votre question',
  'form.hint': 'Au moins 10 caractères.',
  'form.send': 'Envoyer le message',
  'form.sending': 'Envoi…',
  'form.failed': 'Impossible d’envoyer votre message',
  'form.sentTitle': 'Message envoyé',
  'form.sentText': 'Merci, nous avons bien reçu votre message et vous répondrons par e-mail.',
  'form.sentSubject': '{text} (« {subject} »)',
  'help.question.how-booking-works': 'Comment fonctionne la réservation en ligne ?',
  'help.answer.how-booking-works':
    'Vos clients ouvrent votre page de réservation, choisissent une prestation, un membre de l’équipe (ou la première personne disponible), un jour et une heure, puis laissent leur nom et leur téléphone. La réservation est confirmée aussitôt et apparaît sur votre tableau de bord et dans votre agenda. Seuls les créneaux compatibles avec vos horaires, vos règles de réservation et les disponibilités de votre équipe sont proposés.',
  'help.link.how-booking-works': 'Configurer vos prestations',
  'help.question.booking-rules':
    'Quel délai faut-il aux clients pour réserver, et jusqu’à quand à l’avance ?',
  'help.answer.booking-rules':
    'Les règles de réservation fixent l’intervalle entre les créneaux proposés, le délai minimum, le nombre de jours à l’avance où les clients peuvent réserver, une marge après chaque rendez-vous et jusqu’à quand les clients peuvent annuler ou déplacer eux-mêmes une réservation.',
  'help.link.booking-rules': 'Ouvrir les règles de réservation',
  'help.question.hours': 'Comment définir mes horaires d’ouverture et mes pauses ?',
  'help.answer.hours':
    'Les horaires d’ouverture indiquent pour chaque jour de la semaine s’il est ouvert ou fermé, avec l’heure d’ouverture, de fermeture et les éventuelles pauses. Votre page de réservation ne propose que des créneaux compris dans ces horaires. Chaque membre de l’équipe peut aussi avoir ses propres horaires.',
  'help.link.hours': 'Ouvrir les horaires d’ouverture',
  'help.question.time-off': 'Comment bloquer des congés ou un jour de repos ?',
  'help.answer.time-off':
    'Ajoutez une absence à un membre de l’équipe pour les jours ou les heures où il n’est pas là. Ces créneaux ne sont plus proposés sur votre page de réservation ; les réservations déjà prises sur cette période sont listées pour que vous puissiez les déplacer.',
  'help.link.time-off': 'Ouvrir votre équipe',
  'help.question.reminders': 'Mes clients reçoivent-ils des rappels ?',
  'help.answer.reminders':
    'Oui : vos clients reçoivent une confirmation au moment de réserver et un rappel avant leur rendez-vous, par e-mail (et par SMS s’il est configuré). Chaque message envoyé, ignoré ou en échec est listé avec sa raison dans Messages.',
  'help.link.reminders': 'Voir vos messages',
  'help.question.payments': 'Comment enregistrer un paiement ou un remboursement ?',
  'help.answer.payments':
    'Paiements liste les visites du jour avec ce que chacune doit. Encaissez en espèces ou par carte sur une réservation, remboursez-en une partie ou la totalité, et clôturez la journée en comptant les espèces de la caisse.',
  'help.link.payments': 'Ouvrir les paiements',
  'help.question.client-dashboard': 'Que voient mes clients dans leur espace ?',
  'help.answer.client-dashboard':
    'Chaque client peut se connecter à votre espace client avec un code qui lui est envoyé, voir ses réservations à venir et passées, annuler ou déplacer un rendez-vous selon vos règles et laisser un avis. Vous choisissez ses couleurs, ses textes et les sections affichées.',
  'help.link.client-dashboard': 'Personnaliser l’espace client',
  'help.question.data-export': 'Comment exporter mes données ?',
  'help.answer.data-export':
    'Exporter mes données télécharge tout ce que contient votre compte (établissement, prestations, équipe, clients, réservations, paiements, avis et messages) dans un seul fichier JSON. Les clients peuvent aussi être exportés en CSV depuis la page Clients.',
  'help.link.data-export': 'Exporter vos données',
} satisfies Translations<typeof en>;
