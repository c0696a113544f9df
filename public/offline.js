// The offline page in the visitor's language (issue 28): the address's ?lang=, then the language chosen on the public
// pages (the bookwell-lang cookie), then the browser's languages, else English: chooseLocale's order
// (src/shared/i18n/choose-locale.ts), which a static page cannot import. The service worker shows this page for any
// address it cannot reach, so ?lang= is that address's. A classic script at the end of the page: the CSP allows no
// inline one, and it runs before the first paint.
(() => {
  const MESSAGES = {
    en: {
      title: 'You are offline · Bookwell',
      heading: 'You are offline',
      body: "Bookwell can't reach the internet right now. Check your connection and try again. Pages you have opened before still work offline.",
      retry: 'Try again',
    },
    es: {
      title: 'Sin conexión · Bookwell',
      heading: 'No tienes conexión',
      body: 'Bookwell no puede conectarse a internet en este momento. Revisa tu conexión y vuelve a intentarlo. Las páginas que ya abriste siguen funcionando sin conexión.',
      retry: 'Volver a intentarlo',
    },
    fr: {
      title: 'Hors ligne · Bookwell',
      heading: 'Vous êtes hors ligne',
      body: 'Bookwell ne parvient pas à se connecter à Internet pour le moment. Vérifiez votre connexion et réessayez. Les pages que vous avez déjà ouvertes restent disponibles hors ligne.',
      retry: 'Réessayer',
    },
    de: {
      title: 'Offline · Bookwell',
      heading: 'Sie sind offline',
      body: 'Bookwell kann gerade keine Verbindung zum Internet herstellen. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut. Bereits geöffnete Seiten funktionieren auch offline.',
      retry: 'Erneut versuchen',
    },
    'pt-BR': {
      title: 'Sem conexão · Bookwell',
      heading: 'Você está sem conexão',
      body: 'O Bookwell não consegue acessar a internet agora. Verifique sua conexão e tente de novo. As páginas que você já abriu continuam funcionando sem internet.',
      retry: 'Tentar de novo',
    },
    ar: {
      title: 'لا يوجد اتصال · Bookwell',
      heading: 'أنت غير متصل بالإنترنت',
      body: 'لا يستطيع Bookwell الاتصال بالإنترنت الآن. تحقّق من اتصالك ثم حاول مرة أخرى. الصفحات التي فتحتها من قبل تبقى متاحة دون اتصال.',
      retry: 'حاول مرة أخرى',
    },
  };
  const locales = Object.keys(MESSAGES);
  const match = (tag) => {
    const lower = tag.trim().toLowerCase();
    const language = lower.split('-')[0];
    return (
      locales.find((locale) => locale.toLowerCase() === lower) ??
      locales.find((locale) => locale.split('-')[0] === language)
    );
  };
  const remembered = document.cookie
    .split('; ')
    .find((pair) => pair.startsWith('bookwell-lang='))
    ?.slice('bookwell-lang='.length);
  const wanted = [new URLSearchParams(location.search).get('lang'), remembered, ...navigator.languages];
  const locale = wanted.map((tag) => tag && match(tag)).find(Boolean) ?? 'en';
  const messages = MESSAGES[locale];
  document.documentElement.lang = locale;
  document.documentElement.dir = locale === 'ar' ? 'rtl' : 'ltr';
  document.title = messages.title;
  for (const element of document.querySelectorAll('[data-message]')) {
    element.textContent = messages[element.dataset.message];
  }
})();
