// A public marketing page in the visitor's language (docs/decisions/042): the address's ?lang=, the switcher's
// cookie, then the language of the pre-rendered document the server chose (so the page hydrates in it) or the
// browser's; the page waits for its catalog (so it never shows two languages), and the document carries its `lang`
// and `dir`. The landing, pricing, features and colour generator pages share it, and the header's and footer's words.
import { type ReactNode, use, useEffect, useState } from 'react';
import { type Messages, translator, useLocaleState } from '#client/lib/i18n/locale-context.tsx';
import { LocaleProvider, rememberedLocale } from '#client/lib/i18n/locale-provider.tsx';
import { chooseLocale } from '#shared/i18n/choose-locale.ts';
import { localeDirection, type PageLocale } from '#shared/i18n/locales.ts';
import { MARKETING_LABELS, type MarketingLabels } from './site.ts';

/** Set by the build's pre-render (app/prerender.tsx) for each document it writes. */
let prerenderLocale: PageLocale = 'en';

export function prerenderMarketingIn(locale: PageLocale) {
  prerenderLocale = locale;
}

/** The page's language: on the server, the document being pre-rendered; in the browser, the rule above. */
export function marketingLocale(): PageLocale {
  if (typeof document === 'undefined') return prerenderLocale;
  const served = document.getElementById('root')?.dataset.prerendered === window.location.pathname;
  return chooseLocale({
    requested: new URL(window.location.href).searchParams.get('lang'),
    remembered: rememberedLocale(),
    accepted: served ? [document.documentElement.lang] : navigator.languages,
    fallback: 'en',
  });
}

export function TranslatedPage({
  load,
  children,
}: {
  load: (locale: PageLocale) => Promise<Messages>;
  children: ReactNode;
}) {
  const [locale] = useState(marketingLocale);
  const messages = use(load(locale));
  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = localeDirection(locale);
    // The app's other pages are English: leaving this one gives the document back its language and direction.
    return () => {
      document.documentElement.lang = 'en';
      document.documentElement.dir = 'ltr';
    };
  }, [locale]);
  return (
    <LocaleProvider locale={locale} messages={messages} load={load}>
      {children}
    </LocaleProvider>
  );
}

/**
 * The shared header's and footer's words in the page's language (`marketing.chrome.*`, which every marketing page's
 * catalog holds); English (site.ts) outside a translated page or where the page's English leaves them out.
 */
export function useChromeLabels(): MarketingLabels {
  const state = useLocaleState();
  if (!state) return MARKETING_LABELS;
  const t = translator(state.messages);
  return Object.fromEntries(
    Object.entries(MARKETING_LABELS).map(([key, english]) => {
      const id = `marketing.chrome.${key}`;
      return [key, state.messages[id] ? t(id) : english];
    }),
  ) as MarketingLabels;
}
