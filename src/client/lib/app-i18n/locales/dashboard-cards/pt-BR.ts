// The owner's dashboard cards in Brazilian Portuguese (docs/decisions/041): "você", plain and short.
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

export default {
  'waitlist.title': 'Lista de espera',
  'waitlist.titleOff': 'Lista de espera (desativada)',
  'waitlist.open': 'Abrir a lista de espera',
  'waitlist.summary':
    '{count, plural, one {{refilled} horário cancelado preenchido} other {{refilled} horários cancelados preenchidos}} este mês, {saved} recuperados. {active} aguardando.',
  'waitlist.with': 'com {member}',
  'waitlist.offered': 'oferecido: {day}, {time}',
  'waitlist.remove': 'Remover',

  'remove.title': 'Remover {name} da lista de espera?',
  'remove.text':
    'A pessoa não vai mais receber ofertas de horários livres. Ela não é avisada e pode entrar de novo pela sua página de agendamento.',
  'remove.textHeld':
    'A pessoa não vai mais receber ofertas de horários livres, e o horário reservado para ela é liberado. Ela não é avisada e pode entrar de novo pela sua página de agendamento.',
  'remove.confirm': 'Remover',
  'remove.pending': 'Removendo…',
  'remove.cancel': 'Cancelar',
  'remove.done': 'Inscrição removida da lista de espera',
  'remove.doneText': '{client} não está mais aguardando {service}.',
  'remove.failed': 'Não foi possível remover a inscrição',

  'stats.revenueHelp':
    'Visitas confirmadas e concluídas: o valor pago (descontados os reembolsos) quando há pagamentos registrados; senão, o preço do agendamento.',

  'weather.label': 'Clima',
  'weather.loading': 'Carregando o clima…',
  'weather.temperature': '{degrees} °C',
  'weather.sky':
    '{sky, select, clear_sky {Céu limpo} mainly_clear {Predominantemente limpo} partly_cloudy {Parcialmente nublado} overcast {Encoberto} fog {Neblina} freezing_fog {Neblina congelante} light_drizzle {Garoa fraca} drizzle {Garoa} heavy_drizzle {Garoa forte} freezing_drizzle {Garoa congelante} light_rain {Chuva fraca} rain {Chuva} heavy_rain {Chuva forte} freezing_rain {Chuva congelante} light_snow {Neve fraca} snow {Neve} heavy_snow {Neve forte} snow_grains {Grãos de neve} rain_showers {Pancadas de chuva} violent_rain_showers {Pancadas de chuva fortes} snow_showers {Pancadas de neve} heavy_snow_showers {Pancadas de neve fortes} thunderstorm {Trovoada} thunderstorm_with_hail {Trovoada com granizo} other {{text}}}',
  'weather.unavailable': 'clima ao vivo indisponível',

  'dialog.close': 'Fechar',
  'activity.allTitle': 'Toda a atividade',
  'activity.unreadCount': '{unread, plural, one {{count} não lida.} other {{count} não lidas.}}',
  'activity.selectToRead': 'Selecione um item para marcá-lo como lido.',
  'activity.none': 'Nenhuma atividade ainda.',
  'activity.unreadItem': '(não lida)',
  'activity.open': 'Abrir: {title}',
  'activity.justNow': 'Agora mesmo',
  'activity.minutesAgo': '{count, plural, other {há {minutes} min}}',
  'activity.hoursAgo': '{count, plural, other {há {hours} h}}',
  'activity.daysAgo': '{count, plural, one {há {days} dia} other {há {days} dias}}',

  'targets.title': 'Editar metas',
  'targets.goalsTitle': 'Editar metas de faturamento',
  'targets.description': 'As barras de progresso comparam seus números com estas metas.',
  'targets.monthlyRevenue': 'Meta mensal de faturamento',
  'targets.monthlyRevenueHint': 'O faturamento que você quer alcançar a cada mês.',
  'targets.quarterlyRevenue': 'Meta trimestral de faturamento',
  'targets.quarterlyRevenueHint': 'O faturamento que você quer alcançar a cada trimestre.',
  'targets.weeklyBookings': 'Meta semanal de agendamentos',
  'targets.weeklyBookingsHint': 'Os agendamentos que você quer alcançar a cada semana.',
  'targets.clientGrowth': 'Meta de clientes',
  'targets.clientGrowthHint': 'Quantos clientes você quer ter.',
  'targets.moneyLabel': '{label} ({currency})',
  'targets.notNumber': '{label}: precisa ser um número',
  'targets.notPositive': '{label}: precisa ser maior que 0',
  'targets.tooLarge': '{label}: o valor é alto demais',
  'targets.decimals': '{label}: no máximo 2 casas decimais',
  'targets.notWhole': '{label}: precisa ser um número inteiro',
  'targets.saved': 'Metas atualizadas',
  'targets.savedText': 'Seu progresso agora é medido pelas novas metas.',
  'targets.cancel': 'Cancelar',
  'targets.saving': 'Salvando…',
  'targets.save': 'Salvar metas',
} satisfies Translations<typeof en>;
