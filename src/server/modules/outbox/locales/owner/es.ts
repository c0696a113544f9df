// The team's push notifications, emails and texts in Spanish (docs/decisions/041).
import type { Translations } from '#shared/i18n/catalog.ts';
import teamNews from '#shared/i18n/team-news/es.ts';
import type en from './en.ts';

export default {
  ...teamNews,
  'push.newBooking.body': '{client} ha reservado {service} para el {day} a las {time}',
  'push.test.title': 'Notificación de prueba',
  'push.test.body': 'Las notificaciones push funcionan en este dispositivo.',
  'push.cancelled.body': '{client} ha cancelado su reserva del {when}.',
  'push.moved.body': '{client} ha cambiado su reserva del {from} al {to}.',
  'push.classCancelled.body': '{by} ha cancelado tu clase de {service} del {when}.',
  'push.classMoved.body': '{by} ha cambiado tu clase de {service} del {from} al {to}.',
  'email.client': 'Cliente',
  'email.calendarLink': 'Verla en tu calendario',
  'email.reviewsLink': 'Leer y responder',
  'email.why':
    'Recibes este correo porque tienes activadas las notificaciones por correo en tus ajustes de Bookwell',
  'newBooking.subject': 'Nueva reserva: {client}, {service}, {when}',
  'newBooking.lead': '{client} ha reservado {what} para el {when}.',
  'newBooking.leadBy': '{by} ha reservado {what} para {client} el {when}.',
  'newBooking.sms': 'Nueva reserva: {client}, {what}, {when}.',
  'cancelled.subject': 'Reserva cancelada: {client}, {service}, {when}',
  'cancelled.lead': '{client} ha cancelado su reserva de {what} del {when}.',
  'cancelled.leadBy': '{by} ha cancelado la reserva de {client} ({what}) del {when}.',
  'cancelled.sms': 'Cancelada: {client}, {what}, {when}.',
  'moved.subject': 'Reserva cambiada: {client}, {service}, ahora el {when}',
  'moved.lead': '{client} ha cambiado su reserva de {what} al {when}.',
  'moved.leadWas': '{client} ha cambiado su reserva de {what} al {when} (antes era el {was}).',
  'moved.leadBy': '{by} ha cambiado la reserva de {client} ({what}) al {when}.',
  'moved.leadByWas': '{by} ha cambiado la reserva de {client} ({what}) al {when} (antes era el {was}).',
  'moved.sms': 'Cambiada: {client}, {what}, ahora el {when}.',
  'review.subject': 'Nueva reseña de {client}',
  'review.subjectRated': 'Nueva reseña de {rating, plural, one {# estrella} other {# estrellas}} de {client}',
  'review.lead': '{client} ha dejado una reseña de su cita de {what} del {when}.',
  'review.leadRated':
    '{client} ha dejado una reseña de {rating, plural, one {# estrella} other {# estrellas}} de su cita de {what} del {when}.',
  'review.sms': 'Nueva reseña de {client} ({service}, {when}).',
  'review.smsRated':
    'Nueva reseña de {rating, plural, one {# estrella} other {# estrellas}} de {client} ({service}, {when}).',
} satisfies Translations<typeof en>;
