// Help & Support in Spanish (docs/decisions/041): "tú", warm and direct.
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

export default {
  'page.title': 'Ayuda y soporte',
  'page.description':
    'Respuestas a lo que más preguntan los dueños de negocios, y una forma de preguntarnos lo que sea.',
  'answers.title': 'Respuestas',
  'answers.search': 'Buscar en las respuestas',
  'answers.placeholder': 'Busca, p. ej. recordatorios, reembolso, vacaciones',
  'answers.found': '{count, plural, one {# respuesta encontrada} other {# respuestas encontradas}}',
  'answers.none': 'Ninguna respuesta coincide con «{query}». Pregúntanos abajo.',
  'contact.title': 'Contactar con soporte',
  'contact.description': 'Respondemos por correo, a la dirección con la que inicias sesión.',
  'contact.signIn': 'Inicia sesión',
  'contact.signedOut': '{signIn} para enviarnos un mensaje sobre tu cuenta.',
  'requests.title': 'Tus mensajes',
  'requests.status.open': 'abierto',
  'requests.status.answered': 'respondido',
  'form.topicLabel': 'Tema',
  'form.topic.booking': 'Reservas',
  'form.topic.hours': 'Horarios y ausencias',
  'form.topic.reminders': 'Recordatorios',
  'form.topic.payments': 'Pagos',
  'form.topic.client-dashboard': 'Panel del cliente',
  'form.topic.data': 'Exportar datos',
  'form.topic.other': 'Otra cosa',
  'form.subject': 'Asunto',
  'form.question': 'Tu pregunta',
  'form.hint': 'Al menos 10 caracteres.',
  'form.send': 'Enviar mensaje',
  'form.sending': 'Enviando...',
  'form.failed': 'No se pudo enviar tu mensaje',
  'form.sentTitle': 'Mensaje enviado',
  'form.sentText': 'Gracias, hemos recibido tu mensaje y te responderemos por correo.',
  'form.sentSubject': '{text} («{subject}»)',
  'help.question.how-booking-works': '¿Cómo funcionan las reservas en línea?',
  'help.answer.how-booking-works':
    'Tus clientes abren tu página de reservas, eligen un servicio, un miembro del equipo (o cualquiera que esté libre), un día y una hora, y dejan su nombre y teléfono. La reserva se confirma al momento y aparece en tu panel y en tu calendario. Solo se ofrecen horas que encajan con tu horario, tus reglas de reserva y el tiempo libre de tu equipo.',
  'help.link.how-booking-works': 'Configura tus servicios',
  'help.question.booking-rules':
    '¿Con cuánta antelación deben reservar los clientes y hasta cuándo pueden hacerlo?',
  'help.answer.booking-rules':
    'Las reglas de reserva fijan el intervalo entre las horas ofrecidas, la antelación mínima, con cuántos días de antelación pueden reservar los clientes, un margen después de cada cita y hasta cuándo pueden cancelar o mover una reserva por su cuenta.',
  'help.link.booking-rules': 'Abrir las reglas de reserva',
  'help.question.hours': '¿Cómo configuro mi horario de apertura y mis descansos?',
  'help.answer.hours':
    'El horario del negocio muestra cada día de la semana como abierto o cerrado, con su hora de apertura y de cierre y sus descansos. Tu página de reservas solo ofrece horas dentro de ese horario. Cada miembro del equipo también puede tener su propio horario.',
  'help.link.hours': 'Abrir el horario del negocio',
  'help.question.time-off': '¿Cómo bloqueo unas vacaciones o un día libre?',
  'help.answer.time-off':
    'Añade una ausencia a un miembro del equipo para los días u horas en que no esté. Esas horas dejan de ofrecerse en tu página de reservas; las reservas que ya caen en ese tiempo aparecen en una lista para que puedas moverlas.',
  'help.link.time-off': 'Abrir tu equipo',
  'help.question.reminders': '¿Mis clientes reciben recordatorios?',
  'help.answer.reminders':
    'Sí: los clientes reciben una confirmación al reservar y un recordatorio antes de su cita, por correo (y por SMS si está configurado). Cada mensaje enviado, omitido o fallido aparece con su motivo en Mensajes.',
  'help.link.reminders': 'Ver tus mensajes',
  'help.question.payments': '¿Cómo registro un pago o un reembolso?',
  'help.answer.payments':
    'Pagos muestra las visitas de hoy con lo que debe cada una. Cobra en efectivo o con tarjeta asociando el pago a una reserva, reembolsa una parte o todo, y cierra el día contando el efectivo de la caja.',
  'help.link.payments': 'Abrir Pagos',
  'help.question.client-dashboard': '¿Qué ven mis clientes en su panel?',
  'help.answer.client-dashboard':
    'Cada cliente puede entrar en tu panel de clientes con un código que le enviamos, ver sus reservas próximas y pasadas, cancelar o cambiar la hora dentro de tus reglas y dejar una reseña. Tú eliges sus colores, sus textos y qué secciones muestra.',
  'help.link.client-dashboard': 'Personalizar el panel del cliente',
  'help.question.data-export': '¿Cómo exporto mis datos?',
  'help.answer.data-export':
    'Exportar mis datos descarga todo lo que guarda tu cuenta (negocio, servicios, equipo, clientes, reservas, pagos, reseñas y mensajes) en un solo archivo JSON. Los clientes también se pueden exportar en CSV desde la página de Clientes.',
  'help.link.data-export': 'Exportar tus datos',
} satisfies Translations<typeof en>;
