// The marketing pages' header and footer in German (docs/decisions/042): the landing page's tone.
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

export default {
  'marketing.chrome.mainNav': 'Hauptnavigation',
  'marketing.chrome.home': 'Startseite',
  'marketing.chrome.features': 'Funktionen',
  'marketing.chrome.pricing': 'Preise',
  'marketing.chrome.colorGenerator': 'Farbgenerator',
  'marketing.chrome.demo': 'Demo',
  'marketing.chrome.signIn': 'Anmelden',
  'marketing.chrome.getStarted': 'Jetzt starten',
  'marketing.chrome.dashboard': 'Dashboard',
  'marketing.chrome.openMenu': 'Menü öffnen',
  'marketing.chrome.closeMenu': 'Menü schließen',
  'marketing.chrome.footerAbout':
    'Online-Terminbuchung und Betriebsverwaltung für Barbershops, Friseursalons, Spas, Fitnessstudios und Praxen. 14 Tage kostenlos testen, ohne Kreditkarte.',
  'marketing.chrome.product': 'Produkt',
  'marketing.chrome.tools': 'Tools',
  'marketing.chrome.liveDemo': 'Live-Demo',
  'marketing.chrome.mobileApp': 'Mobile App',
  'marketing.chrome.paletteGenerator': 'Farbpaletten-Generator',
  'marketing.chrome.startTrial': 'Kostenlos testen',
  'marketing.chrome.support': 'Hilfe & Support',
  'marketing.chrome.rights': 'Alle Rechte vorbehalten.',
} satisfies Translations<typeof en>;
