// A page's language (docs/decisions/032): the locale and its compiled messages in React context, and the switch to
// another one (its catalog fetched first, so the page never shows a half-translated state). Catalogs are ICU
// MessageFormat compiled into functions at build time (scripts/message-catalogs.ts): no parser in the browser.
import { createContext, type ReactNode, use, useState } from 'react';
import { LOCALE_COOKIE, localeDirection, type PageLocale } from '#shared/i18n/locales.ts';

/** A catalog as the build compiles it: one function per message id. */
export type Messages = Record<string, (values?: Record<string, unknown>) => string>;

/** A source catalog (English): each message in ICU MessageFormat with a note for translators. */
export type SourceCatalog = Record<string, { message: string; description: string }>;

/** A translation of `Source`: every id of it, and no other, with its message in the language. */
export type Translations<Source extends SourceCatalog> = { [Id in keyof Source]: string };

export type MessageValues = Record<string, string | number>;
export type Translator<Id extends string> = (id: Id, values?: MessageValues) => string;

type LocaleState = {
  locale: PageLocale;
  messages: Messages;
  /** Fetches the language's catalog, then shows the page in it; `remember`: the visitor's own choice. */
  changeLocale: (locale: PageLocale, remember?: boolean) => Promise<void>;
};

const LocaleContext = createContext<LocaleState | null>(null);

/** The page's language, or null outside a LocaleProvider (such a page shows its catalog's English). */
export function useLocaleState(): LocaleState | null {
  return use(LocaleContext);
}

export function translator<Id extends string>(messages: Messages): Translator<Id> {
  // A missing message shows its id: the catalog test keeps that from reaching a customer.
  return (id, values) => messages[id]?.(values) ?? id;
}

/** The language the visitor chose on an earlier visit, if any. */
export function rememberedLocale(): string | undefined {
  return new RegExp(`(?:^|; )${LOCALE_COOKIE}=([^;]*)`).exec(document.cookie)?.[1];
}

/** A one-year cookie the server's render reads, so the next visit starts in the chosen language. */
function rememberLocale(locale: PageLocale) {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain preference cookie; the Cookie Store API is not everywhere.
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

export function LocaleProvider({
  locale,
  messages,
  load,
  children,
}: {
  locale: PageLocale;
  messages: Messages;
  load: (locale: PageLocale) => Promise<Messages>;
  children: ReactNode;
}) {
  const [current, setCurrent] = useState({ locale, messages });

  async function changeLocale(next: PageLocale, remember = true) {
    const nextMessages = await load(next);
    setCurrent({ locale: next, messages: nextMessages });
    document.documentElement.lang = next;
    document.documentElement.dir = localeDirection(next);
    if (!remember) return;
    rememberLocale(next);
    // An address that names a language would otherwise win over the choice at the next visit.
    const url = new URL(window.location.href);
    if (url.searchParams.has('lang')) {
      url.searchParams.set('lang', next);
      window.history.replaceState(window.history.state, '', url);
    }
  }

  return <LocaleContext value={{ ...current, changeLocale }}>{children}</LocaleContext>;
}

/**
 * `text` (a message given `marker` for one of its values) with `node` where the marker stands: a link or an element
 * inside a sentence, placed where the language puts it.
 */
export function withNode(text: string, marker: string, node: ReactNode): ReactNode {
  const [before, after] = text.split(marker);
  return (
    <>
      {before}
      {node}
      {after}
    </>
  );
}
