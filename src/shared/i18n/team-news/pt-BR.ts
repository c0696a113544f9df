// The sentences the team's pushes and the app's notifications say alike, in Brazilian Portuguese (docs/decisions/047).
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

export default {
  'news.when': '{day} às {time}',
  'news.title.newBooking': 'Novo agendamento',
  'news.title.cancelled': 'Agendamento cancelado',
  'news.title.moved': 'Agendamento remarcado',
  'news.title.classCancelled': 'Aula cancelada',
  'news.title.classMoved': 'Aula remarcada',
  'news.title.review': 'Nova avaliação',
  'news.text.review':
    '{client} deixou uma avaliação de {rating, plural, one {{rating} estrela} other {{rating} estrelas}}.',
  'news.text.memberCancelled': '{by} cancelou seu agendamento de {when}.',
  'news.text.memberMoved': '{by} remarcou seu agendamento de {from} para {to}.',
} satisfies Translations<typeof en>;
