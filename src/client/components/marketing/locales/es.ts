// The marketing pages' header and footer in Spanish (docs/decisions/042): the landing page's tone.
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

export default {
  'marketing.chrome.mainNav': 'Principal',
  'marketing.chrome.home': 'inicio',
  'marketing.chrome.features': 'Funciones',
  'marketing.chrome.pricing': 'Precios',
  'marketing.chrome.colorGenerator': 'Generador de colores',
  'marketing.chrome.demo': 'Demo',
  'marketing.chrome.signIn': 'Iniciar sesión',
  'marketing.chrome.getStarted': 'Empezar',
  'marketing.chrome.dashboard': 'Panel',
  'marketing.chrome.openMenu': 'Abrir menú',
  'marketing.chrome.closeMenu': 'Cerrar menú',
  'marketing.chrome.footerAbout':
    'Reservas online y gestión para barberías, peluquerías, spas, gimnasios y clínicas. Prueba gratis 14 días, sin tarjeta de crédito.',
  'marketing.chrome.product': 'Producto',
  'marketing.chrome.tools': 'Herramientas',
  'marketing.chrome.liveDemo': 'Demo en vivo',
  'marketing.chrome.mobileApp': 'App móvil',
  'marketing.chrome.paletteGenerator': 'Generador de paletas de colores',
  'marketing.chrome.startTrial': 'Prueba gratis',
  'marketing.chrome.support': 'Ayuda y soporte',
  'marketing.chrome.rights': 'Todos los derechos reservados.',
} satisfies Translations<typeof en>;
