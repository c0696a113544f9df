// The team's push notifications in Brazilian Portuguese (docs/decisions/041).
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

export default {
  'push.newBooking.title': 'Novo agendamento',
  'push.newBooking.body': '{client} agendou {service} em {day} às {time}',
  'push.newReview.title': 'Nova avaliação',
  'push.newReview.body':
    '{client} deixou uma avaliação de {rating, plural, one {# estrela} other {# estrelas}}.',
} satisfies Translations<typeof en>;
