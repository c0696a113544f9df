// What a notification says, in Spanish (docs/decisions/047): "tú", the wording of the team's pushes.
import type { Translations } from '#shared/i18n/catalog.ts';
import teamNews from '#shared/i18n/team-news/es.ts';
import type en from './en.ts';

const told = '{count, plural, one {se ha avisado a su asistente} other {se ha avisado a sus # asistentes}}';

export default {
  'news.text.newBooking':
    '{repeats, select, rule {{client} ha reservado {service} para el {when} ({rule})} yes {{client} ha reservado {service} para el {when}, la primera de una serie} other {{client} ha reservado {service} para el {when}}}',
  'news.rule': `{frequency, select, weekly {{count, plural, one {cada semana} other {cada # semanas}}} other {cada mes, el {nth, select, 1 {primer} 2 {segundo} 3 {tercer} 4 {cuarto} other {último}} {day, select, 0 {domingo} 1 {lunes} 2 {martes} 3 {miércoles} 4 {jueves} 5 {viernes} other {sábado}}}}`,
  'news.text.cancelled':
    '{who, select, apiKey {La clave de API «{name}» ha cancelado una reserva del {when}.} other {{name} ha cancelado su reserva del {when}.}}',
  'news.text.moved':
    '{who, select, apiKey {La clave de API «{name}» ha cambiado una reserva del {from} al {to}.} other {{name} ha cambiado su reserva del {from} al {to}.}}',
  'news.title.ownerChange': '{status, select, completed {Visita completada} other {Reserva cancelada}}',
  'news.text.ownerChange':
    '{status, select, completed {La reserva del {when} se ha completado.} other {La reserva del {when} se ha cancelado.}}',
  'news.title.memberBooked': 'Nueva reserva',
  'news.text.memberBooked':
    '{repeats, select, rule {{by} ha reservado {service} contigo para {client} el {when} ({rule}).} yes {{by} ha reservado {service} contigo para {client} el {when}, la primera de una serie.} other {{by} ha reservado {service} contigo para {client} el {when}.}}',
  'news.title.memberCancelled': 'Reserva cancelada',
  'news.title.memberMoved': 'Reserva cambiada',
  'news.text.classCancelled': `La clase de {service} del {when} se canceló; ${told}.`,
  'news.text.classCancelledBy': `{by} canceló tu clase de {service} del {when}; ${told}.`,
  'news.text.classMoved': `{by} cambió tu clase de {service} del {from} al {to}; ${told}.`,
  'news.title.bookingsMilestone': '{count, plural, =1 {¡Primera reserva!} other {¡{total} reservas!}}',
  'news.text.bookingsMilestone':
    '{count, plural, =1 {Ya tienes tu primera reserva. ¡Enhorabuena!} other {Has llegado a {total} reservas. ¡Sigue así!}}',
  'news.title.revenueMilestone': '{amount} facturados',
  'news.text.revenueMilestone': 'Las reservas completadas ya han generado {amount} en total.',
  'news.title.suspended': 'Tu negocio está suspendido',
  'news.text.suspended':
    'Bookwell ha suspendido tu negocio: tu página de reservas no acepta reservas. Contacta con Ayuda y soporte para reactivarlo.',
  'news.title.reactivated': 'Tu negocio vuelve a estar activo',
  'news.text.reactivated':
    'Bookwell ha reactivado tu negocio: tu página de reservas vuelve a aceptar reservas.',
  'news.title.supportSent': 'Mensaje enviado',
  'news.text.supportSent':
    'Gracias, hemos recibido tu mensaje y te responderemos por correo. Asunto: {subject}',
  'news.title.supportRequest': 'Nueva solicitud de soporte',
  'news.text.supportRequest': '{email} pregunta: {subject}',
  'news.title.website':
    'Proyecto web {status, select, in_progress {en curso} completed {terminado} failed {fallido} other {pendiente}}',
  'news.text.website':
    '{live, select, yes {Tu proyecto web «{title}» ya está publicado en {url}.} other {Tu proyecto web «{title}» ahora está {status, select, in_progress {en curso} completed {terminado} failed {fallido} other {pendiente}}.}}',
  'news.title.clientDetails': 'Datos de cliente actualizados',
  'news.text.clientDetails': '{client} ha actualizado sus datos en el panel de clientes: {changes}.',
  'news.change.name': 'ahora se llama {name}',
  'news.change.email': 'correo ahora {email}',
  'news.change.emailRemoved': 'correo eliminado',
  'news.change.phone': 'teléfono ahora {phone}',
  'news.title.sessionsNotAdded': 'Sesiones de clase no añadidas',
  'news.text.sessionsNotAdded':
    '{service} con {member}: no se han añadido las sesiones de estos días: {dates}, porque el instructor o la sala están ocupados. Añádelas desde Clases cuando el horario quede libre.',
  'news.title.calendarFailing': 'El calendario no se sincroniza',
  'news.text.calendarFailing':
    'No se ha podido leer el calendario de {member} {failures} veces seguidas: {error} {synced, select, yes {Su disponibilidad sigue teniendo en cuenta las horas ocupadas leídas antes.} other {Por ahora, ninguna hora ocupada de ese calendario bloquea su disponibilidad.}}',
  ...teamNews,
} satisfies Translations<typeof en>;
