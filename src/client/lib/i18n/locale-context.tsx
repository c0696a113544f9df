// A page's language (docs/decisions/032): the locale and its compiled messages in React context (set by
// locale-provider.tsx), and the translator over them. Catalogs are ICU MessageFormat compiled into functions at
// build time (scripts/message-catalogs.ts): no parser in the browser.
import { createContext, use } from 'react';
import { intlLocale, type PageLocale } from '#shared/i18n/locales.ts';

/** A catalog as the build compiles it: one function per message id. */
export type Messages = Record<string, (values?: Record<string, unknown>) => string>;

export type MessageValues = Record<string, string | number>;
export type Translator<Id extends string> = (id: Id, values?: MessageValues) => string;

export type LocaleState = {
  locale: PageLocale;
  messages: Messages;
  /** Fetches the language's catalog, then shows the page in it; `remember`: the visitor's own choice. */
  changeLocale: (locale: PageLocale, remember?: boolean) => Promise<void>;
};

export const LocaleContext = createContext<LocaleState | null>(null);

/** The page's language, or null outside a LocaleProvider (such a page shows its catalog's English). */
export function useLocaleState(): LocaleState | null {
  return use(LocaleContext);
}

/** The page's locale and messages (`english` outside a LocaleProvider), and the locale Intl formats with. */
export function usePageMessages(english: Messages) {
  const state = useLocaleState();
  const locale = state?.locale ?? 'en';
  return {
    messages: state?.messages ?? english,
    locale,
    intl: intlLocale(locale),
    changeLocale: state?.changeLocale,
  };
}

export function translator<Id extends string>(messages: Messages): Translator<Id> {
  // A missing message shows its id: the catalog test keeps that from reaching a customer.
  return (id, values) => messages[id]?.(values) ?? id;
}

/** `messages` (the page's) with `english` behind them: the English of a part whose catalog comes with its code. */
export function fallbackTranslator<Id extends string>(messages: Messages, english: Messages): Translator<Id> {
  return (id, values) => (messages[id] ?? english[id])?.(values) ?? id;
}
