// The signed-in app's language at its root (docs/decisions/041): the user's choice, else the browser's; the catalog
// is fetched before the app shows in it; <html> carries its lang and dir while the app's frame is on screen. Nobody
// signed in (the sign-in page, an invitation): the language chosen on the public pages (decision 042) comes first.
import { Direction } from 'radix-ui';
import { type ReactNode, use, useEffect, useMemo } from 'react';
import { FieldMessageContext } from '#client/components/ui/form-field.tsx';
import { useAuth } from '#client/entities/session/auth-context.tsx';
import { rememberedLocale } from '#client/lib/i18n/locale-provider.tsx';
import { matchLocale } from '#shared/i18n/choose-locale.ts';
import { localeDirection } from '#shared/i18n/locales.ts';
import { AppLocaleContext, appLocale, fieldMessageTranslator, loadAppMessages } from './app-i18n.ts';

/** What a visitor chose on the public pages (docs/decisions/042): the address's ?lang=, else the switcher's cookie. */
export function visitorsChoice() {
  const requested = new URLSearchParams(window.location.search).get('lang');
  return matchLocale(requested ?? '') ?? matchLocale(rememberedLocale() ?? '');
}

export function AppLocaleProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const remembered = user ? user.language : visitorsChoice();
  const locale = appLocale(remembered, window.location.search, navigator.languages);
  // Suspends (the frame's Suspense shows its spinner) only the first time a language is shown.
  const messages = use(loadAppMessages(locale));
  const state = useMemo(() => ({ locale, messages }), [locale, messages]);
  const fieldMessage = useMemo(() => fieldMessageTranslator(messages), [messages]);

  useEffect(() => {
    const root = document.documentElement;
    const before = { lang: root.lang, dir: root.dir };
    root.lang = locale;
    root.dir = localeDirection(locale);
    return () => {
      root.lang = before.lang;
      root.dir = before.dir;
    };
  }, [locale]);

  return (
    <AppLocaleContext value={state}>
      {/* Radix's tabs, selects and menus take their direction from here, not from <html>. */}
      <Direction.Provider dir={localeDirection(locale)}>
        <FieldMessageContext value={fieldMessage}>{children}</FieldMessageContext>
      </Direction.Provider>
    </AppLocaleContext>
  );
}
