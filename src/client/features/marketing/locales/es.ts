// The landing page in Spanish (docs/decisions/042): tuteo, the warm and direct tone of the booking page's catalog.
import chrome from '#client/components/marketing/locales/es.ts';
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';
import type later from './later/en.ts';

export default {
  ...chrome,
  'page.language': 'Idioma',
  'landing.meta.title': 'Bookwell: software de reservas online para peluquerías, spas, estudios y clínicas',
  'landing.meta.description':
    'Deja que tus clientes reserven 24/7, reduce las ausencias con recordatorios por SMS y correo y haz crecer tu negocio con una agenda inteligente y estadísticas. Prueba gratis 14 días, sin tarjeta de crédito.',
  'landing.heading': 'Bookwell: reservas online y gestión para negocios de servicios',
  'landing.hero.label': 'Destacados',
  'landing.hero.slide': '{number} de {count}',
  'landing.hero.show': 'Ver diapositiva {number} de {count}',
  'landing.hero.previous': 'Diapositiva anterior',
  'landing.hero.next': 'Diapositiva siguiente',
  'landing.hero.stop': 'Detener el pase automático',
  'landing.hero.start': 'Iniciar el pase automático',
  'landing.hero.booking.badge': 'La plataforma de reservas n.º 1 para negocios de servicios',
  'landing.hero.booking.title': 'Que tus clientes reserven al instante.',
  'landing.hero.booking.highlight': 'Haz crecer tu negocio más rápido.',
  'landing.hero.booking.description':
    'Agenda inteligente, una página de reservas con tu marca abierta 24/7, recordatorios automáticos por SMS y correo y estadísticas en tiempo real, todo en un mismo lugar. Pensado para el móvil y hecho para barberías, peluquerías, spas, estudios y clínicas.',
  'landing.hero.booking.primary': 'Prueba gratis',
  'landing.hero.booking.secondary': 'Ver demo',
  'landing.hero.booking.trust': 'Más de 10.000 negocios confían en nosotros · 14 días gratis, sin tarjeta',
  'landing.hero.websites.badge': 'Diseño web profesional',
  'landing.hero.websites.title': 'Webs espectaculares',
  'landing.hero.websites.highlight': 'que convierten visitas en reservas.',
  'landing.hero.websites.description':
    'Nuestro equipo diseña y crea para tu negocio una web rápida y adaptada al móvil, con reservas online integradas. Un precio cerrado y entrega en 7–14 días.',
  'landing.hero.websites.primary': 'Ver portafolio',
  'landing.hero.websites.secondary': 'Pedir presupuesto',
  'landing.hero.websites.trust': 'Más de 150 webs entregadas · 30 días de cambios gratis',
  'landing.phone.label':
    'Ilustración de la app de Bookwell en un móvil: un calendario mensual y las citas de hoy',
  'landing.phone.today': 'Hoy',
  'landing.phone.bookings': '{count, plural, one {# reserva} other {# reservas}}',
  'landing.phone.confirmed': 'confirmada',
  'landing.phone.pending': 'pendiente',
  'landing.phone.haircut': 'Corte y peinado',
  'landing.phone.massage': 'Masaje descontracturante',
  'landing.phone.training': 'Entrenamiento personal',
  'landing.browser.label': 'Ilustración de la web de un negocio con reservas online integradas',
  'landing.browser.category': 'Peluquería y belleza',
  'landing.browser.title': 'Tu salón, online',
  'landing.browser.book': 'Reservar',
  'landing.browser.cut': 'Corte y peinado',
  'landing.browser.colour': 'Color',
  'landing.browser.treatments': 'Tratamientos',
  'landing.website.eyebrow': 'Diseño web',
  'landing.website.title': 'Una web profesional que convierte visitas en reservas',
  'landing.website.text':
    'Además de la plataforma de reservas, nuestro equipo diseña y crea webs completas para negocios de servicios. Más de 150 webs entregadas, por un precio cerrado de {price}.',
  'landing.website.delivery': 'Entrega en {days} días',
  'landing.website.revisions': '{days} días de cambios gratis',
  'landing.website.templates': '{count} plantillas por sector para empezar',
  'landing.website.booking': 'Reservas online integradas desde el primer día',
  'landing.website.payment': '{upfront} % por adelantado, {rest} % a la entrega',
  'landing.website.portfolio': 'Ver nuestro trabajo',
  'landing.website.pricing': 'Precios de las webs',
  'landing.website.template.title': 'Elige una plantilla',
  'landing.website.template.text': 'Parte de uno de nuestros seis diseños por sector.',
  'landing.website.build.title': 'Nosotros la creamos',
  'landing.website.build.text':
    'Tus contenidos, los colores de tu marca y tu página de reservas, todo conectado.',
  'landing.website.live.title': 'Publícala',
  'landing.website.live.text': 'Lista en 7–14 días; después, afínala con cambios gratis.',
  'landing.types.eyebrow': 'Para negocios de servicios',
  'landing.types.title': 'Pensado para tu forma de trabajar',
  'landing.types.lead': 'Ofrezcas lo que ofrezcas con cita previa, Bookwell se adapta a tu día.',
  'landing.types.barbers': 'Barberías y peluquerías',
  'landing.types.spas': 'Spas y bienestar',
  'landing.types.fitness': 'Gimnasios y estudios de yoga',
  'landing.types.clinics': 'Clínicas y salud',
  'landing.types.beauty': 'Estética y uñas',
  'landing.types.creatives': 'Fotógrafos y creativos',
  'landing.features.eyebrow': 'Todo en un mismo lugar',
  'landing.features.title': 'Menos papeleo, más citas',
  'landing.features.lead':
    'Agenda, página de reservas, pagos, reseñas, recordatorios, equipo, estadísticas y CRM, todo conectado.',
  'landing.features.all': 'Ver todas las funciones',
  'landing.features.scheduling.title': 'Agenda inteligente',
  'landing.features.scheduling.text':
    'El horario, la disponibilidad del equipo y la duración de cada servicio se combinan en horas reservables, así que nunca se reserva dos veces el mismo hueco.',
  'landing.features.notifications.title': 'Avisos al instante',
  'landing.features.notifications.text':
    'Confirmación en cuanto un cliente reserva y recordatorios por SMS y correo 24 horas y 2 horas antes de cada cita.',
  'landing.features.analytics.title': 'Estadísticas avanzadas',
  'landing.features.analytics.text':
    'Ingresos, reservas, horas punta y servicios estrella de un vistazo, con informes que te ayudan a decidir.',
  'landing.features.mobile.title': 'Pensado para el móvil',
  'landing.features.mobile.text':
    'Gestiona tu día desde el móvil. Instala la app en la pantalla de inicio y sigue trabajando aunque se pierda la cobertura.',
  'landing.features.team.title': 'Gestión del equipo',
  'landing.features.team.text':
    'Cada miembro del equipo tiene su propia agenda, servicios y horario, y tus clientes eligen con quién reservar.',
  'landing.features.languages.title': 'Varios idiomas y zonas horarias',
  'landing.features.languages.text':
    'Tus clientes ven las horas en la zona horaria de tu negocio desde donde reserven, y en el idioma que prefieran.',
  'landing.stats.title': 'Bookwell en cifras',
  'landing.stats.businesses': 'Negocios activos',
  'landing.stats.bookings': 'Reservas realizadas',
  'landing.stats.growth': 'Crecimiento medio de ingresos',
  'landing.stats.uptime': 'Disponibilidad',
  'landing.stats.noShows': 'Menos ausencias',
  'landing.stats.support': 'Tiempo de respuesta del soporte',
  'landing.stats.hours': '< {hours} h',
  'landing.cta.title': '¿Llenamos tu agenda?',
  'landing.cta.text':
    'Únete a más de 10.000 negocios que reciben reservas a todas horas. Configúralo en minutos.',
  'landing.cta.primary': 'Prueba gratis',
  'landing.cta.secondary': 'Ver precios',
  'landing.cta.note': '14 días gratis · Sin tarjeta de crédito · Cancela cuando quieras',
  'landing.testimonials.eyebrow': 'Lo que puedes esperar',
  'landing.testimonials.title': 'Resultados que se notan',
  'landing.testimonials.lead':
    'Ejemplos ilustrativos de los resultados que buscan los negocios de servicios con Bookwell. No son reseñas de clientes reales.',
  'landing.testimonials.quote': '«{quote}»',
  'landing.testimonials.who': '{name}, {business}',
  'landing.testimonials.badge': 'Ejemplo ilustrativo',
  'landing.testimonials.rating': 'Valoración: {rating} de 5',
  'landing.testimonials.salon.name': 'Dueña de peluquería',
  'landing.testimonials.salon.business': 'Peluquería de ejemplo',
  'landing.testimonials.salon.review':
    'Los clientes reservan solos a medianoche en vez de llamar en mitad de un corte. Los recordatorios salen automáticamente y los sillones vacíos se llenaron.',
  'landing.testimonials.salon.metrics': '40 % menos ausencias',
  'landing.testimonials.salon.timeframe': 'Primeros 3 meses',
  'landing.testimonials.spa.name': 'Gerente de spa',
  'landing.testimonials.spa.business': 'Spa de ejemplo',
  'landing.testimonials.spa.review':
    'Cada terapeuta tiene su horario y sus servicios, y la agenda nunca reserva dos veces la misma cabina. Las llamadas en recepción bajaron muchísimo.',
  'landing.testimonials.spa.metrics': '12 horas ahorradas a la semana',
  'landing.testimonials.spa.timeframe': 'Primeros 2 meses',
  'landing.testimonials.fitness.name': 'Fundador de estudio',
  'landing.testimonials.fitness.business': 'Estudio de fitness de ejemplo',
  'landing.testimonials.fitness.review':
    'Las clases de grupo y las sesiones periódicas se configuran en un momento, y los socios vuelven a reservar desde el móvil nada más terminar la clase.',
  'landing.testimonials.fitness.metrics': '35 % más reservas repetidas',
  'landing.testimonials.fitness.timeframe': 'Primeros 6 meses',
  'landing.testimonials.physio.name': 'Gerente de clínica',
  'landing.testimonials.physio.business': 'Clínica de fisioterapia de ejemplo',
  'landing.testimonials.physio.review':
    'Los pacientes reciben un recordatorio 24 horas antes de su cita y otro 2 horas antes. Ya casi nadie cancela a última hora y el día va según lo previsto.',
  'landing.testimonials.physio.metrics': '30 % menos cancelaciones de última hora',
  'landing.testimonials.physio.timeframe': 'Primeros 4 meses',
  'landing.testimonials.barber.name': 'Dueño de barbería',
  'landing.testimonials.barber.business': 'Barbería de ejemplo',
  'landing.testimonials.barber.review':
    'El enlace de reservas está en nuestras redes y en un código QR en el mostrador. Los que venían sin cita ahora llegan con reserva.',
  'landing.testimonials.barber.metrics': '40 % más de facturación',
  'landing.testimonials.barber.timeframe': 'Primer año',
  'landing.testimonials.photo.name': 'Fotógrafa',
  'landing.testimonials.photo.business': 'Estudio de fotografía de ejemplo',
  'landing.testimonials.photo.review':
    'La nueva web y la página de reservas estaban funcionando en menos de dos semanas. Las sesiones se pagan por adelantado y la agenda se sincroniza con mi móvil.',
  'landing.testimonials.photo.metrics': 'El doble de consultas online',
  'landing.testimonials.photo.timeframe': 'Primeros 3 meses',
  'landing.faq.eyebrow': 'Preguntas frecuentes',
  'landing.faq.title': 'Preguntas frecuentes',
  'landing.faq.trial.question': '¿Cómo funciona la prueba gratis?',
  'landing.faq.trial.answer':
    'Tienes 14 días del plan Profesional completo sin necesidad de tarjeta de crédito. Cuando termina la prueba, puedes seguir por {monthly} por usuario al mes.',
  'landing.faq.cost.question': '¿Cuánto cuesta Bookwell después de la prueba?',
  'landing.faq.cost.answer':
    'Un único plan Profesional: {monthly} por usuario al mes, o {annual} por usuario al año con facturación anual, un 17 % menos. Servicios y reservas ilimitados.',
  'landing.faq.account.question': '¿Mis clientes pueden reservar sin crear una cuenta?',
  'landing.faq.account.answer':
    'Sí. Tus clientes abren tu página de reservas, eligen un servicio, una hora y (si quieres) a alguien del equipo, y confirman con su nombre y su teléfono, a cualquier hora.',
  'landing.faq.reminders.question': '¿Cómo reducen las ausencias los recordatorios?',
  'landing.faq.reminders.answer':
    'Bookwell envía recordatorios por SMS y correo 24 horas y 2 horas antes de cada cita. Los negocios suelen tener alrededor de un 40 % menos de ausencias.',
  'landing.faq.team.question': '¿Puedo gestionar un equipo con horarios distintos?',
  'landing.faq.team.answer':
    'Sí. Cada miembro del equipo tiene su horario, sus servicios y sus días libres, y la agenda se asegura de que nadie tenga nunca dos citas a la misma hora.',
  'landing.faq.phone.question': '¿Funciona en el móvil?',
  'landing.faq.phone.answer':
    'Bookwell está pensado primero para el móvil. Puedes instalarlo en la pantalla de inicio como una app, recibir notificaciones y seguir trabajando aunque se corte la conexión.',
  'landing.faq.languages.question': '¿Bookwell funciona en otros idiomas y zonas horarias?',
  'landing.faq.languages.answer':
    'Sí. Cada negocio tiene su propia zona horaria, así que las horas de las citas siempre se muestran bien, y la reserva está disponible en varios idiomas.',
  'landing.faq.website.question': '¿Bookwell puede crear una web para mi negocio?',
  'landing.faq.website.answer':
    'Sí, como servicio aparte: una web profesional por {website} en un solo pago, entregada en 7–14 días y con 30 días de cambios gratis. Pagas el 50 % por adelantado y el 50 % a la entrega.',
  'landing.faq.cancel.question': '¿Qué pasa si cancelo?',
  'landing.faq.cancel.answer':
    'Puedes cancelar cuando quieras. El primer mes tiene una garantía de devolución de 30 días, y tus datos siguen disponibles 30 días después de cancelar para que puedas exportarlos.',
  'landing.faq.support.question': '¿Con qué rapidez responde el soporte?',
  'landing.faq.support.answer':
    'Nuestro equipo de soporte responde en menos de 2 horas, y la plataforma tiene una disponibilidad del 99,9 %, así que tu página de reservas siempre está abierta.',
} satisfies Translations<typeof en & typeof later>;
