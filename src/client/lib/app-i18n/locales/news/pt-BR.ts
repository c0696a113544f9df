// What a notification says, in Brazilian Portuguese (docs/decisions/045): "você", the wording of the team's pushes.
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

const told = '{count, plural, one {o participante foi avisado} other {os # participantes foram avisados}}';

export default {
  'news.when': '{day} às {time}',
  'news.title.newBooking': 'Novo agendamento',
  'news.text.newBooking':
    '{repeats, select, yes {{client} agendou {service} em {when}, o primeiro de uma série} other {{client} agendou {service} em {when}}}',
  'news.title.cancelled': 'Agendamento cancelado',
  'news.text.cancelled':
    '{who, select, apiKey {A chave de API “{name}” cancelou um agendamento de {when}.} other {{name} cancelou o agendamento de {when}.}}',
  'news.title.moved': 'Agendamento remarcado',
  'news.text.moved':
    '{who, select, apiKey {A chave de API “{name}” remarcou um agendamento de {from} para {to}.} other {{name} remarcou o agendamento de {from} para {to}.}}',
  'news.title.ownerChange':
    '{status, select, completed {Atendimento concluído} other {Agendamento cancelado}}',
  'news.text.ownerChange':
    '{status, select, completed {O agendamento de {when} foi concluído.} other {O agendamento de {when} foi cancelado.}}',
  'news.title.memberBooked': 'Novo agendamento',
  'news.text.memberBooked':
    '{repeats, select, yes {{by} agendou {client} com você para {service} em {when}, o primeiro de uma série.} other {{by} agendou {client} com você para {service} em {when}.}}',
  'news.title.memberCancelled': 'Agendamento cancelado',
  'news.text.memberCancelled': '{by} cancelou seu agendamento de {when}.',
  'news.title.memberMoved': 'Agendamento remarcado',
  'news.text.memberMoved': '{by} remarcou seu agendamento de {from} para {to}.',
  'news.title.classCancelled': 'Aula cancelada',
  'news.text.classCancelled': `A aula de {service} de {when} foi cancelada; ${told}.`,
  'news.text.classCancelledBy': `{by} cancelou sua aula de {service} de {when}; ${told}.`,
  'news.title.classMoved': 'Aula remarcada',
  'news.text.classMoved': `{by} remarcou sua aula de {service} de {from} para {to}; ${told}.`,
  'news.title.review': 'Nova avaliação',
  'news.text.review':
    '{client} deixou uma avaliação de {rating, plural, one {{rating} estrela} other {{rating} estrelas}}.',
  'news.title.bookingsMilestone': '{count, plural, =1 {Primeiro agendamento!} other {{total} agendamentos!}}',
  'news.text.bookingsMilestone':
    '{count, plural, =1 {Seu primeiro agendamento chegou. Parabéns!} other {Você chegou a {total} agendamentos. Continue assim!}}',
  'news.title.revenueMilestone': '{amount} faturados',
  'news.text.revenueMilestone': 'Os atendimentos concluídos já renderam {amount} no total.',
} satisfies Translations<typeof en>;
