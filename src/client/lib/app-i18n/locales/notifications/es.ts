// The owner's Notifications page and the notification overlay in Spanish (docs/decisions/041): "tú", plain and short.
import type { Translations } from '#shared/i18n/catalog.ts';
import type overlay from '../overlay/en.ts';
import type en from './en.ts';

export default {
  'page.title': 'Notificaciones',
  'page.intro': 'Reservas, reseñas, pagos y logros en cuanto ocurren.',
  'page.unread': '{count, plural, one {{total} sin leer} other {{total} sin leer}}',
  'page.markAllRead': 'Marcar todo como leído',
  'filter.type': 'Tipo',
  'filter.allTypes': 'Todos los tipos',
  'filter.typeName':
    '{type, select, booking {Reserva} payment {Pago} review {Reseña} message {Mensaje} reminder {Recordatorio} system {Sistema} milestone {Logro} other {Otro}}',
  'filter.unreadOnly': 'Solo sin leer',
  'page.loading': 'Cargando notificaciones',
  'page.loadFailed': 'No se pudieron cargar las notificaciones.',
  'page.retry': 'Reintentar',
  'page.empty': 'No hay notificaciones',
  'page.pages': 'Páginas',
  'page.previous': 'Anterior',
  'page.next': 'Siguiente',
  'page.position': 'Página {page} de {pages}',
  'overlay.label': 'Notificaciones nuevas',
  'overlay.markRead': 'Marcar como leída',
  'overlay.dismiss': 'Cerrar notificación',
} satisfies Translations<typeof en & typeof overlay>;
