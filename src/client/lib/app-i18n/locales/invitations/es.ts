// Accepting a team invitation in Spanish (docs/decisions/041): "tú", warm and direct.
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

export default {
  'page.documentTitle': '{title} · Bookwell',
  'page.loading': 'Cargando la invitación',
  'invalid.title': 'Invitación',
  'invalid.newerCode': '¿Tienes un código de un correo más reciente?',
  'invalid.enterCode': 'Introduce el código',
  'details.title': 'Únete a {business}',
  'details.intro': 'Te invitan a iniciar sesión en {business} como {member}.',
  'details.business': 'Negocio',
  'details.member': 'Miembro del equipo',
  'details.role': 'Rol',
  'details.role.owner': 'Propietario',
  'details.role.manager': 'Gerente',
  'details.role.staff': 'Personal',
  'details.email': 'Correo electrónico',
  'details.validUntil': 'Válida hasta',
  'details.otherAccount': 'Has iniciado sesión como {user}; esta invitación se envió a {email}.',
  'details.acceptFailed': 'No se pudo aceptar la invitación.',
  'details.joining': 'Uniéndote',
  'details.createAccount': 'Crea tu cuenta',
  'details.signIn': 'Iniciar sesión',
  'details.alreadyHave': '¿Ya tienes una cuenta de Bookwell con {email}? Inicia sesión y luego únete.',
  'code.title': 'Únete a tu equipo',
  'code.intro': 'Introduce el código de 8 caracteres de tu correo de invitación.',
  'code.form': 'Unirse con un código',
  'code.field': 'Código de invitación',
  'code.hint': 'Por ejemplo, {example}.',
  'code.continue': 'Continuar',
} satisfies Translations<typeof en>;
