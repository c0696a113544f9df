// What a notification says, in Brazilian Portuguese (docs/decisions/047): "você", the wording of the team's pushes.
import type { Translations } from '#shared/i18n/catalog.ts';
import teamNews from '#shared/i18n/team-news/pt-BR.ts';
import type en from './en.ts';

const told = '{count, plural, one {o participante foi avisado} other {os # participantes foram avisados}}';

const NTH_M = '{nth, select, 1 {primeiro} 2 {segundo} 3 {terceiro} 4 {quarto} other {último}}';
const NTH_F = '{nth, select, 1 {primeira} 2 {segunda} 3 {terceira} 4 {quarta} other {última}}';

export default {
  'news.text.newBooking':
    '{repeats, select, rule {{client} agendou {service} em {when} ({rule})} yes {{client} agendou {service} em {when}, o primeiro de uma série} other {{client} agendou {service} em {when}}}',
  'news.rule': `{frequency, select, weekly {{count, plural, one {toda semana} other {a cada # semanas}}} other {todo mês, {day, select, 0 {no ${NTH_M} domingo} 1 {na ${NTH_F} segunda-feira} 2 {na ${NTH_F} terça-feira} 3 {na ${NTH_F} quarta-feira} 4 {na ${NTH_F} quinta-feira} 5 {na ${NTH_F} sexta-feira} other {no ${NTH_M} sábado}}}}`,
  'news.text.cancelled':
    '{who, select, apiKey {A chave de API “{name}” cancelou um agendamento de {when}.} other {{name} cancelou o agendamento de {when}.}}',
  'news.text.moved':
    '{who, select, apiKey {A chave de API “{name}” remarcou um agendamento de {from} para {to}.} other {{name} remarcou o agendamento de {from} para {to}.}}',
  'news.title.ownerChange':
    '{status, select, completed {Atendimento concluído} other {Agendamento cancelado}}',
  'news.text.ownerChange':
    '{status, select, completed {O agendamento de {when} foi concluído.} other {O agendamento de {when} foi cancelado.}}',
  'news.title.memberBooked': 'Novo agendamento',
  'news.text.memberBooked':
    '{repeats, select, rule {{by} agendou {client} com você para {service} em {when} ({rule}).} yes {{by} agendou {client} com você para {service} em {when}, o primeiro de uma série.} other {{by} agendou {client} com você para {service} em {when}.}}',
  'news.title.memberCancelled': 'Agendamento cancelado',
  'news.title.memberMoved': 'Agendamento remarcado',
  'news.text.classCancelled': `A aula de {service} de {when} foi cancelada; ${told}.`,
  'news.text.classCancelledBy': `{by} cancelou sua aula de {service} de {when}; ${told}.`,
  'news.text.classMoved': `{by} remarcou sua aula de {service} de {from} para {to}; ${told}.`,
  'news.title.bookingsMilestone': '{count, plural, =1 {Primeiro agendamento!} other {{total} agendamentos!}}',
  'news.text.bookingsMilestone':
    '{count, plural, =1 {Seu primeiro agendamento chegou. Parabéns!} other {Você chegou a {total} agendamentos. Continue assim!}}',
  'news.title.revenueMilestone': '{amount} faturados',
  'news.text.revenueMilestone': 'Os atendimentos concluídos já renderam {amount} no total.',
  'news.title.suspended': 'Seu negócio está suspenso',
  'news.text.suspended':
    'O Bookwell suspendeu seu negócio: sua página de agendamento não está aceitando agendamentos. Fale com Ajuda e suporte para reativá-lo.',
  'news.title.reactivated': 'Seu negócio está ativo de novo',
  'news.text.reactivated':
    'O Bookwell reativou seu negócio: sua página de agendamento voltou a aceitar agendamentos.',
  'news.title.supportSent': 'Mensagem enviada',
  'news.text.supportSent':
    'Obrigado, recebemos sua mensagem e vamos responder por e-mail. Assunto: {subject}',
  'news.title.supportRequest': 'Nova solicitação de suporte',
  'news.text.supportRequest': '{email} pergunta: {subject}',
  'news.title.website':
    'Projeto de site {status, select, in_progress {em andamento} completed {concluído} failed {com falha} other {pendente}}',
  'news.text.website':
    '{live, select, yes {Seu projeto de site “{title}” está no ar em {url}.} other {Seu projeto de site “{title}” agora está {status, select, in_progress {em andamento} completed {concluído} failed {com falha} other {pendente}}.}}',
  'news.title.clientDetails': 'Dados de cliente alterados',
  'news.text.clientDetails': '{client} atualizou os próprios dados no painel do cliente: {changes}.',
  'news.change.name': 'nome agora {name}',
  'news.change.email': 'e-mail agora {email}',
  'news.change.emailRemoved': 'e-mail removido',
  'news.change.phone': 'telefone agora {phone}',
  'news.title.sessionsNotAdded': 'Aulas não adicionadas',
  'news.text.sessionsNotAdded':
    '{service} com {member}: nenhuma aula em {dates}, porque o instrutor ou a sala está ocupado nesse horário. Adicione-as em Aulas quando o horário estiver livre.',
  'news.title.calendarFailing': 'Agenda não sincroniza',
  'news.text.calendarFailing':
    'Não foi possível ler a agenda de {member} {failures} vezes seguidas: {error} {synced, select, yes {A disponibilidade continua bloqueando os horários ocupados lidos antes.} other {Por enquanto, nenhum horário ocupado dessa agenda bloqueia a disponibilidade.}}',
  ...teamNews,
} satisfies Translations<typeof en>;
