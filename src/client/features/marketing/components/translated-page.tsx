// A public marketing page in the visitor's language (docs/decisions/042): the landing page's rule picks it, the
// page waits for its catalog (so it never shows two languages), and the document carries its `lang` and `dir`.
import { type ReactNode, use, useEffect, useState } from 'react';
import type { Messages } from '#client/lib/i18n/locale-context.tsx';
import { LocaleProvider } from '#client/lib/i18n/locale-provider.tsx';
import { localeDirection, type PageLocale } from '#shared/i18n/locales.ts';
import { landingLocale } from '../i18n.ts';

export function TranslatedPage({
  load,
  children,
}: {
  load: (locale: PageLocale) => Promise<Messages>;
  children: ReactNode;
}) {
  const [locale] = useState(landingLocale);
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
