// The sentences the team's pushes and the app's notifications say alike, in Spanish (docs/decisions/047).
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

export default {
  'news.when': '{day} a las {time}',
  'news.title.newBooking': 'Nueva reserva',
  'news.title.cancelled': 'Reserva cancelada',
  'news.title.moved': 'Reserva cambiada',
  'news.title.classCancelled': 'Clase cancelada',
  'news.title.classMoved': 'Clase cambiada',
  'news.title.review': 'Nueva reseña',
  'news.text.review':
    '{client} ha dejado una reseña de {rating, plural, one {{rating} estrella} other {{rating} estrellas}}.',
  'news.text.memberCancelled': '{by} ha cancelado tu reserva del {when}.',
  'news.text.memberMoved': '{by} ha cambiado tu reserva del {from} al {to}.',
} satisfies Translations<typeof en>;
