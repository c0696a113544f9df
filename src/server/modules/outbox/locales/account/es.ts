// The account emails of an owner or team member in Spanish (docs/decisions/041).
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

export default {
  'emailChangeCode.subject': '{code} es tu código de confirmación de Bookwell',
  'emailChangeCode.enter':
    'Introduce este código en Bookwell para que esta sea tu dirección de correo para iniciar sesión: {code}',
  'emailChangeCode.valid': 'El código es válido durante {minutes, plural, one {# minuto} other {# minutos}}.',
  'emailChangeCode.ignore':
    'Si no pediste cambiar tu dirección de correo, ignora este mensaje: sin el código no cambia nada.',
  'emailChanged.subject': 'Se cambió tu dirección de correo de Bookwell',
  'emailChanged.changed':
    'La dirección de correo de tu cuenta de Bookwell se cambió a {email}. A partir de ahora, inicia sesión con esa dirección.',
  signedOut: 'Se cerró la sesión en todos los demás dispositivos conectados a tu cuenta.',
  'emailChanged.notYou': 'Si no hiciste este cambio, contacta de inmediato con el soporte de Bookwell.',
  'twoFactorOn.subject': 'Se activó la verificación en dos pasos en tu cuenta de Bookwell',
  'twoFactorOn.body':
    'Se activó la verificación en dos pasos en tu cuenta de Bookwell: ahora, para iniciar sesión, necesitas un código de una app de autenticación además de la contraseña.',
  'twoFactorOn.notYou':
    'Si no fuiste tú, puede que otra persona haya iniciado sesión en tu cuenta: contacta de inmediato con el soporte de Bookwell.',
  'twoFactorOff.subject': 'Se desactivó la verificación en dos pasos en tu cuenta de Bookwell',
  'twoFactorOff.body':
    'Se desactivó la verificación en dos pasos en tu cuenta de Bookwell: ahora, para iniciar sesión, solo necesitas la contraseña.',
  'twoFactorOff.notYou':
    'Si no fuiste tú, cambia tu contraseña, vuelve a activar la verificación en dos pasos y contacta con el soporte de Bookwell.',
  'invitation.subject': '{invitedBy} te invitó a {business} en Bookwell',
  'invitation.body':
    '{invitedBy} te invitó a iniciar sesión en {business} en Bookwell como {member} ({role, select, manager {gerente} other {personal}}): verás tu agenda, tus reservas y sus clientes, y te avisaremos cuando un cliente reserve contigo.',
  'invitation.accept': 'Abre este enlace para aceptar: {link}',
  'invitation.otherDevice': 'En otro dispositivo, abre {origin}/invite y escribe este código: {code}',
  'invitation.valid':
    'La invitación es válida durante {days, plural, one {# día} other {# días}} para una cuenta con esta dirección de correo. Si no la esperabas, ignora este mensaje.',
  'support.subject': 'Solicitud de soporte: {subject}',
  'support.from': '{from} envió una solicitud desde Ayuda y soporte ({topic}):',
  'support.reply':
    'Responde a este correo para contestarle y después marca la solicitud como respondida en la consola de administración de Bookwell (Administración de la plataforma, Soporte).',
} satisfies Translations<typeof en>;
