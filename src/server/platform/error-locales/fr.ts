// The server's refusals in French (docs/decisions/046), vous as on the booking page.
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

export default {
  'slot.taken': 'Désolé, ce créneau vient d’être réservé. Choisissez-en un autre.',
  'slot.past': 'Cet horaire est déjà passé. Choisissez-en un autre.',
  'slot.noticeHours':
    'Choisissez un horaire au moins {hours, plural, one {# heure} other {# heures}} à l’avance.',
  'slot.noticeMinutes':
    'Choisissez un horaire au moins {minutes, plural, one {# minute} other {# minutes}} à l’avance.',
  'slot.tooFarAhead':
    'Les réservations sont possibles jusqu’à {days, plural, one {# jour} other {# jours}} à l’avance.',
  'slot.closed': 'Nous sommes fermés à cette heure-là.',
  'slot.offGrid': 'Choisissez l’un des horaires proposés.',
  'slot.pastClosing': 'Ce rendez-vous dépasserait l’heure de fermeture. Choisissez un horaire plus tôt.',
  'slot.gone': 'Cet horaire n’est plus disponible. Choisissez-en un autre.',
  'slot.nobodyFree': 'Aucun membre de l’équipe proposant cette prestation n’est disponible à cette heure-là.',
  'slot.ownerGrid': 'Choisissez une heure pile ou une demi-heure entre {from} et {to}.',
  'slot.noSuchTime':
    'Cet horaire n’existe pas dans le fuseau {zone} (changement d’heure cette nuit-là). Choisissez-en un autre.',
  'slot.invalid': 'Choisissez une date et une heure valides.',
  'slot.memberDoesNotOffer': 'Ce membre de l’équipe ne propose pas cette prestation.',
  'slot.nobodyOffers': 'Aucun membre de l’équipe ne propose encore cette prestation.',
  'booking.off': 'Cet établissement ne prend pas de réservations en ligne pour le moment.',
  'booking.already':
    '{status, select, pending {Cette réservation est déjà en attente.} pending_payment {Cette réservation attend déjà son paiement.} confirmed {Cette réservation est déjà confirmée.} completed {Cette réservation est déjà terminée.} cancelled {Cette réservation est déjà annulée.} no_show {Cette réservation est déjà marquée comme absence.} other {Cette réservation est déjà au statut {status}.}}',
  'booking.justChanged': 'Cette réservation vient d’être modifiée. Rechargez-la.',
  'booking.movedAndClosed':
    'Une réservation ne peut pas être déplacée et clôturée dans la même modification.',
  'booking.notStarted': 'Une visite ne peut être marquée terminée ou absente qu’une fois qu’elle a commencé.',
  'booking.awaitingPayment':
    'Cette réservation attend son paiement en ligne : elle est confirmée à réception du paiement, ou peut être annulée.',
  'booking.heldForWaitlist':
    'Ce créneau est réservé à un client de la liste d’attente : il deviendra sa réservation s’il l’accepte. Retirez l’offre sur la page Liste d’attente pour le libérer.',
  'booking.wasCancelled': 'Cette réservation a été annulée.',
  'booking.complete': 'Cette visite a eu lieu.',
  'booking.closed': 'Cette réservation est clôturée.',
  'booking.started': 'Ce rendez-vous a déjà commencé.',
  'booking.cancelOff': 'L’annulation en ligne est désactivée. Appelez l’établissement pour annuler.',
  'booking.rescheduleOff':
    'Le report en ligne est désactivé. Appelez l’établissement pour modifier votre réservation.',
  'booking.linkExpired':
    'Ce lien a expiré : le rendez-vous est passé. Connectez-vous pour voir vos réservations.',
  'series.onlyBusiness': 'Les réservations récurrentes sont créées par l’établissement. Contactez-le.',
  'series.alreadyRepeats': 'Cette réservation se répète déjà.',
  'series.noneBooked': 'Aucun des rendez-vous choisis n’a pu être réservé. Vérifiez les dates.',
  'series.clientRepeatable': 'Seule une visite réservée ou terminée peut être répétée.',
  'series.notASeries': 'Cette réservation ne se répète pas.',
  'series.nothingLeft': 'Il ne reste aucun rendez-vous de cette série à modifier.',
  'class.notAClass': 'Cette prestation n’est pas un cours',
  'class.sessionNotFound': 'Séance introuvable',
  'class.cancelled': 'Ce cours a été annulé.',
  'class.moved': 'Ce cours a changé d’horaire. Choisissez-le à nouveau.',
  'class.started': 'Ce cours a déjà commencé.',
  'class.tooManySeats':
    'Vous pouvez réserver au maximum {max, plural, one {# place} other {# places}} à la fois.',
  'class.full': 'Désolé, ce cours est complet.',
  'class.notEnoughSeats': 'Désolé, il ne reste pas assez de places dans ce cours.',
  'class.seatsLeft': 'Ce cours a encore des places : réservez-les directement.',
  'class.seatMove':
    'Une réservation de cours ne peut pas être déplacée : annulez-la et réservez une autre séance.',
  'contact.nameRequired': 'Indiquez votre nom',
  'contact.phoneRequired': 'Indiquez votre numéro de téléphone',
  'contact.phoneInvalid': 'Indiquez un numéro de téléphone valide',
  'contact.emailInvalid': 'Indiquez une adresse e-mail valide',
  'contact.email': 'Indiquez une adresse e-mail valide',
  'contact.notesTooLong': 'Les remarques ne peuvent pas dépasser 1000 caractères',
  'client.signIn': 'Veuillez vous connecter',
  'client.emailTaken': 'Un autre client de cet établissement utilise déjà cette adresse e-mail.',
  'client.wrongCode': 'Ce code est incorrect ou a expiré. Vérifiez-le ou demandez-en un nouveau.',
  'client.linkNotValid':
    'Ce lien de connexion a expiré ou a déjà été utilisé. Demandez un nouveau code pour vous connecter.',
  'review.alreadyWritten': 'Vous avez déjà donné votre avis sur cette visite',
  'review.notCompleted': 'Vous pourrez donner votre avis une fois la visite effectuée',
  'review.notFound': 'Avis introuvable',
  'waitlist.off': 'Cet établissement n’accepte pas d’inscriptions sur liste d’attente pour le moment.',
  'waitlist.fromToday': 'Choisissez des dates à partir d’aujourd’hui.',
  'waitlist.rangeTooLong':
    'Une période peut couvrir au maximum {days, plural, one {# jour} other {# jours}}.',
  'waitlist.beyondWindow':
    'Cet établissement prend des réservations jusqu’à {days, plural, one {# jour} other {# jours}} à l’avance : choisissez des dates jusqu’au {date}.',
  'waitlist.alreadyClass':
    'Vous êtes déjà sur la liste d’attente de ce cours : le lien de votre confirmation l’affiche, et vous pouvez la quitter depuis celui-ci.',
  'waitlist.alreadyService':
    'Vous êtes déjà sur la liste d’attente de cette prestation : le lien de votre confirmation affiche vos dates ; vous pouvez y quitter la liste et vous réinscrire.',
  'waitlist.offerGone': 'Ce créneau ne vous est plus réservé. Vous restez sur la liste d’attente.',
  'waitlist.offerNotFound': 'Offre introuvable',
  'waitlist.entryGone': 'Cette inscription n’est plus sur la liste d’attente.',
  'waitlist.otherMember': 'Ce client attend un autre membre de l’équipe.',
  'waitlist.entryNotFound': 'Inscription sur liste d’attente introuvable',
  'notFound.service': 'Prestation introuvable',
  'notFound.teamMember': 'Membre de l’équipe introuvable',
  'notFound.business': 'Établissement introuvable',
  'notFound.booking': 'Réservation introuvable',
  'notFound.client': 'Client introuvable',
  'notFound.timeOff': 'Absence introuvable',
  'owner.forbidden': 'Votre rôle dans cet établissement ne permet pas cette action.',
  'owner.noBusiness': 'Pas encore d’établissement',
  'owner.lastActive':
    'Chaque établissement a besoin d’au moins un membre actif : celui-ci doit donc rester actif.',
  'owner.duplicatePhone': 'Un client avec ce numéro de téléphone existe déjà',
  'owner.slugTaken': 'Ce lien de réservation est déjà pris',
  'owner.timeOffOrder': 'La fin de l’absence doit être postérieure à son début.',
  'owner.realDate': 'Utilisez une date qui existe dans le calendrier.',
  'owner.timeFormat': 'Utilisez une heure comme 09:00.',
  'owner.instructorBusy': 'L’intervenant a une réservation ou un autre cours à cette heure-là.',
  'owner.roomTaken': 'La salle est occupée à cette heure-là.',
  'owner.instructorCannot': 'Ce membre de l’équipe n’anime pas ce cours.',
  'account.exists': 'Un compte existe déjà avec cette adresse e-mail',
  'account.wrongPassword': 'E-mail ou mot de passe incorrect',
  'account.lockedOut':
    'Trop de tentatives de connexion échouées. Patientez {minutes, plural, one {# minute} other {# minutes}} puis réessayez.',
  tooManyRequests: 'Trop de requêtes. Réessayez dans {seconds, plural, one {# seconde} other {# secondes}}.',
  unavailable: 'Le service est momentanément indisponible. Réessayez dans un instant.',
  failed: 'Un problème est survenu de notre côté. Veuillez réessayer.',
} satisfies Translations<typeof en>;
