// The marketing pages' shared header and footer in English, the source language (docs/decisions/042): their
// English is components/marketing/site.ts's, named here so it is translated. Every marketing page's catalog holds
// these messages (its files spread this one's), so a page's language comes as one chunk.
import type { SourceCatalog } from '#shared/i18n/catalog.ts';
import { MARKETING_LABELS as chrome } from '../site.ts';

export default {
  'marketing.chrome.mainNav': {
    message: chrome.mainNav,
    description: 'Screen-reader name of the top navigation.',
  },
  'marketing.chrome.home': {
    message: chrome.home,
    description: 'Screen-reader text after the logo link to the home page ("Bookwell home").',
  },
  'marketing.chrome.features': { message: chrome.features, description: 'Navigation and footer link.' },
  'marketing.chrome.pricing': { message: chrome.pricing, description: 'Navigation and footer link.' },
  'marketing.chrome.colorGenerator': {
    message: chrome.colorGenerator,
    description: 'Navigation link to a free tool that generates colour palettes.',
  },
  'marketing.chrome.demo': {
    message: chrome.demo,
    description: 'Navigation link to a demo booking page.',
  },
  'marketing.chrome.signIn': { message: chrome.signIn, description: 'Navigation button.' },
  'marketing.chrome.getStarted': { message: chrome.getStarted, description: 'Navigation button: sign up.' },
  'marketing.chrome.dashboard': {
    message: chrome.dashboard,
    description: 'Navigation button for a signed-in owner, back to their app.',
  },
  'marketing.chrome.openMenu': { message: chrome.openMenu, description: 'Mobile menu button, closed.' },
  'marketing.chrome.closeMenu': { message: chrome.closeMenu, description: 'Mobile menu button, open.' },
  'marketing.chrome.footerAbout': {
    message: chrome.footerAbout,
    description: 'Footer: what Bookwell is, under the logo.',
  },
  'marketing.chrome.product': { message: chrome.product, description: 'Footer column heading.' },
  'marketing.chrome.tools': { message: chrome.tools, description: 'Footer column heading.' },
  'marketing.chrome.liveDemo': {
    message: chrome.liveDemo,
    description: 'Footer link to a demo booking page.',
  },
  'marketing.chrome.mobileApp': {
    message: chrome.mobileApp,
    description: 'Footer link to installing Bookwell as an app.',
  },
  'marketing.chrome.paletteGenerator': { message: chrome.paletteGenerator, description: 'Footer link.' },
  'marketing.chrome.startTrial': { message: chrome.startTrial, description: 'Footer link to sign up.' },
  'marketing.chrome.support': { message: chrome.support, description: 'Footer link.' },
  'marketing.chrome.rights': {
    message: chrome.rights,
    description: 'Footer legal line, after "© 2026 Bookwell.".',
  },
} satisfies SourceCatalog;
