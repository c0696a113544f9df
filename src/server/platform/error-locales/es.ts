// The server's refusals in Spanish (docs/decisions/046), tú as on the booking page.
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

export default {
  'slot.taken': 'Vaya, alguien acaba de reservar esa hora. Elige otra, por favor.',
  'slot.past': 'Esa hora ya ha pasado. Elige otra, por favor.',
  'slot.noticeHours':
    'Elige una hora con al menos {hours, plural, one {# hora} other {# horas}} de antelación, por favor.',
  'slot.noticeMinutes':
    'Elige una hora con al menos {minutes, plural, one {# minuto} other {# minutos}} de antelación, por favor.',
  'slot.tooFarAhead': 'Se puede reservar con hasta {days, plural, one {# día} other {# días}} de antelación.',
  'slot.closed': 'A esa hora estamos cerrados.',
  'slot.offGrid': 'Elige una de las horas disponibles, por favor.',
  'slot.pastClosing':
    'La cita terminaría después de la hora de cierre. Elige una hora más temprana, por favor.',
  'slot.gone': 'Esa hora ya no está disponible. Elige otra, por favor.',
  'slot.nobodyFree': 'No hay ningún miembro del equipo que ofrezca este servicio libre a esa hora.',
  'slot.ownerGrid': 'Elige una hora en punto o y media entre las {from} y las {to}.',
  'slot.noSuchTime': 'Esa hora no existe en {zone} (esa noche cambia la hora). Elige otra, por favor.',
  'slot.invalid': 'Elige una fecha y una hora válidas, por favor.',
  'slot.memberDoesNotOffer': 'Esa persona del equipo no ofrece este servicio.',
  'slot.nobodyOffers': 'Todavía no hay nadie del equipo que ofrezca este servicio.',
  'booking.off': 'Ahora mismo este negocio no acepta reservas online.',
  'booking.already':
    '{status, select, pending {Esta reserva ya está pendiente.} pending_payment {Esta reserva ya está esperando el pago.} confirmed {Esta reserva ya está confirmada.} completed {Esta reserva ya está completada.} cancelled {Esta reserva ya está cancelada.} no_show {Esta reserva ya está marcada como no presentada.} other {Esta reserva ya está en estado {status}.}}',
  'booking.justChanged': 'Esta reserva se acaba de modificar. Vuelve a cargarla, por favor.',
  'booking.movedAndClosed': 'No se puede mover una reserva y cerrarla en el mismo cambio.',
  'booking.notStarted':
    'Una visita solo se puede marcar como completada o no presentada cuando ya ha empezado.',
  'booking.awaitingPayment':
    'Esta reserva espera su pago online: se confirma cuando llega el pago, o se puede cancelar.',
  'booking.heldForWaitlist':
    'Esta hora está reservada para un cliente de la lista de espera: será su reserva si la acepta. Retira la oferta en la página Lista de espera para liberarla.',
  'booking.wasCancelled': 'Esta reserva se canceló.',
  'booking.complete': 'Esta visita ya se realizó.',
  'booking.closed': 'Esta reserva está cerrada.',
  'booking.started': 'Esta cita ya ha empezado.',
  'booking.cancelOff': 'La cancelación online está desactivada. Llama al negocio para cancelar, por favor.',
  'booking.rescheduleOff':
    'El cambio de cita online está desactivado. Llama al negocio para cambiar tu reserva, por favor.',
  'booking.linkExpired': 'Este enlace ha caducado: la cita ya pasó. Inicia sesión para ver tus reservas.',
  'series.onlyBusiness':
    'Las reservas periódicas las crea el negocio. Ponte en contacto con ellos, por favor.',
  'series.alreadyRepeats': 'Esta reserva ya se repite.',
  'series.noneBooked': 'No se pudo reservar ninguna de las citas elegidas. Revisa las fechas.',
  'series.clientRepeatable': 'Solo se puede repetir una visita reservada o completada.',
  'series.notASeries': 'Esta reserva no se repite.',
  'series.nothingLeft': 'No queda ninguna cita de esta serie que se pueda cambiar.',
  'class.notAClass': 'Este servicio no es una clase',
  'class.sessionNotFound': 'No se encontró la sesión de la clase',
  'class.cancelled': 'Esta clase se canceló.',
  'class.moved': 'Esta clase ha cambiado de hora. Elígela de nuevo, por favor.',
  'class.started': 'Esta clase ya ha empezado.',
  'class.tooManySeats': 'Puedes reservar como máximo {max, plural, one {# plaza} other {# plazas}} a la vez.',
  'class.full': 'Lo sentimos, esta clase está completa.',
  'class.notEnoughSeats': 'Lo sentimos, no quedan suficientes plazas en esta clase.',
  'class.seatsLeft': 'Esta clase todavía tiene plazas: resérvalas directamente.',
  'class.seatMove': 'Una reserva de clase no se puede mover: cancélala y reserva otra sesión.',
  'contact.nameRequired': 'Escribe tu nombre',
  'contact.phoneRequired': 'Escribe tu número de teléfono',
  'contact.phoneInvalid': 'Escribe un número de teléfono válido',
  'contact.emailInvalid': 'Escribe un correo electrónico válido',
  'contact.email': 'Escribe un correo electrónico válido',
  'contact.notesTooLong': 'Las notas pueden tener como máximo 1000 caracteres',
  'client.signIn': 'Inicia sesión, por favor',
  'client.emailTaken': 'Otro cliente de este negocio ya usa este correo electrónico.',
  'client.wrongCode': 'Ese código no es correcto o ha caducado. Revísalo o pide uno nuevo.',
  'client.linkNotValid':
    'Este enlace de acceso ha caducado o ya se usó. Pide un código nuevo para iniciar sesión.',
  'review.alreadyWritten': 'Ya has valorado esta visita',
  'review.notCompleted': 'Podrás valorar la visita cuando se haya realizado',
  'review.notFound': 'No se encontró la reseña',
  'waitlist.off': 'Ahora mismo este negocio no acepta inscripciones en la lista de espera.',
  'waitlist.fromToday': 'Elige fechas a partir de hoy, por favor.',
  'waitlist.rangeTooLong':
    'Un rango de fechas puede abarcar como máximo {days, plural, one {# día} other {# días}}.',
  'waitlist.beyondWindow':
    'Este negocio acepta reservas con hasta {days, plural, one {# día} other {# días}} de antelación: elige fechas hasta el {date}.',
  'waitlist.alreadyClass':
    'Ya estás en la lista de espera de esta clase: el enlace de tu confirmación la muestra y desde ahí puedes salir.',
  'waitlist.alreadyService':
    'Ya estás en la lista de espera de este servicio: el enlace de tu confirmación muestra tus fechas; desde ahí puedes salir y volver a apuntarte.',
  'waitlist.offerGone': 'Esta hora ya no está reservada para ti. Sigues en la lista de espera.',
  'waitlist.offerNotFound': 'No se encontró la oferta',
  'waitlist.entryGone': 'Esta inscripción ya no está en la lista de espera.',
  'waitlist.otherMember': 'Este cliente espera a otra persona del equipo.',
  'waitlist.entryNotFound': 'No se encontró la inscripción en la lista de espera',
  'notFound.service': 'No se encontró el servicio',
  'notFound.teamMember': 'No se encontró al miembro del equipo',
  'notFound.business': 'No se encontró el negocio',
  'notFound.booking': 'No se encontró la reserva',
  'notFound.client': 'No se encontró al cliente',
  'notFound.timeOff': 'No se encontró la ausencia',
  'owner.forbidden': 'Tu rol en este negocio no permite hacer esto.',
  'owner.noBusiness': 'Todavía no hay ningún negocio',
  'owner.lastActive':
    'Todo negocio necesita al menos un miembro del equipo activo, así que este debe seguir activo.',
  'owner.duplicatePhone': 'Ya existe un cliente con este número de teléfono',
  'owner.slugTaken': 'Ese enlace de reserva ya está en uso',
  'owner.timeOffOrder': 'El final de la ausencia debe ser posterior a su inicio.',
  'owner.realDate': 'Usa una fecha que exista en el calendario, por favor.',
  'owner.timeFormat': 'Usa una hora como 09:00, por favor.',
  'owner.instructorBusy': 'El instructor tiene una reserva u otra clase a esa hora.',
  'owner.roomTaken': 'La sala está ocupada a esa hora.',
  'owner.instructorCannot': 'Este miembro del equipo no imparte esta clase.',
  'account.exists': 'Ya existe una cuenta con este correo electrónico',
  'account.wrongPassword': 'Correo electrónico o contraseña incorrectos',
  'account.lockedOut':
    'Demasiados intentos fallidos de inicio de sesión. Espera {minutes, plural, one {# minuto} other {# minutos}} y vuelve a intentarlo.',
  tooManyRequests:
    'Demasiadas solicitudes. Vuelve a intentarlo en {seconds, plural, one {# segundo} other {# segundos}}.',
  unavailable: 'El servicio no está disponible por un momento. Vuelve a intentarlo enseguida.',
  failed: 'Algo ha fallado por nuestra parte. Vuelve a intentarlo.',
} satisfies Translations<typeof en>;
