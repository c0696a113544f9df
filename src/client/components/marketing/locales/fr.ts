// The marketing pages' header and footer in French (docs/decisions/042): the landing page's tone.
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

export default {
  'marketing.chrome.mainNav': 'Principale',
  'marketing.chrome.home': 'accueil',
  'marketing.chrome.features': 'Fonctionnalités',
  'marketing.chrome.pricing': 'Tarifs',
  'marketing.chrome.colorGenerator': 'Générateur de couleurs',
  'marketing.chrome.demo': 'Démo',
  'marketing.chrome.signIn': 'Se connecter',
  'marketing.chrome.getStarted': 'Commencer',
  'marketing.chrome.dashboard': 'Tableau de bord',
  'marketing.chrome.openMenu': 'Ouvrir le menu',
  'marketing.chrome.closeMenu': 'Fermer le menu',
  'marketing.chrome.footerAbout':
    'Réservation en ligne et gestion pour barbiers, salons de coiffure, spas, salles de sport et cliniques. Essai gratuit de 14 jours, sans carte bancaire.',
  'marketing.chrome.product': 'Produit',
  'marketing.chrome.tools': 'Outils',
  'marketing.chrome.liveDemo': 'Démo en direct',
  'marketing.chrome.mobileApp': 'Application mobile',
  'marketing.chrome.paletteGenerator': 'Générateur de palettes de couleurs',
  'marketing.chrome.startTrial': 'Essai gratuit',
  'marketing.chrome.support': 'Aide et assistance',
  'marketing.chrome.rights': 'Tous droits réservés.',
} satisfies Translations<typeof en>;
