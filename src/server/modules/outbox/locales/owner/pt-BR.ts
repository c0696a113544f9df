// The team's push notifications, emails and texts in Brazilian Portuguese (docs/decisions/041).
import type { Translations } from '#shared/i18n/catalog.ts';
import teamNews from '#shared/i18n/team-news/pt-BR.ts';
import type en from './en.ts';

export default {
  ...teamNews,
  'push.newBooking.body': '{client} agendou {service} em {day} às {time}',
  'push.test.title': 'Notificação de teste',
  'push.test.body': 'As notificações push estão funcionando neste dispositivo.',
  'push.cancelled.body': '{client} cancelou o agendamento de {when}.',
  'push.moved.body': '{client} remarcou o agendamento de {from} para {to}.',
  'push.classCancelled.body': '{by} cancelou sua aula de {service} de {when}.',
  'push.classMoved.body': '{by} remarcou sua aula de {service} de {from} para {to}.',
  'email.client': 'Cliente',
  'email.calendarLink': 'Ver na sua agenda',
  'email.reviewsLink': 'Ler e responder',
  'email.why':
    'Você recebe este e-mail porque as notificações por e-mail estão ativadas nas suas configurações do Bookwell',
  'newBooking.subject': 'Novo agendamento: {client}, {service}, {when}',
  'newBooking.lead': '{client} agendou {what} para {when}.',
  'newBooking.leadBy': '{by} agendou {what} para {client} em {when}.',
  'newBooking.sms': 'Novo agendamento: {client}, {what}, {when}.',
  'cancelled.subject': 'Agendamento cancelado: {client}, {service}, {when}',
  'cancelled.lead': '{client} cancelou o agendamento de {what} de {when}.',
  'cancelled.leadBy': '{by} cancelou o agendamento de {client} ({what}) de {when}.',
  'cancelled.sms': 'Cancelado: {client}, {what}, {when}.',
  'moved.subject': 'Agendamento remarcado: {client}, {service}, agora {when}',
  'moved.lead': '{client} remarcou o agendamento de {what} para {when}.',
  'moved.leadWas': '{client} remarcou o agendamento de {what} para {when} (antes era {was}).',
  'moved.leadBy': '{by} remarcou o agendamento de {client} ({what}) para {when}.',
  'moved.leadByWas': '{by} remarcou o agendamento de {client} ({what}) para {when} (antes era {was}).',
  'moved.sms': 'Remarcado: {client}, {what}, agora {when}.',
  'review.subject': 'Nova avaliação de {client}',
  'review.subjectRated': 'Nova avaliação de {rating, plural, one {# estrela} other {# estrelas}} de {client}',
  'review.lead': '{client} avaliou o atendimento de {what} de {when}.',
  'review.leadRated':
    '{client} deu {rating, plural, one {# estrela} other {# estrelas}} ao atendimento de {what} de {when}.',
  'review.sms': 'Nova avaliação de {client} ({service}, {when}).',
  'review.smsRated':
    'Nova avaliação de {rating, plural, one {# estrela} other {# estrelas}} de {client} ({service}, {when}).',
} satisfies Translations<typeof en>;
