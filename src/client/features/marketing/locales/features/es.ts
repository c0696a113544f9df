// The features page in Spanish (docs/decisions/042): tuteo, the tone of the landing page's catalog.
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

export default {
  'features.meta.title':
    'Funciones: agenda, página de reservas, recordatorios, cobros y estadísticas · Bookwell',
  'features.meta.description':
    'Todo lo que un negocio de servicios necesita para recibir reservas: agenda online, página de reservas, recordatorios por SMS y email, horarios del equipo, cobros, reseñas, apps y estadísticas.',
  'features.eyebrow': 'Funciones',
  'features.title': 'Todo lo que necesitas para tener la agenda llena',
  'features.lead':
    'Desde el primer clic en tu página de reservas hasta el recordatorio que trae al cliente a tu puerta, Bookwell se encarga de todo, en la web y en tu móvil.',
  'features.points.scheduling': 'Agenda inteligente',
  'features.points.notifications': 'Notificaciones al instante',
  'features.points.analytics': 'Estadísticas avanzadas',
  'features.points.mobile': 'Pensado para el móvil',
  'features.points.team': 'Gestión del equipo',
  'features.points.languages': 'Varios idiomas y zonas horarias',
  'features.start': 'Prueba gratis',
  'features.demo': 'Prueba la demo en vivo',
  'features.categories.onlineBooking.title': 'Reservas online',
  'features.categories.onlineBooking.intro':
    'Recibe reservas allí donde te encuentren tus clientes, a cualquier hora.',
  'features.categories.scheduling.title': 'Agenda y equipo',
  'features.categories.scheduling.intro':
    'Una agenda inteligente que respeta cada horario de apertura, cada descanso y a cada miembro del equipo.',
  'features.categories.reminders.title': 'Confirmaciones y recordatorios',
  'features.categories.reminders.intro':
    'Mensajes automáticos que mantienen informados a tus clientes y tus sillones ocupados.',
  'features.categories.paymentsReviews.title': 'Cobros y reseñas',
  'features.categories.paymentsReviews.intro': 'Cobra a tiempo y construye tu reputación.',
  'features.categories.apps.title': 'Apps',
  'features.categories.apps.intro':
    'Lleva tu negocio desde cualquier dispositivo, incluso cuando se corta la conexión.',
  'features.categories.insights.title': 'Estadísticas e informes',
  'features.categories.insights.intro':
    'Estadísticas avanzadas que muestran qué funciona y dónde puedes crecer.',
  'features.items.calendar.title': 'Agenda online',
  'features.items.calendar.description':
    'Cada cita, cada miembro del equipo y cada descanso en una agenda en directo, por día o por semana.',
  'features.items.bookingPage.title': 'Página de reservas',
  'features.items.bookingPage.description':
    'Una página de reservas con tu logo, tus colores y tus servicios, abierta 24/7.',
  'features.items.websiteWidgets.title': 'Widgets para tu web',
  'features.items.websiteWidgets.description':
    'Añade un botón de Reservar o un formulario de reserva integrado a la web que ya tienes.',
  'features.items.socialBooking.title': 'Reservas desde redes sociales',
  'features.items.socialBooking.description':
    'Deja que tus seguidores reserven directamente desde tus perfiles de Instagram, Facebook y TikTok.',
  'features.items.qrCodes.title': 'Códigos QR',
  'features.items.qrCodes.description':
    'Imprime un código QR para el mostrador, tus tarjetas o el escaparate que abre tu página de reservas.',
  'features.items.googleBooking.title': 'Reserva con Google',
  'features.items.googleBooking.description':
    'Quien te encuentre en la Búsqueda de Google o en Maps puede reservar sin salir de la página.',
  'features.items.virtualMeetings.title': 'Reuniones virtuales',
  'features.items.virtualMeetings.description':
    'Ofrece consultas online con un enlace de videollamada que se añade solo a la reserva.',
  'features.items.recurring.title': 'Citas periódicas',
  'features.items.recurring.description':
    'Reserva de una vez series semanales o mensuales para tus clientes habituales.',
  'features.items.groupBooking.title': 'Reservas de grupo',
  'features.items.groupBooking.description':
    'Clases y talleres con aforo, para que varios clientes reserven la misma sesión.',
  'features.items.staffScheduling.title': 'Horarios del personal',
  'features.items.staffScheduling.description':
    'Horario, servicios y días libres por miembro del equipo; tus clientes eligen con quién quieren ir.',
  'features.items.availability.title': 'Reglas de disponibilidad',
  'features.items.availability.description':
    'El horario de apertura, los descansos y los márgenes se convierten en horas reservables. Nunca dos citas a la vez.',
  'features.items.calendarSync.title': 'Sincronización de calendarios',
  'features.items.calendarSync.description':
    'Mantén tus calendarios de Google, Outlook y Apple al día con tu agenda de Bookwell.',
  'features.items.confirmations.title': 'Confirmaciones al instante',
  'features.items.confirmations.description':
    'Tus clientes reciben una confirmación en cuanto reservan, con todos los detalles que necesitan.',
  'features.items.emailReminders.title': 'Recordatorios por email',
  'features.items.emailReminders.description':
    'Recordatorios por email 24 horas y 2 horas antes de cada cita.',
  'features.items.smsReminders.title': 'Recordatorios por SMS',
  'features.items.smsReminders.description':
    'Recordatorios por SMS que reducen las ausencias en torno a un 40 %.',
  'features.items.followUps.title': 'Seguimiento',
  'features.items.followUps.description':
    'Mensajes de agradecimiento y peticiones de reseña después de cada visita, que se envían solos.',
  'features.items.notifications.title': 'Notificaciones en tiempo real',
  'features.items.notifications.description':
    'Entérate al momento cuando se crea, se cambia o se cancela una reserva.',
  'features.items.payments.title': 'Cobros online',
  'features.items.payments.description':
    'Cobra una señal o el importe completo al reservar, y sigue cada transacción.',
  'features.items.reviews.title': 'Reseñas',
  'features.items.reviews.description':
    'Recoge valoraciones después de cada cita y muéstralas en tu página de reservas.',
  'features.items.mobileApps.title': 'Apps para el móvil',
  'features.items.mobileApps.description':
    'Instala Bookwell en la pantalla de inicio de tu móvil, con acceso sin conexión y notificaciones.',
  'features.items.desktopApp.title': 'App de escritorio',
  'features.items.desktopApp.description':
    'Instálalo también en tu ordenador y ten tu agenda siempre a un clic.',
  'features.items.brandedApp.title': 'App con tu marca',
  'features.items.brandedApp.description':
    'Ofrece a tus clientes una app con tu nombre, tus colores y tu logo.',
  'features.items.analytics.title': 'Panel de estadísticas',
  'features.items.analytics.description':
    'Reservas, ingresos y número de clientes de la semana, el mes y el año.',
  'features.items.revenue.title': 'Seguimiento de ingresos',
  'features.items.revenue.description':
    'Mira cuánto genera cada servicio y cada miembro del equipo, y descubre tus mejores días.',
  'features.items.clientInsights.title': 'Conoce a tus clientes',
  'features.items.clientInsights.description':
    'Un CRM con el historial, las preferencias y las notas de cada cliente en una sola ficha.',
  'features.items.reports.title': 'Informes',
  'features.items.reports.description':
    'Informes claros de reservas, ausencias e ingresos, listos para exportar.',
  'features.cta.title': 'Empieza a recibir reservas hoy',
  'features.cta.text':
    'Configura tus servicios, horarios y equipo en minutos. 14 días de prueba gratis, sin tarjeta de crédito.',
  'features.cta.primary': 'Crear mi cuenta',
  'features.cta.secondary': 'Ver precios',
} satisfies Translations<typeof en>;
