// The marketing pages' header and footer in Brazilian Portuguese (docs/decisions/042): the landing page's tone.
import type { Translations } from '#shared/i18n/catalog.ts';
import type en from './en.ts';

export default {
  'marketing.chrome.mainNav': 'Principal',
  'marketing.chrome.home': 'início',
  'marketing.chrome.features': 'Recursos',
  'marketing.chrome.pricing': 'Preços',
  'marketing.chrome.colorGenerator': 'Gerador de cores',
  'marketing.chrome.demo': 'Demonstração',
  'marketing.chrome.signIn': 'Entrar',
  'marketing.chrome.getStarted': 'Comece agora',
  'marketing.chrome.dashboard': 'Painel',
  'marketing.chrome.openMenu': 'Abrir menu',
  'marketing.chrome.closeMenu': 'Fechar menu',
  'marketing.chrome.footerAbout':
    'Agendamento online e gestão para barbearias, salões, spas, academias e clínicas. Teste grátis por 14 dias, sem cartão de crédito.',
  'marketing.chrome.product': 'Produto',
  'marketing.chrome.tools': 'Ferramentas',
  'marketing.chrome.liveDemo': 'Demonstração ao vivo',
  'marketing.chrome.mobileApp': 'App para celular',
  'marketing.chrome.paletteGenerator': 'Gerador de paletas de cores',
  'marketing.chrome.startTrial': 'Teste grátis',
  'marketing.chrome.support': 'Ajuda e suporte',
  'marketing.chrome.rights': 'Todos os direitos reservados.',
} satisfies Translations<typeof en>;
