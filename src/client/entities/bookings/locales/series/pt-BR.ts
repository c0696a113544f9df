// The repeat controls and the series review in Brazilian Portuguese (docs/decisions/041): "você", friendly and short.
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

const NTH_M = '{nth, select, 1 {primeiro} 2 {segundo} 3 {terceiro} 4 {quarto} other {último}}';
const NTH_F = '{nth, select, 1 {primeira} 2 {segunda} 3 {terceira} 4 {quarta} other {última}}';

export default {
  'repeat.label': 'Repetir',
  'repeat.none': 'Não se repete',
  'repeat.weekly': 'Semanal',
  'repeat.monthly': 'Mensal',
  'repeat.monthlyOn': '{monthly} (mesmo dia da semana)',
  'repeat.every': 'A cada',
  'repeat.interval': '{count, plural, one {semana} other {# semanas}}',
  'repeat.ends': 'Termina',
  'repeat.endsAfter': 'Após um número de agendamentos',
  'repeat.endsOn': 'Em uma data',
  'repeat.count': 'Agendamentos',
  'repeat.countHint': 'Contando este, no máximo {max}',
  'repeat.until': 'Última data',
  'describe.weekly': '{count, plural, one {Toda semana} other {A cada # semanas}}',
  'describe.monthly': `Todo mês, {day, select, 0 {no ${NTH_M} domingo} 1 {na ${NTH_F} segunda-feira} 2 {na ${NTH_F} terça-feira} 3 {na ${NTH_F} quarta-feira} 4 {na ${NTH_F} quinta-feira} 5 {na ${NTH_F} sexta-feira} other {no ${NTH_M} sábado}}`,
  'review.heading': '{description}: {count, plural, one {# data} other {# datas}}',
  'review.allFree': 'Todas as datas estão livres.',
  'review.conflicts':
    '{count, plural, one {# data não pode ser agendada. Escolha o horário livre mais próximo ou deixe-a de fora.} other {# datas não podem ser agendadas. Escolha o horário livre mais próximo ou deixe-as de fora.}}',
  'review.list': 'Datas da série',
  'review.when': '{day} às {time}',
  'review.cannot': '{when} — não pode ser agendado: {reason}',
  'review.instead': 'Agendar {when} no lugar',
  'review.noneNearby': 'Nenhum horário livre por perto: fica de fora.',
  'review.back': 'Voltar',
  'review.booking': 'Agendando…',
  'review.book':
    '{noun, select, visit {{count, plural, one {Agendar # visita} other {Agendar # visitas}}} other {{count, plural, one {Agendar # horário} other {Agendar # horários}}}}',
  'known.error.interval': 'Repita a cada 1 a 8 semanas.',
  'known.error.count': 'Uma série pode ter de 2 a 52 agendamentos.',
  'known.error.untilMissing': 'Escolha a data em que a série termina.',
  'known.error.untilBeforeStart': 'A data final precisa ser depois do primeiro agendamento.',
  'known.error.untilTooFar':
    'Com essa data final seriam mais de 52 agendamentos. Escolha uma data anterior ou um número de agendamentos.',
  'known.error.frequency': 'Escolha semanal ou mensal.',
  'known.error.monthlyInterval': 'Uma série mensal se repete todo mês: deixe o intervalo em 1.',
  'known.reason.taken': 'Já existe um agendamento nesse horário.',
  'known.reason.past': 'Esse horário já passou. Escolha outro.',
  'known.reason.noStaff': 'Ninguém da equipe que oferece este serviço está disponível nesse horário.',
  'known.reason.unavailable': 'Esse horário não está mais disponível. Escolha outro.',
  'known.reason.closed': 'Estamos fechados nesse horário.',
} satisfies Translations<typeof en>;
