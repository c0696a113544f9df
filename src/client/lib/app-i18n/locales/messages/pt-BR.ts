// The owner's Messages page in Brazilian Portuguese (docs/decisions/041): "você", friendly.
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

export default {
  'page.title': 'Mensagens',
  'page.description':
    'Confirmações, lembretes e avisos para seus clientes e para você, e o motivo de alguma não ter sido enviada.',
  'page.loading': 'Carregando mensagens',
  'page.loadFailed': 'Não foi possível carregar as mensagens',
  'noBusiness.title': 'Primeiro crie o perfil do seu negócio',
  'noBusiness.text':
    'As mensagens para seus clientes aparecem aqui assim que seu negócio estiver configurado.',
  'noBusiness.action': 'Criar o perfil do seu negócio',
  'filter.label': 'Filtrar por status',
  'filter.all': 'Todas as mensagens',
  'list.status.queued': 'Na fila',
  'list.status.sent': 'Enviada',
  'list.status.failed': 'Falhou',
  'list.status.skipped': 'Ignorada',
  'empty.all':
    'Nenhuma mensagem ainda. Elas aparecem aqui quando clientes agendam e quando agendamentos mudam.',
  'empty.status':
    '{status, select, queued {Nenhuma mensagem na fila.} sent {Nenhuma mensagem enviada.} failed {Nenhuma mensagem com falha.} skipped {Nenhuma mensagem ignorada.} other {Nenhuma mensagem.}}',
  'table.caption':
    '{status, select, queued {Mensagens, das mais recentes para as mais antigas, só as na fila} sent {Mensagens, das mais recentes para as mais antigas, só as enviadas} failed {Mensagens, das mais recentes para as mais antigas, só as com falha} skipped {Mensagens, das mais recentes para as mais antigas, só as ignoradas} other {Mensagens, das mais recentes para as mais antigas}}',
  'col.message': 'Mensagem',
  'col.recipient': 'Destinatário',
  'col.status': 'Status',
  'row.sent': '{channel} · enviada em {when}',
  'row.due': '{channel} · prevista para {when}',
  'list.channel.email': 'E-mail',
  'list.channel.sms': 'SMS',
  'list.channel.push': 'Push',
  'recipient.devices': 'Seus aparelhos',
  'recipient.none': 'Sem endereço',
  'pages.label': 'Páginas de mensagens',
  'pages.previous': 'Anterior',
  'pages.next': 'Próxima',
  'pages.summary':
    'Página {page} de {pages}{more} · {total}{more} {count, plural, one {mensagem} other {mensagens}}',
  'list.kind.booking_confirmation': 'Confirmação de agendamento',
  'list.kind.booking_rescheduled': 'Aviso de remarcação',
  'list.kind.booking_cancelled': 'Aviso de cancelamento',
  'list.kind.reminder_24h': 'Lembrete, 24 horas antes',
  'list.kind.reminder_2h': 'Lembrete, 2 horas antes',
  'list.kind.thank_you': 'Agradecimento após o atendimento',
  'list.kind.owner_new_booking': 'Novo agendamento (para você)',
  'list.kind.owner_booking_cancelled': 'Agendamento cancelado (para você)',
  'list.kind.owner_booking_rescheduled': 'Agendamento remarcado (para você)',
  'list.kind.owner_new_review': 'Nova avaliação (para você)',
  'list.kind.member_new_booking': 'Novo agendamento (para o profissional)',
  'list.kind.member_booking_cancelled': 'Agendamento cancelado (para o profissional)',
  'list.kind.member_booking_rescheduled': 'Agendamento remarcado (para o profissional)',
  'list.kind.team_invitation': 'Convite para a equipe',
  'list.kind.client_sign_in_code': 'Código de acesso',
  'list.kind.waitlist_joined': 'Confirmação da lista de espera',
  'list.kind.waitlist_offer': 'Oferta da lista de espera',
  'list.kind.email_change_code': 'Código de troca de e-mail (para você)',
  'list.kind.email_changed': 'Endereço de e-mail alterado (para você)',
  'list.kind.support_request': 'Pedido de suporte (para você, como admin)',
  'list.kind.two_factor_enabled': 'Verificação em duas etapas ativada (para você)',
  'list.kind.two_factor_disabled': 'Verificação em duas etapas desativada (para você)',
} satisfies Translations<typeof en>;
