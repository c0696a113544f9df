// The owner's dashboard cards in Spanish (docs/decisions/041): "tú", plain and short.
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

export default {
  'waitlist.title': 'Lista de espera',
  'waitlist.titleOff': 'Lista de espera (desactivada)',
  'waitlist.open': 'Abrir la lista de espera',
  'waitlist.summary':
    '{count, plural, one {{refilled} hora cancelada cubierta} other {{refilled} horas canceladas cubiertas}} este mes, {saved} recuperados. {active} en espera.',
  'waitlist.with': 'con {member}',
  'waitlist.offered': 'ofrecida: {day}, {time}',
  'waitlist.remove': 'Quitar',

  'remove.title': '¿Quitar a {name} de la lista de espera?',
  'remove.text':
    'Ya no se le ofrecerán horas libres. No se le avisa; puede volver a apuntarse desde tu página de reservas.',
  'remove.textHeld':
    'Ya no se le ofrecerán horas libres y se libera la hora que tenía reservada. No se le avisa; puede volver a apuntarse desde tu página de reservas.',
  'remove.confirm': 'Quitar',
  'remove.pending': 'Quitando…',
  'remove.cancel': 'Cancelar',
  'remove.done': 'Se ha quitado de la lista de espera',
  'remove.doneText': '{client} ya no espera para {service}.',
  'remove.failed': 'No se pudo quitar la entrada',

  'stats.revenueHelp':
    'Visitas confirmadas y completadas: lo pagado (descontando reembolsos) cuando se registran pagos; si no, el precio de la reserva.',

  'weather.label': 'Tiempo',
  'weather.loading': 'Cargando el tiempo…',
  'weather.temperature': '{degrees} °C',
  'weather.sky':
    '{sky, select, clear_sky {Despejado} mainly_clear {Casi despejado} partly_cloudy {Parcialmente nublado} overcast {Cubierto} fog {Niebla} freezing_fog {Niebla helada} light_drizzle {Llovizna ligera} drizzle {Llovizna} heavy_drizzle {Llovizna intensa} freezing_drizzle {Llovizna helada} light_rain {Lluvia ligera} rain {Lluvia} heavy_rain {Lluvia intensa} freezing_rain {Lluvia helada} light_snow {Nevada ligera} snow {Nieve} heavy_snow {Nevada intensa} snow_grains {Cinarra} rain_showers {Chubascos} violent_rain_showers {Chubascos fuertes} snow_showers {Chubascos de nieve} heavy_snow_showers {Fuertes chubascos de nieve} thunderstorm {Tormenta} thunderstorm_with_hail {Tormenta con granizo} other {{text}}}',
  'weather.unavailable': 'tiempo en directo no disponible',

  'dialog.close': 'Cerrar',
  'activity.allTitle': 'Toda la actividad',
  'activity.unreadCount': '{unread, plural, other {{count} sin leer.}}',
  'activity.selectToRead': 'Selecciona un elemento para marcarlo como leído.',
  'activity.none': 'Aún no hay actividad.',
  'activity.unreadItem': '(sin leer)',
  'activity.open': 'Abrir: {title}',
  'activity.justNow': 'Ahora mismo',
  'activity.minutesAgo': '{count, plural, other {hace {minutes} min}}',
  'activity.hoursAgo': '{count, plural, other {hace {hours} h}}',
  'activity.daysAgo': '{count, plural, one {hace {days} día} other {hace {days} días}}',

  'targets.title': 'Editar objetivos',
  'targets.goalsTitle': 'Editar objetivos de ingresos',
  'targets.description': 'Las barras de progreso comparan tus cifras con estos objetivos.',
  'targets.monthlyRevenue': 'Objetivo mensual de ingresos',
  'targets.monthlyRevenueHint': 'Los ingresos que quieres alcanzar cada mes.',
  'targets.quarterlyRevenue': 'Objetivo trimestral de ingresos',
  'targets.quarterlyRevenueHint': 'Los ingresos que quieres alcanzar cada trimestre.',
  'targets.weeklyBookings': 'Objetivo semanal de reservas',
  'targets.weeklyBookingsHint': 'Las reservas que quieres alcanzar cada semana.',
  'targets.clientGrowth': 'Objetivo de clientes',
  'targets.clientGrowthHint': 'Cuántos clientes quieres tener.',
  'targets.moneyLabel': '{label} ({currency})',
  'targets.notNumber': '{label}: tiene que ser un número',
  'targets.notPositive': '{label}: tiene que ser mayor que 0',
  'targets.tooLarge': '{label}: la cifra es demasiado alta',
  'targets.decimals': '{label}: admite como máximo 2 decimales',
  'targets.notWhole': '{label}: tiene que ser un número entero',
  'targets.saved': 'Objetivos actualizados',
  'targets.savedText': 'Tu progreso ya se mide con los nuevos objetivos.',
  'targets.cancel': 'Cancelar',
  'targets.saving': 'Guardando…',
  'targets.save': 'Guardar objetivos',
} satisfies Translations<typeof en>;
