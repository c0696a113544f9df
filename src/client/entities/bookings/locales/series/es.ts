// The repeat controls and the series review in Spanish (docs/decisions/041): "tú", warm and short.
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

const WEEKDAY =
  '{day, select, 0 {domingo} 1 {lunes} 2 {martes} 3 {miércoles} 4 {jueves} 5 {viernes} other {sábado}}';

export default {
  'repeat.label': 'Repetir',
  'repeat.none': 'No se repite',
  'repeat.weekly': 'Semanal',
  'repeat.monthly': 'Mensual',
  'repeat.monthlyOn': '{monthly} (mismo día de la semana)',
  'repeat.every': 'Cada',
  'repeat.interval': '{count, plural, one {semana} other {# semanas}}',
  'repeat.ends': 'Termina',
  'repeat.endsAfter': 'Tras un número de citas',
  'repeat.endsOn': 'En una fecha',
  'repeat.count': 'Citas',
  'repeat.countHint': 'Contando esta, como máximo {max}',
  'repeat.until': 'Última fecha',
  'describe.weekly': '{count, plural, one {Cada semana} other {Cada # semanas}}',
  'describe.monthly': `Cada mes, el {nth, select, 1 {primer} 2 {segundo} 3 {tercer} 4 {cuarto} other {último}} ${WEEKDAY}`,
  'review.heading': '{description}: {count, plural, one {# fecha} other {# fechas}}',
  'review.allFree': 'Todas las fechas están libres.',
  'review.conflicts':
    '{count, plural, one {# fecha no se puede reservar. Elige la hora libre más cercana o déjala fuera.} other {# fechas no se pueden reservar. Elige la hora libre más cercana o déjalas fuera.}}',
  'review.list': 'Fechas de la serie',
  'review.when': '{day} a las {time}',
  'review.cannot': '{when}: no se puede reservar. {reason}',
  'review.instead': 'Reservar {when} en su lugar',
  'review.noneNearby': 'No hay hora libre cerca: queda fuera.',
  'review.back': 'Atrás',
  'review.booking': 'Reservando…',
  'review.book':
    '{noun, select, visit {{count, plural, one {Reservar # visita} other {Reservar # visitas}}} other {{count, plural, one {Reservar # cita} other {Reservar # citas}}}}',
  'known.error.interval': 'Repite cada 1 a 8 semanas.',
  'known.error.count': 'Una serie puede tener de 2 a 52 citas.',
  'known.error.untilMissing': 'Elige la fecha en que termina la serie.',
  'known.error.untilBeforeStart': 'La fecha final debe ser posterior a la primera cita.',
  'known.error.untilTooFar':
    'Con esa fecha final serían más de 52 citas. Elige una fecha anterior o un número de citas.',
  'known.error.frequency': 'Elige semanal o mensual.',
  'known.error.monthlyInterval': 'Una serie mensual se repite cada mes: deja el intervalo en 1.',
  'known.reason.taken': 'Ya hay una reserva a esa hora.',
  'known.reason.past': 'Esa hora ya pasó. Elige otra.',
  'known.reason.noStaff': 'No hay nadie del equipo que ofrezca este servicio disponible a esa hora.',
  'known.reason.unavailable': 'Esa hora ya no está disponible. Elige otra.',
  'known.reason.closed': 'A esa hora estamos cerrados.',
} satisfies Translations<typeof en>;
