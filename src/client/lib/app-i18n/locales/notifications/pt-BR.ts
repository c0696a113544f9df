// The owner's Notifications page and the notification overlay in Brazilian Portuguese (docs/decisions/041): "você",
// plain and short.
import type { Translations } from '#shared/i18n/catalog.ts';
import type overlay from '../overlay/en.ts';
import type en from './en.ts';

export default {
  'page.title': 'Notificações',
  'page.intro': 'Agendamentos, avaliações, pagamentos e conquistas assim que acontecem.',
  'page.unread': '{count, plural, one {{total} não lida} other {{total} não lidas}}',
  'page.markAllRead': 'Marcar todas como lidas',
  'filter.type': 'Tipo',
  'filter.allTypes': 'Todos os tipos',
  'filter.typeName':
    '{type, select, booking {Agendamento} payment {Pagamento} review {Avaliação} message {Mensagem} reminder {Lembrete} system {Sistema} milestone {Conquista} other {Outro}}',
  'filter.unreadOnly': 'Somente não lidas',
  'page.loading': 'Carregando notificações',
  'page.loadFailed': 'Não foi possível carregar as notificações.',
  'page.retry': 'Tentar de novo',
  'page.empty': 'Nenhuma notificação',
  'page.pages': 'Páginas',
  'page.previous': 'Anterior',
  'page.next': 'Próxima',
  'page.position': 'Página {page} de {pages}',
  'overlay.label': 'Novas notificações',
  'overlay.markRead': 'Marcar como lida',
  'overlay.dismiss': 'Fechar notificação',
} satisfies Translations<typeof en & typeof overlay>;
